import { describe, expect, it } from 'vitest';
import { pcgBelow, pcgClone, pcgNext, pcgSeed } from '../../../engine/core/pcg32.ts';

describe('pcg32', () => {
  it('matches the reference pcg32 output for seed 42, stream 54', () => {
    // From the PCG reference demo (pcg32-demo.c): pcg32_srandom_r(&rng, 42u, 54u).
    const s = pcgSeed(42, 54);
    const got = Array.from({ length: 6 }, () => pcgNext(s).toString(16).padStart(8, '0'));
    expect(got).toEqual(['a15c02b7', '7b47f409', 'ba1d3330', '83d2f293', 'bfa4784b', 'cbed606e']);
  });

  it('a cloned state continues identically and independently', () => {
    const a = pcgSeed(7, 1);
    pcgNext(a);
    const b = pcgClone(a);
    expect(pcgNext(a)).toBe(pcgNext(b));
    pcgNext(a);
    expect(a).not.toEqual(b);
  });

  it('bounded draws stay in range', () => {
    const s = pcgSeed(1, 2);
    for (let i = 0; i < 1000; i++) {
      const v = pcgBelow(s, 13);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(13);
    }
  });
});

describe('pcg32 against a BigInt reference', () => {
  function reference(seed: bigint, stream: bigint, n: number): number[] {
    const M = (1n << 64n) - 1n;
    let state = 0n;
    const inc = ((stream << 1n) | 1n) & M;
    const stepRef = () => { state = (state * 6364136223846793005n + inc) & M; };
    const next = () => {
      const old = state;
      stepRef();
      const x = Number((((old >> 18n) ^ old) >> 27n) & 0xffffffffn);
      const rot = Number(old >> 59n);
      return ((x >>> rot) | (x << ((32 - rot) & 31))) >>> 0;
    };
    stepRef();
    state = (state + seed) & M;
    stepRef();
    return Array.from({ length: n }, next);
  }

  it('agrees with 64-bit arithmetic for many seeds and streams', () => {
    for (const [seed, stream] of [[0, 0], [1, 0], [42, 54], [0xffffffff, 7], [2 ** 40 + 3, 2 ** 33 + 5], [123456789, 987654321]]) {
      const s = pcgSeed(seed, stream);
      const got = Array.from({ length: 50 }, () => pcgNext(s));
      expect(got).toEqual(reference(BigInt(seed), BigInt(stream), 50));
    }
  });
});
