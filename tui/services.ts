// The match runtime of one terminal-UI or SSH process (runtime/match-runtime.ts): the embedded MemoryStore
// by default, the Redis store when REDIS_URL is set (then matches are shared with every other
// process), and the resolver loop, so a terminal-only process needs no separate worker.
import { openMatchRuntime, openRedisStore } from '../runtime/match-runtime.ts';
import type { MatchDoc, MatchStore } from '../engine/store/types.ts';
import type { GameEvent, GameId, SetupOptions } from '../engine/core/game.ts';
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
  store: MatchStore;
  /** `memory` (one process) or `redis` (shared). */
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/** Opens the store and service, and starts resolving due turns. */
export async function openMatchServices(opts: {
  redisUrl?: string;
  /** A shared store made by the caller (a RedisStore on a Redis Cluster, say); wins over redisUrl. */
  store?: MatchStore;
  /** After each turn this process commits (metrics). */
  onCommitted?: (doc: MatchDoc, events: GameEvent[]) => void | Promise<void>;
  /** Per-game setup options under each match's own (the process config's `{ dungeon: { env } }`). */
  setupDefaults?: Partial<Record<GameId, SetupOptions>>;
  /** Lobby and retention limits (the process config's, see matchLimits in runtime/match-runtime.ts). */
  limits?: { lobbyMs?: number; retentionMs?: number; archiveMs?: number };
  /** Where no-show seats are reported (COGAME_PLAYER_FAILURE_URI). */
  failureReportUri?: string;
} = {}): Promise<MatchServices> {
  // Every loop option is given: openMatchRuntime passes undefined ones through over the loop's defaults.
  const store = opts.store ?? (opts.redisUrl ? await openRedisStore(opts.redisUrl) : undefined);
  const rt = openMatchRuntime({ store, pollMs: RESOLVER_POLL_MS, concurrency: RESOLVER_CONCURRENCY, onCommitted: opts.onCommitted, setupDefaults: opts.setupDefaults, ...opts.limits, failureReportUri: opts.failureReportUri });
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
