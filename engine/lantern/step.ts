// One simulation tick: the 15-step resolution order of the seed, exactly, every tick.
import { ACT_CRAWL, ACT_LOCK, ACT_PRY, CTRL_BYTES, K, SEATS } from './constants.ts';
import { actEnds, phaseClock } from './clock.ts';
import { resolveCrates } from './crates.ts';
import { runDetection } from './detection.ts';
import { rebakeOcclusion } from './grid.ts';
import { updateHeartbeat } from './heartbeat.ts';
import { lockAndPry } from './lock-pry.ts';
import { VAULT } from './map.ts';
import { applyAim, moveCogs } from './motion.ts';
import { runSight } from './sight.ts';
import { emit, hidesIn, type Sim } from './sim.ts';
import { decayRings } from './sound.ts';
import { makeKeyframe } from './state-digest.ts';
import { COG_FOUND, COG_FROZEN, CRATE_BROKEN } from './types.ts';

/** Fills the control bytes of every seat for this tick (the control layer, step 3). */
export type ControlCompiler = (sim: Sim, ctrl: Int8Array) => void;

/** Step 4: clamps the bytes into their ranges and forces frozen / found cogs to zero. */
export function quantise(sim: Sim, ctrl: Int8Array): void {
  const s = sim.s;
  for (let k = 0; k < SEATS; k++) {
    const o = k * CTRL_BYTES;
    const st = s.cogs[k].state;
    if (st === COG_FROZEN || st === COG_FOUND) { ctrl[o] = 0; ctrl[o + 1] = 0; ctrl[o + 2] = 0; ctrl[o + 3] = 0; continue; }
    if (ctrl[o] > K.moveMax) ctrl[o] = K.moveMax;
    if (ctrl[o] < -K.moveMax) ctrl[o] = -K.moveMax;
    if (ctrl[o + 1] > K.moveMax) ctrl[o + 1] = K.moveMax;
    if (ctrl[o + 1] < -K.moveMax) ctrl[o + 1] = -K.moveMax;
    if (ctrl[o + 2] > K.aimTurnMax) ctrl[o + 2] = K.aimTurnMax;
    if (ctrl[o + 2] < -K.aimTurnMax) ctrl[o + 2] = -K.aimTurnMax;
    const allowed = hidesIn(k, s.half) ? ACT_LOCK | ACT_CRAWL : ACT_PRY;
    ctrl[o + 3] = ctrl[o + 3] & allowed;
  }
}

/** Step 12: every unfound hider accrues a hidden tick; the half's hunt clock advances. */
function accrueScore(sim: Sim): void {
  const s = sim.s;
  if (s.act !== 'hunt') return;
  s.huntPlayed[s.half]++;
  for (let k = 0; k < SEATS; k++) if (hidesIn(k, s.half) && s.cogs[k].state !== COG_FOUND) s.hiddenTicks[k]++;
}

/** An invariant that no legal tick can break, or null when all hold. */
export function checkInvariants(sim: Sim): string | null {
  const s = sim.s;
  for (let k = 0; k < SEATS; k++) {
    const c = s.cogs[k];
    if (c.x < 0 || c.y < 0 || c.x >= VAULT.width * 256 || c.y >= VAULT.height * 256) return `cog ${k} outside the floor`;
    if (s.hiddenTicks[k] < 0 || s.locksUsed[k] < 0 || s.locksUsed[k] > K.locksPerHalf) return `counter out of range for seat ${k}`;
  }
  for (let i = 0; i < s.crates.length && sim.cratesChanged; i++) {
    const cr = s.crates[i];
    if (cr.state === CRATE_BROKEN) continue;
    for (const w of VAULT.walls) if (cr.x - 24 < w.x + w.w && w.x < cr.x + 24 && cr.y - 24 < w.y + w.h && w.y < cr.y + 24) return `crate C${i} inside a wall`;
  }
  return null;
}

/**
 * Runs one tick. `ctrl` holds the 24 control bytes: filled by `compile` (live play) or read
 * from a replay (compile null). Returns false when the match is (now) over.
 */
export function stepTick(sim: Sim, ctrl: Int8Array, compile: ControlCompiler | null): boolean {
  const s = sim.s;
  if (s.end) return false;
  phaseClock(sim); //                                                   1. phase clock, half reset
  if (compile) compile(sim, ctrl); //                                   2.+3. frozen seats, control compile
  quantise(sim, ctrl); //                                               4. quantise (the determinism boundary)
  if (sim.logLen + SEATS * CTRL_BYTES > sim.log.length) { const g = new Uint8Array(sim.log.length * 2); g.set(sim.log); sim.log = g; }
  for (let i = 0; i < SEATS * CTRL_BYTES; i++) sim.log[sim.logLen + i] = ctrl[i] & 255;
  sim.logLen += SEATS * CTRL_BYTES;
  applyAim(sim, ctrl); //                                               5. aim
  moveCogs(sim, ctrl); //                                               6. motion
  resolveCrates(sim, ctrl); //                                          7. crates
  lockAndPry(sim, ctrl); //                                             8. lock and pry
  sim.cratesChanged = sim.occDirty;
  if (sim.occDirty) { rebakeOcclusion(sim.occ, s.crates, sim.doorShut); sim.occDirty = false; } // 9. occlusion rebake
  if (s.act === 'hunt') runSight(sim); //                               10. lanterns and sight
  runDetection(sim); //                                                 11. detection
  accrueScore(sim); //                                                  12. score accrual
  if (s.act === 'hunt') updateHeartbeat(sim); //                        13. heartbeat and sound decay
  decayRings(sim);
  s.tick++;
  if (s.tick % K.keyframeEvery === 0) s.keyframes.push(makeKeyframe(s)); // 14. keyframe
  actEnds(sim); //                                                      15. act / half / match end
  if (s.tick % K.keyframeEvery === 0 && s.keyframes[s.keyframes.length - 1].tick !== s.tick) s.keyframes.push(makeKeyframe(s));
  const bad = checkInvariants(sim);
  if (bad !== null && s.end === null) {
    s.end = { reason: 'fault', endRule: 'sim_fault', detail: bad };
    s.act = 'over';
    emit(sim, 'end', { reason: 'fault', end_rule: 'sim_fault', detail: bad });
  }
  return s.end === null;
}

