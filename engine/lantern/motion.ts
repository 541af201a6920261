// Aim and motion: per-axis acceleration/clamp, friction on an axis with no input, wall slide,
// then cog–cog separation with 40 % restitution. Sub-pixel integers (MotionScale 256).
import { iabs, idiv } from '../core/intmath.ts';
import { ACT_CRAWL, K } from './constants.ts';
import { VAULT } from './map.ts';
import { addRing } from './sound.ts';
import { hidesIn, type Sim } from './sim.ts';
import { COG_ACTIVE, COG_CRAWLING, COG_FOUND, COG_FROZEN, type Cog } from './types.ts';

const WALLS = VAULT.walls;
const DOOR = VAULT.door;
const H = K.bodyHalf;

function buildSolid(doorShut: boolean): Uint8Array {
  const W = VAULT.width, Hh = VAULT.height;
  const g = new Uint8Array(W * Hh);
  const rects = doorShut ? [...WALLS, DOOR] : WALLS;
  for (let y = 0; y < Hh; y++) for (let x = 0; x < W; x++) if (x < H || y < H || x > W - H || y > Hh - H) g[y * W + x] = 1;
  for (const r of rects) {
    for (let y = Math.max(0, r.y - H + 1); y < Math.min(Hh, r.y + r.h + H); y++) {
      for (let x = Math.max(0, r.x - H + 1); x < Math.min(W, r.x + r.w + H); x++) g[y * W + x] = 1;
    }
  }
  return g;
}

/** Per-pixel tables: 1 where a body centred there overlaps a wall (or the shut door) or leaves the floor. */
const SOLID: readonly Uint8Array[] = [buildSolid(false), buildSolid(true)];

/** Whether a body centred at (px, py) px overlaps a wall (or the pen door while shut). */
export function solidAt(doorShut: boolean, px: number, py: number): boolean {
  if (px < 0 || py < 0 || px >= VAULT.width || py >= VAULT.height) return true;
  return SOLID[doorShut ? 1 : 0][py * VAULT.width + px] === 1;
}

/** Step 5: turns each cog's aim by its clamped aim byte. */
export function applyAim(sim: Sim, ctrl: Int8Array): void {
  for (let k = 0; k < 6; k++) {
    const c = sim.s.cogs[k];
    if (c.state === COG_FOUND || c.state === COG_FROZEN) continue;
    let t = ctrl[k * 4 + 2];
    if (t > K.aimTurnMax) t = K.aimTurnMax;
    if (t < -K.aimTurnMax) t = -K.aimTurnMax;
    c.aim = (c.aim + t) & 255;
  }
}

function axisVelocity(v: number, m: number, accel: number, cap: number): number {
  if (m === 0) {
    v = idiv(v * K.frictionNum, 256);
    return iabs(v) < K.stopThreshold ? 0 : v;
  }
  const capAxis = idiv(cap * iabs(m), K.moveMax);
  v += idiv(accel * m, K.moveMax);
  return v > capAxis ? capAxis : v < -capAxis ? -capAxis : v;
}

/** Moves along one axis with the wall slide (scan up to 3 px sideways), or stops on that axis. */
function slideMove(sim: Sim, c: Cog, alongX: boolean): void {
  const v = alongX ? c.vx : c.vy;
  if (v === 0) return;
  const nx = alongX ? c.x + v : c.x, ny = alongX ? c.y : c.y + v;
  if (!solidAt(sim.doorShut, nx >> 8, ny >> 8)) { c.x = nx; c.y = ny; return; }
  for (let d = 1; d <= K.slideScan; d++) {
    for (let sgn = 1; sgn >= -1; sgn -= 2) {
      const ox = alongX ? 0 : sgn * d * 256, oy = alongX ? sgn * d * 256 : 0;
      if (!solidAt(sim.doorShut, (nx + ox) >> 8, (ny + oy) >> 8)) { c.x = nx + ox; c.y = ny + oy; return; }
    }
  }
  if (alongX) c.vx = 0; else c.vy = 0;
}

/** Step 6: velocity, wall slide, footstep rings, then cog–cog separation. */
export function moveCogs(sim: Sim, ctrl: Int8Array): void {
  const s = sim.s, hunt = s.act === 'hunt';
  for (let k = 0; k < 6; k++) {
    const c = s.cogs[k];
    sim.prevX[k] = c.x;
    sim.prevY[k] = c.y;
    if (c.state === COG_FOUND || c.state === COG_FROZEN) { c.vx = 0; c.vy = 0; continue; }
    const hider = hidesIn(k, s.half);
    const crawl = hider && (ctrl[k * 4 + 3] & ACT_CRAWL) !== 0;
    c.state = crawl ? COG_CRAWLING : COG_ACTIVE;
    const max = hider ? K.maxHider : K.maxSeeker;
    const cap = crawl ? idiv(max * K.crawlCapPct, 100) : max;
    const accel = crawl ? K.accel >> 1 : K.accel;
    c.vx = axisVelocity(c.vx, ctrl[k * 4], accel, cap);
    c.vy = axisVelocity(c.vy, ctrl[k * 4 + 1], accel, cap);
    slideMove(sim, c, true);
    slideMove(sim, c, false);
    if (hunt && hider && !crawl && s.tick - c.lastStep >= K.footstepEvery) {
      const half = max >> 1;
      if (c.vx * c.vx + c.vy * c.vy > half * half) {
        c.lastStep = s.tick;
        addRing(sim, 'footstep', c.x >> 8, c.y >> 8);
      }
    }
  }
  separate(sim);
}

/** Pushes overlapping cogs apart along the axis of least penetration, with 40 % restitution. */
function separate(sim: Sim): void {
  const cogs = sim.s.cogs, span = K.bodySize * 256;
  for (let a = 0; a < 6; a++) {
    const ca = cogs[a];
    if (ca.state === COG_FOUND) continue;
    for (let b = a + 1; b < 6; b++) {
      const cb = cogs[b];
      if (cb.state === COG_FOUND) continue;
      const dx = cb.x - ca.x, dy = cb.y - ca.y;
      if (iabs(dx) >= span || iabs(dy) >= span) continue;
      const alongX = span - iabs(dx) <= span - iabs(dy);
      const d = alongX ? dx : dy;
      const sign = d >= 0 ? 1 : -1;
      const pen = span - iabs(d);
      const fa = ca.state === COG_FROZEN, fb = cb.state === COG_FROZEN;
      if (fa && fb) continue;
      const shareA = fa ? 0 : fb ? pen : (pen >> 1) + 1;
      const shareB = fb ? 0 : fa ? pen : (pen >> 1) + 1;
      shiftCog(sim, ca, alongX, -sign * shareA);
      shiftCog(sim, cb, alongX, sign * shareB);
      const va = alongX ? ca.vx : ca.vy, vb = alongX ? cb.vx : cb.vy;
      if ((vb - va) * sign < 0) {
        const sum = va + vb, diff = idiv((va - vb) * K.restitutionPct, 100);
        const na = fa ? 0 : idiv(sum - diff, 2), nb = fb ? 0 : idiv(sum + diff, 2);
        if (alongX) { ca.vx = na; cb.vx = nb; } else { ca.vy = na; cb.vy = nb; }
      }
    }
  }
}

function shiftCog(sim: Sim, c: Cog, alongX: boolean, d: number): void {
  if (d === 0) return;
  const nx = alongX ? c.x + d : c.x, ny = alongX ? c.y : c.y + d;
  if (!solidAt(sim.doorShut, nx >> 8, ny >> 8)) { c.x = nx; c.y = ny; }
}
