// Dealing a real-time Dungeon match fit to start: the engine places players and the monster by the
// original's rules (monster room = floor((n−1)·startDistance), spawns by distance from the
// entrance), and on some layouts that room lies next to the entrance, so a newcomer who is still
// reading the screen dies before a first move (about 1 start in 4 on normal, measured over 200
// seeds). The live runner therefore deals only layouts on which a player who does nothing
// survives the first seconds, checking it the only exact way: by playing those seconds ahead.
import type { DungeonOrder, DungeonState } from '../../engine/dungeon/types.ts';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { seedInt } from '../../engine/dungeon/rng.ts';

/** The countdown before a live match's first tick (the original's MATCH_COUNTDOWN_MS). */
export const COUNTDOWN_MS = 3000;

/** How long after the countdown a player who does nothing must stay alive. */
export const GRACE_MS = 5000;

/** Most layouts tried before the last one is dealt anyway (it never came to that over 800 seeds). */
const MAX_DEALS = 40;

/**
 * Whether seat 0, doing nothing while the bots play, is still alive after `ms` of ticks: played
 * as the real-time ruleset plays it (one tick a turn, the bots' baseline each tick, seat 0 standing).
 */
export function idleSurvives(state: DungeonState, ms = GRACE_MS): boolean {
  let s: DungeonState = { ...state, options: { ...state.options, live: true } };
  const ticks = Math.ceil(ms / s.ruleset.timing.tickMs);
  for (let t = 0; t < ticks && s.status === 'active'; t++) {
    const orders = new Map<number, DungeonOrder>();
    for (const seat of DUNGEON.awaiting(s)) if (seat !== 0) orders.set(seat, DUNGEON.baseline(s, seat));
    s = DUNGEON.resolveTurn(s, orders).state;
  }
  return s.players[0].alive;
}

/** What was dealt: the state, its seed, and how many layouts were passed over to find it. */
export interface Deal {
  state: DungeonState;
  seed: string;
  skipped: number;
}

/**
 * A live match set up from `baseSeed` (then `2-baseSeed`, `3-baseSeed`, ... while the layout would
 * kill an idle seat 0 within GRACE_MS). The prefix matters: the original digs from the first 13 hex
 * digits of the seed string, so a suffix on a 13-digit base (the clock's milliseconds) dug the same
 * layout 40 times over. A seed whose digger integer was tried already is passed over.
 * Deterministic: the same base seed deals the same match.
 */
export function dealLiveDungeon(ruleset: string, baseSeed: string, options: { players: number; names: string[]; env?: Record<string, string> }): Deal {
  let last: Deal | null = null;
  const tried = new Set<number>();
  for (let k = 0; tried.size < MAX_DEALS && k < MAX_DEALS * 4; k++) {
    const seed = k === 0 ? baseSeed : `${k + 1}-${baseSeed}`;
    const digger = seedInt(seed);
    if (tried.has(digger)) continue;
    tried.add(digger);
    const state = DUNGEON.setup(ruleset, seed, options);
    last = { state, seed, skipped: tried.size - 1 };
    if (idleSurvives(state)) return last;
  }
  return last!;
}
