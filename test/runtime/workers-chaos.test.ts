// Chaos: worker processes SIGKILLed at random moments while they play bot-only matches, and
// restarted. Nothing is lost (every match finishes) and nothing is doubled (one turnResolved per
// turn; the final digests equal a one-process run): claims expire and other workers take over.
import { afterAll, describe, expect, it } from 'vitest';
import type { RedisStore } from '../../runtime/redis-store.ts';
import { connectedStore, REDIS_URL } from './redis-helpers.ts';
import { type WorkerProc, finalDigests, killHard, matchSpecs, referenceRun, resolvedTurns, spawnWorker, startMatches, terminate, waitFinished } from './race-helpers.ts';

const MATCHES = 30;
const LANTERNS = 2;
const CLAIM_MS = 800;

describe('workers killed at random moments', () => {
  let store: RedisStore;
  const workers: WorkerProc[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((w) => killHard(w.proc)));
    await store?.destroy();
    await store?.close();
  });

  it('lose no turn and double none', async () => {
    store = await connectedStore('chaos');
    for (let i = 0; i < 3; i++) workers.push(spawnWorker(REDIS_URL, store.prefix, CLAIM_MS));
    const specs = matchSpecs(MATCHES, LANTERNS, 'chaos');
    const ids = await startMatches(store, specs);
    let kills = 0;
    let nextKill = Date.now() + 1500;
    const reference = await referenceRun(specs);
    await waitFinished(store, ids, 80_000, () => {
      if (Date.now() < nextKill) return;
      // A worker takes seconds to start on a busy machine: kill only one that has worked a while.
      const i = Math.floor(Math.random() * workers.length);
      const ready = workers[i].readyAt;
      if (ready === null || Date.now() - ready < 800) return;
      workers[i].proc.kill('SIGKILL');
      kills++;
      workers[i] = spawnWorker(REDIS_URL, store.prefix, CLAIM_MS);
      nextKill = Date.now() + 1000 + Math.floor(Math.random() * 1500);
    });
    expect(kills).toBeGreaterThan(0);
    expect(await resolvedTurns(store, ids)).toEqual(reference.turns);
    expect(await finalDigests(store, ids)).toEqual(reference.digests);
    const codes = await Promise.all(workers.map((w) => terminate(w.proc)));
    expect(codes.every((c) => c === 0 || c === null)).toBe(true);
  }, 120_000);
});
