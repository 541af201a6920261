// Bots that see only their own seat (issue 32) and the trivial policies that measure whether a game's
// decisions matter (issue 29). Both are parts of the Game contract, kept here so that the match
// harness (engine/match/policy-play.ts), the depth bench, the tournament and the agent protocol
// share one definition.

/** The three strengths every game offers its built-in bots at. */
export const BOT_STRENGTHS = ['easy', 'normal', 'hard'] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

/** What a bot is told besides its seat's view. */
export interface BotContext {
  /** The ruleset the match plays (a view may not say it). */
  rulesetId: string;
  /**
   * A seed for this one decision (the match's seed, the turn and the seat mixed by `decisionSeed`),
   * so that a bot's randomness is reproducible and never read from the state behind the view.
   */
  seed: number;
}

/**
 * A built-in bot: decides a seat's order from that seat's view alone, as an outside agent would.
 * Whatever it remembers between turns is in the view (what the seat has seen), never in the state.
 */
export interface SeatBot<V = unknown, O = unknown> {
  /** The seat's order for this turn, from what the seat may know. */
  decide(view: V, seat: number, ctx: BotContext): O;
}

/**
 * A trivial policy (issue 29): orders given blindly, the same every turn. Each turn the first text
 * that the seat's parser accepts is sent; the last one should always parse (`wait`), else the turn
 * counts as a fallback and the baseline plays it.
 */
export interface TrivialPolicy {
  /** A short name for reports (`exit`, `plan all`, `hide/sweep centre`). */
  name: string;
  /** Text orders in the game's grammar, tried in order every turn. */
  orders: readonly string[];
}

/** FNV-1a over a string, as an unsigned 32-bit integer: turns a string seed into a number. */
export function seedNumber(seed: number | string): number {
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The seed of one decision: the match's seed, the turn and the seat mixed (murmur3's finaliser). */
export function decisionSeed(matchSeed: number | string, turn: number, seat: number): number {
  let h = (seedNumber(matchSeed) ^ Math.imul(turn + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
