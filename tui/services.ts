// The match runtime of one terminal-UI or SSH process (runtime/worker.ts): the embedded MemoryStore
// by default, the Redis store when REDIS_URL is set (then matches are shared with every other
// process), and the resolver loop, so a terminal-only process needs no separate worker.
import { openMatchRuntime, openRedisStore, type MatchRuntime } from '../runtime/worker.ts';
import type { GameId, SetupOptions } from '../engine/core/game.ts';
import type { MatchHooks } from '../engine/match/hooks.ts';
import type { MatchService } from '../engine/match/service.ts';
import { ServicePort } from './service-port.ts';
import type { MatchPort } from './match-port.ts';

/** How often the resolver loop looks for due turns (ms). */
export const RESOLVER_POLL_MS = 200;
/** Matches this process resolves at once. */
export const RESOLVER_CONCURRENCY = 4;

/** The process-wide match service, its port for the UI, and its resolver loop. */
export interface MatchServices {
  port: MatchPort;
  service: MatchService;
  store: MatchRuntime['store'];
  /** `memory` (one process) or `redis` (shared). */
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/** Opens the store and service, and starts resolving due turns. */
export async function openMatchServices(opts: {
  redisUrl?: string;
  /** A shared store made by the caller (a RedisStore on a Redis Cluster, say); wins over redisUrl. */
  store?: MatchRuntime['store'];
  /** Hooks of the service and resolver, wired before the loop starts (metrics). */
  hooks?: MatchHooks;
  /** Per-game setup options under each match's own (the process config's `{ dungeon: { env } }`). */
  setupDefaults?: Partial<Record<GameId, SetupOptions>>;
  /** Lobby and retention limits (the process config's, see matchLimits in runtime/worker.ts). */
  limits?: { lobbyMs?: number; retentionMs?: number; archiveMs?: number };
  /** Where no-show seats are reported (COGAME_PLAYER_FAILURE_URI). */
  failureReportUri?: string;
} = {}): Promise<MatchServices> {
  // Every loop option is given: openMatchRuntime passes undefined ones through over the loop's defaults.
  const store = opts.store ?? (opts.redisUrl ? await openRedisStore(opts.redisUrl) : undefined);
  const rt = openMatchRuntime({ store, pollMs: RESOLVER_POLL_MS, concurrency: RESOLVER_CONCURRENCY, hooks: opts.hooks, setupDefaults: opts.setupDefaults, ...opts.limits, failureReportUri: opts.failureReportUri });
  const shared = Boolean(opts.store || opts.redisUrl);
  if (shared) await (rt.store as unknown as { ping(): Promise<string> }).ping();
  return {
    port: new ServicePort(rt.service, rt.resolver),
    service: rt.service,
    store: rt.store,
    kind: shared ? 'redis' : 'memory',
    close: () => rt.close(),
  };
}
