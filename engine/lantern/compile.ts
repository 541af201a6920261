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
import { hidesIn, type Sim } from './sim.ts';
import type { LanternOrder, LanternState } from './types.ts';

const W = 1235, H = 659;
const CRATE_BODY_HALF = 10;
const FLEE_REACH = 200;

/** The crate index an order names, or -1. */
export function orderCrate(o: LanternOrder): number {
  return o.crate === null ? -1 : o.crate.charCodeAt(1) - 48;
}

/** The point an order steers at when it names one; the cog's spot at install time otherwise. */
function orderTarget(s: LanternState, k: number, o: LanternOrder): [number, number] {
  return o.target ?? [s.cogs[k].tx, s.cogs[k].ty];
}

/** The integer vector (dx, dy) scaled to `length` by the integer root, as the original's scaleTo. */
export function scaleTo(dx: number, dy: number, length: number): [number, number] {
  const len = isqrt(dx * dx + dy * dy);
  if (len === 0) return [0, 0];
  return [Math.trunc((dx * length) / len), Math.trunc((dy * length) / len)];
}

const clampFloor = (x: number, y: number): [number, number] => [clampInt(x, 1, W - 2), clampInt(y, 1, H - 2)];

/** The middle of the crate edge nearest (fx, fy), one px beyond the crate body's reach. */
function crateEdgePoint(cx: number, cy: number, fx: number, fy: number): [number, number] {
  const bx = cx - 24, by = cy - 24;
  const left = Math.abs(fx - bx), right = Math.abs(fx - (bx + 48)), top = Math.abs(fy - by), bottom = Math.abs(fy - (by + 48));
  let best = left, px = bx - CRATE_BODY_HALF - 1, py = cy;
  if (right < best) { best = right; px = bx + 48 + CRATE_BODY_HALF + 1; py = cy; }
  if (top < best) { best = top; px = cx; py = by - CRATE_BODY_HALF - 1; }
  if (bottom < best) { px = cx; py = by + 48 + CRATE_BODY_HALF + 1; }
  return clampFloor(px, py);
}

/** What a fleeing hider runs from: the nearest seeker in sight within 700 px, else the nearest reported beam's seeker, else the nearest break ring, else the floor's centre. */
function threatPoint(sim: Sim, k: number): [number, number] {
  const s = sim.s, me = s.cogs[k], mx = me.x >> 8, my = me.y >> 8;
  let best = Number.MAX_SAFE_INTEGER, found = false, tx = Math.trunc(W / 2), ty = Math.trunc(H / 2);
  for (let o = 0; o < 6; o++) {
    if (hidesIn(o, s.half)) continue;
    const sx = s.cogs[o].x >> 8, sy = s.cogs[o].y >> 8, d = dist2(mx, my, sx, sy);
    if (d <= K.hiderSight * K.hiderSight && losClear(sim.occ, mx, my, sx, sy) && d < best) { best = d; found = true; tx = sx; ty = sy; }
  }
  if (!found) {
    for (let o = 0; o < 6; o++) {
      if (hidesIn(o, s.half) || !beamNear(s, sim.occ, o, mx, my)) continue;
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
  return [tx, ty];
}

/** The nearest unfound hider the seeker team lights now, or null. */
function litHiderPoint(sim: Sim, k: number): [number, number] | null {
  const s = sim.s, mx = s.cogs[k].x >> 8, my = s.cogs[k].y >> 8;
  let best = Number.MAX_SAFE_INTEGER, out: [number, number] | null = null;
  for (let h = 0; h < 6; h++) {
    if (!hidesIn(h, s.half) || s.cogs[h].found) continue;
    const hx = s.cogs[h].x >> 8, hy = s.cogs[h].y >> 8;
    if (!hiderTeamLit(sim, h)) continue;
    const d = dist2(mx, my, hx, hy);
    if (d < best) { best = d; out = [hx, hy]; }
  }
  return out;
}

let WANT = 0; // action bits the steering point asks for (lock 1, pry 2)

/** The point seat k steers at this tick for its standing order. */
function steeringPoint(sim: Sim, k: number, o: LanternOrder): [number, number] {
  const s = sim.s, c = s.cogs[k], hx = c.x >> 8, hy = c.y >> 8;
  const target = orderTarget(s, k, o);
  WANT = 0;
  const ci = orderCrate(o);
  switch (o.intent) {
    case 'push': {
      if (ci < 0 || ci >= s.crates.length) return target;
      const cx = s.crates[ci].x, cy = s.crates[ci].y;
      const ex = target[0] - cx, ey = target[1] - cy;
      const axisX = Math.abs(ex) >= Math.abs(ey);
      const dir = Math.sign(axisX ? ex : ey);
      if (dir === 0) return target;
      const standOff = 24 + CRATE_BODY_HALF + 3, clearance = 24 + CRATE_BODY_HALF + 12;
      const behind: [number, number] = axisX ? [cx - dir * standOff, cy] : [cx, cy - dir * standOff];
      const onSide = Math.sign(axisX ? hx - cx : hy - cy) === -dir;
      if (onSide) return isqrt(dist2(hx, hy, behind[0], behind[1])) > 10 ? clampFloor(behind[0], behind[1]) : target;
      const side = axisX ? Math.sign(hy - cy) || 1 : Math.sign(hx - cx) || 1;
      return axisX ? clampFloor(cx - dir * standOff, cy + side * clearance) : clampFloor(cx + side * clearance, cy - dir * standOff);
    }
    case 'lock': case 'pry': {
      if (ci < 0 || ci >= s.crates.length) return target;
      const cr = s.crates[ci];
      if (touchesCrate(hx, hy, cr.x, cr.y)) { WANT = o.intent === 'lock' ? 1 : 2; return [hx, hy]; }
      return crateEdgePoint(cr.x, cr.y, hx, hy);
    }
    case 'flee': {
      const [tx, ty] = threatPoint(sim, k);
      const [ax, ay] = scaleTo(hx - tx, hy - ty, FLEE_REACH);
      return ax === 0 && ay === 0 ? target : clampFloor(hx + ax, hy + ay);
    }
    case 'chase': {
      const lit = litHiderPoint(sim, k);
      if (lit) return lit;
      return c.lastLitTick >= 0 ? [c.lastLitX, c.lastLitY] : target;
    }
    case 'wait':
      return [hx, hy];
    default:
      return target;
  }
}

const turnToward = (aim: number, dx: number, dy: number): number => clampInt(bradDelta(bearingBrads(dx, dy), aim), -K.aimTurnMax, K.aimTurnMax);

/** The aim byte: hiders face where they go; seekers hold on a lit hider, else follow their aim mode. */
function aimTurnFor(sim: Sim, k: number, o: LanternOrder, tx: number, ty: number): number {
  const s = sim.s, c = s.cogs[k], px = c.x >> 8, py = c.y >> 8;
  if (hidesIn(k, s.half)) return turnToward(c.aim, tx - px, ty - py);
  if (o.aim !== 'hold') {
    const lit = litHiderPoint(sim, k);
    if (lit) return turnToward(c.aim, lit[0] - px, lit[1] - py);
  }
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
  const hider = hidesIn(k, s.half);
  if (c.found || (s.act === 'build' && !hider) || !o) return;
  const [tx, ty] = steeringPoint(sim, k, o);
  const want = WANT;
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
