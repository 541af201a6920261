// A seeded IdSource (PCG32) for tests and reproducible runs; live processes pass a crypto one (runtime/match-runtime.ts).
import { Fnv32 } from '../core/digest.ts';
import { pcgNext, pcgSeed } from '../core/pcg32.ts';
import type { IdSource } from './types.ts';

/** Ids of 16 base-36 characters drawn from PCG32 seeded with `seed`: the same seed gives the same ids. */
export function seededIds(seed: number | string): IdSource {
  const rng = pcgSeed(typeof seed === 'number' ? seed : Number.parseInt(new Fnv32().str(seed).hex(), 16), 0x1d5);
  return {
    next(): string {
      let out = '';
      while (out.length < 16) out += pcgNext(rng).toString(36).padStart(7, '0').slice(-7);
      return out.slice(0, 16);
    },
  };
}
