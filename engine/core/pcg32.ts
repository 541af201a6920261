// PCG32 (XSH RR, 64-bit state) in 32-bit halves so it runs on plain JS numbers and its whole
// state is four uint32 words that live inside a game state and serialise with it.

/** The whole generator state: [stateHi, stateLo, incHi, incLo], all uint32. */
export type Pcg32State = [number, number, number, number];

const MUL_HI = 0x5851f42d;
const MUL_LO = 0x4c957f2d; // 6364136223846793005 = 0x5851F42D4C957F2D

/** Low 64 bits of (aHi:aLo) * (bHi:bLo) + (cHi:cLo), returned as [hi, lo]. */
function mulAdd64(aHi: number, aLo: number, bHi: number, bLo: number, cHi: number, cLo: number): [number, number] {
  // 32x32 -> 64 for aLo*bLo via 16-bit limbs.
  const a0 = aLo & 0xffff, a1 = aLo >>> 16, b0 = bLo & 0xffff, b1 = bLo >>> 16;
  const p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const mid = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  let lo = ((mid & 0xffff) << 16 | (p00 & 0xffff)) >>> 0;
  let hi = (p11 + (p01 >>> 16) + (p10 >>> 16) + (mid >>> 16)) >>> 0;
  hi = (hi + Math.imul(aHi, bLo) + Math.imul(aLo, bHi)) >>> 0;
  const sumLo = lo + cLo;
  lo = sumLo >>> 0;
  hi = (hi + cHi + (sumLo > 0xffffffff ? 1 : 0)) >>> 0;
  return [hi, lo];
}

/** One LCG step of the state in place. */
function step(s: Pcg32State): void {
  const [hi, lo] = mulAdd64(s[0], s[1], MUL_HI, MUL_LO, s[2], s[3]);
  s[0] = hi;
  s[1] = lo;
}

/** pcg32_srandom_r's steps for a 64-bit seed and a ready increment (hi/lo words). */
function seeded(seedHi: number, seedLo: number, incHi: number, incLo: number): Pcg32State {
  const s: Pcg32State = [0, 0, incHi, incLo];
  step(s);
  const sumLo = s[1] + seedLo;
  s[1] = sumLo >>> 0;
  s[0] = (s[0] + seedHi + (sumLo > 0xffffffff ? 1 : 0)) >>> 0;
  step(s);
  return s;
}

/** Seeds a generator the way pcg32_srandom_r does, from a 64-bit seed and a stream id (each as hi/lo words or a safe integer). */
export function pcgSeed(seed: number, stream = 0): Pcg32State {
  const seedHi = Math.floor(seed / 0x100000000) >>> 0, seedLo = seed >>> 0;
  const seqHi = Math.floor(stream / 0x100000000) >>> 0, seqLo = stream >>> 0;
  // inc = (initseq << 1) | 1
  const incHi = ((seqHi << 1) | (seqLo >>> 31)) >>> 0;
  const incLo = ((seqLo << 1) | 1) >>> 0;
  return seeded(seedHi, seedLo, incHi, incLo);
}

/** Next uint32 from the generator, advancing it in place. */
export function pcgNext(s: Pcg32State): number {
  const oldHi = s[0], oldLo = s[1];
  step(s);
  // xorshifted = ((old >> 18) ^ old) >> 27, truncated to 32 bits
  const shHi = oldHi >>> 18;
  const shLo = ((oldLo >>> 18) | (oldHi << 14)) >>> 0;
  const xHi = (shHi ^ oldHi) >>> 0;
  const xLo = (shLo ^ oldLo) >>> 0;
  const xorshifted = ((xLo >>> 27) | (xHi << 5)) >>> 0;
  const rot = oldHi >>> 27;
  return ((xorshifted >>> rot) | (xorshifted << ((32 - rot) & 31))) >>> 0;
}

/** Uniform integer in [0, bound) without modulo bias (pcg32_boundedrand_r). */
export function pcgBelow(s: Pcg32State, bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 0x100000000) throw new RangeError(`pcgBelow bound must be 1..2^32, got ${bound}`);
  const threshold = (0x100000000 - bound) % bound;
  for (;;) {
    const r = pcgNext(s);
    if (r >= threshold) return r % bound;
  }
}

/** Uniform integer in [lo, hi] inclusive. */
export function pcgRange(s: Pcg32State, lo: number, hi: number): number {
  return lo + pcgBelow(s, hi - lo + 1);
}

/** A copy of a generator state (generators are plain arrays so they travel inside game states). */
export function pcgClone(s: Pcg32State): Pcg32State {
  return [s[0], s[1], s[2], s[3]];
}

// 1442695040888963407 = 0x14057B7EF767814F: the original Lantern adds this to the usual odd
// increment ((stream << 1) | 1), which leaves an even increment. Kept as the original has it.
const LANTERN_INC_HI = 0x14057b7e;
const LANTERN_INC_LO = 0xf767814f;

/**
 * Seeds a generator the way the original Lantern (Metta-AI/cogame-lantern) does: increment
 * ((stream << 1) | 1) + 1442695040888963407 (even for stream 0), then the pcg32_srandom_r steps.
 * `seed` is an integer taken as its 64-bit two's complement.
 */
export function pcgSeedLantern(seed: number, stream = 0): Pcg32State {
  const seedLo = seed >>> 0;
  const seedHi = Math.floor(seed / 0x100000000) >>> 0; // two's complement high word for negatives too
  const baseLo = ((stream << 1) | 1) >>> 0;
  const lo = baseLo + LANTERN_INC_LO;
  const incLo = lo >>> 0;
  const incHi = (LANTERN_INC_HI + (lo > 0xffffffff ? 1 : 0)) >>> 0;
  return seeded(seedHi, seedLo, incHi, incLo);
}

/** The original Lantern's bounded draw: a plain modulo of one output; span ≤ 0 gives 0 and draws nothing. */
export function pcgMod(s: Pcg32State, span: number): number {
  if (span <= 0) return 0;
  return pcgNext(s) % span;
}

/** The original Lantern's jitter: pcgMod(2a + 1) − a, so −a..a; a ≤ 0 gives 0 and draws nothing. */
export function pcgJitter(s: Pcg32State, a: number): number {
  if (a <= 0) return 0;
  return pcgMod(s, 2 * a + 1) - a;
}
