// Bad input at the match service: whatever a game's parser does with it (even throw, or answer
// with a 10 kB message holding escape sequences), the player gets a MatchError `bad-order` of
// one clean line, nothing is stored; and display names reach the games and the lobby clean.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../engine/core/game.ts';
import { MatchError } from '../../../engine/match/service.ts';
import { ADA, BO, CY, harness } from './harness.ts';
import { countGame, type CountState } from './fixtures/count-game.ts';

const careless: Game<CountState, number, unknown> = {
  ...countGame,
  parseOrder: (s, seat, input) => {
    if (input && typeof input === 'object') return { ok: false, error: `bad ${String((input as { kind: unknown }).kind)}` };
    if (input === 'loud') return { ok: false, error: `no\n\u001b[2J${'x'.repeat(10_000)}` };
    return countGame.parseOrder(s, seat, input);
  },
};

async function started(h: ReturnType<typeof harness>, names = [ADA, BO, CY]): Promise<string> {
  const { matchId, code } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: names[0] });
  for (const p of names.slice(1)) await h.service.join(code, p);
  await h.service.start(matchId, names[0].id);
  return matchId;
}

describe('bad input at the match service', () => {
  it('a parser that throws on {"kind":{"toString":1}} gives a MatchError bad-order, not a TypeError, and stores nothing', async () => {
    const h = harness({ game: careless });
    const id = await started(h);
    const err = await h.service.submitOrder(id, ADA.id, JSON.parse('{"kind":{"toString":1}}')).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(MatchError);
    expect((err as MatchError).code).toBe('bad-order');
    expect((err as MatchError).message).toMatch(/^that order could not be read/);
    expect((await h.store.getOrders(id)).size).toBe(0);
  });

  it('a parser\'s long, multi-line error reaches the player as one clean line of at most 200 characters', async () => {
    const h = harness({ game: careless });
    const id = await started(h);
    const err = (await h.service.submitOrder(id, ADA.id, 'loud').then(() => null, (e: unknown) => e)) as MatchError;
    expect(err.code).toBe('bad-order');
    expect(err.message.length).toBeLessThanOrEqual(200);
    expect(err.message).not.toMatch(/[\u0000-\u001f]/);
    expect(err.message.startsWith('no [2Jxxx')).toBe(true);
  });

  it('display names lose control characters and are cut before other players see them', async () => {
    let names: string[] = [];
    const h = harness({ game: { ...countGame, setup: (r, seed, o) => { names = o?.names ?? []; return countGame.setup(r, seed, o); } } });
    const id = await started(h, [ADA, { id: 'p_evil', name: '\u001b]0;owned\u0007Eve\nline two' + 'e'.repeat(100) }, CY]);
    expect(names[1]).toBe(']0;ownedEve line two' + 'e'.repeat(12));
    const snap = await h.service.snapshot(id);
    expect(snap.seats[1].name).toBe(names[1]);
    const joined = (await h.store.events(id)).map((e) => e.event).find((e) => e.type === 'playerJoined' && e.player === 'p_evil');
    expect(joined?.name).toBe(names[1]);
  });
});
