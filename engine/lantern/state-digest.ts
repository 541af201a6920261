// The original's state digest (FORMAT.md §5): 32-bit FNV-1a over 64-bit little-endian integers —
// the tick; per cog x, y, vx, vy (sub-px), aim, state code, hidden ticks, locks used; per crate
// x, y, state; the door. In it every unfound cog codes "frozen" during a build act. And keyframes.
import { phaseOf } from './phase.ts';
import { COG_CRAWLING, COG_FOUND, COG_FROZEN, type Keyframe, type LanternState } from './types.ts';

const PRIME = 0x01000193;

/** Feeds one integer as 8 little-endian bytes of its 64-bit two's complement. */
function feed(h: number, v: number): number {
  const lo = v | 0; // the values fed are all within ±2^31
  const hi = v < 0 ? 0xff : 0;
  h = Math.imul(h ^ (lo & 255), PRIME);
  h = Math.imul(h ^ ((lo >>> 8) & 255), PRIME);
  h = Math.imul(h ^ ((lo >>> 16) & 255), PRIME);
  h = Math.imul(h ^ ((lo >>> 24) & 255), PRIME);
  for (let i = 0; i < 4; i++) h = Math.imul(h ^ hi, PRIME);
  return h;
}

/** The digest as an unsigned 32-bit number. */
export function stateDigestValue(s: LanternState): number {
  const build = phaseOf(s, s.tick).act === 'build';
  let h = 0x811c9dc5;
  h = feed(h, s.tick);
  for (let k = 0; k < s.cogs.length; k++) {
    const c = s.cogs[k];
    const code = c.found ? COG_FOUND : build ? COG_FROZEN : c.crawling ? COG_CRAWLING : 0;
    h = feed(h, c.x); h = feed(h, c.y); h = feed(h, c.vx); h = feed(h, c.vy); h = feed(h, c.aim);
    h = feed(h, code); h = feed(h, s.hiddenTicks[k]); h = feed(h, s.locksUsed[k]);
  }
  for (const cr of s.crates) { h = feed(h, cr.x); h = feed(h, cr.y); h = feed(h, cr.state); }
  h = feed(h, s.doorSolid ? 1 : 0);
  return h >>> 0;
}

/** The digest as 8 hex digits. */
export function stateDigest(s: LanternState): string {
  return stateDigestValue(s).toString(16).padStart(8, '0');
}

/** A keyframe of the state as it stands (taken at the start of a tick, before its controls). */
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
