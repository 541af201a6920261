// The dungeon's randomness, as the original game makes it (FORMAT.md §1).
// - The seeded float stream: draw n is the first 4 big-endian bytes of sha256(seed followed by the
//   decimal n), divided by 2^32. Generation uses it first (decoration, treasure), then the
//   monster's wandering; the state keeps the count of draws taken.
// - The digger's integer seed: the seed's hex characters, the first 13 of them, as base 16.
// - The digger's own generator: Alea (Johannes Baagøe, MIT) with ROT.js's seeding maths (BSD).
import { sha256Hex, sha256Uint32 } from '../core/sha256.ts';

export { sha256Hex };

/** Draw number n of a seed's stream, in [0, 1). */
export function seedDraw(seed: string, n: number): number {
  return sha256Uint32(seed + String(n)) / 0x100000000;
}

/** A cursor over a seed's stream. */
export class DrawStream {
  constructor(readonly seed: string, public count = 0) {}

  /** The next draw in [0, 1). */
  next(): number {
    return seedDraw(this.seed, this.count++);
  }
}

/** The digger's integer seed: every non-hex character removed, the first 13 left read as base 16; 1 when none is left or the value is not positive. */
export function seedInt(seed: string): number {
  const hex = seed.replace(/[^0-9a-fA-F]/g, '').slice(0, 13) || '1';
  const n = parseInt(hex, 16);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

const FRAC = 2 ** -32;

/** ROT.js's RNG: Alea with ROT's seeding (the float seed itself feeds the LCG, so seeds above 2^32 keep their high bits there). */
export class Alea {
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private c = 1;

  constructor(seed: number) {
    let s = seed < 1 ? 1 / seed : seed;
    this.s0 = (s >>> 0) * FRAC;
    s = (s * 69069 + 1) >>> 0;
    this.s1 = s * FRAC;
    s = (s * 69069 + 1) >>> 0;
    this.s2 = s * FRAC;
    this.c = 1;
  }

  /** The next value in [0, 1). */
  uniform(): number {
    const t = 2091639 * this.s0 + this.c * FRAC;
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    this.s2 = t - this.c;
    return this.s2;
  }

  /** An integer in [lo, hi] (the bounds in either order). */
  int(lo: number, hi: number): number {
    const max = Math.max(lo, hi), min = Math.min(lo, hi);
    return Math.floor(this.uniform() * (max - min + 1)) + min;
  }
}
