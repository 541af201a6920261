import { describe, expect, it } from 'vitest';
import { bradDelta, ibearing, icos, isin, polar } from '../../../engine/core/trig.ts';
import { isqrt, idiv } from '../../../engine/core/intmath.ts';
import { Fnv32, canonicalJson, digestJson } from '../../../engine/core/digest.ts';

describe('integer trig in brads', () => {
  it('has 0 = east and counter-clockwise on a y-down screen', () => {
    expect(ibearing(10, 0)).toBe(0);
    expect(ibearing(0, -10)).toBe(64); // up the screen
    expect(ibearing(-10, 0)).toBe(128);
    expect(ibearing(0, 10)).toBe(192);
    expect(ibearing(10, -10)).toBe(32);
  });

  it('sin and cos agree with the unit circle at the quarters', () => {
    expect([isin(0), isin(64), isin(128), isin(192)]).toEqual([0, 1024, 0, -1024]);
    expect([icos(0), icos(64), icos(128), icos(192)]).toEqual([1024, 0, -1024, 0]);
  });

  it('bearing inverts polar to within one brad all round the circle', () => {
    for (let b = 0; b < 256; b++) {
      const [dx, dy] = polar(b, 400);
      expect(Math.abs(bradDelta(ibearing(dx, dy), b))).toBeLessThanOrEqual(1);
    }
  });

  it('bradDelta wraps into -128..127', () => {
    expect(bradDelta(2, 250)).toBe(8);
    expect(bradDelta(250, 2)).toBe(-8);
  });
});

describe('integer helpers and digests', () => {
  it('isqrt floors and idiv truncates toward zero', () => {
    expect(isqrt(176400)).toBe(420);
    expect(isqrt(176399)).toBe(419);
    expect(idiv(-7, 2)).toBe(-3);
    expect(() => idiv(1, 0)).toThrow();
  });

  it('FNV-1a 32 of "a" is the published value', () => {
    expect(new Fnv32().u8(0x61).hex()).toBe('e40c292c');
  });

  it('canonical JSON ignores key order', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(digestJson({ x: 1, y: 2 })).toBe(digestJson({ y: 2, x: 1 }));
  });
});
