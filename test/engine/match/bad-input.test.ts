// Bad input at the match service: whatever a game's parser does with it (even throw, or answer
// with a 10 kB message holding escape sequences), the player gets a MatchError `bad-order` of
// one clean line, nothing is stored; and display names reach the games and the lobby clean.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../engine/core/game.ts';
import { pcgSeed } from '../../../engine/core/pcg32.ts';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { MatchError, MatchService } from '../../../engine/match/service.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import { dungeonTarget } from '../fuzz-games.ts';
import { fuzzInput, NAMED_CASES } from '../fuzz-orders.ts';
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

  it('3,000 fuzzed Dungeon orders through submitOrder: each is taken or refused with a MatchError bad-order of one clean line', async () => {
    const store = new MemoryStore();
    const service = new MatchService({ store, clock: () => 1_700_000_000_000, ids: seededIds(3), games: { dungeon: DUNGEON } });
    const { matchId } = await service.createMatch({ game: 'dungeon', ruleset: 'race', host: ADA, seed: 'fuzz-svc', bots: 1, options: { players: 2 } });
    await service.start(matchId, ADA.id);
    const r = pcgSeed(99, 1), vocab = dungeonTarget().vocab;
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const input = i < NAMED_CASES.length ? NAMED_CASES[i] : fuzzInput(r, vocab);
      const err = await service.submitOrder(matchId, ADA.id, input).then(() => null, (e: unknown) => e);
      if (err === null) continue;
      refused++;
      expect(err).toBeInstanceOf(MatchError);
      expect((err as MatchError).code).toBe('bad-order');
      expect((err as MatchError).message.length).toBeLessThanOrEqual(200);
      expect((err as MatchError).message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    expect(refused).toBeGreaterThan(2000);
  }, 60_000);
});
