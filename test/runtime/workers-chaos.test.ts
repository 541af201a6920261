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
const WAVES = 6;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(ok: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error('workers did not start in time');
    await sleep(50);
  }
}

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
    const specs = matchSpecs(MATCHES, LANTERNS, 'chaos');
    const reference = await referenceRun(specs);
    for (let i = 0; i < 3; i++) workers.push(spawnWorker(REDIS_URL, store.prefix, CLAIM_MS));
    await until(() => workers.every((w) => w.readyAt !== null), 30_000);
    // Matches arrive in waves while workers are killed, so every kill lands while there is work in
    // hand (fast workers would otherwise finish a single batch before the first kill).
    let kills = 0;
    const killOne = () => {
      const i = Math.floor(Math.random() * workers.length);
      workers[i].proc.kill('SIGKILL');
      kills++;
      workers[i] = spawnWorker(REDIS_URL, store.prefix, CLAIM_MS);
    };
    const ids: string[] = [];
    for (let wave = 0; wave < WAVES; wave++) {
      ids.push(...await startMatches(store, specs.slice(wave * (MATCHES / WAVES), (wave + 1) * (MATCHES / WAVES))));
      await sleep(50 + Math.floor(Math.random() * 150));
      killOne();
    }
    let nextKill = Date.now() + 1000 + Math.floor(Math.random() * 1500);
    await waitFinished(store, ids, 80_000, () => {
      if (Date.now() < nextKill) return;
      const i = Math.floor(Math.random() * workers.length);
      const ready = workers[i].readyAt;
      if (ready === null || Date.now() - ready < 800) return;
      killOne();
      nextKill = Date.now() + 1000 + Math.floor(Math.random() * 1500);
    });
    expect(kills).toBeGreaterThanOrEqual(WAVES);
    expect(await resolvedTurns(store, ids)).toEqual(reference.turns);
    expect(await finalDigests(store, ids)).toEqual(reference.digests);
    const codes = await Promise.all(workers.map((w) => terminate(w.proc)));
    expect(codes.every((c) => c === 0 || c === null)).toBe(true);
  }, 120_000);
});
