// The MatchStore contract: everything a live match keeps outside a process. Two implementations
// (MemoryStore here, RedisStore in runtime/) pass one contract suite (test/engine/store/contract.ts).
// Every method that changes more than one thing of a match is atomic. Time comes in as `now`
// (milliseconds), so the memory store stays pure and both stores agree on expiry.
import type { GameEvent, GameId, GameResults } from '../core/game.ts';

export type MatchStatus = 'lobby' | 'running' | 'finished' | 'cancelled';
/** Why a match was cancelled. */
export type CancelReason = 'host' | 'lobby-expired';

/** One seat of a live match: the game's seat plus who plays it. */
export interface SeatSlot {
  index: number;
  team: string;
  role: string;
  alias: string;
  /** Player id of the human in this seat, or null (empty in the lobby, a bot once started). */
  owner: string | null;
  /** Display name of the owner when they took the seat (or the bot's label). */
  name: string | null;
  /** Played by the game's baseline (filled with a bot, or empty at start). */
  bot: boolean;
  /** The owner left a running match: the seat is played by the baseline from then on. */
  left?: boolean;
}

/** The match document: everything of a match but its game state and orders. */
export interface MatchDoc {
  id: string;
  code: string;
  game: GameId;
  ruleset: string;
  seed: string;
  /** Player id of the host (the only one who may start or cancel). */
  host: string;
  status: MatchStatus;
  /** Game-specific setup options passed to `game.setup`. */
  options: Record<string, unknown>;
  /** Per-turn order deadline in seconds once running (0: none for humans; bot-only turns are due at once). */
  turnSeconds: number;
  /** A real-time match (its ruleset's `turnMs`): every turn closes this many ms after the last, never early. */
  turnMs?: number;
  seats: SeatSlot[];
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** The turn awaiting orders (game.turn of the current state); 0 in the lobby. */
  turn: number;
  /** Seats the game awaits this turn. */
  awaiting: number[];
  /** When the current turn resolves without further orders (ms), or null for "when everyone ordered". */
  deadline: number | null;
  results: GameResults | null;
  /** When an unstarted lobby closes by itself (ms); null once started (absent in matches stored before lobbies expired). */
  lobbyUntil?: number | null;
  /** Why a cancelled match ended: its host cancelled it, or nobody started the lobby in time. */
  cancelReason?: CancelReason;
  /** Set once the finished match is in the archive and leaderboard. */
  archived: boolean;
  /** Bumped by every change (orders included); commits are conditional on it. Kept by the store. */
  version: number;
}

/** An order as stored for the current turn: the parsed order plus who gave it. */
export interface StoredOrder {
  order: unknown;
  description: string;
  by: string;
  at: number;
}

/** Result of `putOrder`: the seats that have ordered this turn, or why nothing changed. */
export type PutOrderResult =
  | { ok: true; ordered: number[]; version: number }
  | { ok: false; reason: 'missing' | 'status' | 'turn' | 'late'; turn?: number };

/** A match as loaded by a resolver that holds its claim. */
export interface ClaimedMatch {
  doc: MatchDoc;
  state: string | null;
  orders: Map<number, StoredOrder>;
  /** History chunks stored so far (0 for a match whose state was stored whole, e.g. before split encodings). */
  historyLength?: number;
}

/** An atomic change of a match, applied only if the match is still at `expectedVersion`. */
export interface MatchWrite {
  doc: MatchDoc;
  /** New encoded game state (omit to keep it); the live part when the game splits its history off. */
  state?: string;
  /** A history chunk to append to the match's history list (games with a split encoding, issue 6). */
  history?: string;
  /** Drop this turn's orders (a turn was resolved). */
  clearOrders?: boolean;
  /** Events to append to the match's stream, in order. */
  events?: GameEvent[];
  /** The resolver's claim token: the claim is released, or renewed to `claimUntil` when given. */
  claimToken?: string;
  claimUntil?: number;
}

/** One entry of a match's event stream. */
export interface StreamEntry {
  id: string;
  event: GameEvent;
}

/** A player: a stable id, a display name and the surfaces linked to it. */
export interface Player {
  id: string;
  name: string;
  /** Linked surfaces such as `discord:1234` or `ssh:SHA256:abc`. */
  surfaces: string[];
  createdAt: number;
}

