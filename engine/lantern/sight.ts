// Step 10: lanterns and sight. A seeker lights what lies within 420 px and ±18 brads of its aim
// with line of sight, plus an omni 60 px bubble with line of sight. One radio: the lit set is the
// team's. Also what hiders see (seekers within 700 px in sight, beams reported within 220 px).
import { bradDelta, ibearing, icos, isin } from '../core/trig.ts';
import { K } from './constants.ts';
import { losClear } from './grid.ts';
import { aliasOf, emit, hidesIn, type Sim } from './sim.ts';
import { COG_FOUND, CRATE_BROKEN, type LanternState } from './types.ts';

const R2 = K.lanternRange * K.lanternRange;
const B2 = K.bubble * K.bubble;

/** Whether a seeker at (sx, sy) px aiming `aim` lights the point (x, y) (cone or bubble; LOS checked separately). */
export function inLantern(sx: number, sy: number, aim: number, x: number, y: number): boolean {
  const dx = x - sx, dy = y - sy;
  const d2 = dx * dx + dy * dy;
  if (d2 <= B2) return true;
  if (d2 > R2) return false;
  const off = bradDelta(ibearing(dx, dy), aim);
  return off <= K.coneHalf && off >= -K.coneHalf;
}

/** Whether seeker `k` lights point (x, y) px through the occlusion grid (ignore rect for a crate's own cells). */
export function lights(s: LanternState, occ: Uint8Array, k: number, x: number, y: number, ig?: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const c = s.cogs[k];
  const sx = c.x >> 8, sy = c.y >> 8;
  if (!inLantern(sx, sy, c.aim, x, y)) return false;
  return ig ? losClear(occ, sx, sy, x, y, ig.x0, ig.y0, ig.x1, ig.y1) : losClear(occ, sx, sy, x, y);
}

/** The lowest seeker seat lighting hider `h` now, or -1 (hunt act only). */
export function hiderLitBy(s: LanternState, occ: Uint8Array, h: number): number {
  if (s.act !== 'hunt') return -1;
  const t = s.cogs[h];
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) continue;
    if (lights(s, occ, k, t.x >> 8, t.y >> 8)) return k;
  }
  return -1;
}

/** The lowest seeker seat lighting crate `i` now, or -1 (hunt act only; broken crates are gone). */
export function crateLitBy(s: LanternState, occ: Uint8Array, i: number): number {
  const cr = s.crates[i];
  if (s.act !== 'hunt' || cr.state === CRATE_BROKEN) return -1;
  const ig = { x0: cr.x - 24, y0: cr.y - 24, x1: cr.x + 24, y1: cr.y + 24 };
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) continue;
    if (lights(s, occ, k, cr.x, cr.y, ig)) return k;
  }
  return -1;
}

/** Step 10: updates every unfound hider's lit streak and lighter; notes the team's chase point. */
export function runSight(sim: Sim): void {
  const s = sim.s;
  for (let h = 0; h < 6; h++) {
    if (!hidesIn(h, s.half)) continue;
    const c = s.cogs[h];
    if (c.state === COG_FOUND) continue;
    const by = hiderLitBy(s, sim.occ, h);
    if (by < 0) { c.litStreak = 0; c.litBy = -1; continue; }
    c.litStreak++;
    c.litBy = by;
    if (c.litStreak === 1) emit(sim, 'spot', { seat: h, alias: aliasOf(h), by, by_alias: aliasOf(by) });
    for (let k = 0; k < 6; k++) {
      if (hidesIn(k, s.half)) continue;
      sim.litAny[k] = 1;
      s.control[k].chaseX = c.x >> 8;
      s.control[k].chaseY = c.y >> 8;
    }
  }
  for (let h = 0; h < 6; h++) if (sim.beamSeen[h] === 0 && hidesIn(h, s.half) && s.cogs[h].state !== COG_FOUND && beamReported(s, h)) sim.beamSeen[h] = 1;
}

/** Whether any seeker's lit area (its beam segment) comes within 220 px of hider `h` (no allocation). */
export function beamReported(s: LanternState, h: number): boolean {
  const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) continue;
    beamGap(s.cogs[k], hx, hy);
    const dx = BEAM_GAP[0], dy = BEAM_GAP[1];
    if (dx * dx + dy * dy <= K.beamReport * K.beamReport) return true;
  }
  return false;
}

/** Scratch output of beamGap, so the per-tick beam report allocates nothing. */
const BEAM_GAP = new Int32Array(2);

/** Writes to BEAM_GAP the offset from (hx, hy) to the nearest point of cog `c`'s beam segment (its aim, 420 px). */
function beamGap(c: LanternState['cogs'][number], hx: number, hy: number): void {
  const sx = c.x >> 8, sy = c.y >> 8;
  const ux = icos(c.aim), uy = -isin(c.aim);
  let t = Math.trunc(((hx - sx) * ux + (hy - sy) * uy) / 1024);
  if (t < 0) t = 0;
  if (t > K.lanternRange) t = K.lanternRange;
  BEAM_GAP[0] = sx + Math.trunc((ux * t) / 1024) - hx;
  BEAM_GAP[1] = sy + Math.trunc((uy * t) / 1024) - hy;
}

/** Beams reported to hider `h`: for each seeker whose lit area comes within 220 px, the bearing toward it and near/far. */
export function beamsNear(s: LanternState, h: number): { seat: number; bearing: number; band: 'near' | 'far' }[] {
  const out: { seat: number; bearing: number; band: 'near' | 'far' }[] = [];
  if (s.act !== 'hunt') return out;
  const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) continue;
    beamGap(s.cogs[k], hx, hy);
    const dx = BEAM_GAP[0], dy = BEAM_GAP[1];
    const d2 = dx * dx + dy * dy;
    if (d2 > K.beamReport * K.beamReport) continue;
    out.push({ seat: k, bearing: ibearing(dx, dy), band: d2 <= 110 * 110 ? 'near' : 'far' });
  }
  return out;
}

/** Seekers hider `h` can see: within 700 px with line of sight. */
export function seekersSeenBy(s: LanternState, occ: Uint8Array, h: number): { seat: number; dist2: number }[] {
  const out: { seat: number; dist2: number }[] = [];
  const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
  for (let k = 0; k < 6; k++) {
    if (hidesIn(k, s.half)) continue;
    const c = s.cogs[k];
    const dx = (c.x >> 8) - hx, dy = (c.y >> 8) - hy;
    const d2 = dx * dx + dy * dy;
    if (d2 <= K.hiderSight * K.hiderSight && losClear(occ, hx, hy, c.x >> 8, c.y >> 8)) out.push({ seat: k, dist2: d2 });
  }
  return out;
}
