// Public types of the match service (engine/match/service.ts). Store records live in engine/store/types.ts.
import type { Game, GameId, GameResults, SetupOptions } from '../core/game.ts';
import type { CancelReason, MatchStatus, MatchStore, SeatSlot } from '../store/types.ts';

export type { MatchStatus, SeatSlot, MatchDoc, Player, ArchiveEntry, LeaderboardRow, StreamEntry, RatingChange, RatingRow } from '../store/types.ts';
/** Stream entry ids order as the store orders them (front ends compare watermarks with it). */
export { compareStreamIds } from '../store/types.ts';

/** Who is acting: a stable player id (from `ensurePlayer`) and the name to show on a seat. */
export interface PlayerRef {
  id: string;
  name: string;
}

/**
 * Who asks the service for a view, events, order help or a suggested order. A player may name one
 * of their seats (one player can hold several) or their team; a seat or team that is not theirs is
 * refused by the service. Without a claim a player gets their own seat while live, a spectator's
 * view if unseated, and everything once the match is over; a spectator gets the public view while
 * live and everything once over.
 */
export type Caller =
  | { kind: 'player'; id: string; seat?: number; team?: string }
  | { kind: 'spectator' };

/** The caller of someone watching without a seat. */
export const SPECTATOR: Caller = Object.freeze({ kind: 'spectator' });

/** The caller of a player (naming one of their seats when given). */
export function asPlayer(id: string, seat?: number): Caller {
  return seat === undefined ? { kind: 'player', id } : { kind: 'player', id, seat };
}

/** Where a chat front end keeps a match's public message (Discord: guild, channel and message). */
export interface MatchHome {
  guildId: string | null;
  channelId: string;
  messageId: string;
}

/** Fresh ids and random words. The engine never draws randomness itself: runtime passes crypto, tests a seeded source. */
export interface IdSource {
  /** A fresh unique id of letters and digits (at least 12 characters). */
  next(): string;
}

/** What a MatchService is built from. */
export interface MatchServiceDeps {
  store: MatchStore;
  /** Milliseconds since the epoch (runtime: Date.now; tests: a fake clock). */
  clock: () => number;
  ids: IdSource;
  /** Games by id (default: the registry engine/games.ts). */
  games?: Partial<Record<GameId, Game<any, any, any>>>;
  /** Per-game setup options laid UNDER each match's own (for example `{ dungeon: { env } }` from the process config). */
  setupDefaults?: Partial<Record<GameId, SetupOptions>>;
  /** How long an unstarted lobby stays open (ms; default MATCH_LIMITS.lobbyMs). */
  lobbyMs?: number;
  /** How long a cancelled match's live record is kept (ms; default MATCH_LIMITS.retentionMs). */
  retentionMs?: number;
}

/** A request to open a lobby. */
export interface CreateMatchRequest {
  game: GameId | string;
  ruleset: string;
  host: PlayerRef;
  /** Game setup options (for example `{ pale: false }`); `players` sets the seat count where it varies. */
  options?: Record<string, unknown>;
  /** Seats filled with bots at once: `all`, or a number of seats counted from the last. */
  bots?: 'all' | number;
  /** Seat the host takes (default: the first seat, unless every seat is a bot); `none` to only host. */
  hostSeat?: number | 'none';
  /** Per-turn order deadline in seconds (default: the ruleset's, or 45 s in chat; 0: wait for every human). */
  turnSeconds?: number;
  /** Seed of the match (default: a fresh random one). */
  seed?: string;
}

/** A seat as a snapshot shows it. */
export interface SeatSnapshot extends SeatSlot {
  /** The game awaits this seat's order this turn. */
  awaited: boolean;
  /** An order from this seat is in for this turn. */
  ordered: boolean;
}

/** What any front end may show about a match (no hidden game state). */
export interface MatchSnapshot {
  matchId: string;
  code: string;
  status: MatchStatus;
  game: GameId;
  ruleset: string;
  host: string;
  turn: number;
  seats: SeatSnapshot[];
  /** When the current turn resolves at the latest (ms), or null. */
  deadline: number | null;
  results: GameResults | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  version: number;
  /** Set on a cancelled match: its host cancelled it, or nobody started the lobby in time. */
  cancelReason?: CancelReason;
  /** A lobby: when it closes by itself unless started (ms). */
  lobbyUntil?: number;
}

/** An accepted order. */
export interface OrderReceipt {
  ok: true;
  seat: number;
  turn: number;
  /** The game's short description of the order ("hide F4 crawl"). */
  description: string;
  /** This order replaced an earlier one from the same seat this turn. */
  replaced: boolean;
  /** Every awaited human seat has ordered: the turn resolves now. */
  complete: boolean;
}

/** Options of `submitOrder`. */
export interface SubmitOptions {
  /** The turn the order is for (from a button's customId); a different current turn is refused as late. */
  turn?: number;
  /** Which of the player's seats (only needed when one player holds several). */
  seat?: number;
}
