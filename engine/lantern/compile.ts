// The control layer as the original has it (steps 3–4): each tick, every seat's standing order
// becomes four control bytes. A steering point per intent, straight-line steering (there is no
// pathfinder: a target behind a wall is a bad order), the unstick rule that turns a stuck cog's
// heading by an eighth of a turn per 24 ticks, and the aim modes with the hold-on-contact reflex.
// Orders from players and from the scripted baselines are compiled by this same code.
import { clampInt, dist2 } from '../core/intmath.ts';
import { bradDelta, icos, isin } from '../core/trig.ts';
import { K } from './constants.ts';
import { touchesCrate } from './lock-pry.ts';
import { beamNear, bearingBrads, hiderTeamLit } from './sight.ts';
import { losClear, rootFloor as isqrt } from './grid.ts';
import { hears } from './sound.ts';
import type { Sim } from './sim.ts';
import type { LanternOrder, LanternState } from './types.ts';

const W = 1235, H = 659;
const CRATE_BODY_HALF = 10;
const FLEE_REACH = 200;

/** The crate index an order names, or -1. */
export function orderCrate(o: LanternOrder): number {
  return o.crate === null ? -1 : o.crate.charCodeAt(1) - 48;
}

/** The integer vector (dx, dy) scaled to `length` by the integer root, as the original's scaleTo. */
export function scaleTo(dx: number, dy: number, length: number): [number, number] {
  const len = isqrt(dx * dx + dy * dy);
  if (len === 0) return [0, 0];
  return [Math.trunc((dx * length) / len), Math.trunc((dy * length) / len)];
}

// Scratch outputs, so the per-tick control layer allocates nothing: a point in (PX, PY).
let PX = 0, PY = 0;

/** Sets (PX, PY) to the point clamped one px inside the floor. */
function clampFloor(x: number, y: number): void {
  PX = clampInt(x, 1, W - 2);
  PY = clampInt(y, 1, H - 2);
}

/** The middle of the crate edge nearest (fx, fy), one px beyond the crate body's reach, into (PX, PY). */
function crateEdgePoint(cx: number, cy: number, fx: number, fy: number): void {
  const bx = cx - 24, by = cy - 24;
  const left = Math.abs(fx - bx), right = Math.abs(fx - (bx + 48)), top = Math.abs(fy - by), bottom = Math.abs(fy - (by + 48));
  let best = left, px = bx - CRATE_BODY_HALF - 1, py = cy;
  if (right < best) { best = right; px = bx + 48 + CRATE_BODY_HALF + 1; py = cy; }
  if (top < best) { best = top; px = cx; py = by - CRATE_BODY_HALF - 1; }
  if (bottom < best) { px = cx; py = by + 48 + CRATE_BODY_HALF + 1; }
  clampFloor(px, py);
}

/** What a fleeing hider runs from, into (PX, PY): the nearest seeker in sight within 700 px, else the nearest reported beam's seeker, else the nearest break ring, else the floor's centre. */
function threatPoint(sim: Sim, k: number): void {
  const s = sim.s, me = s.cogs[k], mx = me.x >> 8, my = me.y >> 8;
  let best = 0x7fffffff, found = false, tx = Math.trunc(W / 2), ty = Math.trunc(H / 2);
  for (let o = 0; o < 6; o++) {
    if (((o & 1) === s.half)) continue;
    const sx = s.cogs[o].x >> 8, sy = s.cogs[o].y >> 8, d = dist2(mx, my, sx, sy);
    if (d <= K.hiderSight * K.hiderSight && losClear(sim.occ, mx, my, sx, sy) && d < best) { best = d; found = true; tx = sx; ty = sy; }
  }
  if (!found) {
    for (let o = 0; o < 6; o++) {
      if (((o & 1) === s.half) || !beamNear(s, sim.occ, o, mx, my)) continue;
      const sx = s.cogs[o].x >> 8, sy = s.cogs[o].y >> 8, d = dist2(mx, my, sx, sy);
      if (d < best) { best = d; found = true; tx = sx; ty = sy; }
    }
  }
  if (!found) {
    for (const r of s.rings) {
      if (r.kind !== 'break') continue;
      const d = dist2(mx, my, r.x, r.y);
      if (d < best) { best = d; found = true; tx = r.x; ty = r.y; }
    }
  }
  PX = tx;
  PY = ty;
}

