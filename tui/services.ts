// The match service of one terminal-UI or SSH process: the embedded MemoryStore by default, the
// Redis store when REDIS_URL is set (then matches are shared with every other process), and the
// resolver loop that process runs so it needs no separate worker.
import { randomBytes } from 'node:crypto';
import { MemoryStore } from '../engine/store/memory-store.ts';
import type { MatchStore } from '../engine/store/types.ts';
import { MatchService } from '../engine/match/service.ts';
import { TurnResolver } from '../engine/match/resolver.ts';
import { ServicePort } from './service-port.ts';
import type { MatchPort } from './match-port.ts';

/** How often the resolver loop looks for due turns (ms). */
export const RESOLVER_POLL_MS = 200;

/** The process-wide match service and its resolver loop. */
export interface MatchServices {
  port: MatchPort;
  service: MatchService;
  store: MatchStore;
  /** `memory` (one process) or `redis` (shared). */
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function ids() {
  return {
    next(): string {
      const bytes = randomBytes(16);
      let s = '';
      for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
      return s;
    },
  };
}

async function openStore(redisUrl: string | undefined): Promise<{ store: MatchStore; kind: 'memory' | 'redis' }> {
  if (!redisUrl) return { store: new MemoryStore(), kind: 'memory' };
  // runtime/redis-store.ts is the only file that imports ioredis; loaded only when asked for.
  const { RedisStore } = await import('../runtime/redis-store.ts');
  const store = new RedisStore({ url: redisUrl });
  await store.ping();
  return { store, kind: 'redis' };
}

/** Opens the store and service, and starts resolving due turns every RESOLVER_POLL_MS. */
export async function openMatchServices(opts: { redisUrl?: string } = {}): Promise<MatchServices> {
  const { store, kind } = await openStore(opts.redisUrl);
  const clock = () => Date.now();
  const service = new MatchService({ store, clock, ids: ids() });
  const resolver = new TurnResolver({ store, clock });
  const port = new ServicePort(service, resolver);
  let stopped = false;
  const loop = setInterval(() => {
    if (!stopped) port.tick().catch(() => { /* a failed resolution is retried on the next poll */ });
  }, RESOLVER_POLL_MS);
  loop.unref?.();
  return {
    port, service, store, kind,
    async close() {
      stopped = true;
      clearInterval(loop);
      await store.close();
    },
  };
}
