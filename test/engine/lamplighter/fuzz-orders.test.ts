// 100,000 fuzzed orders to Lamplighter: no throw, every error one clean line of at most 200
// characters quoting an escaped excerpt (the probe got 10 kB, newlines, ESC and NUL back), no state changed.
import { describe, expect, it } from 'vitest';
import { LAMPLIGHTER } from '../../../engine/lamplighter/index.ts';
import { lamplighterTarget } from '../fuzz-games.ts';
import { expectCleanFuzz, fuzzGame } from '../fuzz-orders.ts';

describe('Lamplighter orders under fuzz', () => {
  it('100,000 fuzzed orders: no throw, one bounded clean line per error, no state changed', () => {
    const t = lamplighterTarget();
    const r = fuzzGame(t.game, t.states, t.seats, t.vocab, 100_000, 0x1a3f);
    expectCleanFuzz(r);
  }, 60_000);

  it('never echoes input verbatim: a 10 kB word, a newline, ESC and NUL come back escaped and cut', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 1);
    const err = (input: unknown) => {
      const p = LAMPLIGHTER.parseOrder(m, 0, input);
      if (p.ok) throw new Error('accepted');
      return p.error;
    };
    expect(err('x'.repeat(10_000))).toBe(`unknown order "${'x'.repeat(24)}…": walk <lamp>, run <lamp>, light, release, wait <seconds>, retreat, buy <reach|stride|wick>`);
    expect(err('walk \u001b[31m')).toBe('unknown lamp \\u001b[31m: lamps are 1–9 (0 or "gate" for the gate lamp)');
    expect(err({ kind: 'a\nb\u0000' })).toMatch(/^unknown order "a\\nb\\u0000": /);
    expect(err({ kind: 'walk', lamp: { toString: 1 } })).toBe('unknown lamp {…}: lamps are 1–9 (0 or "gate" for the gate lamp)');
    expect(err({ kind: 'buy', upgrade: ['wick'] })).toBe('unknown upgrade "[…]": upgrades are reach, stride, wick');
  });
});
