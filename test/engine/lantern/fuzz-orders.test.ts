// 100,000 fuzzed orders to Lantern (text and JSON, the hostile cases first): no throw, every
// error one clean line of at most 200 characters, every accepted order described cleanly, no state
// changed. And a `say` never carries a control character to other people's screens.
import { describe, expect, it } from 'vitest';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { setupLantern } from '../../../engine/lantern/match.ts';
import { repairOrder } from '../../../engine/lantern/orders.ts';
import { lanternTarget } from '../fuzz-games.ts';
import { expectCleanFuzz, fuzzGame } from '../fuzz-orders.ts';

describe('Lantern orders under fuzz', () => {
  it('100,000 fuzzed orders: no throw, one bounded clean line per error, no state changed', () => {
    const t = lanternTarget();
    const r = fuzzGame(t.game, t.states, t.seats, t.vocab, 100_000, 0x1a7e);
    expectCleanFuzz(r);
  }, 60_000);

  it('a say loses its escape sequences, bells and line breaks, in text, structured and machine orders', () => {
    const s = setupLantern('lantern-test', 2);
    const text = LANTERN.parseOrder(s, 0, 'wait say "\u001b[2Jhi\u0007 there\u0000"');
    expect(text).toMatchObject({ ok: true, value: { say: '[2Jhi there' } });
    const typed = LANTERN.parseOrder(s, 0, { intent: 'wait', say: 'a\nb\u001b]0;pwned\u0007' });
    expect(typed).toMatchObject({ ok: true, value: { say: 'a b]0;pwned' } });
    expect(repairOrder(s, 0, { intent: 'wait', say: '\u001b[31m' + 'x'.repeat(100) }).say).toBe('[31m' + 'x'.repeat(28));
    if (!typed.ok) throw new Error(typed.error);
    expect(LANTERN.describeOrder(typed.value)).toBe('wait say "a b]0;pwned"');
  });

  it('a say longer than 32 characters is refused in one line, not cut', () => {
    const s = setupLantern('lantern-test', 2);
    expect(LANTERN.parseOrder(s, 0, { intent: 'wait', say: 'y'.repeat(33) })).toEqual({ ok: false, error: 'say is at most 32 characters' });
    expect(LANTERN.parseOrder(s, 0, `wait say ${'y'.repeat(10_000)}`)).toEqual({ ok: false, error: 'say is at most 32 characters' });
  });

  it('quotes an escaped, bounded excerpt of a bad word', () => {
    const s = setupLantern('lantern-test', 2);
    expect(LANTERN.parseOrder(s, 0, '\u001b[2J')).toEqual({ ok: false, error: 'unknown order "\\u001b[2J": orders are push, lock, hide, flee, scout, wait' });
    const long = LANTERN.parseOrder(s, 0, 'x'.repeat(10_000));
    expect(long).toEqual({ ok: false, error: `unknown order "${'x'.repeat(20)}…": orders are push, lock, hide, flee, scout, wait` });
  });
});
