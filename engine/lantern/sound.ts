// Sound rings as the original has them: footstep (260 px, ±40), push (420, ±60) and break (900, ±30)
// rings at a point jittered by the episode's one PCG32 stream (x draw, then y draw, each
// range(2a+1) − a) and clamped to the floor. A listener hears a ring when it stands within the
// radius of that jittered point. A ring born on tick t lives through tick t + 23.
import { pcgJitter } from '../core/pcg32.ts';
import { K, SOUND } from './constants.ts';
import { VAULT } from './map.ts';
import { emit, type Sim } from './sim.ts';
import type { Ring, SoundKind } from './types.ts';

/** Adds a ring for a sound made at (ox, oy) px; the ring sits at the jittered point. */
export function addRing(sim: Sim, kind: SoundKind, ox: number, oy: number, crate = -1): Ring {
  const spec = SOUND[kind];
  const jx = ox + pcgJitter(sim.s.rng, spec.jitter);
  const jy = oy + pcgJitter(sim.s.rng, spec.jitter);
  const x = jx < 0 ? 0 : jx > VAULT.width - 1 ? VAULT.width - 1 : jx;
  const y = jy < 0 ? 0 : jy > VAULT.height - 1 ? VAULT.height - 1 : jy;
  const ring: Ring = { kind, ox, oy, x, y, r: spec.r, born: sim.s.tick, crate };
  sim.s.rings.push(ring);
  emit(sim, 'sound', { kind, x, y, r: spec.r });
  return ring;
}

/** Whether a listener at (x, y) px hears a ring: within its radius of the ring's (jittered) point. */
export function hears(ring: Ring, x: number, y: number): boolean {
  const dx = ring.x - x, dy = ring.y - y;
  return dx * dx + dy * dy <= ring.r * ring.r;
}

/** Whether a role hears a kind: seekers hear everything, hiders only breaks. */
export function roleHears(kind: SoundKind, seeker: boolean): boolean {
  return seeker || kind === 'break';
}

/** End of tick: drops rings 24 or more ticks old (the current tick not yet advanced). */
export function decayRings(sim: Sim): void {
  const rings = sim.s.rings;
  let w = 0;
  for (let i = 0; i < rings.length; i++) if (sim.s.tick - rings[i].born < K.ringLife) rings[w++] = rings[i];
  rings.length = w;
}
