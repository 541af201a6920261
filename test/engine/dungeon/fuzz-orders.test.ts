// 100,000 fuzzed orders to the Dungeon: no throw (the probe found 98 in 100k, on {"kind":{"toString":1}}),
// every error one clean line of at most 200 characters, no state changed.
import { describe, expect, it } from 'vitest';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import { dungeonTarget } from '../fuzz-games.ts';
import { expectCleanFuzz, fuzzGame } from '../fuzz-orders.ts';

describe('Dungeon orders under fuzz', () => {
  it('100,000 fuzzed orders: no throw, one bounded clean line per error, no state changed', () => {
    const t = dungeonTarget();
    const r = fuzzGame(t.game, t.states, t.seats, t.vocab, 100_000, 0xd00);
    expectCleanFuzz(r);
  }, 60_000);

  it('an order kind with an odd toString is refused, not thrown', () => {
    const s = DUNGEON.setup('race', 'odd', { players: 2 });
    const r = DUNGEON.parseOrder(s, 0, JSON.parse('{"kind":{"toString":1}}'));
    expect(r).toEqual({ ok: false, error: 'unknown order kind "{…}": orders are move NNEE (1 to 8 steps of N, E, S, W), exit, treasure, wait' });
    expect(DUNGEON.parseOrder(s, 0, { kind: ['move'], steps: [{ toString: 1 }] }).ok).toBe(false);
  });

  it('quotes "a\\nb" and an escape sequence escaped, never raw', () => {
    const s = DUNGEON.setup('race', 'odd', { players: 2 });
    expect(DUNGEON.parseOrder(s, 0, 'a\nb')).toEqual({ ok: false, error: 'unknown order "a": orders are move NNEE (1 to 8 steps of N, E, S, W), exit, treasure, wait' });
    expect(DUNGEON.parseOrder(s, 0, { kind: 'a\nb' })).toEqual({ ok: false, error: 'unknown order kind "a\\nb": orders are move NNEE (1 to 8 steps of N, E, S, W), exit, treasure, wait' });
    expect(DUNGEON.parseOrder(s, 0, 'move \u001b[2J')).toEqual({ ok: false, error: '"\\u001b" is not a step: steps are N, E, S, W (for example move NNEE)' });
    expect(DUNGEON.parseOrder(s, 0, '\u001b[2J')).toEqual({ ok: false, error: 'unknown order "\\u001b[2J": orders are move NNEE (1 to 8 steps of N, E, S, W), exit, treasure, wait' });
  });
});
