// A match's life after its end: a lobby nobody starts closes by itself, and a finished or cancelled
// match leaves the live store (orders and history at once, the rest after the retention), while
// `snapshot` keeps telling a finished one from the archive.
import { describe, expect, it } from 'vitest';
import { MATCH_LIMITS } from '../../../engine/match/lobby.ts';
import { TurnResolver } from '../../../engine/match/turn-resolver.ts';
import { countGame } from './fixtures/count-game.ts';
import { ADA, BO, eventTypes, harness, runningMatch } from './harness.ts';

describe('lobbies that nobody starts', () => {
  it('close when their time is up: cancelled with the reason, off the live list, code freed after the retention', async () => {
    const h = harness();
    const { matchId, code } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA });
    await h.service.join(code, BO);
    h.t.now += MATCH_LIMITS.lobbyMs - 1;
    await h.resolveDue();
    expect((await h.service.snapshot(matchId)).status).toBe('lobby');
    h.t.now += 1;
    await h.resolveDue();
    expect(await h.service.snapshot(matchId)).toMatchObject({ status: 'cancelled', cancelReason: 'lobby-expired' });
    const last = (await h.store.events(matchId)).at(-1)!.event;
    expect(last).toMatchObject({ type: 'matchCancelled', by: null, reason: 'lobby-expired' });
    expect(await h.store.liveMatches()).not.toContain(matchId);
    expect(await h.store.dueMatches(h.t.now + 10 * MATCH_LIMITS.lobbyMs, 10)).not.toContain(matchId);
    await expect(h.service.join(code, { id: 'p_late', name: 'Late' })).rejects.toThrow(/cancelled/);
    // After the retention the record and the join code are gone (the memory store sweeps on create).
    h.t.now += MATCH_LIMITS.retentionMs;
    await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: BO });
    expect(await h.store.getMatch(matchId)).toBeNull();
    expect(await h.store.matchForCode(code)).toBeNull();
    await expect(h.service.snapshot(matchId)).rejects.toThrow(`no match "${matchId}"`);
  });

  it('stay open once started, and a lobby started in time is never closed by its old schedule', async () => {
    const h = harness();
    const matchId = await runningMatch(h, 3600);
    h.t.now += MATCH_LIMITS.lobbyMs + 1;
    await h.resolveDue();
    const s = await h.service.snapshot(matchId);
    expect(s.status).toBe('running');
    expect(await eventTypes(h.store, matchId)).not.toContain('matchCancelled');
  });
});

describe('finished and cancelled matches', () => {
  it('a cancelled match drops its orders at once and its record after the retention', async () => {
    const h = harness();
    const matchId = await runningMatch(h, 60);
    await h.service.submitOrder(matchId, ADA.id, 'add 2');
    await h.service.cancel(matchId, ADA.id);
    expect((await h.store.getOrders(matchId)).size).toBe(0);
    expect(await h.service.snapshot(matchId)).toMatchObject({ status: 'cancelled', cancelReason: 'host' });
    h.t.now += MATCH_LIMITS.retentionMs + 1;
    await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: BO });
    expect(await h.store.getMatch(matchId)).toBeNull();
    expect(await h.store.events(matchId)).toEqual([]);
  });

  it('a finished match is told from the archive once its live record has expired', async () => {
    const h = harness();
    const { matchId, code } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA, bots: 'all' });
    await h.service.start(matchId, ADA.id);
    for (let i = 0; i < 50 && (await h.service.snapshot(matchId)).status !== 'finished'; i++) await h.resolveDue();
    await h.resolveDue();
    const before = await h.service.snapshot(matchId);
    expect(before.status).toBe('finished');
    expect((await h.store.getMatch(matchId))!.archived).toBe(true);
    h.t.now += MATCH_LIMITS.retentionMs + 1;
    await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: BO });
    expect(await h.store.getMatch(matchId)).toBeNull();
    expect(await h.store.matchForCode(code)).toBeNull();
    const after = await h.service.snapshot(matchId);
    expect(after).toMatchObject({ matchId, code, status: 'finished', game: before.game, ruleset: before.ruleset, host: before.host, turn: before.turn, results: before.results, deadline: null });
    expect(after.seats.map((s) => [s.index, s.team, s.role, s.alias, s.bot])).toEqual(before.seats.map((s) => [s.index, s.team, s.role, s.alias, s.bot]));
  });
});

describe('the archive with MATCH_ARCHIVE_DAYS', () => {
  it('forgets a match archived longer ago than the keeping time once a newer one is archived', async () => {
    const h = harness();
    const resolver = new TurnResolver({ store: h.store, clock: () => h.t.now, games: { lantern: countGame }, archiveMs: 86_400_000 });
    const finish = async (seed: string) => {
      const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA, bots: 'all', seed });
      await h.service.start(matchId, ADA.id);
      for (let i = 0; i < 50 && !(await h.store.getMatch(matchId))?.archived; i++) await resolver.resolveMatch(matchId, 'keeper');
      expect(await h.store.getArchived(matchId)).not.toBeNull();
      return matchId;
    };
    const old = await finish('old');
    h.t.now += 86_400_000 + 1;
    const fresh = await finish('fresh');
    expect(await h.store.getArchived(old)).toBeNull();
    expect(await h.store.archiveIndex({ ruleset: 'count-short' }, 10)).toEqual([fresh]);
  });
});
