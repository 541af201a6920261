// The score (off the step path): team fractions and the 0.5 ± 0.5·Δf
// score, computed exactly in integers (millionths) so the six scores always sum to 3.0.
import type { LanternState } from './types.ts';

/** Team hidden ticks: [Moth (hid in half 1), Owl (hid in half 2)]. */
export function teamHidden(hiddenTicks: readonly number[]): [number, number] {
  return [hiddenTicks[0] + hiddenTicks[2] + hiddenTicks[4], hiddenTicks[1] + hiddenTicks[3] + hiddenTicks[5]];
}

/** The score from team hidden ticks and each team's hiding-half hunt length: Moth's score in millionths, the winner and the fractions. */
export function scoreTeams(hm: number, ho: number, tm: number, to: number): { mothMicro: number; winner: 0 | 1 | null; frac: [number, number] } {
  if (tm <= 0 || to <= 0) return { mothMicro: 500000, winner: null, frac: [tm > 0 ? hm / (3 * tm) : 0, to > 0 ? ho / (3 * to) : 0] };
  // f(M) - f(O) = (hm*to - ho*tm) / (3*tm*to); score = 0.5 + 0.5 * that.
  const num = hm * to - ho * tm, den = 3 * tm * to;
  const mothMicro = 500000 + Math.round((500000 * num) / den);
  return { mothMicro, winner: num > 0 ? 0 : num < 0 ? 1 : null, frac: [hm / (3 * tm), ho / (3 * to)] };
}

/** Moth's score in millionths for a state (0.5 when the hunts cannot be compared). */
export function stateScore(s: LanternState): { mothMicro: number; winner: 0 | 1 | null; frac: [number, number] } {
  const [hm, ho] = teamHidden(s.hiddenTicks);
  return scoreTeams(hm, ho, s.huntPlayed[0], s.huntPlayed[1]);
}
