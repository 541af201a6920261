// Wiring of the match runtime for a process: the store (Redis when configured, else memory), the
// MatchService with the system clock and crypto ids, and the resolver loop. Front ends call
// openMatchRuntime() once; `lamplit worker` calls runWorker(), which only resolves turns.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Game, GameEvent, GameId, SetupOptions } from '../engine/core/game.ts';
import { TurnResolver } from '../engine/match/resolver.ts';
import { MatchService } from '../engine/match/service.ts';
import type { IdSource } from '../engine/match/types.ts';
import { MemoryStore } from '../engine/store/memory-store.ts';
import type { MatchDoc, MatchStore } from '../engine/store/types.ts';
import { FailureReporter } from './failure-report.ts';
import { RedisStore } from './redis-store.ts';
import { ResolverLoop } from './resolver.ts';

/** Fresh ids from node:crypto: 16 base-32 characters (80 bits). */
export const cryptoIds: IdSource = {
  next: () => BigInt(`0x${randomBytes(10).toString('hex')}`).toString(32).padStart(16, '0'),
};

/** Options of a process's match runtime. */
export interface MatchRuntimeOptions {
  /** `redis` or `memory`; default: redis when a Redis URL (or client) is given, else memory. */
  store?: 'redis' | 'memory' | MatchStore;
  redisUrl?: string;
  /** Key prefix in Redis (default `lamplit`). */
  keyPrefix?: string;
  games?: Partial<Record<GameId, Game<any, any, any>>>;
  /** Per-game setup options under each match's own, e.g. `{ dungeon: { env: config.dungeonEnv } }`. */
  setupDefaults?: Partial<Record<GameId, SetupOptions>>;
  /** Run the resolver loop in this process (default true). */
  resolve?: boolean;
  /** Claim name of this process (default host:pid:random). */
  workerId?: string;
  pollMs?: number;
  concurrency?: number;
  claimMs?: number;
  /** Where no-show seats are reported (COGAME_PLAYER_FAILURE_URI: http(s) POST or file://); none: not reported. */
  failureReportUri?: string;
  /** After each committed turn (metrics, logs); `player_failure` events are reported before it is called. */
  onCommitted?: (doc: MatchDoc, events: GameEvent[]) => void | Promise<void>;
  onError?: (err: unknown, matchId?: string) => void;
  onResolved?: (matchId: string, turns: number, finished: boolean) => void;
}

/** A process's match runtime. */
export interface MatchRuntime {
  store: MatchStore;
  service: MatchService;
  resolver: TurnResolver;
  /** The resolver loop, when this process resolves turns. */
  loop: ResolverLoop | null;
  /** Stops the loop (the turn in hand commits first) and closes the store. */
  close(): Promise<void>;
}

/** Opens the store, the service and (unless `resolve: false`) a running resolver loop. */
export function openMatchRuntime(opts: MatchRuntimeOptions = {}): MatchRuntime {
  const kind = opts.store ?? (opts.redisUrl ? 'redis' : 'memory');
  const store: MatchStore = typeof kind === 'object' ? kind
    : kind === 'redis' ? new RedisStore({ url: opts.redisUrl, prefix: opts.keyPrefix })
    : new MemoryStore();
  const clock = () => Date.now();
  const service = new MatchService({ store, clock, ids: cryptoIds, games: opts.games, setupDefaults: opts.setupDefaults });
  const reporter = new FailureReporter(opts.failureReportUri);
  const onCommitted = async (doc: MatchDoc, events: GameEvent[]) => {
    // The committing process is the only one that sees these events as new: each no-show is reported once.
    for (const e of events) {
      if (e.type !== 'player_failure') continue;
      const seat = Number(e.seat);
      const outcome = await reporter.report({ game: doc.game, match: doc.id, seat, alias: String(e.alias ?? doc.seats[seat]?.alias ?? seat), reason: String(e.reason ?? 'no_show'), turn: e.turn });
      if (!outcome.ok) opts.onError?.(new Error(outcome.error), doc.id);
    }
    await opts.onCommitted?.(doc, events);
  };
  const resolver = new TurnResolver({ store, clock, games: opts.games, claimMs: opts.claimMs, onCommitted });
  const loop = opts.resolve === false ? null : new ResolverLoop({
    resolver, token: opts.workerId ?? `${hostname()}:${process.pid}:${cryptoIds.next().slice(0, 6)}`,
    pollMs: opts.pollMs, concurrency: opts.concurrency, onError: opts.onError, onResolved: opts.onResolved,
  }).start();
  return {
    store, service, resolver, loop,
    close: async () => {
      await loop?.stop();
      await store.close();
    },
  };
}

/** Runs only the resolver loop until `signal` aborts (SIGTERM), then lets the turn in hand commit and closes. */
export async function runWorker(opts: MatchRuntimeOptions & { signal: AbortSignal }): Promise<MatchRuntime> {
  const rt = openMatchRuntime({ ...opts, resolve: true });
  await new Promise<void>((resolve) => {
    if (opts.signal.aborted) resolve();
    else opts.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await rt.close();
  return rt;
}
