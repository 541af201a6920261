import { describe, it, expect, afterAll } from 'vitest';
import { startHealthServer, type HealthServer } from '../../runtime/http.ts';
import { createMetrics, recordResolvedTurn, liveMatchesFrom } from '../../runtime/metrics.ts';
import { startTestRedis, rawPing, freePort, type TestRedis } from './redis-server.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { UserError } from '../../cli/util.ts';

const servers: HealthServer[] = [];
let redis: TestRedis | undefined;

afterAll(async () => {
  for (const s of servers) await s.close();
  await redis?.destroy();
});

async function get(port: number, path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, text: await res.text() };
}

describe('health and metrics endpoint', () => {
  it('/healthz is unready while Redis is down and ready again when it returns', async () => {
    redis = await startTestRedis();
    const port = redis.port;
    const metrics = createMetrics({ processMetrics: false });
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics, ready: () => rawPing(port), name: 'worker' });
    servers.push(server);

    const up = await get(server.port, '/healthz');
    expect(up.status).toBe(200);
    expect(JSON.parse(up.text)).toMatchObject({ status: 'ok', redis: 'ready', name: 'worker' });

    await redis.stop();
    const down = await get(server.port, '/healthz');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toMatchObject({ status: 'unready', redis: 'down' });
    expect((await get(server.port, '/livez')).status).toBe(200);

    await redis.start();
    const back = await get(server.port, '/healthz');
    expect(back.status).toBe(200);
    expect(JSON.parse(back.text)).toMatchObject({ status: 'ok', redis: 'ready' });
  });

  it('with the store\'s own Redis client, /healthz follows Redis going down and coming back', async () => {
    const own = await startTestRedis();
    const store = new RedisStore({ url: own.url, prefix: 'lamplit-health' });
    store.client.on('error', () => undefined); // connection refused while down is the point of the test
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics: createMetrics({ processMetrics: false }), ready: () => store.ping() });
    servers.push(server);
    const statusWithin = async (want: number, ms: number) => {
      let last = 0;
      for (const end = Date.now() + ms; Date.now() < end; ) {
        last = (await get(server.port, '/healthz')).status;
        if (last === want) return last;
        await new Promise((r) => setTimeout(r, 100));
      }
      return last;
    };
    try {
      expect(await statusWithin(200, 5000)).toBe(200);
      await own.stop();
      expect(await statusWithin(503, 5000)).toBe(503);
      await own.start();
      expect(await statusWithin(200, 10_000)).toBe(200);
    } finally {
      store.client.disconnect();
      await own.destroy();
    }
  });

  it('/healthz is unready when the readiness check hangs past its timeout', async () => {
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics: createMetrics({ processMetrics: false }), ready: () => new Promise(() => undefined) });
    servers.push(server);
    const res = await get(server.port, '/healthz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text).error).toMatch(/no answer within/);
  });

  it('/healthz says stopping once shutdown has begun, so no new work is routed here', async () => {
    let stopping = false;
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics: createMetrics({ processMetrics: false }), stopping: () => stopping });
    servers.push(server);
    expect((await get(server.port, '/healthz')).status).toBe(200);
    stopping = true;
    const res = await get(server.port, '/healthz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text).status).toBe('stopping');
  });

  it('/metrics counts a resolved turn and its latency in Prometheus text format', async () => {
    const metrics = createMetrics();
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics });
    servers.push(server);
    const before = await get(server.port, '/metrics');
    expect(before.text).not.toMatch(/lamplit_turns_resolved_total\{game="lantern"\}/);
    recordResolvedTurn(metrics, 'lantern', 100, 112);
    metrics.ordersRejected.inc({ game: 'lantern', reason: 'late' });
    const after = await get(server.port, '/metrics');
    expect(after.status).toBe(200);
    expect(after.text).toMatch(/^lamplit_turns_resolved_total\{game="lantern"\} 1$/m);
    expect(after.text).toMatch(/^lamplit_turn_resolution_seconds_bucket\{le="0.025",game="lantern"\} 1$/m);
    expect(after.text).toMatch(/^lamplit_turn_resolution_seconds_bucket\{le="0.01",game="lantern"\} 0$/m);
    expect(after.text).toMatch(/^lamplit_orders_rejected_total\{game="lantern",reason="late"\} 1$/m);
    for (const name of ['lamplit_live_matches', 'lamplit_render_seconds', 'lamplit_discord_sessions', 'lamplit_ssh_sessions', 'lamplit_process_cpu_seconds_total']) {
      expect(after.text).toContain(`# TYPE ${name}`);
    }
  });

  it('the live-matches gauge reads its count at scrape time', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let live = { lantern: 2, dungeon: 1 };
    liveMatchesFrom(metrics, async () => live);
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics });
    servers.push(server);
    expect((await get(server.port, '/metrics')).text).toMatch(/^lamplit_live_matches\{game="lantern"\} 2$/m);
    live = { lantern: 0, dungeon: 3 };
    expect((await get(server.port, '/metrics')).text).toMatch(/^lamplit_live_matches\{game="dungeon"\} 3$/m);
  });

  it('a taken port gives a one-line error naming HEALTH_PORT and what to do, with exit code 2', async () => {
    const port = await freePort();
    const first = await startHealthServer({ host: '127.0.0.1', port, metrics: createMetrics({ processMetrics: false }) });
    servers.push(first);
    const err = await startHealthServer({ host: '127.0.0.1', port, metrics: createMetrics({ processMetrics: false }) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).exitCode).toBe(2);
    expect((err as UserError).message).toBe(`HEALTH_PORT ${port} is in use by another process; set HEALTH_PORT to a free port, or leave it unset (or 0) to let the system pick one`);
  });

  it('without Redis /healthz says the matches live in memory, not that Redis is ready', async () => {
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics: createMetrics({ processMetrics: false }) });
    servers.push(server);
    const body = JSON.parse((await get(server.port, '/healthz')).text) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', store: 'memory' });
    expect(body).not.toHaveProperty('redis');
  });

  it('an unknown path is 404 and a POST is refused', async () => {
    const server = await startHealthServer({ host: '127.0.0.1', port: 0, metrics: createMetrics({ processMetrics: false }) });
    servers.push(server);
    expect((await get(server.port, '/nope')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`, { method: 'POST' })).status).toBe(405);
  });
});
