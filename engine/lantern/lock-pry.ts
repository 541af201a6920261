// Step 8 as the original has it: lock (hiders) and pry (seekers). A cog is "still" when |vx| and
// |vy| are both under 8 sub-px per tick. The target is the lowest-numbered crate in the right
// state (loose to lock, locked to pry) whose 48 px box lies within 20 px of the cog's centre.
// Holding the bit adds one tick of progress; a new target restarts it; anything else zeroes it.
// A hider with no locks left this half gets no progress.
import { K } from './constants.ts';
import { dropCrateCells } from './grid.ts';
import { addRing } from './sound.ts';
import { emit, type Sim } from './sim.ts';
import { CRATE_BROKEN, CRATE_LOCKED, CRATE_LOOSE, type Cog, type LanternState } from './types.ts';

/** Squared distance from a px point to the nearest pixel of a crate's 48 px box (0 inside). */
export function crateDist2(x: number, y: number, cx: number, cy: number): number {
  const bx = cx - 24, by = cy - 24;
  const dx = Math.max(Math.max(bx - x, 0), x - (bx + 47));
  const dy = Math.max(Math.max(by - y, 0), y - (by + 47));
  return dx * dx + dy * dy;
}

/** Whether a cog centre at (px, py) is within `range` px of a crate's box (the original's touch test). */
export function touchesCrate(px: number, py: number, cx: number, cy: number, range: number = K.interactRange): boolean {
  return crateDist2(px, py, cx, cy) <= range * range;
}

/** The lowest-numbered crate in `wantState` within 20 px of a cog, or -1. */
export function crateInReach(s: LanternState, c: Cog, wantState: number): number {
  const px = Math.trunc(c.x / 256), py = Math.trunc(c.y / 256);
  for (let i = 0; i < s.crates.length; i++) {
    const cr = s.crates[i];
    if (cr.state === wantState && touchesCrate(px, py, cr.x, cr.y)) return i;
  }
  return -1;
}

function showProgress(c: Cog, hider: boolean): void {
  c.progress = hider ? c.lockProgress : c.pryProgress;
  c.progressCrate = c.progress > 0 ? (hider ? c.lockTarget : c.pryTarget) : -1;
}

/** Step 8 for every cog, in slot order. */
export function lockAndPry(sim: Sim, ctrl: Int8Array, build: boolean): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    const c = s.cogs[k];
    const hider = ((k & 1) === s.half);
    if (c.found || (build && !hider)) {
      c.lockProgress = 0;
      c.pryProgress = 0;
      showProgress(c, hider);
      continue;
    }
    const action = ctrl[k * 4 + 3];
    const still = (c.vx < 0 ? -c.vx : c.vx) < K.stopThreshold && (c.vy < 0 ? -c.vy : c.vy) < K.stopThreshold;
    const wantLock = (action & 1) !== 0 && hider;
    const wantPry = (action & 2) !== 0 && !hider;
    if (wantLock && still && s.locksUsed[k] < K.locksPerHalf) {
      const target = crateInReach(s, c, CRATE_LOOSE);
      if (target < 0) { c.lockProgress = 0; c.lockTarget = -1; } else {
        if (c.lockTarget !== target) { c.lockTarget = target; c.lockProgress = 0; }
        c.lockProgress++;
        if (c.lockProgress >= K.lockTicks) {
          s.crates[target].state = CRATE_LOCKED; // a locked crate covers the same cells: no rebake
          s.locksUsed[k]++;
          s.stats[k].locked++;
          c.lockProgress = 0;
          c.lockTarget = -1;
          emit(sim, 'crate_lock', { seat: k, crate: `C${target}`, locks_used: s.locksUsed[k] });
        }
      }
    } else {
      c.lockProgress = 0;
      c.lockTarget = -1;
    }
    if (wantPry && still) {
      const target = crateInReach(s, c, CRATE_LOCKED);
      if (target < 0) { c.pryProgress = 0; c.pryTarget = -1; } else {
        if (c.pryTarget !== target) { c.pryTarget = target; c.pryProgress = 0; }
        const before = Math.trunc((c.pryProgress * 100) / K.pryTicks);
        c.pryProgress++;
        const after = Math.trunc((c.pryProgress * 100) / K.pryTicks);
        for (const mark of [25, 50, 75]) if (before < mark && after >= mark) emit(sim, 'crate_pry', { seat: k, crate: `C${target}`, percent: mark });
        if (c.pryProgress >= K.pryTicks) {
          const cr = s.crates[target];
          cr.state = CRATE_BROKEN;
          dropCrateCells(sim.occ, cr.x, cr.y);
          s.stats[k].broken++;
          c.pryProgress = 0;
          c.pryTarget = -1;
          emit(sim, 'crate_break', { seat: k, crate: `C${target}` });
          addRing(sim, 'break', cr.x, cr.y, target);
        }
      }
    } else {
      c.pryProgress = 0;
      c.pryTarget = -1;
    }
    showProgress(c, hider);
  }
}
