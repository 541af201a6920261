// The control layer (steps 2–3): turns each seat's standing order into the four control bytes of
// a tick: a steering point per intent, a shortest path over the 8 px grid (A*, computed when the
// order is installed and again around crates when blocked), the unstick rule, and the aim modes.
import { iabs, idiv, isqrt } from '../core/intmath.ts';
import { bradDelta, ibearing, icos, isin } from '../core/trig.ts';
import { ACT_CRAWL, ACT_LOCK, ACT_PRY, K } from './constants.ts';
import { cellOf, GW, STATIC_WALK, walkWithCrates } from './grid.ts';
import { crateDist2 } from './lock-pry.ts';
import { solidAt } from './motion.ts';
import { findPath } from './path.ts';
import { beamsNear, seekersSeenBy } from './sight.ts';
import { hears, roleHears } from './sound.ts';
import { hidesIn, type Sim } from './sim.ts';
import { COG_FOUND, COG_FROZEN, CRATE_LOCKED, CRATE_LOOSE, type LanternOrder, type LanternState, type SeatControl } from './types.ts';

/** A fresh control memory (kept chase point carried over). */
export function freshControl(prev?: SeatControl): SeatControl {
  return { path: null, pathIdx: 0, goalX: -1, goalY: -1, aroundCrates: false, checkX: 0, checkY: 0, checkTick: -1000, rot: 0, lined: false, chaseX: prev ? prev.chaseX : -1, chaseY: prev ? prev.chaseY : -1 };
}

/** Whether two orders drive the cog the same way (then the control memory is kept). */
export function sameDrive(a: LanternOrder | null, b: LanternOrder | null): boolean {
  if (!a || !b) return false;
  return a.intent === b.intent && a.crate === b.crate && a.aim === b.aim && a.crawl === b.crawl &&
    (a.target === null ? b.target === null : b.target !== null && a.target[0] === b.target[0] && a.target[1] === b.target[1]);
}

/** Installs a seat's order for the coming turn, resetting its routing unless it drives the same way. */
export function installOrder(s: LanternState, seat: number, order: LanternOrder): void {
  if (!sameDrive(s.orders[seat], order)) s.control[seat] = freshControl(s.control[seat]);
  s.orders[seat] = order;
}

const crateIdx = (o: LanternOrder): number => (o.crate === null ? -1 : o.crate.charCodeAt(1) - 48);

// Scratch outputs (no allocation per tick): the steering point of route(), the move of moveToward().
let SX = 0, SY = 0, MX = 0, MY = 0;
const cx = (cell: number): number => (cell % GW) * 8 + 4;
const cy = (cell: number): number => ((cell / GW) | 0) * 8 + 4;

/** Routes toward (gx, gy) px; leaves the steering point in SX, SY. */
function route(sim: Sim, seat: number, gx: number, gy: number, blockCrates: boolean): void {
  const s = sim.s, c = s.cogs[seat], m = s.control[seat];
  const px = c.x >> 8, py = c.y >> 8;
  if (m.path === null || iabs(m.goalX - gx) > 8 || iabs(m.goalY - gy) > 8) {
    let walk = STATIC_WALK[sim.doorShut ? 1 : 0];
    if (blockCrates || m.aroundCrates) { walkWithCrates(sim.walk, s.crates, sim.doorShut); walk = sim.walk; }
    m.path = findPath(walk, cellOf(px, py), cellOf(gx, gy)) ?? [];
    m.pathIdx = 0;
    m.goalX = gx;
    m.goalY = gy;
  }
  const p = m.path;
  SX = gx; SY = gy;
  if (p.length === 0) return;
  while (m.pathIdx < p.length - 1) {
    const a = p[m.pathIdx], b = p[m.pathIdx + 1];
    const ax = cx(a) - px, ay = cy(a) - py, bx = cx(b) - px, by = cy(b) - py;
    const da = ax * ax + ay * ay, db = bx * bx + by * by;
    if (da <= 64 || db < da) m.pathIdx++;
    else break;
  }
  const last = p[p.length - 1];
  if (m.pathIdx >= p.length - 2) {
    if (cellOf(gx, gy) !== last) { SX = cx(last); SY = cy(last); }
    return;
  }
  const look = p[m.pathIdx + 2];
  SX = cx(look); SY = cy(look);
}

/** Move bytes toward a point into MX, MY; `fine` slows down inside 16 px for precise stops. */
function moveToward(px: number, py: number, tx: number, ty: number, fine: boolean, stopPx: number): void {
  const dx = tx - px, dy = ty - py;
  const d = isqrt(dx * dx + dy * dy);
  if (d <= stopPx) { MX = 0; MY = 0; return; }
  const mag = fine && d < 16 ? idiv(d * K.moveMax, 16) : K.moveMax;
  MX = idiv(dx * mag, d);
  MY = idiv(dy * mag, d);
}

