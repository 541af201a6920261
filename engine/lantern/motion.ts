// Steps 5–6 as the original has them: aim, per-axis acceleration (each axis clamps to ±top speed,
// whatever the stick's length), friction with the under-8 snap on an axis whose move byte is 0,
// the pixel-by-pixel wall slide of the 13 px wall body, then cog–cog separation.
import { K } from './constants.ts';
import { cogFree } from './grid.ts';
import type { Sim } from './sim.ts';
import type { Cog } from './types.ts';

/** Whether a wall body centred at (px, py) px is blocked by the static walls (the door never blocks movement). */
export function solidAt(_doorShut: boolean, px: number, py: number): boolean {
  return !cogFree(px, py);
}

/** Top speed in sub-px per tick: 704 hider, 768 seeker, 40 % of that when crawling. */
export function topSpeed(hider: boolean, crawling: boolean): number {
  const top = hider ? K.maxHider : K.maxSeeker;
  return crawling ? Math.trunc((top * K.crawlCapPct) / 100) : top;
}

function axisVelocity(v: number, move: number, accel: number, top: number): number {
  if (move !== 0) {
    v += Math.trunc((move * accel) / 100);
    return v < -top ? -top : v > top ? top : v;
  }
  v = Math.trunc((v * K.frictionNum) / 256);
  return (v < 0 ? -v : v) < K.stopThreshold ? 0 : v;
}

/**
 * Moves one axis by its velocity, at most one pixel per bite; a blocked bite scans up to 3 px
 * sideways (+ first) and snaps the other axis to that whole pixel, else the axis stops.
 */
export function slideAxis(c: Cog, alongX: boolean): void {
  const v = alongX ? c.vx : c.vy;
  if (v === 0) return;
  const dir = v > 0 ? 1 : -1;
  let left = v < 0 ? -v : v;
  while (left > 0) {
    const bite = left < 256 ? left : 256;
    left -= bite;
    const after = (alongX ? c.x : c.y) + dir * bite;
    // >> 8 floors where div truncates, but only below 0, where every pixel is outside the floor anyway
    const nx = alongX ? after >> 8 : c.x >> 8;
    const ny = alongX ? c.y >> 8 : after >> 8;
    if (cogFree(nx, ny)) {
      if (alongX) c.x = after; else c.y = after;
      continue;
    }
    let slid = false;
    for (let scan = 1; scan <= K.slideScan && !slid; scan++) {
      for (let side = 1; side >= -1; side -= 2) {
        const sx = alongX ? nx : nx + side * scan, sy = alongX ? ny + side * scan : ny;
        if (cogFree(sx, sy)) {
          if (alongX) { c.x = after; c.y = sy * 256; } else { c.y = after; c.x = sx * 256; }
          slid = true;
          break;
        }
      }
    }
    if (!slid) {
      if (alongX) c.vx = 0; else c.vy = 0;
      return;
    }
  }
}

/** Steps 5–6 for every cog; records each cog's own displacement in sim.movedX / movedY. */
export function moveCogs(sim: Sim, ctrl: Int8Array, build: boolean): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    const c = s.cogs[k];
    const hider = ((k & 1) === s.half);
    sim.movedX[k] = 0;
    sim.movedY[k] = 0;
    if ((build && !hider) || c.found) { c.vx = 0; c.vy = 0; c.crawling = false; continue; }
    const o = k * 4, x0 = c.x, y0 = c.y;
    c.crawling = (ctrl[o + 3] & 4) !== 0;
    c.aim = (c.aim + ctrl[o + 2]) & 255;
    const top = topSpeed(hider, c.crawling);
    const accel = c.crawling ? K.accel >> 1 : K.accel;
    c.vx = axisVelocity(c.vx, ctrl[o], accel, top);
    c.vy = axisVelocity(c.vy, ctrl[o + 1], accel, top);
    slideAxis(c, true);
    slideAxis(c, false);
    sim.movedX[k] = c.x - x0;
    sim.movedY[k] = c.y - y0;
  }
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) separatePair(s.cogs, a, b);
}

const SPAN = 2 * 6 + 1; // the 13 px wall body

/**
 * Separates two overlapping cogs (frozen and found ones too): along the axis of smaller overlap,
 * each moves (overlap + 1) div 2 sub-px apart and they exchange 40 % of their velocity difference;
 * each keeps the result only if its wall body is clear there.
 */
export function separatePair(cogs: Cog[], a: number, b: number): void {
  const A = cogs[a], B = cogs[b];
  const ax = A.x >> 8, ay = A.y >> 8, bx = B.x >> 8, by = B.y >> 8;
  if (!(ax - 6 < bx - 6 + SPAN && bx - 6 < ax - 6 + SPAN && ay - 6 < by - 6 + SPAN && by - 6 < ay - 6 + SPAN)) return;
  const dx = A.x - B.x, dy = A.y - B.y;
  const overX = SPAN * 256 - (dx < 0 ? -dx : dx), overY = SPAN * 256 - (dy < 0 ? -dy : dy);
  if (overX <= 0 && overY <= 0) return;
  let fx = A.x, fy = A.y, fvx = A.vx, fvy = A.vy, sx = B.x, sy = B.y, svx = B.vx, svy = B.vy;
  if (overX <= overY) {
    const push = Math.trunc((overX + 1) / 2);
    const dir = dx === 0 ? (a < b ? 1 : -1) : dx > 0 ? 1 : -1;
    fx += dir * push; sx -= dir * push;
    const ex = Math.trunc(((fvx - svx) * K.restitutionPct) / 100);
    fvx -= ex; svx += ex;
  } else {
    const push = Math.trunc((overY + 1) / 2);
    const dir = dy === 0 ? (a < b ? 1 : -1) : dy > 0 ? 1 : -1;
    fy += dir * push; sy -= dir * push;
    const ey = Math.trunc(((fvy - svy) * K.restitutionPct) / 100);
    fvy -= ey; svy += ey;
  }
  if (cogFree(fx >> 8, fy >> 8)) { A.x = fx; A.y = fy; A.vx = fvx; A.vy = fvy; }
  if (cogFree(sx >> 8, sy >> 8)) { B.x = sx; B.y = sy; B.vx = svx; B.vy = svy; }
}
