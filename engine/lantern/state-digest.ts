// The state digest: FNV-1a 32 over every cog's position, velocity, aim and state, every crate's
// position and state, the hidden-tick counters, the phase clock and the tick; and keyframes.
import { Fnv32 } from '../core/digest.ts';
import { phaseOf } from './clock.ts';
import { turnOfTick } from './sim.ts';
import type { Keyframe, LanternState } from './types.ts';

const ACT_CODE = { build: 0, hunt: 1, over: 2 } as const;

/** The 8-hex-digit digest of a state. */
export function stateDigest(s: LanternState): string {
  const h = new Fnv32();
  for (const c of s.cogs) h.i32(c.x).i32(c.y).i32(c.vx).i32(c.vy).u8(c.aim).u8(c.state);
  for (const c of s.crates) h.i32(c.x).i32(c.y).u8(c.state);
  for (const t of s.hiddenTicks) h.i32(t);
  const p = phaseOf(s, s.tick);
  h.u8(s.half).u8(ACT_CODE[s.act]).i32(turnOfTick(s, s.tick)).i32(p.actTick);
  return h.i32(s.tick).hex();
}

/** A keyframe of the state as it stands. */
export function makeKeyframe(s: LanternState): Keyframe {
  const seekers: number[] = [];
  for (let k = 0; k < 6; k++) if ((k & 1) !== s.half) seekers.push(s.heartbeat[k]);
  return {
    tick: s.tick,
    digest: stateDigest(s),
    cogs: s.cogs.map((c) => [c.x >> 8, c.y >> 8, c.aim, c.state]),
    crates: s.crates.map((c) => [c.x, c.y, c.state]),
    heartbeat: seekers,
    hidden: s.hiddenTicks.slice(),
  };
}