/** A finished match as kept in the archive. */
export interface ArchiveEntry {
  matchId: string;
  game: GameId;
  ruleset: string;
  seed: string;
  /** Host, join code and the last turn (absent in entries archived before live records expired). */
  host?: string;
  code?: string;
  turn?: number;
  startedAt: number | null;
  finishedAt: number;
  players: { seat: number; team?: string; role?: string; alias: string; playerId: string | null; name: string | null; bot: boolean }[];
  results: GameResults;
  replay: unknown;
}

/** The claim an archiving resolver must hold: its token and the time it checks the lease at. */
export interface ArchiveClaim {
  token: string;
  now: number;
}

/** What `archive` did: wrote the entry, kept the one already there, or refused (the claim is not held). */
export type ArchiveOutcome = 'written' | 'kept' | 'unclaimed';

/** One line of a per-game leaderboard (wins and losses; see engine/match/archive.ts). */
export interface LeaderboardRow {
  playerId: string;
  name: string;
  played: number;
  wins: number;
  losses: number;
  draws: number;
}

/** A player's skill rating in one game (openskill's mu and sigma; see engine/match/rating.ts). */
export interface RatingRow {
  playerId: string;
  name: string;
  mu: number;
  sigma: number;
  /** Rated matches played. */
  played: number;
}

/** What one finished match did to one player's rating (shown on the end card). */
export interface RatingChange {
  playerId: string;
  /** The rating before the match (null: the first rated match). */
  before: RatingRow | null;
  after: RatingRow;
}

/** The outcome of one match for one player, as the leaderboard counts it. */
export interface LeaderboardResult {
  playerId: string;
  name: string;
  outcome: 'win' | 'loss' | 'draw';
}

/**
 * Live matches: documents, game state, orders and join codes. Every change of a match is one
 * conditional write (`writeMatch`) or one order (`putOrder`).
 */
export interface LiveStore {
  /** Stores a new match (version 1); false if the id exists. Also lists it as live. */
  createMatch(doc: MatchDoc, state: string | null): Promise<boolean>;
  /** The match document (with its current version), or null. */
  getMatch(id: string): Promise<MatchDoc | null>;
  /** The encoded game state, or null before start (for games with a split encoding: the live part). */
  getState(id: string): Promise<string | null>;
  /** Every history chunk appended by writes, oldest first (empty for games stored whole). */
  getHistory(id: string): Promise<string[]>;
  /** This turn's orders by seat. */
  getOrders(id: string): Promise<Map<number, StoredOrder>>;
  /** Applies `write` iff the match is at `expectedVersion`; the new version, or null if it moved on. */
  writeMatch(id: string, expectedVersion: number, write: MatchWrite): Promise<number | null>;
  /** Stores (or replaces) a seat's order iff the match is running, on `turn`, and `now` is not past the deadline. */
  putOrder(id: string, turn: number, seat: number, order: StoredOrder, now: number): Promise<PutOrderResult>;
  /** Ids of live (lobby or running) matches, oldest first. */
  liveMatches(limit?: number): Promise<string[]>;
  /** Removes a match from the live list (finished and archived, or cancelled). Callers use retireMatch (engine/store/retire.ts). */
  dropLive(id: string): Promise<void>;
  /**
   * Takes a finished (archived) or cancelled match out of the live store. Its orders and history
   * chunks go at once (the archive holds the replay); its document, state, event stream, report
   * marks and join code `code` expire `keepMs` after `now`, so late readers (a bot posting the end
   * card, `match show`) still find them meanwhile. Idempotent. Callers use retireMatch (engine/store/retire.ts).
   */
  retire(id: string, code: string, now: number, keepMs: number): Promise<void>;

  /** Reserves a join code for a match; false if taken. */
  reserveCode(code: string, matchId: string): Promise<boolean>;
  /** The match a join code belongs to. */
  matchForCode(code: string): Promise<string | null>;
}

/** Scheduling and claims: when a match next needs a resolver, and the lease of the one resolving it. */
export interface ScheduleStore {
  /** Sets when a match next needs a resolver (ms). */
  schedule(id: string, dueAt: number): Promise<void>;
  /** Removes a match from the schedule. */
  unschedule(id: string): Promise<void>;
  /** Matches due at `now`, earliest first. */
  dueMatches(now: number, limit: number): Promise<string[]>;
  /** Claims a match for `ttlMs` and loads it, or null if another unexpired claim holds it. */
  claim(id: string, token: string, now: number, ttlMs: number): Promise<ClaimedMatch | null>;
  /** Releases a claim held by `token` (no-op otherwise). */
  release(id: string, token: string): Promise<void>;
}

