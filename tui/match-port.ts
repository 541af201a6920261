// What the terminal UI needs of the match service, in the UI's own words. `service-port.ts`
// implements it over engine/match's MatchService; screens call only this, so the UI never touches
// a store or game state directly.
import type { GameEvent, GameId, GameResults } from '../engine/core/game.ts';
import type { MatchSnapshot } from '../engine/match/types.ts';

export type { MatchSnapshot };

/** A new match as the menu asks for it. */
export interface NewMatch {
  game: GameId;
  ruleset: string;
  /** Seats played by bots from the start (the rest wait for people). */
  botSeats: number[];
  /** The seat the creator takes. */
  seat: number;
  /** Seat count where the game lets it vary (dungeon, lamplighter co-op). */
  players?: number;
  options?: Record<string, unknown>;
  /** The match's seed (default: a fresh one); a real-time Dungeon deals one a newcomer survives. */
  seed?: string;
}

/** A finished match as the replays list shows it. */
export interface ArchivedMatch {
  matchId: string;
  game: GameId;
  ruleset: string;
  finishedAt: number;
  summary: string;
}

/** The match service as the UI uses it. Every refusal is an Error whose message is one line. */
export interface MatchPort {
  /** The stable player id for an identity surface (`ssh:SHA256:...`, `local:user`). */
  identify(surface: string, name: string): Promise<{ id: string; name: string }>;
  create(player: { id: string; name: string }, req: NewMatch): Promise<MatchSnapshot>;
  /** Joins the first free seat of the match with this code (or the one asked for). */
  join(player: { id: string; name: string }, code: string, seat?: number): Promise<MatchSnapshot>;
  /** The match id behind a join code, or an error naming the problem. */
  lookup(code: string): Promise<string>;
  start(player: { id: string; name: string }, matchId: string): Promise<MatchSnapshot>;
  /** Fills every empty seat with a bot (host only). */
  fillBots(player: { id: string; name: string }, matchId: string): Promise<MatchSnapshot>;
  cancel(player: { id: string; name: string }, matchId: string): Promise<void>;
  leave(player: { id: string; name: string }, matchId: string): Promise<void>;
  snapshot(matchId: string): Promise<MatchSnapshot>;
  /** The game view of the player's seat (a spectator's when seat is null), from the current state; another's seat is refused. */
  view(player: { id: string; name: string }, matchId: string, seat: number | null): Promise<unknown>;
  /** The events this player may see, oldest first, after stream entry `afterId` (all when null). */
  events(player: { id: string; name: string }, matchId: string, afterId: string | null): Promise<{ id: string; event: GameEvent }[]>;
  /** Submits an order (text or structured); resolves to the game's description of it. */
  order(player: { id: string; name: string }, matchId: string, input: unknown, turn: number): Promise<string>;
  /** The built-in bot's order for the player's seat now (an order pad starts from it where the game asks), or null; another's seat is refused. */
  suggestion(player: { id: string; name: string }, matchId: string, seat: number): Promise<unknown>;
  /** One-line order grammar for the player's seat now (another's seat is refused). */
  orderHelp(player: { id: string; name: string }, matchId: string, seat: number): Promise<string>;
  /** Recently finished matches, newest first. */
  archived(limit: number): Promise<ArchivedMatch[]>;
  /** A finished match's final full view (null once the live record is gone), results and replay document. */
  finished(matchId: string): Promise<{ game: GameId; ruleset: string; results: GameResults; finalView: unknown; replay: unknown }>;
  /** Resolves due turns now (so a terminal-only process needs no worker). */
  tick(): Promise<void>;
  /** The setup options this process lays under every match of a game (the Dungeon's world env). */
  setupDefaults(game: GameId): Record<string, unknown>;
}