/** Whether the seeker team lights an unfound hider now; the nearest one's spot goes to (PX, PY). */
function litHiderPoint(sim: Sim, k: number): boolean {
  const s = sim.s, mx = s.cogs[k].x >> 8, my = s.cogs[k].y >> 8;
  let best = 0x7fffffff, lit = false;
  for (let h = 0; h < 6; h++) {
    if ((h & 1) !== s.half || s.cogs[h].found) continue;
    if (!hiderTeamLit(sim, h)) continue;
    const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
    const d = dist2(mx, my, hx, hy);
    if (d < best) { best = d; lit = true; PX = hx; PY = hy; }
  }
  return lit;
}

let WANT = 0; // action bits the steering point asks for (lock 1, pry 2)

/** Sets (PX, PY) to the point seat k steers at this tick for its standing order. */
function steeringPoint(sim: Sim, k: number, o: LanternOrder): void {
  const s = sim.s, c = s.cogs[k], hx = c.x >> 8, hy = c.y >> 8;
  const tx = o.target ? o.target[0] : c.tx, ty = o.target ? o.target[1] : c.ty;
  WANT = 0;
  PX = tx;
  PY = ty;
  const ci = orderCrate(o);
  switch (o.intent) {
    case 'push': {
      if (ci < 0 || ci >= s.crates.length) return;
      const cx = s.crates[ci].x, cy = s.crates[ci].y;
      const ex = tx - cx, ey = ty - cy;
      const axisX = Math.abs(ex) >= Math.abs(ey);
      const dir = Math.sign(axisX ? ex : ey);
      if (dir === 0) return;
      const standOff = 24 + CRATE_BODY_HALF + 3, clearance = 24 + CRATE_BODY_HALF + 12;
      const bx = axisX ? cx - dir * standOff : cx, by = axisX ? cy : cy - dir * standOff;
      const onSide = Math.sign(axisX ? hx - cx : hy - cy) === -dir;
      if (onSide) {
        if (isqrt(dist2(hx, hy, bx, by)) > 10) clampFloor(bx, by);
        return;
      }
      const side = axisX ? Math.sign(hy - cy) || 1 : Math.sign(hx - cx) || 1;
      if (axisX) clampFloor(cx - dir * standOff, cy + side * clearance); else clampFloor(cx + side * clearance, cy - dir * standOff);
      return;
    }
    case 'lock': case 'pry': {
      if (ci < 0 || ci >= s.crates.length) return;
      const cr = s.crates[ci];
      if (touchesCrate(hx, hy, cr.x, cr.y)) { WANT = o.intent === 'lock' ? 1 : 2; PX = hx; PY = hy; return; }
      crateEdgePoint(cr.x, cr.y, hx, hy);
      return;
    }
    case 'flee': {
      threatPoint(sim, k);
      const [ax, ay] = scaleTo(hx - PX, hy - PY, FLEE_REACH);
      if (ax === 0 && ay === 0) { PX = tx; PY = ty; } else clampFloor(hx + ax, hy + ay);
      return;
    }
    case 'chase': {
      if (litHiderPoint(sim, k)) return;
      if (c.lastLitTick >= 0) { PX = c.lastLitX; PY = c.lastLitY; } else { PX = tx; PY = ty; }
      return;
    }
    case 'wait':
      PX = hx;
      PY = hy;
      return;
    default:
      return;
  }
}

const turnToward = (aim: number, dx: number, dy: number): number => clampInt(bradDelta(bearingBrads(dx, dy), aim), -K.aimTurnMax, K.aimTurnMax);

