// `lamplit worker [--store redis|memory]`: runs only the resolver loop until SIGTERM (or SIGINT),
// then lets the turn in hand commit and exits 0. Any number of workers may share one Redis.
import type { Command } from 'commander';
import { loadConfig } from '../../runtime/config.ts';
import { startProcess } from '../../runtime/process.ts';
import { openRuntime, storeKind } from '../../runtime/match-runtime.ts';
import { choiceArg, intArg } from '../util.ts';

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
      const kind = storeKind(config, o.store);
      // Config, logs, /healthz + /metrics on HEALTH_PORT, and SIGTERM/SIGINT handling (runtime/process.ts).
      const proc = await startProcess({ name: 'worker', config });
      const log = proc.log;
      // The shutdown step stands before the store is opened, so a SIGTERM while it opens still stops cleanly.
      const opened = openRuntime(config, { proc, store: kind === 'memory' ? 'memory' : undefined, keyPrefix: o.keyPrefix, concurrency: o.concurrency, claimMs: o.claimMs, countLive: true });
      // On SIGTERM the loop stops taking turns, the turn in hand commits, the store closes; then exit 0.
      const stopped = new Promise<void>((resolve) => {
        if (proc.signal.aborted) resolve();
        else proc.signal.addEventListener('abort', () => resolve(), { once: true });
      }).then(async () => (await opened).close());
      proc.onShutdown('resolver loop', async () => {
        await stopped;
        log.info({ turns: (await opened).loop?.turns ?? 0 }, 'worker stopped');
      });
      log.info({ store: kind, workerId: (await opened).workerId }, 'worker started');
      await stopped;
    });
}
