// Step 1 and step 15: the phase clock (half, act, turn from the tick), the exact half reset at the
// boundary, and act / half / match ends (including all_found skipping the rest of a hunt act).
import { VAULT } from './map.ts';
import { halfTicks } from './rulesets.ts';
import { aliasOf, emit, hidesIn, teamSlot, totalTicks, type Sim } from './sim.ts';
import { COG_ACTIVE, COG_FOUND, COG_FROZEN, CRATE_LOOSE, type Act, type LanternState } from './types.ts';

/** Half, act and tick-within-act of a tick (a tick at or past the end is `over`). */
export function phaseOf(s: LanternState, tick: number): { half: number; act: Act; actTick: number } {
  const L = halfTicks(s.ruleset);
  if (tick >= 2 * L) return { half: 1, act: 'over', actTick: 0 };
  const half = Math.trunc(tick / L), w = tick - half * L;
  return w < s.ruleset.buildTicks ? { half, act: 'build', actTick: w } : { half, act: 'hunt', actTick: w - s.ruleset.buildTicks };
}

/** Puts every crate and cog in its authored start for a half: the exact half reset. */
export function placeHalf(s: LanternState, half: number): void {
  s.half = half;
  s.act = 'build';
  s.crates = VAULT.crateStarts.map(([x, y]) => ({ x, y, state: CRATE_LOOSE, lastPushRing: -1000, lastPusher: -1 }));
  for (let k = 0; k < 6; k++) {
    const hider = hidesIn(k, half);
    const [x, y] = hider ? VAULT.hiderSpawns[teamSlot(k)] : VAULT.seekerSpawns[teamSlot(k)];
    s.cogs[k] = { x: x * 256, y: y * 256, vx: 0, vy: 0, aim: 0, state: hider ? COG_ACTIVE : COG_FROZEN, progress: 0, progressCrate: -1, lastStep: -1000, litStreak: 0, litBy: -1 };
    s.locksUsed[k] = 0;
    s.heartbeat[k] = 0;
  }
  s.rings = [];
  s.found = [];
}

/** Step 1: derives the phase from the tick; runs the half reset and the act change at their boundaries. */
export function phaseClock(sim: Sim): void {
  const s = sim.s;
  const p = phaseOf(s, s.tick);
  if (p.act === 'over') return;
  if (p.half !== s.half) {
    placeHalf(s, p.half);
    sim.doorShut = true;
    sim.occDirty = true;
    emit(sim, 'half_start', { half: p.half + 1, hiding: p.half === 0 ? 'moth' : 'owl' });
    emit(sim, 'act_start', { act: 'build', half: p.half + 1 });
  }
  if (p.act !== s.act) {
    s.act = p.act;
    if (p.act === 'hunt') {
      for (let k = 0; k < 6; k++) if (!hidesIn(k, s.half) && s.cogs[k].state === COG_FROZEN) s.cogs[k].state = COG_ACTIVE;
      sim.doorShut = false;
      sim.occDirty = true;
      emit(sim, 'act_start', { act: 'hunt', half: s.half + 1 });
    }
  }
}

/** Whether every hider of the current half has been found. */
export function allFound(s: LanternState): boolean {
  for (let k = 0; k < 6; k++) if (hidesIn(k, s.half) && s.cogs[k].state !== COG_FOUND) return false;
  return true;
}

/** Step 15 (after the tick counter advanced): act, half and match ends; all_found jumps to the half's end. */
export function actEnds(sim: Sim): void {
  const s = sim.s;
  const L = halfTicks(s.ruleset);
  const halfEnd = (s.half + 1) * L;
  if (s.act === 'hunt' && s.tick < halfEnd && allFound(s)) {
    s.huntPlayed[s.half] += halfEnd - s.tick;
    emit(sim, 'act_end', { act: 'hunt', half: s.half + 1, reason: 'all_found', skipped_ticks: halfEnd - s.tick });
    s.tick = halfEnd;
  } else if (s.act === 'build' && s.tick === s.half * L + s.ruleset.buildTicks) {
    emit(sim, 'act_end', { act: 'build', half: s.half + 1, reason: 'time' });
  } else if (s.act === 'hunt' && s.tick === halfEnd) {
    emit(sim, 'act_end', { act: 'hunt', half: s.half + 1, reason: 'time' });
  }
  if (s.tick === halfEnd) {
    emit(sim, 'half_end', { half: s.half + 1, found: s.found.map((f) => aliasOf(f.seat)) });
    if (s.tick >= totalTicks(s)) {
      s.act = 'over';
      s.end = { reason: 'complete', endRule: 'full_time' };
    }
  }
}
