// Step 10 as the original has it. A seeker lights a point within its 60 px bubble when it has line
// of sight; beyond that, within 420 px and ±18 brads of its aim (the bearing found by bisection
// over the unit table, as the original does), with line of sight. One radio: the lit set is the
// team's. Also what hiders see (seekers within 700 px in sight, beams reported within 220 px).
import { bradDelta } from '../core/trig.ts';
import { SIN_1024 } from '../core/trig-tables.ts';
import { K } from './constants.ts';
import { losClear } from './grid.ts';
import { VAULT } from './map.ts';
import type { Sim } from './sim.ts';
import { CRATE_BROKEN, type LanternState } from './types.ts';

// The unit table (x = cos, y = sin, ×1024) as flat arrays, so the bisection reads no function calls.
const UX = new Int32Array(257), UY = new Int32Array(257);
for (let b = 0; b <= 256; b++) { UX[b] = SIN_1024[(b + 64) & 255]; UY[b] = SIN_1024[b & 255]; }

const R2 = K.lanternRange * K.lanternRange;
const B2 = K.bubble * K.bubble;

/**
 * The original's bearing of the screen vector (dx, dy) (y down) in brads, 0 east, counter-clockwise:
 * bisection over the unit table within the quadrant, then the nearer of the two bracketing brads.
 */
export function bearingBrads(dx: number, dy: number): number {
  if (dx === 0 && dy === 0) return 0;
  const vx = dx, vy = -dy;
  let low: number, high: number;
  if (vy >= 0) { if (vx >= 0) { low = 0; high = 64; } else { low = 64; high = 128; } }
  else if (vx < 0) { low = 128; high = 192; } else { low = 192; high = 256; }
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (UX[mid] * vy - UY[mid] * vx > 0) low = mid; else high = mid;
  }
  const cl = UX[low] * vy - UY[low] * vx, ch = UX[high] * vy - UY[high] * vx;
  return ((cl < 0 ? -cl : cl) <= (ch < 0 ? -ch : ch) ? low : high) & 255;
}

/** Whether a seeker at (sx, sy) px aiming `aim` covers the point (x, y) (bubble or cone; sight checked separately). */
export function inLantern(sx: number, sy: number, aim: number, x: number, y: number): boolean {
  const dx = x - sx, dy = y - sy;
  const d2 = dx * dx + dy * dy;
  if (d2 <= B2) return true;
  if (d2 > R2) return false;
  const off = bradDelta(bearingBrads(dx, dy), aim);
  return off <= K.coneHalf && off >= -K.coneHalf;
}

/** Whether seeker `k` lights point (x, y) px through the sight grid (ignore rect: a crate's own cells). */
export function lights(s: LanternState, occ: Uint8Array, k: number, x: number, y: number, ig?: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const c = s.cogs[k];
  const sx = c.x >> 8, sy = c.y >> 8;
  if (!inLantern(sx, sy, c.aim, x, y)) return false;
  return ig ? losClear(occ, sx, sy, x, y, ig.x0, ig.y0, ig.x1, ig.y1) : losClear(occ, sx, sy, x, y);
}

/** Whether the lanterns are on: the current tick is in a hunt act. */
export function lanternsOn(s: LanternState): boolean {
  return s.act === 'hunt';
}

/** Whether any seeker of the current half lights (x, y) px (only while the lanterns are on). */
export function teamLit(s: LanternState, occ: Uint8Array, x: number, y: number): boolean {
  if (!lanternsOn(s)) return false;
  for (let k = 0; k < 6; k++) if (!((k & 1) === s.half) && lights(s, occ, k, x, y)) return true;
  return false;
}

/**
 * Whether the seeker team lights hider h where it stands, memoised for the current tick: the
 * control layer and the scripts ask it many times while no cog moves.
 */
