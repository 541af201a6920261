// Steps 10–12 as the original has them, hider by hider in slot order during a hunt act: the lowest
// seeker lighting the hider extends its lit streak (the seeker notes where); 12 lit ticks in a row
// find it by beam, else a seeker within 24 px with line of sight finds it by tag. A found hider goes
// to the caught pen; every other hider accrues a hidden tick.
import { K } from './constants.ts';
import { penSpot } from './clock.ts';
import { losClear } from './grid.ts';
import { hiderLitBy } from './sight.ts';
import { aliasOf, emit, type Sim } from './sim.ts';
import { COG_FOUND, type LanternState } from './types.ts';

/** The lowest seeker seat tagging hider `h` (centres within 24 px with line of sight), or -1. */
export function taggedBy(s: LanternState, occ: Uint8Array, h: number): number {
  const t = s.cogs[h];
  const hx = t.x >> 8, hy = t.y >> 8;
  for (let k = 0; k < 6; k++) {
    if (((k & 1) === s.half)) continue;
    const c = s.cogs[k];
    const dx = (c.x >> 8) - hx, dy = (c.y >> 8) - hy;
    if (dx * dx + dy * dy <= K.tagRange * K.tagRange && losClear(occ, c.x >> 8, c.y >> 8, hx, hy)) return k;
  }
  return -1;
}

/** Sends hider `h` to the caught pen as found by seat `by`. */
export function markFound(sim: Sim, h: number, by: number, mode: 'beam' | 'tag'): void {
  const s = sim.s, c = s.cogs[h];
  const half0 = s.half * (s.ruleset.buildTicks + s.ruleset.huntTicks);
  const [px, py] = penSpot(h);
  c.found = true;
  c.state = COG_FOUND;
  c.litStreak = 0;
  c.litBy = -1;
  c.x = px * 256;
  c.y = py * 256;
  c.vx = 0;
  c.vy = 0;
  s.stats[by].finds++;
  s.found.push({ seat: h, tick: s.tick, by, mode });
  emit(sim, 'found', { seat: h, alias: aliasOf(h), by, by_alias: aliasOf(by), mode, hunt_ticks: s.tick - half0 - s.ruleset.buildTicks + 1 });
}

/** Steps 10–12 for every unfound hider, and the half's hunt clock (hunt ticks only). */
export function runDetection(sim: Sim): void {
  const s = sim.s;
  for (let h = 0; h < 6; h++) {
    if (!((h & 1) === s.half) || s.cogs[h].found) continue;
    const c = s.cogs[h];
    const by = hiderLitBy(s, sim.occ, h);
    c.litBy = by;
    if (by >= 0) {
      c.litStreak++;
      const seeker = s.cogs[by];
      seeker.lastLitX = c.x >> 8;
      seeker.lastLitY = c.y >> 8;
      seeker.lastLitTick = s.tick;
      for (let k = 0; k < 6; k++) if (!((k & 1) === s.half)) sim.litAny[k] = 1;
      if (c.litStreak === 1) emit(sim, 'spot', { seat: h, alias: aliasOf(h), by, by_alias: aliasOf(by) });
    } else c.litStreak = 0;
    let finder = -1, mode: 'beam' | 'tag' = 'beam';
    if (by >= 0 && c.litStreak >= K.lockOnTicks) finder = by;
    else {
      finder = taggedBy(s, sim.occ, h);
      mode = 'tag';
    }
    if (finder >= 0) markFound(sim, h, finder, mode);
    else s.hiddenTicks[h]++;
  }
  s.huntPlayed[s.half]++;
}
