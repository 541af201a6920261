// Sound rings: footstep, crate push and crate break, with PCG32 jitter; who hears them; decay.
import { pcgRange } from '../core/pcg32.ts';
import { K, SOUND } from './constants.ts';
import { emit, type Sim } from './sim.ts';
import type { Ring, SoundKind } from './types.ts';

/** Adds a ring at a true origin (px); the heard point is jittered from the match's PCG32 stream. */
export function addRing(sim: Sim, kind: SoundKind, ox: number, oy: number, crate = -1): Ring {
  const spec = SOUND[kind];
  const x = ox + pcgRange(sim.s.rng, -spec.jitter, spec.jitter);
  const y = oy + pcgRange(sim.s.rng, -spec.jitter, spec.jitter);
  const ring: Ring = { kind, ox, oy, x, y, r: spec.r, born: sim.s.tick, crate };
  sim.s.rings.push(ring);
  emit(sim, 'sound', { kind, x, y, r: spec.r });
  return ring;
}

/** Whether a listener at (x, y) px is within earshot of a ring (its true origin). */
export function hears(ring: Ring, x: number, y: number): boolean {
  const dx = ring.ox - x, dy = ring.oy - y;
  return dx * dx + dy * dy <= ring.r * ring.r;
}

/** Whether a role hears a kind: seekers hear everything, hiders only breaks. */
export function roleHears(kind: SoundKind, seeker: boolean): boolean {
  return seeker || kind === 'break';
}

/** Drops rings older than their 24-tick life. */
export function decayRings(sim: Sim): void {
  const rings = sim.s.rings;
  let w = 0;
  for (let i = 0; i < rings.length; i++) if (sim.s.tick + 1 - rings[i].born < K.ringLife) rings[w++] = rings[i];
  rings.length = w;
}
