// Step 7 as the original has it (game_version "2"): crate by crate, then cog by cog. A cog that is
// not found (nor a seeker frozen in a build act) and whose 21 px crate body overlaps a live crate
// pushes a loose crate along the larger axis of its own displacement this tick (6 px hider, 4 px
// seeker) unless it crawls or did not move; when the crate does not move the cog is put back by its
// whole displacement on that axis and that velocity component becomes 0.
import { K } from './constants.ts';
import { moveCrateCells, wallInRect } from './grid.ts';
import { addRing } from './sound.ts';
import { emit, type Sim } from './sim.ts';
import { CRATE_BROKEN, CRATE_LOOSE, type Cog } from './types.ts';

/** Half-size of the body a crate meets: a 21 px square. */
export const CRATE_BODY_HALF = 10;

/** Whether a cog centred at (px, py) overlaps a crate centred at (cx, cy) with its crate body. */
export function crateBodyHits(px: number, py: number, cx: number, cy: number): boolean {
  const h = CRATE_BODY_HALF, w = 2 * h + 1;
  return px - h < cx + 24 && cx - 24 < px - h + w && py - h < cy + 24 && cy - 24 < py - h + w;
}

/**
 * The original's free-box test for a crate moved to centre (x, y): clear of static walls (the
 * door does not count), of every other live crate, and of the crate body of every cog but the
 * pusher (found and frozen cogs included).
 */
export function crateFits(sim: Sim, idx: number, x: number, y: number, pusher: number): boolean {
  const s = sim.s;
  if (wallInRect(x - 24, y - 24, 48, 48)) return false;
  for (let c = 0; c < s.crates.length; c++) {
    const o = s.crates[c];
    if (c === idx || o.state === CRATE_BROKEN) continue;
    if (x - 24 < o.x + 24 && o.x - 24 < x + 24 && y - 24 < o.y + 24 && o.y - 24 < y + 24) return false;
  }
  for (let k = 0; k < 6; k++) {
    if (k === pusher) continue;
    const cg: Cog = s.cogs[k];
    if (crateBodyHits(cg.x >> 8, cg.y >> 8, x, y)) return false;
  }
  return true;
}

/** Step 7: every live crate against every cog, in crate-index then slot order. */
export function resolveCrates(sim: Sim, build: boolean): void {
  const s = sim.s, cogs = s.cogs, half = s.half;
  for (let c = 0; c < s.crates.length; c++) {
    const cr = s.crates[c];
    if (cr.state === CRATE_BROKEN) continue;
    for (let k = 0; k < 6; k++) {
      const hider = (k & 1) === half;
      if (build && !hider) continue;
      const cg = cogs[k];
      // positions are never negative, so >> 8 is the original's div
      if (cg.found || !crateBodyHits(cg.x >> 8, cg.y >> 8, cr.x, cr.y)) continue;
      const dx = sim.movedX[k], dy = sim.movedY[k];
      const alongX = (dx < 0 ? -dx : dx) >= (dy < 0 ? -dy : dy);
      const d = alongX ? dx : dy;
      let pushed = false;
      if (cr.state === CRATE_LOOSE && !cg.crawling && d !== 0) {
        const dist = (d > 0 ? 1 : -1) * (hider ? K.pushHider : K.pushSeeker);
        const nx = alongX ? cr.x + dist : cr.x, ny = alongX ? cr.y : cr.y + dist;
        if (crateFits(sim, c, nx, ny, k)) {
          const fx = cr.x, fy = cr.y;
          moveCrateCells(sim.occ, cr.x, cr.y, nx, ny); // step 9's rebake, done in place
          cr.x = nx;
          cr.y = ny;
          sim.cratesMoved = true;
          pushed = true;
          // The crate moves every contact tick; the push is reported once per crate per 12 ticks.
          if (s.tick - cr.lastPushRing >= K.pushRingEvery) {
            cr.lastPushRing = s.tick;
            cr.lastPusher = k;
            s.stats[k].pushed++;
            emit(sim, 'crate_push', { seat: k, crate: `C${c}`, from: [fx, fy], x: cr.x, y: cr.y });
            addRing(sim, 'push', cr.x, cr.y, c);
          }
        }
      }
      if (!pushed) {
        if (alongX) { cg.x -= dx; cg.vx = 0; } else { cg.y -= dy; cg.vy = 0; }
      }
    }
  }
}
