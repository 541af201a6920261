// `lamplit worker [--store redis|memory]`: runs only the resolver loop until SIGTERM (or SIGINT),
// then lets the turn in hand commit and exits 0. Any number of workers may share one Redis.
import type { Command } from 'commander';
import { hostname } from 'node:os';
import { loadConfig } from '../../runtime/config.ts';
import { TurnMeter } from '../../runtime/match-metrics.ts';
import { startProcess } from '../../runtime/process.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { cryptoIds, matchLimits, openMemoryStore, runWorker } from '../../runtime/match-runtime.ts';
import { UserError, choiceArg, intArg } from '../util.ts';

/** Adds the `worker` command. */
export function register(program: Command): void {
  program.command('worker')
    .description('resolve due turns of live matches until SIGTERM (Redis from REDIS_URL; memory serves only this process)')
    .option('--store <kind>', 'redis or memory (default: redis when REDIS_URL is set)', choiceArg('store', ['redis', 'memory'] as const))
    .option('--key-prefix <prefix>', 'first part of every Redis key (default lamplit)')
    .option('--concurrency <N>', 'matches resolved at once', intArg('concurrency', 1, 256), 8)
    .option('--claim-ms <ms>', 'claim lease: a dead worker\'s turn is taken over after this long', intArg('claim ms', 100, 600_000), 10_000)
    .action(async (o: { store?: 'redis' | 'memory'; keyPrefix?: string; concurrency: number; claimMs: number }) => {
      const config = loadConfig(process.env);
      const { url, clusterNodes, password } = config.redis;
      const kind = o.store ?? (url || clusterNodes ? 'redis' : 'memory');
      if (kind === 'redis' && !url && !clusterNodes) throw new UserError('--store redis needs REDIS_URL (redis://host:6379) or REDIS_CLUSTER_NODES');
      // Config, logs, /healthz + /metrics on HEALTH_PORT, and SIGTERM/SIGINT handling (runtime/process.ts).
      const proc = await startProcess({ name: 'worker', config });
      const log = proc.log;
      const meter = new TurnMeter(proc.metrics, log);
      const store = meter.wrapStore(kind === 'redis'
        ? new RedisStore({ url, cluster: clusterNodes ? { nodes: clusterNodes, password } : undefined, prefix: o.keyPrefix })
        : openMemoryStore(config.match.memoryArchiveMax));
      proc.watchStore(store);
      meter.countLiveMatches(store);
      const workerId = `${config.worker.id ?? hostname()}:${cryptoIds.next().slice(0, 6)}`;
      log.info({ store: kind, workerId }, 'worker started');
      const done = runWorker({
        store, workerId, signal: proc.signal, pollMs: config.worker.pollMs, concurrency: o.concurrency, claimMs: o.claimMs,
        failureReportUri: config.failureReportUri, onCommitted: meter.onCommitted, setupDefaults: { dungeon: { env: config.dungeonEnv } }, ...matchLimits(config),
        onError: (err, matchId) => log.warn({ err, matchId }, 'resolver error (will retry)'),
      });
      // On SIGTERM the loop stops taking turns, the turn in hand commits, the store closes; then exit 0.
      proc.onShutdown('resolver loop', async () => {
        const rt = await done;
        log.info({ turns: rt.loop?.turns ?? 0 }, 'worker stopped');
      });
      await done;
    });
}
