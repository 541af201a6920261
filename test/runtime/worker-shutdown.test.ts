// Graceful shutdown of `lamplit worker`: a worker sent SIGTERM in the middle of bot matches
// commits the turn in hand, stops, and exits 0 within 10 s; a second worker started afterwards
// finishes every match, and no turn is lost or resolved twice.
import { describe, it, expect, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { openMatchRuntime, type MatchRuntime } from '../../runtime/match-runtime.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { startTestRedis, type TestRedis } from './redis-server.ts';

const MATCHES = 2;
const RULESET = { game: 'lantern', ruleset: 'lantern-sprint' } as const;

let redis: TestRedis | undefined;
let rt: MatchRuntime | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await rt?.close();
  await redis?.destroy();
});

/** Starts `lamplit worker` on the test Redis; resolves once it logged that it started. */
async function startWorker(name: string): Promise<{ child: ChildProcess; lines: () => Record<string, unknown>[] }> {
  const child = spawn(process.execPath, ['bin/lamplit.js', 'worker', '--concurrency', '1'], {
    env: { ...process.env, REDIS_URL: redis!.url, REDIS_CLUSTER_NODES: '', LOG_FORMAT: 'json', LOG_LEVEL: 'info', HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', WORKER_ID: name, WORKER_POLL_MS: '20' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { err += d; });
  const lines = () => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  for (let i = 0; i < 300 && !lines().some((l) => l.msg === 'worker started'); i++) {
    if (child.exitCode !== null) throw new Error(`worker ${name} exited early (${child.exitCode}): ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!lines().some((l) => l.msg === 'worker started')) throw new Error(`worker ${name} did not start: ${err}`);
  return { child, lines };
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => {
  if (child.exitCode !== null) resolve(child.exitCode);
  else child.once('exit', (code) => resolve(code));
});

describe('lamplit worker shutdown', () => {
  it('a worker sent SIGTERM mid-match exits 0 within 10 s and another worker finishes the matches with nothing lost', async () => {
    redis = await startTestRedis();
    rt = openMatchRuntime({ store: new RedisStore({ url: redis.url }), resolve: false });
    const { service, store } = rt;
    const host = await service.ensurePlayer('cli:ops-host', 'Host');

    const a = await startWorker('worker-a');
    const ids: string[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const { matchId } = await service.createMatch({ ...RULESET, host, bots: 'all', seed: `shutdown-${i}` });
      ids.push(matchId);
    }
    for (const id of ids) await service.start(id, host.id);

    // Wait until worker A is inside the first match (a few turns committed), then stop it.
    for (let i = 0; i < 400; i++) {
      const turn = (await store.getMatch(ids[0]))!.turn;
      if (turn >= 2) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const atSignal = await Promise.all(ids.map(async (id) => (await store.getMatch(id))!));

    // Its health endpoint says ready (Redis answers) and its metrics count the turns it resolved.
    const port = a.lines().find((l) => l.msg === 'health and metrics endpoint listening')?.port;
    expect(typeof port).toBe('number');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', redis: 'ready', name: 'worker' });
    const metricsText = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const counted = Number(/^lamplit_turns_resolved_total\{game="lantern"\} (\d+)$/m.exec(metricsText)?.[1] ?? 0);
    expect(counted).toBeGreaterThanOrEqual(1);
    expect(metricsText).toMatch(/^lamplit_turn_resolution_seconds_count\{game="lantern"\} [1-9]\d*$/m);
    expect(atSignal.some((d) => d.status === 'running')).toBe(true);
    const t0 = Date.now();
    a.child.kill('SIGTERM');
    expect(await exitOf(a.child)).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(a.lines().some((l) => l.msg === 'worker stopped')).toBe(true);

    const afterA = await Promise.all(ids.map(async (id) => (await store.getMatch(id))!));
    expect(afterA.some((d) => d.status === 'running')).toBe(true);

    // Worker B finishes everything A left.
    const b = await startWorker('worker-b');
    for (let i = 0; i < 600; i++) {
      const docs = await Promise.all(ids.map((id) => store.getMatch(id)));
      if (docs.every((d) => d!.status === 'finished' && d!.archived)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    b.child.kill('SIGTERM');
    expect(await exitOf(b.child)).toBe(0);

    for (const id of ids) {
      const doc = (await store.getMatch(id))!;
      expect(doc.status).toBe('finished');
      expect(doc.results).not.toBeNull();
      const resolved = (await store.events(id)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn);
      // Every turn resolved exactly once, in order, with none missing.
      expect(resolved).toEqual(Array.from({ length: resolved.length }, (_, t) => resolved[0] + t));
      expect(resolved.length).toBeGreaterThan(1);
      const archived = await service.archived(id);
      expect(archived).not.toBeNull();
      const game = service.game(doc.game);
      const check = game.verifyReplay(archived!.replay);
      expect(check).toMatchObject({ ok: true });
    }
  });
});
