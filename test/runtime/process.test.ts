import { describe, it, expect } from 'vitest';
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { startProcess } from '../../runtime/process.ts';
import { createLogger } from '../../runtime/logger.ts';
import { createMetrics } from '../../runtime/metrics.ts';
import { ConfigError } from '../../runtime/config.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { startTestRedis } from './redis-server.ts';

function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write(c, _e, cb) { for (const l of String(c).split('\n')) if (l) lines.push(JSON.parse(l)); cb(); } });
  return { lines, logger: createLogger({ name: 'test', format: 'json', stream }) };
}

const ENV = { HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1' };

describe('startProcess', () => {
  it('refuses to start on a bad configuration, naming each bad variable', async () => {
    await expect(startProcess({ name: 'x', env: { ...ENV, SSH_PORT: 'nope', LOG_LEVEL: 'loud' }, signals: false })).rejects.toThrow(ConfigError);
    await expect(startProcess({ name: 'x', env: { ...ENV }, need: ['discord'], signals: false })).rejects.toThrow(/^DISCORD_TOKEN: is required/);
  });

  it('serves /healthz and /metrics, and shutdown runs the steps, closes the endpoint and exits 0', async () => {
    const { lines, logger } = captured();
    let code = -1;
    const order: string[] = [];
    const proc = await startProcess({ name: 'unit', env: ENV, logger, metrics: createMetrics({ processMetrics: false }), signals: false, exit: (c) => { code = c; }, onShutdown: () => { order.push('first'); } });
    proc.onShutdown('second', () => { order.push('second'); });
    const base = `http://127.0.0.1:${proc.health.port}`;
    const healthz = await fetch(`${base}/healthz`);
    expect(healthz.status).toBe(200);
    // No store watched: the matches live in this process, and /healthz says so instead of "redis: ready".
    expect(await healthz.json()).toMatchObject({ status: 'ok', store: 'memory' });
    expect(await (await fetch(`${base}/metrics`)).text()).toContain('lamplit_turns_resolved_total');
    await proc.shutdown.begin('test');
    expect(order).toEqual(['first', 'second']);
    expect(code).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(lines.find((l) => l.msg === 'unit starting')).toMatchObject({ name: 'test' });
  });

  it('watchStore makes /healthz follow Redis and logs one warning per outage', async () => {
    const redis = await startTestRedis();
    const { lines, logger } = captured();
    const proc = await startProcess({ name: 'unit', env: ENV, logger, metrics: createMetrics({ processMetrics: false }), signals: false, exit: () => undefined });
    const store = new RedisStore({ url: redis.url, prefix: 'lamplit-proc' });
    proc.watchStore(store);
    const status = async () => (await fetch(`http://127.0.0.1:${proc.health.port}/healthz`)).status;
    const until = async (want: number, ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if ((await status()) === want) return want;
      return status();
    };
    try {
      expect(await until(200, 5000)).toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${proc.health.port}/healthz`)).json()).toMatchObject({ store: 'redis', redis: 'ready' });
      await redis.stop();
      expect(await until(503, 5000)).toBe(503);
      await new Promise((r) => setTimeout(r, 500));
      await redis.start();
      expect(await until(200, 10_000)).toBe(200);
      const msgs = lines.map((l) => l.msg);
      expect(msgs.filter((m) => m === 'Redis connection lost; retrying (matches wait, nothing is lost)')).toHaveLength(1);
      expect(msgs).toContain('Redis connection back');
    } finally {
      store.client.disconnect();
      await proc.shutdown.begin('test');
      await redis.destroy();
    }
  });

  it('watchStore also logs an outage that shows only as a reconnect (a server restarted cleanly), once, and its end', async () => {
    const { lines, logger } = captured();
    const proc = await startProcess({ name: 'unit', env: ENV, logger, metrics: createMetrics({ processMetrics: false }), signals: false, exit: () => undefined });
    const client = new EventEmitter();
    try {
      proc.watchStore({ client } as never);
      client.emit('reconnecting', 50);
      client.emit('reconnecting', 100);
      client.emit('ready');
      client.emit('reconnecting', 50);
      client.emit('error', new Error('connect ECONNREFUSED'));
      client.emit('ready');
      const msgs = lines.map((l) => l.msg);
      expect(msgs.filter((m) => m === 'Redis connection lost; retrying (matches wait, nothing is lost)')).toHaveLength(2);
      expect(msgs.filter((m) => m === 'Redis connection back')).toHaveLength(2);
    } finally {
      await proc.shutdown.begin('test');
    }
  });
});
