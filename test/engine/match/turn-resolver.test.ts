// Turn resolution: bot-only chains, exactly once under racing resolvers, claims that expire,
// archive and leaderboard, views, TurnContext.elapsedMs.
import { describe, expect, it } from 'vitest';
import type { Game, TurnContext } from '../../../engine/core/game.ts';
import { countGame, type CountState } from './fixtures/count-game.ts';
import { SPECTATOR, asPlayer } from '../../../engine/match/types.ts';
import { ADA, BO, CY, eventTypes, harness, runningMatch } from './harness.ts';

async function botMatch(h: ReturnType<typeof harness>, ruleset = 'count-short', seed = 's1'): Promise<string> {
  const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset, host: ADA, bots: 'all', seed });
  await h.service.start(matchId, ADA.id);
  return matchId;
}

describe('turn resolution', () => {
  it('plays a bot-only match to the end in one claim, with one turnResolved per turn', async () => {
    const h = harness();
    const id = await botMatch(h);
    const r = await h.resolver.resolveMatch(id, 'proc-a');
    expect(r).toEqual({ turns: 5, finished: true, busy: false });
    const types = await eventTypes(h.store, id);
    expect(types.filter((t) => t === 'turnResolved')).toHaveLength(5);
    expect(types.at(-1)).toBe('matchFinished');
    const turns = (await h.store.events(id)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn);
    expect(turns).toEqual([0, 1, 2, 3, 4]);
    const snap = await h.service.snapshot(id);
    expect(snap.status).toBe('finished');
    expect(snap.results?.reason).toBe('complete');
    expect(await h.resolver.due(10)).toEqual([]);
    expect(await h.service.listMatches()).toEqual([]);
  });

  it('resolves each turn once when several resolvers race over the same matches', async () => {
    const h = harness();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => botMatch(h, 'count-long', `race-${i}`)));
    await Promise.all(['a', 'b', 'c'].map(async (p) => {
      for (let i = 0; i < 400; i++) {
        const due = await h.resolver.due(100);
        if (due.length === 0) break;
        for (const id of due) await h.resolver.resolveMatch(id, `proc-${p}`, () => Math.random() < 0.2);
      }
    }));
    for (const id of ids) {
      const turns = (await h.store.events(id)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn);
      expect(turns).toEqual(Array.from({ length: 40 }, (_, t) => t));
      expect((await h.service.snapshot(id)).status).toBe('finished');
    }
  });

  it('gives the same final state as an undisturbed run whoever resolves which turn', async () => {
    const solo = harness();
    const a = await botMatch(solo, 'count-long', 'same');
    await solo.resolver.resolveMatch(a, 'p');
    const mixed = harness();
    const b = await botMatch(mixed, 'count-long', 'same');
    let n = 0;
    while ((await mixed.resolver.due(1)).length) await mixed.resolver.resolveMatch(b, `p${n++ % 3}`, () => true);
    expect(n).toBe(40);
    expect(await mixed.store.getState(b)).toBe(await solo.store.getState(a));
  });

  it('takes over a turn whose resolver died holding the claim once the claim expires', async () => {
    const h = harness();
    const id = await botMatch(h);
    expect(await h.store.claim(id, 'dead-proc', h.t.now, 5000)).not.toBeNull();
    expect(await h.resolver.resolveMatch(id, 'proc-b')).toEqual({ turns: 0, finished: false, busy: true });
    h.t.now += 5001;
    expect((await h.resolver.resolveMatch(id, 'proc-b')).turns).toBe(5);
  });

  it('archives a finished match per ruleset and player and counts it once on the leaderboard', async () => {
    const h = harness();
    const id = await runningMatch(h, 0);
    for (let t = 0; t < 5; t++) {
      await h.service.submitOrder(id, ADA.id, 'add 9');
      await h.service.submitOrder(id, BO.id, 'add 0');
      await h.service.submitOrder(id, CY.id, 'add 1');
      expect(await h.resolveDue()).toBe(1);
    }
    const snap = await h.service.snapshot(id);
    expect(snap.results?.winners).toEqual([0]);
    expect((await h.service.archiveFor({ ruleset: 'count-short' })).map((e) => e.matchId)).toEqual([id]);
    const mine = await h.service.archiveFor({ player: BO.id });
    expect(mine[0].players.map((p) => p.name)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(mine[0].replay).toEqual({ ruleset: 'count-short', log: Array.from({ length: 5 }, () => [9, 0, 1]) });
    await h.store.schedule(id, h.t.now);
    await h.resolveDue();
    expect(await h.service.leaderboard('lantern')).toEqual([
      { playerId: 'p_ada', name: 'Ada', played: 1, wins: 1, losses: 0, draws: 0 },
      { playerId: 'p_bo', name: 'Bo', played: 1, wins: 0, losses: 1, draws: 0 },
      { playerId: 'p_cy', name: 'Cy', played: 1, wins: 0, losses: 1, draws: 0 },
    ]);
  });

  it('passes the wall-clock time since the start to the game as TurnContext.elapsedMs', async () => {
    const seen: (number | undefined)[] = [];
    const spy: Game<CountState, number, unknown> = { ...countGame, resolveTurn: (s, o, ctx?: TurnContext) => { seen.push(ctx?.elapsedMs); return countGame.resolveTurn(s, o, ctx); } };
    const h = harness({ game: spy });
    const id = await runningMatch(h);
    h.t.now += 31_000;
    await h.resolveDue();
    expect(seen).toEqual([31_000]);
  });

  it('shows a seat its own view, a stranger the spectator view, and everyone the full view once over', async () => {
    const h = harness();
    const id = await runningMatch(h);
    expect((await h.service.viewFor(id, asPlayer(BO.id))).viewer).toEqual({ kind: 'seat', seat: 1 });
    expect((await h.service.viewFor(id, asPlayer('p_x'))).viewer).toEqual({ kind: 'spectator' });
    expect((await h.service.viewFor(id, SPECTATOR)).viewer).toEqual({ kind: 'spectator' });
    const bots = await botMatch(h);
    await h.resolver.resolveMatch(bots, 'p');
    expect((await h.service.viewFor(bots, SPECTATOR)).viewer).toEqual({ kind: 'full' });
  });

  it('redelivers events a consumer read but never acknowledged', async () => {
    const h = harness();
    const id = await botMatch(h);
    await h.resolver.resolveMatch(id, 'p');
    const first = await h.service.readEvents(id, 'discord', 'shard-0', 3);
    expect(first.map((e) => e.event.type)).toEqual(['matchCreated', 'matchStarted', 'added']);
    const again = await h.service.readEvents(id, 'discord', 'shard-0', 3);
    expect(again.map((e) => e.id)).toEqual(first.map((e) => e.id));
    await h.service.ack(id, 'discord', first.map((e) => e.id));
    const next = await h.service.readEvents(id, 'discord', 'shard-0', 3);
    expect(next[0].id).not.toBe(first[0].id);
  });
});
