// Step 8: lock (hiders, 24 still ticks within 20 px of a loose crate, 3 per half) and pry
// (seekers, 72 still ticks within 20 px of a locked crate, ending in a 900 px break ring).
// Progress resets the moment the cog moves, releases the button or changes target.
import { iabs } from '../core/intmath.ts';
import { ACT_LOCK, ACT_PRY, K } from './constants.ts';
import { addRing } from './sound.ts';
import { emit, hidesIn, type Sim } from './sim.ts';
import { COG_FOUND, COG_FROZEN, CRATE_BROKEN, CRATE_LOCKED, CRATE_LOOSE, type Cog, type LanternState } from './types.ts';

/** Squared distance from a px point to a crate's 48 px square (0 inside). */
export function crateDist2(x: number, y: number, cx: number, cy: number): number {
  const ax = iabs(x - cx) - 24, ay = iabs(y - cy) - 24;
  const dx = ax > 0 ? ax : 0, dy = ay > 0 ? ay : 0;
  return dx * dx + dy * dy;
}

/** The nearest crate in `wantState` within 20 px of a cog, or -1. */
export function crateInReach(s: LanternState, c: Cog, wantState: number): number {
  let best = -1, bestD = K.interactRange * K.interactRange + 1;
  for (let i = 0; i < s.crates.length; i++) {
    const cr = s.crates[i];
    if (cr.state !== wantState) continue;
    const d = crateDist2(c.x >> 8, c.y >> 8, cr.x, cr.y);
    if (d < bestD) { bestD = d; best = i; }
  }
  return best;
}

function reset(c: Cog): void {
  c.progress = 0;
  c.progressCrate = -1;
}

/** Step 8 for every cog. */
export function lockAndPry(sim: Sim, ctrl: Int8Array): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    const c = s.cogs[k];
    if (c.state === COG_FOUND || c.state === COG_FROZEN) { reset(c); continue; }
    const hider = hidesIn(k, s.half);
    const bit = hider ? ACT_LOCK : ACT_PRY;
    const still = iabs(c.vx) < K.stopThreshold && iabs(c.vy) < K.stopThreshold && c.x === sim.prevX[k] && c.y === sim.prevY[k];
    if ((ctrl[k * 4 + 3] & bit) === 0 || !still || (!hider && s.act !== 'hunt')) { reset(c); continue; }
    const target = crateInReach(s, c, hider ? CRATE_LOOSE : CRATE_LOCKED);
    if (target < 0) { reset(c); continue; }
    if (hider && s.locksUsed[k] >= K.locksPerHalf) {
      if (c.progressCrate !== target) emit(sim, 'lock_refused', { seat: k, crate: `C${target}`, reason: 'no locks left this half' });
      c.progress = 0;
      c.progressCrate = target;
      continue;
    }
    if (c.progressCrate !== target) { c.progress = 0; c.progressCrate = target; }
    c.progress++;
    const cr = s.crates[target];
    if (hider) {
      if (c.progress >= K.lockTicks) {
        cr.state = CRATE_LOCKED;
        s.locksUsed[k]++;
        s.stats[k].locked++;
        sim.occDirty = true;
        emit(sim, 'crate_lock', { seat: k, crate: `C${target}`, locks_used: s.locksUsed[k] });
        reset(c);
      }
    } else if (c.progress >= K.pryTicks) {
      cr.state = CRATE_BROKEN;
      s.stats[k].broken++;
      sim.occDirty = true;
      emit(sim, 'crate_break', { seat: k, crate: `C${target}` });
      addRing(sim, 'break', cr.x, cr.y, target);
      reset(c);
    } else if (K.pryMarks.includes(c.progress)) {
      emit(sim, 'crate_pry', { seat: k, crate: `C${target}`, percent: (K.pryMarks.indexOf(c.progress) + 1) * 25 });
    }
  }
}
