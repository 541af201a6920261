// The Game contract: what every lamplit game implements so the match service, the stores, the
// renders and both front ends can treat Lantern, Lamplighter and the Dungeon alike.
import type { GameEvent, Parsed } from './basics.ts';
import type { BotStrength, SeatBot, TrivialPolicy } from './bots.ts';
import type { EventWords, NameOf } from './event-words.ts';
import type { OrderPad } from './pad.ts';
import type { PlaybackOptions, ReplayDoc, ReplayFrame } from './replay.ts';

export type { GameEvent, Parsed } from './basics.ts';
export type { BotContext, BotStrength, SeatBot, TrivialPolicy } from './bots.ts';
export type { PlaybackOptions, ReplayDoc, ReplayFrame } from './replay.ts';

/**
 * A game's id: the key it is registered under in the registry (engine/games.ts), which is the only
 * list of games. Open on purpose: tests register games of their own.
 */
export type GameId = string;

/** One seat of a match: a cog in Lantern, a lamplighter, a dungeon entrant. */
export interface Seat {
  index: number;
  /** Team id (`moth`/`owl` in Lantern; `street` in Lamplighter; the entrant's own id in the Dungeon). */
  team: string;
  /** Role this seat plays now or at start (`hider`/`seeker`, `lamplighter`, `runner`). */
  role: string;
  /** In-game alias shown in other seats' views (`Moth-1`, `Owl-2`, `P1`). */
  alias: string;
}

/** Who a view is for. `full` is only for finished matches, replays and tests. */
export type Viewer =
  | { kind: 'seat'; seat: number }
  | { kind: 'team'; team: string }
  | { kind: 'spectator' }
  | { kind: 'full' };

/** A ruleset as the catalog and the match service see it (games keep their own richer data). */
export interface RulesetInfo {
  id: string;
  game: GameId;
  label: string;
  mode: string;
  players: { min: number; max: number };
  winCondition: string;
  description: string;
  /** Per-turn wall-clock order deadline in chat, in seconds (0 = no deadline). */
  turnSeconds: number;
  /** Whole-match wall-clock budget in ms, or null for none. */
  wallClockMs: number | null;
  /** Whether a solo-only ruleset (never offered for multiplayer). */
  soloOnly?: boolean;
  /**
   * A real-time ruleset: turns are a tick or a few, each closing `turnMs` after the last (never
   * early, whoever has ordered), and a seat that sends nothing keeps its standing order. Played
   * only where keys are held (the terminal UI); chat never offers it (see `offeredRulesets`).
   */
  realtime?: boolean;
  /** A real-time ruleset's turn length in wall-clock ms. */
  turnMs?: number;
  /** A real-time ruleset: the id of the ruleset it plays in real time (its menu entry sits there). */
  realtimeOf?: string;
}



/** One mark of a game's pictures or screens and what it stands for. */
export interface LegendRow {
  mark: string;
  meaning: string;
}

/** Facts from outside the pure engine that a turn may depend on (the engine never reads a clock). */
export interface TurnContext {
  /** Wall-clock milliseconds since the match started, for rulesets with a wall-clock budget. */
  elapsedMs?: number;
}

/** What resolving a turn yields. The input state is never mutated. */
export interface TurnOutcome<S> {
  state: S;
  events: GameEvent[];
}

/** The game-independent part of a finished match's results. */
export interface GameResults {
  /** Why the match ended (`complete`, `deadline`, `fault`, `won`, `lost`, `escaped`, ...). */
  reason: string;
  /** Seats in finishing order, best first (ties share a place). */
  placements: { seat: number; place: number; score: number }[];
  /** Winning seats (empty for a draw, a loss or co-op with no individual winner). */
  winners: number[];
  /** One line for logs, leaderboards and alt text. */
  summary: string;
  [field: string]: unknown;
}