export function hiderTeamLit(sim: Sim, h: number): boolean {
  const s = sim.s;
  if (sim.litTick !== s.tick) { sim.litHider.fill(-1); sim.litTick = s.tick; }
  let v = sim.litHider[h];
  if (v < 0) { v = teamLit(s, sim.occ, s.cogs[h].x >> 8, s.cogs[h].y >> 8) ? 1 : 0; sim.litHider[h] = v; }
  return v === 1;
}

/** The lowest seeker seat lighting hider `h` now, or -1 (hunt act only). */
export function hiderLitBy(s: LanternState, occ: Uint8Array, h: number): number {
  if (!lanternsOn(s)) return -1;
  const t = s.cogs[h];
  for (let k = 0; k < 6; k++) if (!((k & 1) === s.half) && lights(s, occ, k, t.x >> 8, t.y >> 8)) return k;
  return -1;
}

/** The lowest seeker seat lighting crate `i` now, or -1 (hunt act only; broken crates are gone). */
export function crateLitBy(s: LanternState, occ: Uint8Array, i: number): number {
  const cr = s.crates[i];
  if (!lanternsOn(s) || cr.state === CRATE_BROKEN) return -1;
  const ig = { x0: cr.x - 24, y0: cr.y - 24, x1: cr.x + 24, y1: cr.y + 24 };
  for (let k = 0; k < 6; k++) if (!((k & 1) === s.half) && lights(s, occ, k, cr.x, cr.y, ig)) return k;
  return -1;
}

const OFFSETS = [[K.beamReport, 0], [-K.beamReport, 0], [0, K.beamReport], [0, -K.beamReport]] as const;

/**
 * The original's beam report: seeker `k` lights the hider's point or one of the four points 220 px
 * from it along the axes (clamped to the floor). Only while the lanterns are on.
 */
export function beamNear(s: LanternState, occ: Uint8Array, k: number, hx: number, hy: number): boolean {
  if (!lanternsOn(s)) return false;
  if (lights(s, occ, k, hx, hy)) return true;
  for (const [ox, oy] of OFFSETS) {
    const x = Math.min(VAULT.width - 1, Math.max(0, hx + ox)), y = Math.min(VAULT.height - 1, Math.max(0, hy + oy));
    if (lights(s, occ, k, x, y)) return true;
  }
  return false;
}

/** Whether any seeker's beam is reported to hider `h` now. */
export function beamReported(s: LanternState, occ: Uint8Array, h: number): boolean {
  const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
  for (let k = 0; k < 6; k++) if (!((k & 1) === s.half) && beamNear(s, occ, k, hx, hy)) return true;
  return false;
}

/** Beams reported to hider `h`: for each seeker whose beam is reported, the bearing toward it and near/far. */
export function beamsNear(s: LanternState, occ: Uint8Array, h: number): { seat: number; bearing: number; band: 'near' | 'far' }[] {
  const out: { seat: number; bearing: number; band: 'near' | 'far' }[] = [];
  const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
  for (let k = 0; k < 6; k++) {
    if (((k & 1) === s.half) || !beamNear(s, occ, k, hx, hy)) continue;
    const dx = (s.cogs[k].x >> 8) - hx, dy = (s.cogs[k].y >> 8) - hy;
    out.push({ seat: k, bearing: bearingBrads(dx, dy), band: lights(s, occ, k, hx, hy) ? 'near' : 'far' });
  }
  return out;
}

/** Seekers hider `h` can see: within 700 px with line of sight. */
export function seekersSeenBy(s: LanternState, occ: Uint8Array, h: number): { seat: number; dist2: number }[] {
  const out: { seat: number; dist2: number }[] = [];
  const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
  for (let k = 0; k < 6; k++) {
    if (((k & 1) === s.half)) continue;
    const c = s.cogs[k];
    const dx = (c.x >> 8) - hx, dy = (c.y >> 8) - hy;
    const d2 = dx * dx + dy * dy;
    if (d2 <= K.hiderSight * K.hiderSight && losClear(occ, hx, hy, c.x >> 8, c.y >> 8)) out.push({ seat: k, dist2: d2 });
  }
  return out;
}
