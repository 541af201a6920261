// Step 11: detection. A hider is FOUND after 12 consecutive lit ticks (beam) or when a seeker's
// centre comes within 24 px with line of sight (tag); it is teleported to the caught pen.
import { K } from './constants.ts';
import { losClear } from './grid.ts';
import { VAULT } from './map.ts';
import { aliasOf, emit, hidesIn, teamSlot, type Sim } from './sim.ts';
import { COG_FOUND, type LanternState } from './types.ts';

/** The seeker seat tagging hider `h` (within 24 px with line of sight), or -1. */
export function taggedBy(s: LanternState, occ: Uint8Array, h: number): number {
  const t = s.cogs[h];
  const hx = t.x >> 8, hy = t.y >> 8;
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) continue;
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
  const hx = c.x >> 8, hy = c.y >> 8;
  for (let k = 0; k < 6; k++) {
    const m = s.control[k], dx = m.chaseX - hx, dy = m.chaseY - hy;
    if (!hidesIn(k, s.half) && m.chaseX >= 0 && dx * dx + dy * dy <= 60 * 60) { m.chaseX = -1; m.chaseY = -1; } // the chase is over
  }
  c.state = COG_FOUND;
  c.x = (VAULT.caughtPen[0] + K.penStep * teamSlot(h)) * 256;
  c.y = VAULT.caughtPen[1] * 256;
  c.vx = 0;
  c.vy = 0;
  c.progress = 0;
  c.progressCrate = -1;
  c.litStreak = 0;
  c.litBy = -1;
  s.stats[by].finds++;
  s.found.push({ seat: h, tick: s.tick, by, mode });
  const huntTick = s.tick - half0 - s.ruleset.buildTicks;
  emit(sim, 'found', { seat: h, alias: aliasOf(h), by, by_alias: aliasOf(by), mode, hunt_ticks: huntTick + 1 });
}

/** Step 11 for every unfound hider. */
export function runDetection(sim: Sim): void {
  const s = sim.s;
  if (s.act !== 'hunt') return;
  for (let h = 0; h < 6; h++) {
    if (!hidesIn(h, s.half) || s.cogs[h].state === COG_FOUND) continue;
    const c = s.cogs[h];
    if (c.litStreak >= K.lockOnTicks) { markFound(sim, h, c.litBy, 'beam'); continue; }
    const tag = taggedBy(s, sim.occ, h);
    if (tag >= 0) markFound(sim, h, tag, 'tag');
  }
}
