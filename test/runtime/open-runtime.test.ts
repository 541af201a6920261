// One bootstrap: every process opens its match runtime with openRuntime(config), so the store is
// the one the configuration names (a Redis Cluster included) for the bot, ssh, worker, play,
// start and match alike; no entry point builds a store or reads REDIS_URL itself.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Cluster } from 'ioredis';
import { MemoryStore } from '../../engine/store/memory-store.ts';
import { loadConfig } from '../../runtime/config.ts';
import { openRuntime, type Runtime } from '../../runtime/match-runtime.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { REDIS_URL } from './redis-helpers.ts';
import { startTestCluster, type TestCluster } from './redis-cluster.ts';

let cluster: TestCluster | undefined;

afterAll(async () => {
  await cluster?.stop();
});

/** Creates a bot-only match on the runtime's service and reads it back from its store. */
async function roundTrip(rt: Runtime): Promise<void> {
  const host = await rt.service.ensurePlayer('cli:open-runtime', 'Ada');
  const { matchId } = await rt.service.createMatch({ game: 'lantern', ruleset: 'lantern-classic', host, bots: 'all' });
  expect((await rt.store.getMatch(matchId))?.game).toBe('lantern');
}

describe('openRuntime(config)', () => {
  it('keeps matches in memory when no Redis is configured', async () => {
    const rt = await openRuntime(loadConfig({}), { resolve: false });
    try {
      expect(rt.kind).toBe('memory');
      expect(rt.store).toBeInstanceOf(MemoryStore);
      expect(rt.loop).toBeNull();
      await roundTrip(rt);
    } finally {
      await rt.close();
    }
  });

  it('opens REDIS_URL with the given key prefix', async () => {
    const prefix = `lamplit-open-runtime-${process.pid}`;
    const rt = await openRuntime(loadConfig({ REDIS_URL }), { resolve: false, keyPrefix: prefix, requireAnswer: true });
    try {
      expect(rt.kind).toBe('redis');
      expect(rt.store).toBeInstanceOf(RedisStore);
      expect((rt.store as RedisStore).prefix).toBe(prefix);
      await roundTrip(rt);
    } finally {
      await (rt.store as RedisStore).destroy();
      await rt.close();
    }
  });

  it('opens a Redis Cluster from REDIS_CLUSTER_NODES (which wins over REDIS_URL)', async () => {
    cluster ??= await startTestCluster(3);
    const nodes = cluster.nodes.map((n) => `${n.host}:${n.port}`).join(',');
    const rt = await openRuntime(loadConfig({ REDIS_URL, REDIS_CLUSTER_NODES: nodes }), { resolve: false, keyPrefix: `lamplit-open-runtime-c-${process.pid}`, requireAnswer: true });
    try {
      expect(rt.kind).toBe('cluster');
      expect((rt.store as RedisStore).client).toBeInstanceOf(Cluster);
      await roundTrip(rt);
    } finally {
      await (rt.store as RedisStore).destroy();
      await rt.close();
    }
  }, 60_000);

  it('stops in one line naming the variable when the configured Redis does not answer', async () => {
    const err = await openRuntime(loadConfig({ REDIS_URL: 'redis://127.0.0.1:1' }), { resolve: false, requireAnswer: true }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^Redis does not answer .*REDIS_URL/);
    expect((err as Error).message).not.toContain('\n');
  });

  it('refuses --store redis without Redis in the config, before opening anything', async () => {
    await expect(openRuntime(loadConfig({}), { store: 'redis' })).rejects.toThrow(/--store redis needs REDIS_URL .* or REDIS_CLUSTER_NODES/);
  });
});

describe('every process goes through openRuntime', () => {
  const entryPoints = ['bot/run.ts', 'cli/commands/ssh.ts', 'cli/commands/worker.ts', 'cli/commands/play.ts', 'cli/commands/match.ts'];

  it.each(entryPoints)('%s opens its runtime with openRuntime and builds no store itself', (file) => {
    const src = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    expect(src).toMatch(/openRuntime\(/);
    expect(src).not.toMatch(/new RedisStore\(|openMatchRuntime\(|openMemoryStore\(|openMatchServices\(|process\.env\.REDIS_URL|config\.redis\b/);
  });

  it('`start` opens the terminal UI through play (and so through openRuntime)', () => {
    const src = readFileSync(new URL('../../cli/commands/start.ts', import.meta.url), 'utf8');
    expect(src).toMatch(/runPlay\(/);
    expect(src).not.toMatch(/new RedisStore\(|openMatchRuntime\(|process\.env\.REDIS_URL/);
  });
});