/** Options for a fresh match. */
export interface SetupOptions {
  /** Number of seats for games whose seat count varies (dungeon, lamplighter co-op). */
  players?: number;
  /** Display names by seat (shown only where the game's views allow). */
  names?: string[];
  /** Game-specific options (for example `{ pale: false }` for Lamplighter). */
  [option: string]: unknown;
}

/** Result of re-simulating a replay. */
export type ReplayCheck =
  | { ok: true; summary: string; digest: string }
  | { ok: false; error: string; tick?: number; turn?: number };

/**
 * Optional split encoding of a state (added for issue 6, live-match speed): the small live part a
 * store rewrites every turn, and the append-only history (replay inputs, keyframes, events) a store
 * appends turn by turn and joins again only when asked (archive, replay, full view).
 * `decode(encodeLive(s))` must be a state that plays on exactly as `s` does (its history trimmed):
 * every method but `replay` gives the same answers on it (orders, bots, turns, views, results, digest).
 */
export interface HistoryCodec<S> {
  /** The state without its accumulated history. */
  encodeLive(state: S): string;
  /** The history `next` added to `prev` (`next` = resolveTurn(prev).state), or all of it when `prev` is null. */
  encodeChunk(prev: S | null, next: S): string;
  /** A whole state from a live encoding and every chunk so far, oldest first (no chunks: the live text as is). */
  decodeFull(live: string, chunks: readonly string[]): S;
}

/** The contract every game implements. S = state, O = order, V = view. All methods are pure. */
export interface Game<S = unknown, O = unknown, V = unknown> {
  readonly id: GameId;
  readonly title: string;
  /** The rulesets this game offers. */
  rulesets(): readonly RulesetInfo[];
  /** The seat list for a ruleset (and a player count where it varies). */
  seats(rulesetId: string, players?: number): Seat[];
  /** A fresh match; all randomness comes from `seed`. Throws a one-line Error for a bad ruleset. */
  setup(rulesetId: string, seed: number | string, options?: SetupOptions): S;
  /** The turn number the match is waiting on (0-based), or the last one once over. */
  turn(state: S): number;
  /** Seats that must give an order this turn. */
  awaiting(state: S): number[];
  /** Accepts the typed order object or the one-line text form for a seat. */
  parseOrder(state: S, seat: number, input: unknown): Parsed<O>;
  /** The built-in bot's order for a seat (fills empty seats, plays no-shows). */
  baseline(state: S, seat: number): O;
  /**
   * Built-in bots at three strengths (issue 32), each deciding from its seat's view alone. Optional
   * while a game has only its baseline; `baseline` is then the one strength there is.
   */
  readonly bots?: Readonly<Record<BotStrength, SeatBot<V, O>>>;
  /**
   * Other bots the game offers by name, beside its three strengths (Lantern: the original's scripts
   * `warden` and `moth`, which the tournament names `original:warden`). Each decides from its seat's view.
   */
  readonly namedBots?: Readonly<Record<string, SeatBot<V, O>>>;
  /**
   * The trivial policies of a ruleset (issue 29): a handful of blind orders a player could repeat
   * every turn without looking. The depth bench plays each and reports the best one's win rate,
   * which must stay low where decisions matter. Optional.
   */
  trivialPolicies?(rulesetId: string): readonly TrivialPolicy[];
  /** Resolves one turn: orders for awaited seats (missing ones are played by the baseline). */
  resolveTurn(state: S, orders: ReadonlyMap<number, O>, ctx?: TurnContext): TurnOutcome<S>;
  /** What a viewer may know. */
  view(state: S, viewer: Viewer): V;
  /**
   * The engine events of this match (a turn's batch or the whole log) that a viewer may see now.
   * Optional: a game without secrets leaves it out and every event is public. Front ends show an
   * event log only through this filter, since raw events can carry positions and orders.
   */
  eventsFor?(state: S, events: readonly GameEvent[], viewer: Viewer): GameEvent[];
  isOver(state: S): boolean;
  results(state: S): GameResults | null;
  /** Digest of the canonical state: equal digests mean equal states. */
  digest(state: S): string;
  encode(state: S): string;
  decode(text: string): S;
  /** Optional (issue 6): split live/history encoding; stores use it when present, `encode` otherwise. */
  readonly history?: HistoryCodec<S>;
  /** The replay document so far (inputs, never state, plus keyframe digests). */
  replay(state: S): unknown;
  /** Re-simulates a replay document and checks every recorded digest. */
  verifyReplay(doc: unknown): ReplayCheck;

