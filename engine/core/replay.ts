// Replays for every game: one document shape (with a version, so older documents are upgraded in
// one place per game) and the frames a replay plays back as (what the renders, the terminal's
// replay player and the CLI draw; they never re-simulate a match themselves).

/** The replay format's name and its current version (documents with no version field are version 1). */
export const REPLAY_FORMAT = 'lamplit-replay';
export const REPLAY_VERSION = 2;

/**
 * A replay document (version 2), the same shape for every game: inputs, never state, plus the
 * digests re-simulation must reproduce. A game adds its own fields beside these (Lantern: its
 * config, phases, events and results).
 */
export interface ReplayDoc<D = string> {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  game: string;
  rulesetId: string;
  seed: number | string;
  /** The world-shaping environment values the match was set up with (absent when none). */
  env?: Record<string, string>;
  /** The other setup options the match was made with (players, names, pale, street, bots, chain, ...). */
  options: Record<string, unknown>;
  /** Turn-based games: the orders each turn resolved with, by seat (seat numbers as keys). */
  orders?: Record<string, unknown>[];
  /** Real-time games: every tick's control bytes, base64. */
  controls?: string;
  /** What re-simulation must reproduce: the digest after each turn, or a real-time game's keyframes. */
  digests: D[];
}

/** How a replay is played back. */
export interface PlaybackOptions {
  /**
   * A game played on a clock (Lantern): a frame every `every` ticks (default 24, one second of
   * play). Turn-based games give a frame per turn and ignore it.
   */
  every?: number;
  /**
   * Turn-based games whose turns are made of ticks (Lamplighter, the Dungeon): also a frame for
   * every tick inside a turn (marked with its `step`), as a GIF animates them. Default: one per turn.
   */
  ticks?: boolean;
}

/** One frame of a replay: the full view (everything, seen from all sides) at a moment of the match. */
export interface ReplayFrame<V = unknown> {
  view: V;
  /** The turn the frame is in (the turns resolved before it). */
  turn: number;
  /** The game tick of the frame (turn-based games without a clock: the turn). */
  tick: number;
  /** A frame inside a turn (a tick between two turns' resolved views): its step, 1-based, of the turn's steps. */
  step?: { index: number; of: number };
}

/** A turn's orders by seat as a replay records them (seat numbers as keys, seats with no order left out). */
export function ordersBySeat<O>(list: readonly (O | null | undefined)[]): Record<string, O> {
  const out: Record<string, O> = {};
  list.forEach((o, seat) => { if (o !== null && o !== undefined) out[String(seat)] = o; });
  return out;
}

/** A recorded turn's orders as the map `Game.resolveTurn` takes. */
export function ordersMap<O>(turn: Readonly<Record<string, O>>): Map<number, O> {
  return new Map(Object.entries(turn).map(([seat, o]) => [Number(seat), o]));
}

/** Whether a value is a current-version replay document of a game (shape only; the game checks the rest). */
export function isReplayDoc(doc: unknown, game: string): doc is ReplayDoc<unknown> {
  const d = doc as Partial<ReplayDoc<unknown>> | null;
  return !!d && typeof d === 'object' && d.format === REPLAY_FORMAT && d.version === REPLAY_VERSION && d.game === game
    && typeof d.rulesetId === 'string' && (typeof d.seed === 'number' || typeof d.seed === 'string')
    && !!d.options && typeof d.options === 'object' && Array.isArray(d.digests);
}
