// Bad input to the live round: unknown rulesets and streets, nonsense controls, a seat that does
// not exist. One-line errors, and nothing changes.
import { describe, expect, it } from 'vitest';
import { LAMPLIGHTER } from '../../../engine/lamplighter/index.ts';
import { createRound } from '../../../engine/lamplighter/round.ts';

describe('bad input to a round', () => {
  it('an unknown ruleset or a malformed street is refused in one line', () => {
    expect(() => createRound({ ruleset: 'lamplighter-octet' })).toThrow(/^unknown ruleset "lamplighter-octet": lamplighter rulesets are lamplighter-solo, lamplighter-duo, lamplighter-trio, lamplighter-live$/);
    expect(() => createRound({ street: { gate: [0, 0], lamps: [[1, Number.NaN]] } })).toThrow('street lamp 1 must be a point [x, y] in metres');
    expect(() => createRound({ street: { gate: [0, 0], lamps: [[4, 0]], poolRadius: 0 } })).toThrow('street poolRadius must be 0.5 to 20 metres');
    expect(() => createRound({ seed: -3 })).toThrow(/^seed must be a whole number/);
  });

  it('nonsense controls move nobody and change nothing but the clock', () => {
    const r = createRound({ pale: false });
    r.tick({ move: [1, 0] });
    const before = JSON.parse(JSON.stringify(r.state));
    r.tick({ move: [Number.NaN, 1] });
    r.tick({ move: [Number.POSITIVE_INFINITY, 0] });
    expect(r.state.players[0].x).toBe(before.players[0].x);
    expect(r.state.players[0].y).toBe(before.players[0].y);
  });

  it('a seat that does not exist is refused in one line', () => {
    const r = createRound();
    expect(() => r.stats(3)).toThrow('no lamplighter in seat 3: seats are 0 to 0');
    expect(() => r.buyUpgrade('wick', 1)).toThrow('no lamplighter in seat 1: seats are 0 to 0');
    const m = LAMPLIGHTER.setup('lamplighter-duo', 1);
    expect(LAMPLIGHTER.parseOrder(m, 2, 'light')).toEqual({ ok: false, error: 'no lamplighter in seat 2: seats are 0–1' });
  });

  it('a match decoded mid-round plays on exactly as the one kept in memory', () => {
    let m = LAMPLIGHTER.setup('lamplighter-solo', 8);
    for (let i = 0; i < 10; i++) m = LAMPLIGHTER.resolveTurn(m, new Map()).state;
    let a = m, b = LAMPLIGHTER.decode(LAMPLIGHTER.encode(m));
    for (let i = 0; i < 15; i++) {
      a = LAMPLIGHTER.resolveTurn(a, new Map()).state;
      b = LAMPLIGHTER.resolveTurn(b, new Map()).state;
    }
    expect(LAMPLIGHTER.digest(b)).toBe(LAMPLIGHTER.digest(a));
  });
});
