// Step 1 and step 15 as the original has them: the phase clock (half, act, turn from the tick), the
// exact half reset at a half boundary followed by the keyframe, and the act / half / match ends.
// A hunt act in which every hider is found is announced as ended but keeps ticking to its end.
import { VAULT } from './map.ts';
import { phaseOf } from './phase.ts';
import { halfTicks } from './rulesets.ts';
import { aliasOf, emit, hidesIn, rebake, teamSlot, totalTicks, type Sim } from './sim.ts';
import { makeKeyframe } from './state-digest.ts';
import { COG_ACTIVE, COG_CRAWLING, COG_FOUND, COG_FROZEN, CRATE_LOOSE, type Act, type Cog, type Crate, type LanternState } from './types.ts';

// phaseOf lives in phase.ts, so state-digest.ts reads it without a circle through this file.
export { phaseOf };

/** A cog at a spawn point as the original places it: hiders aim 192, seekers 64; nothing else carried. */
export function spawnCog(x: number, y: number, hider: boolean): Cog {
  return {
    x: x * 256, y: y * 256, vx: 0, vy: 0, aim: hider ? 192 : 64, state: COG_ACTIVE, crawling: false, found: false,
    lockTarget: -1, lockProgress: 0, pryTarget: -1, pryProgress: 0, progress: 0, progressCrate: -1,
    lastStep: -24, litStreak: 0, litBy: -1, lastLitX: 0, lastLitY: 0, lastLitTick: -1,
    unstickRot: 0, unstickX: x * 256, unstickY: y * 256, unstickTick: 0, tx: x, ty: y, memo: [0, 0, 0, 0],
  };
}

/** A copy of a cog built with the same literal as spawnCog, so every cog shares one shape (fast property access). */
export function copyCog(c: Cog): Cog {
  return {
    x: c.x, y: c.y, vx: c.vx, vy: c.vy, aim: c.aim, state: c.state, crawling: c.crawling, found: c.found,
    lockTarget: c.lockTarget, lockProgress: c.lockProgress, pryTarget: c.pryTarget, pryProgress: c.pryProgress, progress: c.progress, progressCrate: c.progressCrate,
    lastStep: c.lastStep, litStreak: c.litStreak, litBy: c.litBy, lastLitX: c.lastLitX, lastLitY: c.lastLitY, lastLitTick: c.lastLitTick,
    unstickRot: c.unstickRot, unstickX: c.unstickX, unstickY: c.unstickY, unstickTick: c.unstickTick, tx: c.tx, ty: c.ty, memo: c.memo.slice(),
  };
}

/** A crate with the one shape every crate has. */
export function makeCrate(x: number, y: number, state: number, lastPushRing: number, lastPusher: number): Crate {
  return { x, y, state, lastPushRing, lastPusher };
}

/** The state code a viewer (and the keyframe `cogs` array) gets: only a seeker is frozen in a build act. */
export function cogCode(c: Cog, frozen: boolean): number {
  return c.found ? COG_FOUND : frozen ? COG_FROZEN : c.crawling ? COG_CRAWLING : COG_ACTIVE;
}

/** Refreshes every cog's state code for the act of the current tick. */
export function refreshCodes(s: LanternState): void {
  const L = halfTicks(s.ruleset);
  const build = s.tick < 2 * L && s.tick % L < s.ruleset.buildTicks;
  for (let k = 0; k < 6; k++) s.cogs[k].state = cogCode(s.cogs[k], build && (k & 1) !== s.half);
}

/** The exact half reset: crates to their authored starts, cogs to their spawns, the door solid; only scores carry. */
export function placeHalf(s: LanternState, half: number): void {
  s.half = half;
  s.act = 'build';
  s.doorSolid = true;
  s.crates = VAULT.crateStarts.map(([x, y]) => makeCrate(x, y, CRATE_LOOSE, -12, -1));
  let hiders = 0, seekers = 0;
  for (let k = 0; k < 6; k++) {
    const hider = hidesIn(k, half);
    const [x, y] = hider ? VAULT.hiderSpawns[hiders++ % VAULT.hiderSpawns.length] : VAULT.seekerSpawns[seekers++ % VAULT.seekerSpawns.length];
    s.cogs[k] = spawnCog(x, y, hider);
    s.locksUsed[k] = 0;
    s.heartbeat[k] = 0;
  }
  s.rings = [];
  s.found = [];
  refreshCodes(s);
}

/** Whether `tick` starts a half after the first (the original resets there, before the keyframe). */
function isHalfBoundary(s: LanternState, tick: number): boolean {
  const L = halfTicks(s.ruleset);
  return tick > 0 && tick % L === 0 && tick < totalTicks(s);
}

/**
 * Step 1, run before a tick's controls are made or read: the half reset at a half boundary, then
 * the keyframe on every 24th tick. Safe to call again for the same tick (it then does nothing).
 */
export function prepareTick(sim: Sim): void {
  const s = sim.s;
  if (s.end || s.tick >= totalTicks(s)) return;
  const next = Math.trunc(s.tick / halfTicks(s.ruleset));
  if (isHalfBoundary(s, s.tick) && s.half !== next) {
    emit(sim, 'half_end', { half: s.half + 1, found: s.found.map((f) => aliasOf(f.seat)) });
    placeHalf(s, next);
    sim.litTick = -1;
    rebake(sim);
    emit(sim, 'half_start', { half: next + 1, hiding: next === 0 ? 'moth' : 'owl' });
    emit(sim, 'act_start', { act: 'build', half: next + 1 });
  }
  const last = s.keyframes[s.keyframes.length - 1];
  if (s.tick % 24 === 0 && (!last || last.tick !== s.tick)) s.keyframes.push(makeKeyframe(s));
}

/** Whether every hider of the current half has been found. */
export function allFound(s: LanternState): boolean {
  for (let k = 0; k < 6; k++) if (hidesIn(k, s.half) && !s.cogs[k].found) return false;
  return true;
}

/** Step 15 for the tick just applied (`act` is that tick's act): act, half and match ends; then the tick advances. */
export function endOfTick(sim: Sim, act: Act): void {
  const s = sim.s;
  const L = halfTicks(s.ruleset), next = s.tick + 1;
  if (act === 'build' && next % L === s.ruleset.buildTicks) {
    emit(sim, 'act_end', { act: 'build', half: s.half + 1, reason: 'time' });
    emit(sim, 'act_start', { act: 'hunt', half: s.half + 1 });
    s.doorSolid = false;
    rebake(sim);
  }
  if (act === 'hunt' && !s.actEnded[s.half] && allFound(s)) {
    s.actEnded[s.half] = true;
    emit(sim, 'act_end', { act: 'hunt', half: s.half + 1, reason: 'all_found' });
  } else if (act === 'hunt' && next % L === 0 && !s.actEnded[s.half]) {
    s.actEnded[s.half] = true;
    emit(sim, 'act_end', { act: 'hunt', half: s.half + 1, reason: 'time' });
  }
  s.tick = next;
  if (s.tick >= totalTicks(s)) {
    emit(sim, 'half_end', { half: s.half + 1, found: s.found.map((f) => aliasOf(f.seat)) });
    s.act = 'over';
    s.end = { reason: 'complete', endRule: 'full_time' };
  } else {
    s.act = s.tick % L < s.ruleset.buildTicks ? 'build' : 'hunt';
  }
  refreshCodes(s);
}

/** The caught-pen spot of a found hider (the original spaces them 24 px apart by team index). */
export function penSpot(seat: number): [number, number] {
  return [VAULT.caughtPen[0] + 24 * teamSlot(seat), VAULT.caughtPen[1]];
}
