// `lamplit worker [--store redis|memory]`: runs only the resolver loop until SIGTERM (or SIGINT),
// then lets the turn in hand commit and exits 0. Any number of workers may share one Redis.
import type { Command } from 'commander';
import { hostname } from 'node:os';
import { loadConfig } from '../../runtime/config.ts';
import { createLogger } from '../../runtime/logger.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { cryptoIds, runWorker } from '../../runtime/worker.ts';
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
      const log = createLogger({ name: 'worker', level: config.log.level, format: config.log.format });
      const { url, clusterNodes, password } = config.redis;
      const kind = o.store ?? (url || clusterNodes ? 'redis' : 'memory');
      if (kind === 'redis' && !url && !clusterNodes) throw new UserError('--store redis needs REDIS_URL (redis://host:6379) or REDIS_CLUSTER_NODES');
      const store = kind === 'redis'
        ? new RedisStore({ url, cluster: clusterNodes ? { nodes: clusterNodes, password } : undefined, prefix: o.keyPrefix })
        : 'memory' as const;
      const stop = new AbortController();
      const onSignal = (sig: string) => {
        log.info({ signal: sig }, 'stopping: finishing the turn in hand');
        stop.abort();
      };
      process.once('SIGTERM', () => onSignal('SIGTERM'));
      process.once('SIGINT', () => onSignal('SIGINT'));
      const workerId = `${config.worker.id ?? hostname()}:${cryptoIds.next().slice(0, 6)}`;
      log.info({ store: kind, workerId }, 'worker started');
      const rt = await runWorker({
        store, workerId, signal: stop.signal, pollMs: config.worker.pollMs, concurrency: o.concurrency, claimMs: o.claimMs,
        failureReportUri: config.failureReportUri,
        onError: (err, matchId) => log.warn({ err, matchId }, 'resolver error (will retry)'),
      });
      log.info({ turns: rt.loop?.turns ?? 0 }, 'worker stopped');
    });
}