/** Event streams of matches (read whole, or by consumer groups with acknowledgement) and report marks. */
export interface StreamStore {
  /** The events of a match, oldest first: all of them, or only those after stream entry `afterId`. */
  events(id: string, afterId?: string): Promise<StreamEntry[]>;
  /** Reads for a consumer of a group (created on first use at the stream's start): its own
   * unacknowledged entries first, then entries idle over `minIdleMs` from crashed consumers, then new ones. */
  readEvents(id: string, group: string, consumer: string, opts: { count: number; now: number; minIdleMs: number }): Promise<StreamEntry[]>;
  /** Acknowledges entries for a group; they are not delivered again. */
  ack(id: string, group: string, entryIds: string[]): Promise<number>;

  /** Marks a report of a match as delivered (a no-show: `seat:reason`); false if it was marked already. */
  markReported(id: string, key: string): Promise<boolean>;
  /** The report marks of a match. */
  reported(id: string): Promise<string[]>;
}

/** Finished matches: the archive, its indexes and the leaderboards. */
export interface ArchiveStore {
  /**
   * Archives a finished match and indexes it per ruleset and per player. The entry is written
   * once: a second call keeps the first entry (and repeats only the indexing, which is
   * idempotent), so a stale process can never replace a good replay. With `claim`, the entry is
   * written only while that token holds the match's unexpired claim at `claim.now` (checked and
   * written atomically); otherwise nothing changes. With `keepMs`, the entry expires that long
   * after it finished, and the indexes it joins forget entries finished longer ago than that
   * (the leaderboard keeps their counts).
   */
  archive(entry: ArchiveEntry, keepMs?: number, claim?: ArchiveClaim): Promise<ArchiveOutcome>;
  getArchived(matchId: string): Promise<ArchiveEntry | null>;
  /** Archived match ids, newest first, for a ruleset or a player. */
  archiveIndex(by: { ruleset: string } | { player: string }, limit: number): Promise<string[]>;
  /** Counts one match's results into a game's leaderboard, once per match id; false if already counted. */
  applyLeaderboard(game: GameId, matchId: string, rows: LeaderboardResult[]): Promise<boolean>;
  leaderboard(game: GameId): Promise<LeaderboardRow[]>;
}

/** Players and the links of their surfaces (one-time link codes included). */
export interface PlayerStore {
  getPlayer(id: string): Promise<Player | null>;
  putPlayer(player: Player): Promise<void>;
  /** The player a surface (`discord:123`) is linked to. */
  playerForSurface(surface: string): Promise<string | null>;
  /** Links a surface to a player, replacing an earlier link. */
  linkSurface(surface: string, playerId: string): Promise<void>;
  /** Stores a one-time link code; false if the code exists. */
  putLinkCode(code: string, playerId: string, expiresAt: number): Promise<boolean>;
  /** Consumes a link code once: the player id, or null if unknown, used or expired at `now`. */
  takeLinkCode(code: string, now: number): Promise<string | null>;
}

/** Skill ratings per game, applied once per match. */
export interface RatingStore {
  /** A game's ratings: of the players named, or of everyone rated. */
  ratings(game: GameId, playerIds?: string[]): Promise<RatingRow[]>;
  /** Stores one match's rating changes (the rows become their `after`), once per match id; false if already applied. */
  applyRatings(game: GameId, matchId: string, changes: RatingChange[]): Promise<boolean>;
  /** The rating changes a match made, or null if it was not rated. */
  ratingChanges(game: GameId, matchId: string): Promise<RatingChange[] | null>;
  /** Forgets a game's ratings and applied matches (before a rebuild from the archive). */
  clearRatings(game: GameId): Promise<void>;
}

/** Small settings (a channel's switch). */
export interface SettingStore {
  /** A small setting, or null when unset. */
  getSetting(key: string): Promise<string | null>;
  /** Sets a setting; null removes it. */
  putSetting(key: string, value: string | null): Promise<void>;
}

/**
 * The whole store of live matches, players, archive and leaderboards, as both implementations
 * provide it. Code that serves one concern takes only that part (Identity a PlayerStore, the
 * rating a RatingStore, the failure reports a StreamStore).
 */
export interface MatchStore extends LiveStore, ScheduleStore, StreamStore, ArchiveStore, PlayerStore, RatingStore, SettingStore {
  /** Closes connections (no-op for memory). */
  close(): Promise<void>;
}

/** Orders two stream entry ids (`ms-seq`) as the store does. */
export function compareStreamIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am !== bm ? am - bm : (as ?? 0) - (bs ?? 0);
}
