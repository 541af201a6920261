// The phase clock: half, act and tick within the act of a tick under the match's ruleset. Apart
// from clock.ts (which re-exports it) so state-digest.ts reads it without an import circle.
import { halfTicks } from './rulesets.ts';
import type { Act, LanternState } from './types.ts';

/** Half (0-based), act, tick within the act and ticks left in it, for a tick (at or past the end: `over`). */
export function phaseOf(s: LanternState, tick: number): { half: number; act: Act; actTick: number; actLeft: number } {
  const L = halfTicks(s.ruleset);
  if (tick >= 2 * L) return { half: 1, act: 'over', actTick: 0, actLeft: 0 };
  const half = Math.trunc(tick / L), w = tick - half * L, b = s.ruleset.buildTicks;
  return w < b ? { half, act: 'build', actTick: w, actLeft: b - w } : { half, act: 'hunt', actTick: w - b, actLeft: L - w };
}
