// `lamplit ratings rebuild|show` on Redis: ratings forgotten and rebuilt from the archive, oldest
// match first, giving the board the matches made when they finished; a bad game is one line.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMatchRating, sortRatings } from '../../engine/match/rating.ts';
import type { ArchiveEntry } from '../../engine/store/types.ts';
import type { RedisStore } from '../../runtime/redis-store.ts';
import { REDIS_URL, connectedStore } from './redis-helpers.ts';

let store: RedisStore;
beforeAll(async () => { store = await connectedStore('ratings-cli'); });
afterAll(async () => {
  await store?.destroy();
  await store?.close();
});

function lamplit(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['bin/lamplit.js', ...args, '--key-prefix', store.prefix], { env: { ...process.env, REDIS_URL, REDIS_CLUSTER_NODES: '' }, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('lamplit ratings', () => {
  it('rebuilds a game\'s ratings from its archive to the board the matches made, and shows it', async () => {
    const entries: ArchiveEntry[] = [0, 1, 2].map((n) => ({
      matchId: `m_rcli${n}`, game: 'lantern', ruleset: 'lantern-sprint', seed: 's', startedAt: 1000 + n * 100, finishedAt: 1050 + n * 100,
      players: [{ seat: 0, team: 'moth', alias: 'Moth-1', playerId: 'p_ada', name: 'ada', bot: false }, { seat: 1, team: 'owl', alias: 'Owl-1', playerId: 'p_bo', name: 'bo', bot: false }],
      results: { reason: 'complete', summary: '', winners: [n === 1 ? 1 : 0], placements: [{ seat: 0, place: n === 1 ? 2 : 1, score: 0 }, { seat: 1, place: n === 1 ? 1 : 2, score: 0 }] },
      replay: null,
    }));
    for (const e of entries) { await store.archive(e); await applyMatchRating(store, e); }
    const board = sortRatings(await store.ratings('lantern'));
    await store.clearRatings('lantern');
    expect(await store.ratings('lantern')).toEqual([]);
    const rebuilt = lamplit('ratings', 'rebuild', '--game', 'lantern');
    expect(rebuilt.err).toBe('');
    expect(JSON.parse(rebuilt.out)).toEqual({ game: 'lantern', archived: 3, rated: 3, players: 2 });
    expect(sortRatings(await store.ratings('lantern'))).toEqual(board);
    const shown = lamplit('ratings', 'show', '--game', 'lantern').out.trim().split('\n').map((l) => JSON.parse(l));
    expect(shown.map((r) => [r.name, r.played, r.provisional])).toEqual([['ada', 3, true], ['bo', 3, true]]);
    const bad = lamplit('ratings', 'show', '--game', 'chess');
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/game must be one of lantern, lamplighter, dungeon/);
  }, 60_000);
});