/** The spot for lock/pry on a crate: midpoint of the nearest free edge, 10 px out. */
export function crateSpot(sim: Sim, ci: number, px: number, py: number): [number, number] {
  const cr = sim.s.crates[ci];
  const cand: [number, number][] = [[cr.x, cr.y - 34], [cr.x, cr.y + 34], [cr.x - 34, cr.y], [cr.x + 34, cr.y]];
  let best = cand[0], bestD = -1;
  for (const [x, y] of cand) {
    if (solidAt(sim.doorShut, x, y)) continue;
    let blocked = false;
    for (let j = 0; j < sim.s.crates.length; j++) if (j !== ci && sim.s.crates[j].state !== 2 && crateDist2(x, y, sim.s.crates[j].x, sim.s.crates[j].y) < 49) blocked = true;
    if (blocked) continue;
    const d = (x - px) * (x - px) + (y - py) * (y - py);
    if (bestD < 0 || d < bestD) { bestD = d; best = [x, y]; }
  }
  return best;
}

/** Where a fleeing hider runs: 200 px away from the nearest seen seeker, else the nearest beam, else the newest break ring. */
function fleeGoal(sim: Sim, seat: number): [number, number] | null {
  const s = sim.s, c = s.cogs[seat], px = c.x >> 8, py = c.y >> 8;
  let tx = -1, ty = -1;
  const seen = seekersSeenBy(s, sim.occ, seat).sort((a, b) => a.dist2 - b.dist2 || a.seat - b.seat);
  if (seen.length > 0) { tx = s.cogs[seen[0].seat].x >> 8; ty = s.cogs[seen[0].seat].y >> 8; } else {
    const beams = beamsNear(s, seat);
    if (beams.length > 0) { tx = s.cogs[beams[0].seat].x >> 8; ty = s.cogs[beams[0].seat].y >> 8; } else {
      for (const r of s.rings) if (r.kind === 'break' && hears(r, px, py)) { tx = r.x; ty = r.y; }
    }
  }
  if (tx < 0) return null;
  const b = ibearing(px - tx, py - ty);
  const gx = px + idiv(icos(b) * 200, 1024), gy = py - idiv(isin(b) * 200, 1024);
  return [gx < 24 ? 24 : gx > 1211 ? 1211 : gx, gy < 24 ? 24 : gy > 635 ? 635 : gy];
}

let LX = 0, LY = 0;

/** Whether the seeker team lights a hider now; the nearest one's position goes to LX, LY. */
function nearestLit(s: LanternState, seat: number): boolean {
  const c = s.cogs[seat];
  let bestD = -1;
  for (let h = 0; h < 6; h++) {
    const t = s.cogs[h];
    if (!hidesIn(h, s.half) || t.state === COG_FOUND || t.litBy < 0) continue;
    const dx = (t.x - c.x) >> 8, dy = (t.y - c.y) >> 8, d = dx * dx + dy * dy;
    if (bestD < 0 || d < bestD) { bestD = d; LX = t.x >> 8; LY = t.y >> 8; }
  }
  return bestD >= 0;
}