  // ---- replay playback (issue 19): front ends and renders draw these frames, never re-simulate ----
  /**
   * Plays a replay document back as full views, oldest first (the first is the match as set up,
   * the last its end). Throws a one-line Error for a document that is not this game's replay.
   */
  replayFrames(replay: unknown, opts?: PlaybackOptions): Iterable<ReplayFrame<V>>;
  /**
   * A replay document in the current shape (`ReplayDoc`, version 2): older versions (no version
   * field = 1) are upgraded here, the one place a game reads them. Throws a one-line Error for a
   * document that is not this game's replay. Optional for a game that has only ever written one shape.
   */
  readReplay?(doc: unknown): ReplayDoc<unknown>;
  /** A short line describing an order (logs, event lists, "you ordered ..."). */
  describeOrder(order: O): string;
  /** One or two lines of order grammar for a seat now (shown in help and with errors). */
  orderHelp(state: S, seat: number): string;

  // ---- what the front ends ask of a game (issue 19): no front end knows a game otherwise ----

  /** The rules in brief, a few lines (Discord's /rules, the terminal's help). */
  readonly rulesText: readonly string[];
  /** How the front ends compose an order for a seat from its view (Discord's controls, the terminal's keys). */
  readonly pad: OrderPad<V, O>;
  /** One line on where a match stands, from any view (chat status line, seat view header). */
  statusLine(view: V): string;
  /** The status pane's lines for a view, each at most `width` columns (meters as block bars). */
  statusLines(view: V, width: number): string[];
  /**
   * More lines a spectator may follow in chat (Lantern: score, found list, turn strip). Optional;
   * `nameOf` turns seat aliases into the names the channel shows.
   */
  spectatorLines?(view: V, nameOf: NameOf): string[];
  /** Wording of this game's events, by event type (null hides one); engine/core/event-words.ts words the rest. */
  readonly eventWords: EventWords;
  /** Which ruleset a front end opens when none is named (default: the first that is not solo-only, else the first). */
  defaultRuleset?(): string;
  /** Whether `seats` and `setup` take a player count (the seat count is the players', not the ruleset's). */
  readonly playerCount?: boolean;
  /**
   * A view as play in turns words it, for a game whose views speak real-time keys (Lamplighter's
   * "Hold E to light lamp 1" becomes "Order light to light lamp 1"). Optional: the view as it is.
   * Front ends showing a turn-based match call it on every view they show a seat.
   */
  turnView?(view: V): V;
  /**
   * The outcome of a finished match in words, one line each, read on an end card under its
   * summary (the Dungeon: who won and why, then the standings and why each stands there).
   * Optional: front ends then show the summary, winners and placements.
   */
  resultLines?(results: GameResults): string[];
  /**
   * What the marks on this game's pictures and screens mean ("M1 · Moth-1, a hider", "C0 · a crate"),
   * a row each: the terminal's `?` help and the pictures' legends read the same rows. Optional.
   */
  readonly legend?: readonly LegendRow[];
  /** A few text orders that read well in help ("hide F4 crawl"); each is taken in `exampleState`. */
  readonly orderExamples: readonly string[];
  /**
   * A state to check orders against where every kind of order can be given (Lantern: its first hunt
   * turn, the build act played by the bots). Optional: default `setup(rulesetId, seed)`.
   */
  exampleState?(rulesetId: string, seed: number | string): S;
}
