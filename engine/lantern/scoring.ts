// The score (off the step path) with the original's rounding: each team's hidden fraction in
// millionths (truncated, clamped to 0..1), Moth's score (1 + fM − fO) / 2 truncated to millionths and
// then rounded half up to thousandths; Owl gets the rest, so the six scores always sum to 3.0.
import type { LanternState } from './types.ts';

/** Team hidden ticks: [Moth (hid in half 1), Owl (hid in half 2)]. */
export function teamHidden(hiddenTicks: readonly number[]): [number, number] {
  return [hiddenTicks[0] + hiddenTicks[2] + hiddenTicks[4], hiddenTicks[1] + hiddenTicks[3] + hiddenTicks[5]];
}

/** A team's hidden fraction in millionths: total hidden ticks / (3 × hunt ticks played), truncated and clamped. */
export function hiddenFracMicro(hidden: number, huntPlayed: number): number {
  if (huntPlayed <= 0) return 0;
  const f = Math.trunc((hidden * 1000000) / (3 * huntPlayed));
  return f < 0 ? 0 : f > 1000000 ? 1000000 : f;
}

/** The score from team hidden ticks and each team's hiding-half hunt length: Moth's score in millionths (a whole number of thousandths), the winner and the fractions. */
export function scoreTeams(hm: number, ho: number, tm: number, to: number): { mothMicro: number; winner: 0 | 1 | null; frac: [number, number] } {
  const fm = hiddenFracMicro(hm, tm), fo = hiddenFracMicro(ho, to);
  if (tm <= 0 || to <= 0) return { mothMicro: 500000, winner: null, frac: [fm / 1e6, fo / 1e6] };
  const moth = Math.trunc((1000000 + fm - fo) / 2);
  let milli = Math.trunc((moth + 500) / 1000);
  milli = milli < 0 ? 0 : milli > 1000 ? 1000 : milli;
  return { mothMicro: milli * 1000, winner: milli > 500 ? 0 : milli < 500 ? 1 : null, frac: [fm / 1e6, fo / 1e6] };
}

/** Moth's score in millionths for a state (0.5 when the hunts cannot be compared). */
export function stateScore(s: LanternState): { mothMicro: number; winner: 0 | 1 | null; frac: [number, number] } {
  const [hm, ho] = teamHidden(s.hiddenTicks);
  return scoreTeams(hm, ho, s.huntPlayed[0], s.huntPlayed[1]);
}