/** Step 3 for one seat: writes four bytes at ctrl[seat * 4]. */
export function compileSeat(sim: Sim, seat: number, ctrl: Int8Array): void {
  const s = sim.s, c = s.cogs[seat], o = seat * 4;
  ctrl[o] = 0; ctrl[o + 1] = 0; ctrl[o + 2] = 0; ctrl[o + 3] = 0;
  const order = s.orders[seat];
  if (c.state === COG_FROZEN || c.state === COG_FOUND || !order) return;
  const m = s.control[seat], hider = hidesIn(seat, s.half);
  const px = c.x >> 8, py = c.y >> 8;
  let hasSteer = false, action = 0;
  MX = 0; MY = 0;
  const ci = crateIdx(order);
  switch (order.intent) {
    case 'hide': case 'scout': case 'hold': case 'beeline': case 'sweep':
      if (order.target) { route(sim, seat, order.target[0], order.target[1], false); hasSteer = true; moveToward(px, py, SX, SY, false, K.steerStopPx); }
      break;
    case 'flee': {
      if (m.goalX < 0) { const g = fleeGoal(sim, seat); if (g) { m.goalX = g[0]; m.goalY = g[1]; } }
      if (m.goalX >= 0) { route(sim, seat, m.goalX, m.goalY, false); hasSteer = true; moveToward(px, py, SX, SY, false, K.steerStopPx); }
      break;
    }
    case 'chase': {
      if (nearestLit(s, seat)) { SX = LX; SY = LY; hasSteer = true; moveToward(px, py, SX, SY, false, 0); } else {
        const has = m.chaseX >= 0 || order.target !== null;
        if (has) {
          const gx = m.chaseX >= 0 ? m.chaseX : order.target![0], gy = m.chaseX >= 0 ? m.chaseY : order.target![1];
          route(sim, seat, gx, gy, false); hasSteer = true; moveToward(px, py, SX, SY, false, K.steerStopPx);
        }
      }
      break;
    }
    case 'lock': case 'pry': {
      if (ci < 0 || s.crates[ci].state !== (order.intent === 'lock' ? CRATE_LOOSE : CRATE_LOCKED)) break;
      if (m.goalX < 0 || m.path === null) { const sp = crateSpot(sim, ci, px, py); m.goalX = sp[0]; m.goalY = sp[1]; m.path = null; }
      const gx = m.goalX, gy = m.goalY;
      route(sim, seat, gx, gy, true); hasSteer = true;
      moveToward(px, py, SX, SY, true, 2);
      if ((gx - px) * (gx - px) + (gy - py) * (gy - py) <= 9 || crateDist2(px, py, s.crates[ci].x, s.crates[ci].y) <= 196) {
        MX = 0; MY = 0;
        action = order.intent === 'lock' ? ACT_LOCK : ACT_PRY;
      }
      break;
    }
    case 'push': {
      if (ci < 0 || !order.target || s.crates[ci].state !== CRATE_LOOSE) break;
      const cr = s.crates[ci];
      const ex = order.target[0] - cr.x, ey = order.target[1] - cr.y;
      const doneX = iabs(ex) <= 3, doneY = iabs(ey) <= 3;
      if (doneX && doneY) break;
      const alongX = !doneX && (doneY || iabs(ex) >= iabs(ey));
      const dir = (alongX ? ex : ey) > 0 ? 1 : -1;
      const bx = alongX ? cr.x - dir * 31 : cr.x, by = alongX ? cr.y : cr.y - dir * 31;
      const along = alongX ? (px - cr.x) * dir : (py - cr.y) * dir, perp = alongX ? py - cr.y : px - cr.x;
      hasSteer = true;
      if (along >= -44 && along <= -26 && iabs(perp) <= 6) {
        const corr = perp > 0 ? -20 : perp < 0 ? 20 : 0;
        MX = alongX ? dir * K.moveMax : corr; MY = alongX ? corr : dir * K.moveMax;
        SX = bx + (alongX ? dir * 60 : 0); SY = by + (alongX ? 0 : dir * 60);
        m.path = null;
      } else {
        route(sim, seat, bx, by, true);
        moveToward(px, py, SX, SY, true, 1);
      }
      break;
    }
    default:
      break;
  }
  let mx = MX, my = MY;
  if (order.crawl && hider && order.intent !== 'push') action |= ACT_CRAWL;
  // Unstick: a cog being moved that went less than 6 px in 24 ticks re-routes around crates, then turns its move 45° more each 24 ticks.
  if (mx !== 0 || my !== 0) {
    if (s.tick - m.checkTick >= K.unstickTicks) {
      if (m.checkTick >= 0 && s.tick - m.checkTick < 2 * K.unstickTicks) {
        const dx = (c.x - m.checkX) >> 8, dy = (c.y - m.checkY) >> 8;
        if (dx * dx + dy * dy < K.unstickMinPx * K.unstickMinPx) {
          if (!m.aroundCrates) { m.aroundCrates = true; m.path = null; } else m.rot = (m.rot + 1) & 7;
        } else m.rot = 0;
      }
      m.checkTick = s.tick; m.checkX = c.x; m.checkY = c.y;
    }
    if (m.rot !== 0) {
      const b = m.rot * 32, cs = icos(b), sn = isin(b);
      const rx = idiv(mx * cs + my * sn, 1024), ry = idiv(my * cs - mx * sn, 1024);
      mx = rx;
      my = ry;
    }
  } else { m.checkTick = s.tick; m.checkX = c.x; m.checkY = c.y; m.rot = 0; }
  ctrl[o] = mx; ctrl[o + 1] = my;
  ctrl[o + 2] = aimTurn(sim, seat, order, hasSteer);
  ctrl[o + 3] = action;
}

/** The aim byte for a seat's aim mode (steering point in SX, SY when `hasSteer`). */
function aimTurn(sim: Sim, seat: number, order: LanternOrder, hasSteer: boolean): number {
  const s = sim.s, c = s.cogs[seat], px = c.x >> 8, py = c.y >> 8;
  let wx = 0, wy = 0, want = false;
  switch (order.aim) {
    case 'hold': return 0;
    case 'sweep': {
      const p = (s.tick + seat * 16) % 96;
      return p < 24 || p >= 72 ? K.aimTurnMax : -K.aimTurnMax;
    }
    case 'track': {
      if (nearestLit(s, seat)) { wx = LX; wy = LY; want = true; }
      if (!want) {
        const seeker = !hidesIn(seat, s.half);
        for (const r of s.rings) if (roleHears(r.kind, seeker) && hears(r, px, py)) { wx = r.x; wy = r.y; want = true; }
      }
      if (!want && hasSteer) { wx = SX; wy = SY; want = true; }
      if (!want && order.target) { wx = order.target[0]; wy = order.target[1]; want = true; }
      break;
    }
    default:
      if (order.target) { wx = order.target[0]; wy = order.target[1]; want = true; } else if (hasSteer) { wx = SX; wy = SY; want = true; }
  }
  if (!want || (wx === px && wy === py)) return 0;
  const d = bradDelta(ibearing(wx - px, wy - py), c.aim);
  return d > K.aimTurnMax ? K.aimTurnMax : d < -K.aimTurnMax ? -K.aimTurnMax : d;
}

/** The control layer for all six seats (frozen and found cogs get zeros). */
export function compileControls(sim: Sim, ctrl: Int8Array): void {
  for (let k = 0; k < 6; k++) compileSeat(sim, k, ctrl);
}
