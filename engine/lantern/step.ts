// One simulation tick in the original's resolution order: (1 phase clock, run by the caller
// through prepareTick) 2 frozen seats, 5 aim, 6 motion, 7 crates, 8 lock and pry, footstep rings,
// 9 occlusion rebake, 10–12 lanterns, detection and score, 13 heartbeat and sound decay, 15 ends.
import { CTRL_BYTES, K, SEATS } from './constants.ts';
import { endOfTick, prepareTick } from './clock.ts';
import { resolveCrates } from './crates.ts';
import { runDetection } from './detection.ts';
import { updateHeartbeat } from './heartbeat.ts';
import { lockAndPry } from './lock-pry.ts';
import { moveCogs, topSpeed } from './motion.ts';
import { emit, rebake, type Sim } from './sim.ts';
import { addRing, decayRings } from './sound.ts';
import { VAULT } from './map.ts';
import { wallInRect } from './grid.ts';
import { CRATE_BROKEN } from './types.ts';

/** Fills the control bytes of every seat for this tick (the control layer, step 3). */
export type ControlCompiler = (sim: Sim, ctrl: Int8Array) => void;

/** Footstep rings: every unfound cog that moves, is not crawling and is not frozen, faster than half its top speed, once per 24 ticks. */
function footsteps(sim: Sim, build: boolean): void {
  const s = sim.s;
  for (let k = 0; k < 6; k++) {
    const c = s.cogs[k];
    const hider = ((k & 1) === s.half);
    if (c.found || c.crawling || (build && !hider)) continue;
    const top = topSpeed(hider, false);
    if ((c.vx * c.vx + c.vy * c.vy) * 4 <= top * top) continue;
    if (s.tick - c.lastStep < K.footstepEvery) continue;
    c.lastStep = s.tick;
    addRing(sim, 'footstep', c.x >> 8, c.y >> 8);
  }
}

/** An invariant that no legal tick can break, or null when all hold. */
export function checkInvariants(sim: Sim): string | null {
  const s = sim.s;
  for (let k = 0; k < SEATS; k++) {
    const c = s.cogs[k];
    if (c.x < 0 || c.y < 0 || c.x >= VAULT.width * 256 || c.y >= VAULT.height * 256) return `cog ${k} left the floor`;
    if (s.hiddenTicks[k] < 0) return `negative hidden-tick count for seat ${k}`;
  }
  for (let i = 0; i < s.crates.length && sim.cratesMoved; i++) {
    const cr = s.crates[i];
    if (cr.state !== CRATE_BROKEN && wallInRect(cr.x - 24, cr.y - 24, 48, 48)) return `crate C${i} overlaps a wall at (${cr.x},${cr.y})`;
  }
  return null;
}

/** Applies one tick's 24 control bytes (steps 2–15); the phase clock must already have run for this tick. */
export function applyTick(sim: Sim, ctrl: Int8Array): void {
  const s = sim.s;
  const L = s.ruleset.buildTicks + s.ruleset.huntTicks;
  const act = s.tick % L < s.ruleset.buildTicks ? 'build' : 'hunt';
  const build = act === 'build';
  moveCogs(sim, ctrl, build); //                                        2, 5, 6
  resolveCrates(sim, build); //                                         7
  lockAndPry(sim, ctrl, build); //                                      8
  footsteps(sim, build);
  if (sim.occDirty) rebake(sim); //                                     9
  if (act === 'hunt') runDetection(sim); //                             10–12
  updateHeartbeat(sim, act === 'hunt'); //                              13
  decayRings(sim);
  endOfTick(sim, act); //                                               15
}

/**
 * Runs one tick: the phase clock, then the controls (made by `compile` in live play, or read from
 * a replay when it is null), recorded in the run's log, then the step. Returns false when the match is over.
 */
export function stepTick(sim: Sim, ctrl: Int8Array, compile: ControlCompiler | null): boolean {
  const s = sim.s;
  if (s.end) return false;
  prepareTick(sim);
  if (compile) compile(sim, ctrl);
  if (sim.logLen + SEATS * CTRL_BYTES > sim.log.length) { const g = new Uint8Array(sim.log.length * 2); g.set(sim.log); sim.log = g; }
  sim.log.set(new Uint8Array(ctrl.buffer, ctrl.byteOffset, SEATS * CTRL_BYTES), sim.logLen);
  sim.logLen += SEATS * CTRL_BYTES;
  applyTick(sim, ctrl);
  const bad = checkInvariants(sim);
  sim.cratesMoved = false;
  if (bad !== null && s.end === null) {
    s.end = { reason: 'fault', endRule: 'sim_fault', detail: bad };
    s.act = 'over';
    emit(sim, 'end', { reason: 'fault', end_rule: 'sim_fault', detail: bad });
  }
  return s.end === null;
}
