// Heartbeat: each seeker's five-band reading off the distance to the nearest unfound hider.
import { HEARTBEAT_PX } from './constants.ts';
import { hidesIn, type Sim } from './sim.ts';
import { COG_FOUND } from './types.ts';

/** Band index for a squared distance: 4 burning, 3 hot, 2 warm, 1 cool, 0 cold. */
export function heartbeatBand(d2: number): number {
  if (d2 <= HEARTBEAT_PX.burning * HEARTBEAT_PX.burning) return 4;
  if (d2 <= HEARTBEAT_PX.hot * HEARTBEAT_PX.hot) return 3;
  if (d2 <= HEARTBEAT_PX.warm * HEARTBEAT_PX.warm) return 2;
  if (d2 <= HEARTBEAT_PX.cool * HEARTBEAT_PX.cool) return 1;
  return 0;
}

/** Updates every seeker's band (hunt ticks); hiders hold 0. */
export function updateHeartbeat(sim: Sim): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) { s.heartbeat[k] = 0; continue; }
    const a = s.cogs[k];
    let best = -1;
    for (let h = 0; h < 6; h++) {
      if (!hidesIn(h, s.half) || s.cogs[h].state === COG_FOUND) continue;
      const dx = (s.cogs[h].x - a.x) >> 8, dy = (s.cogs[h].y - a.y) >> 8;
      const d2 = dx * dx + dy * dy;
      if (best < 0 || d2 < best) best = d2;
    }
    s.heartbeat[k] = best < 0 ? 0 : heartbeatBand(best);
  }
}
