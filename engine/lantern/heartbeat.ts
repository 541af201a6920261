// Heartbeat as the original has it: each seeker's band from the whole-pixel distance (floor of the
// integer square root) to the nearest unfound hider; always cold outside a hunt act.
import { rootFloor as isqrt } from './grid.ts';
import { HEARTBEAT_PX } from './constants.ts';
import type { Sim } from './sim.ts';

/** Band index for a distance in whole px: 4 burning ≤120, 3 hot ≤260, 2 warm ≤450, 1 cool ≤750, else 0 cold. */
export function heartbeatBandPx(d: number): number {
  if (d <= HEARTBEAT_PX.burning) return 4;
  if (d <= HEARTBEAT_PX.hot) return 3;
  if (d <= HEARTBEAT_PX.warm) return 2;
  if (d <= HEARTBEAT_PX.cool) return 1;
  return 0;
}

/** Band index for a squared distance, banded by the floor of its square root as the original does. */
export function heartbeatBand(d2: number): number {
  return heartbeatBandPx(isqrt(d2));
}

/** Step 13: every seeker's band (cold outside the hunt act or with no hider left); hiders hold 0. */
export function updateHeartbeat(sim: Sim, hunt: boolean): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    if (((k & 1) === s.half) || !hunt) { s.heartbeat[k] = 0; continue; }
    const a = s.cogs[k];
    // the nearest by squared distance has the smallest whole-pixel root too
    let best = -1;
    for (let h = 0; h < 6; h++) {
      if (!((h & 1) === s.half) || s.cogs[h].found) continue;
      const dx = (s.cogs[h].x >> 8) - (a.x >> 8), dy = (s.cogs[h].y >> 8) - (a.y >> 8);
      const d2 = dx * dx + dy * dy;
      if (best < 0 || d2 < best) best = d2;
    }
    s.heartbeat[k] = best < 0 ? 0 : heartbeatBandPx(isqrt(best));
  }
}
