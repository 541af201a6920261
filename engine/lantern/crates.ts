// Step 7: crates. A moving cog that overlaps a loose crate shoves it along the dominant axis of
// its displacement (a hider 6 px a tick, a seeker 4); a crawler cannot push. If the crate cannot
// move, the pusher is reverted along that axis.
import { iabs } from '../core/intmath.ts';
import { ACT_CRAWL, K } from './constants.ts';
import { VAULT } from './map.ts';
import { addRing } from './sound.ts';
import { emit, hidesIn, type Sim } from './sim.ts';
import { COG_FOUND, COG_FROZEN, CRATE_BROKEN, CRATE_LOOSE, type Crate } from './types.ts';

const H = K.bodyHalf;

/** Whether a body at (px, py) overlaps crate `cr`. */
export function bodyOnCrate(px: number, py: number, cr: Crate): boolean {
  return px - H < cr.x + 24 && cr.x - 24 < px + H && py - H < cr.y + 24 && cr.y - 24 < py + H;
}

/** Whether a crate centred at (x, y) would sit clear of walls, the shut door, other live crates and other cogs. */
export function crateFits(sim: Sim, idx: number, x: number, y: number, pusher: number): boolean {
  const s = sim.s;
  if (x - 24 < 0 || y - 24 < 0 || x + 24 > VAULT.width || y + 24 > VAULT.height) return false;
  for (const r of VAULT.walls) if (x - 24 < r.x + r.w && r.x < x + 24 && y - 24 < r.y + r.h && r.y < y + 24) return false;
  const d = VAULT.door;
  if (sim.doorShut && x - 24 < d.x + d.w && d.x < x + 24 && y - 24 < d.y + d.h && d.y < y + 24) return false;
  for (let c = 0; c < s.crates.length; c++) {
    const o = s.crates[c];
    if (c === idx || o.state === CRATE_BROKEN) continue;
    if (iabs(o.x - x) < 48 && iabs(o.y - y) < 48) return false;
  }
  for (let k = 0; k < 6; k++) {
    const cg = s.cogs[k];
    if (k === pusher || cg.state === COG_FOUND) continue;
    const px = cg.x >> 8, py = cg.y >> 8;
    if (px - H < x + 24 && x - 24 < px + H && py - H < y + 24 && y - 24 < py + H) return false;
  }
  return true;
}

/** Step 7 for every cog. */
export function resolveCrates(sim: Sim, ctrl: Int8Array): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    const cg = s.cogs[k];
    if (cg.state === COG_FOUND || cg.state === COG_FROZEN) continue;
    for (let c = 0; c < s.crates.length; c++) {
      const cr = s.crates[c];
      if (cr.state === CRATE_BROKEN || !bodyOnCrate(cg.x >> 8, cg.y >> 8, cr)) continue;
      const dx = cg.x - sim.prevX[k], dy = cg.y - sim.prevY[k];
      const alongX = iabs(dx) >= iabs(dy);
      const d = alongX ? dx : dy;
      const dir = d > 0 ? 1 : d < 0 ? -1 : 0;
      const crawl = (ctrl[k * 4 + 3] & ACT_CRAWL) !== 0 && hidesIn(k, s.half);
      if (dir !== 0 && cr.state === CRATE_LOOSE && !crawl) {
        const step = hidesIn(k, s.half) ? K.pushHider : K.pushSeeker;
        const nx = alongX ? cr.x + dir * step : cr.x, ny = alongX ? cr.y : cr.y + dir * step;
        if (crateFits(sim, c, nx, ny, k)) {
          cr.x = nx;
          cr.y = ny;
          sim.occDirty = true;
          if (s.tick - cr.lastPushRing >= K.pushRingEvery || cr.lastPusher !== k) {
            cr.lastPushRing = s.tick;
            cr.lastPusher = k;
            s.stats[k].pushed++;
            emit(sim, 'crate_push', { seat: k, crate: `C${c}`, x: cr.x, y: cr.y });
            if (s.act === 'hunt') addRing(sim, 'push', cr.x, cr.y, c);
          }
          if (!bodyOnCrate(cg.x >> 8, cg.y >> 8, cr)) continue;
        }
      }
      // The crate did not (or could not) move clear: revert the pusher along that axis, then the other if still inside.
      if (alongX) { cg.x = sim.prevX[k]; cg.vx = 0; } else { cg.y = sim.prevY[k]; cg.vy = 0; }
      if (bodyOnCrate(cg.x >> 8, cg.y >> 8, cr)) {
        if (alongX) { cg.y = sim.prevY[k]; cg.vy = 0; } else { cg.x = sim.prevX[k]; cg.vx = 0; }
      }
    }
  }
}
