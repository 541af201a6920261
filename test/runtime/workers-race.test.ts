// Three `lamplit worker` processes race over 50 bot-only matches on one Redis: every match
// finishes, every turn is resolved exactly once (one turnResolved event each), and the final
// digests equal those of the same matches played in one process. Then SIGTERM: each exits 0.
import { afterAll, describe, expect, it } from 'vitest';
import type { RedisStore } from '../../runtime/redis-store.ts';
import { connectedStore, REDIS_URL } from './redis-helpers.ts';
import { type WorkerProc, finalDigests, matchSpecs, referenceRun, resolvedTurns, spawnWorker, startMatches, terminate, waitFinished } from './race-helpers.ts';

/** 50 matches: 48 Dungeon races and 2 test-sized Lantern matches (Lantern is the slow one). */
const MATCHES = 50;
const LANTERNS = 2;

describe('three worker processes on one Redis', () => {
  let store: RedisStore;
  const workers: WorkerProc[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => terminate(w.proc)));
    await store?.destroy();
    await store?.close();
  });

  it('finish 50 bot-only matches with each turn resolved once and the digests of a one-process run', async () => {
    store = await connectedStore('race');
    for (let i = 0; i < 3; i++) workers.push(spawnWorker(REDIS_URL, store.prefix));
    const specs = matchSpecs(MATCHES, LANTERNS, 'race');
    const ids = await startMatches(store, specs);
    const reference = await referenceRun(specs);
    await waitFinished(store, ids, 75_000);
    expect(await resolvedTurns(store, ids)).toEqual(reference.turns);
    expect(reference.turns.every((t) => t.length > 0 && t.every((turn, i) => turn === t[0] + i))).toBe(true);
    expect(await finalDigests(store, ids)).toEqual(reference.digests);
    const codes = await Promise.all(workers.map((w) => terminate(w.proc)));
    expect(codes).toEqual([0, 0, 0]);
  }, 120_000);
});
