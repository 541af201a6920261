import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256Uint32 } from '../../../engine/core/sha256.ts';

const node = (t: string): string => createHash('sha256').update(t).digest('hex');

describe('engine/core/sha256 (pure) equals node:crypto', () => {
  const samples = [
    '', 'a', 'abc', 'seed-00', 'seed-0:1:0', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(63), 'x'.repeat(64), 'x'.repeat(119),
    'y'.repeat(10_000), 'héllo wörld', '日本語のシード', '🗝️🐉 emoji', 'lone \ud800 surrogate', 'tail \udc00', 'end \ud83d',
  ];
  it.each(samples.map((s) => [s.length > 40 ? `${s.slice(0, 12)}…(${s.length})` : JSON.stringify(s), s]))('hashes %s to the same hex as node:crypto', (_n, s) => {
    expect(sha256Hex(s)).toBe(node(s));
  });
  it('gives the first four digest bytes as a big-endian uint32', () => {
    for (let k = 0; k < 200; k++) {
      const t = `seed-${k}${k * 7}`;
      expect(sha256Uint32(t)).toBe(parseInt(node(t).slice(0, 8), 16));
    }
  });
  it('agrees on 500 pseudo-random strings of mixed scripts and lengths', () => {
    let x = 12345;
    for (let i = 0; i < 500; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const len = x % 300;
      let s = '';
      for (let j = 0; j < len; j++) { x = (x * 1103515245 + 12345) >>> 0; s += String.fromCharCode(x % 3 === 0 ? 32 + (x % 90) : x % 3 === 1 ? 0xa0 + (x % 2000) : 0x4e00 + (x % 500)); }
      expect(sha256Hex(s)).toBe(node(s));
    }
  });
});