/** The aim byte: hiders face where they go; seekers hold on a lit hider, else follow their aim mode. */
function aimTurnFor(sim: Sim, k: number, o: LanternOrder, tx: number, ty: number): number {
  const s = sim.s, c = s.cogs[k], px = c.x >> 8, py = c.y >> 8;
  if ((k & 1) === s.half) return turnToward(c.aim, tx - px, ty - py);
  if (o.aim !== 'hold' && litHiderPoint(sim, k)) return turnToward(c.aim, PX - px, PY - py);
  switch (o.aim) {
    case 'hold': return 0;
    case 'sweep': {
      const phase = (s.tick + k * 16) % 96;
      return phase < 24 ? K.aimTurnMax : phase < 72 ? -K.aimTurnMax : K.aimTurnMax;
    }
    case 'track': {
      let newest = -1, wx = tx, wy = ty;
      for (const r of s.rings) if (hears(r, px, py) && r.born > newest) { newest = r.born; wx = r.x; wy = r.y; }
      return turnToward(c.aim, wx - px, wy - py);
    }
    default:
      return turnToward(c.aim, tx - px, ty - py);
  }
}

/** Step 3 for one seat: writes its four bytes at ctrl[k * 4] (zeros when found, frozen or without an order). */
export function compileSeat(sim: Sim, k: number, ctrl: Int8Array): void {
  const s = sim.s, c = s.cogs[k], at = k * 4;
  ctrl[at] = 0; ctrl[at + 1] = 0; ctrl[at + 2] = 0; ctrl[at + 3] = 0;
  const o = s.orders[k];
  const hider = (k & 1) === s.half;
  if (c.found || (s.act === 'build' && !hider) || !o) return;
  steeringPoint(sim, k, o);
  const tx = PX, ty = PY, want = WANT;
  const px = c.x >> 8, py = c.y >> 8, dx = tx - px, dy = ty - py;
  let mx = 0, my = 0;
  if (dx * dx + dy * dy > K.steerStopPx * K.steerStopPx) {
    let b = bearingBrads(dx, dy);
    if (c.unstickRot !== 0) b = (b + c.unstickRot * 32) & 255;
    mx = clampInt(Math.trunc((icos(b) * 100) / 1024), -100, 100);
    my = clampInt(Math.trunc((-isin(b) * 100) / 1024), -100, 100);
  }
  if (s.tick - c.unstickTick >= K.unstickTicks) {
    const ax = Math.trunc(c.unstickX / 256), ay = Math.trunc(c.unstickY / 256);
    const travelled = isqrt(dist2(px, py, ax, ay));
    c.unstickRot = (mx !== 0 || my !== 0) && travelled < K.unstickMinPx ? (c.unstickRot + 1) & 7 : 0;
    c.unstickX = c.x;
    c.unstickY = c.y;
    c.unstickTick = s.tick;
  }
  ctrl[at] = mx;
  ctrl[at + 1] = my;
  ctrl[at + 2] = aimTurnFor(sim, k, o, tx, ty);
  const ci = orderCrate(o);
  const pushing = o.intent === 'push' && ci >= 0 && ci < s.crates.length && touchesCrate(px, py, s.crates[ci].x, s.crates[ci].y);
  ctrl[at + 3] = want | (o.crawl && !pushing && hider ? 4 : 0);
}

/** The control layer for all six seats, in slot order. */
export function compileControls(sim: Sim, ctrl: Int8Array): void {
  for (let k = 0; k < 6; k++) compileSeat(sim, k, ctrl);
}

/** Installs a seat's order for the coming turn; an order without a target steers at the cog's spot now. */
export function installOrder(s: LanternState, seat: number, order: LanternOrder): void {
  const c = s.cogs[seat];
  c.tx = c.x >> 8;
  c.ty = c.y >> 8;
  s.orders[seat] = order;
}
