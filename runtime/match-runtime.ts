// Wiring of the match runtime for a process: the store (Redis when configured, else memory), the
// MatchService with the system clock and crypto ids, and the resolver loop. Front ends call
// openMatchRuntime() once; `lamplit worker` calls runWorker(), which only resolves turns.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Game, GameEvent, GameId, SetupOptions } from '../engine/core/game.ts';
import { TurnResolver } from '../engine/match/turn-resolver.ts';
import { MatchService } from '../engine/match/service.ts';
import type { IdSource } from '../engine/match/types.ts';
import { MemoryStore } from '../engine/store/memory-store.ts';
import type { MatchDoc, MatchStore } from '../engine/store/types.ts';
import { FailureReporter } from './failure-report.ts';
import { packState, unpackState } from './state-codec.ts';
import { ResolverLoop } from './resolver-loop.ts';

/** Fresh ids from node:crypto: 16 base-32 characters (80 bits). */
export const cryptoIds: IdSource = {
  next: () => BigInt(`0x${randomBytes(10).toString('hex')}`).toString(32).padStart(16, '0'),
};

/**
 * No-show reports of live matches, each delivered at least once: a report is marked in the store
 * (per match, `seat:reason`) after it is delivered, so the end-of-match sweep sends only what a
 * crashed process never marked; a crash between delivery and mark sends that one again.
 */
export class FailureReports {
  constructor(
    private readonly store: MatchStore,
    private readonly reporter: FailureReporter,
    private readonly onError: (err: Error, matchId: string) => void,
  ) {}

  /** A destination is configured. */
  get enabled(): boolean {
    return this.reporter.enabled;
  }

  /** Reports the `player_failure` events among `events` not yet marked delivered. */
  async report(doc: MatchDoc, events: readonly GameEvent[]): Promise<void> {
    const failures = events.filter((e) => e.type === 'player_failure');
    if (failures.length === 0 || !this.reporter.enabled) return;
    const done = new Set(await this.store.reported(doc.id));
    for (const e of failures) {
      const seat = Number(e.seat);
      const reason = String(e.reason ?? 'no_show');
      const key = `${seat}:${reason}`;
      if (done.has(key)) continue;
      done.add(key);
      const outcome = await this.reporter.report({ game: doc.game, match: doc.id, seat, alias: String(e.alias ?? doc.seats[seat]?.alias ?? seat), reason, turn: e.turn });
      if (!outcome.ok) this.onError(new Error(outcome.error), doc.id);
      else if (outcome.sent) await this.store.markReported(doc.id, key);
    }
  }
}

/** Options of a process's match runtime. */
export interface MatchRuntimeOptions {
  /** A store (a RedisStore from openRedisStore, say) or `memory` (the default). `redis` or a bare redisUrl is refused: open the store first. */
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
  /** How long an unstarted lobby stays open (ms; MATCH_LOBBY_SECONDS). */
  lobbyMs?: number;
  /** How long a finished or cancelled match's live record is kept (ms; MATCH_RETENTION_MINUTES). */
  retentionMs?: number;
  /** How long an archived match is kept (ms; MATCH_ARCHIVE_DAYS); absent: for good. */
  archiveMs?: number;
  /** Finished matches a memory store holds at most (MATCH_MEMORY_ARCHIVE_MAX; default 1000). */
  memoryArchiveMax?: number;
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

/** The lobby, retention and archive limits of a process's config, as openMatchRuntime takes them. */
export function matchLimits(config: { match: { lobbySeconds: number; retentionMinutes: number; archiveDays: number; memoryArchiveMax?: number } }): Pick<MatchRuntimeOptions, 'lobbyMs' | 'retentionMs' | 'archiveMs' | 'memoryArchiveMax'> {
  const { lobbySeconds, retentionMinutes, archiveDays, memoryArchiveMax } = config.match;
  return { lobbyMs: lobbySeconds * 1000, retentionMs: retentionMinutes * 60_000, archiveMs: archiveDays > 0 ? archiveDays * 86_400_000 : undefined, memoryArchiveMax };
}

/**
 * The in-process store of a process without Redis: on the system clock, so retired matches and
 * archive entries leave on time, holding at most `archiveMax` finished matches, archive entries
 * deflated as Redis stores them.
 */
export function openMemoryStore(archiveMax?: number, clock: () => number = Date.now): MemoryStore {
  return new MemoryStore({
    clock, archiveMax,
    archiveCodec: { pack: packState, unpack: (b) => unpackState(Buffer.from(b.buffer, b.byteOffset, b.byteLength)) ?? '' },
  });
}

/**
 * A RedisStore on `url` that answered a PING (else a one-line UserError naming REDIS_URL), loading
 * ioredis only when a process actually uses Redis: for the terminal, which cannot wait for a Redis
 * that is not there.
 */
export async function openRedisStore(url: string, prefix?: string): Promise<MatchStore> {
  const [{ RedisStore }, { redisAnswers }] = await Promise.all([import('./redis-store.ts'), import('./redis-check.ts')]);
  const store = new RedisStore({ url, prefix });
  await redisAnswers(store, 'REDIS_URL');
  return store;
}

/** Opens the store, the service and (unless `resolve: false`) a running resolver loop. */
export function openMatchRuntime(opts: MatchRuntimeOptions = {}): MatchRuntime {
  const kind = opts.store ?? (opts.redisUrl ? 'redis' : 'memory');
  // A Redis store is made by the caller (openRedisStore, or new RedisStore): this module does not
  // load ioredis, so a process on the in-process store (the terminal menu) starts without it.
  if (kind === 'redis') throw new Error('openMatchRuntime: pass the RedisStore as `store` (await openRedisStore(url)); redisUrl alone is no longer opened here');
  const store: MatchStore = typeof kind === 'object' ? kind : openMemoryStore(opts.memoryArchiveMax);
  const clock = () => Date.now();
  const service = new MatchService({ store, clock, ids: cryptoIds, games: opts.games, setupDefaults: opts.setupDefaults, lobbyMs: opts.lobbyMs, retentionMs: opts.retentionMs });
  const failures = new FailureReports(store, new FailureReporter(opts.failureReportUri), (err, matchId) => opts.onError?.(err, matchId));
  const onCommitted = async (doc: MatchDoc, events: GameEvent[]) => {
    // The committing process reports the turn's no-shows at once; a crash before it does is made
    // good when the match finishes (onFinished below reads them back from the event stream).
    await failures.report(doc, events);
    await opts.onCommitted?.(doc, events);
  };
  const resolver = new TurnResolver({
    store, clock, games: opts.games, claimMs: opts.claimMs, retentionMs: opts.retentionMs, archiveMs: opts.archiveMs, onCommitted,
    onFinished: failures.enabled ? async (doc) => failures.report(doc, (await store.events(doc.id)).map((e) => e.event)) : undefined,
  });
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
