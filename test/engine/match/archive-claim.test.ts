// Archiving under the claim (issue 17): a resolver whose lease ran out while it built the replay
// writes no archive, and the match is archived on the next look, by it or any other process.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../engine/games.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { TurnResolver } from '../../../engine/match/turn-resolver.ts';
import { MatchService } from '../../../engine/match/service.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import type { MatchStore } from '../../../engine/store/types.ts';

describe('archiving a finished match under its claim', () => {
  it('a resolver that outlived its lease while reading the history writes nothing, and its next look archives the match whole', async () => {
    const t = { now: 1_800_000_000_000 };
    const clock = () => t.now;
    const store = new MemoryStore();
    let slow = true;
    // The history read takes longer than the lease (the clock moves on meanwhile); nobody else is running.
    const stalling = new Proxy(store, {
      get(target, prop) {
        const v = Reflect.get(target, prop, target) as unknown;
        if (prop === 'getHistory') return async (id: string) => { if (slow) { slow = false; t.now += 6000; } return target.getHistory(id); };
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    }) as MatchStore;
    const service = new MatchService({ store, clock, ids: seededIds('archive-claim') });
    const host = await service.ensurePlayer('cli:ops', 'Ops');
    const { matchId } = await service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host, bots: 'all', seed: '7' });
    await service.start(matchId, host.id);
    const resolver = new TurnResolver({ store: stalling, clock, claimMs: 5000 });

    const first = await resolver.resolveMatch(matchId, 'proc-a');
    expect(first.finished).toBe(false);
    expect(await store.getArchived(matchId)).toBeNull();
    expect(await store.getMatch(matchId)).toMatchObject({ status: 'finished', archived: false });
    expect(await store.dueMatches(t.now, 10)).toContain(matchId);

    const again = await resolver.resolveMatch(matchId, 'proc-a');
    expect(again.finished).toBe(true);
    const entry = (await store.getArchived(matchId))!;
    expect(GAMES.lantern!.verifyReplay(entry.replay)).toMatchObject({ ok: true });
    expect(await store.getMatch(matchId)).toMatchObject({ archived: true });
    expect(await store.dueMatches(t.now + 60_000, 10)).not.toContain(matchId);
  });
});
