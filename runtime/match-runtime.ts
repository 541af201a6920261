// Wiring of the match runtime for a process: the store (Redis or a Redis Cluster when configured,
// else memory), the MatchService with the system clock and crypto ids, the resolver loop, and the
// turn metrics and health of a long-running process. Every entry point (bot, ssh, worker, play,
// start, match) calls openRuntime(config) once; openMatchRuntime() is its store-given core (tests).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Game, GameEvent, GameId, SetupOptions } from '../engine/core/game.ts';
import { MatchHooks } from '../engine/match/hooks.ts';
import { TurnResolver } from '../engine/match/turn-resolver.ts';
import { MatchService } from '../engine/match/service.ts';
import type { IdSource } from '../engine/match/types.ts';
import { MemoryStore } from '../engine/store/memory-store.ts';
import type { MatchDoc, MatchStore, StreamStore } from '../engine/store/types.ts';
import { setupDefaultsOf, type Config } from './config.ts';
import type { LamplitProcess } from './process.ts';
import type { TurnMeter } from './match-metrics.ts';
import { FailureReporter } from './failure-report.ts';
import { packState, unpackState } from './state-codec.ts';
import { UserError } from '../engine/core/errors.ts';
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
    private readonly store: StreamStore,
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
  /** A store (a RedisStore, say) or `memory` (the default); processes open theirs from the config with openRuntime. */
  store?: 'memory' | MatchStore;
  games?: Partial<Record<GameId, Game<any, any, any>>>;
  /** Per-game setup options under each match's own (setupDefaultsOf(config): `{ dungeon: config.games.dungeon.setup }`). */
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
  /**
   * Hooks of the service and the resolver (onClaim, onCommitted, onFinished, onOrder): pass a list
   * already wired (a TurnMeter's, say) so nothing is missed before the loop starts; default a fresh one.
   * The runtime adds its own failure reports first, so `player_failure` events are reported before a caller's onCommitted.
   */
  hooks?: MatchHooks;
  onError?: (err: unknown, matchId?: string) => void;
  onResolved?: (matchId: string, turns: number, finished: boolean) => void;
}

/** A process's match runtime. */
export interface MatchRuntime {
  store: MatchStore;
  /** The hooks the service and the resolver tell (add with `hooks.on('onCommitted', fn)`). */
  hooks: MatchHooks;
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

/** Opens the store, the service and (unless `resolve: false`) a running resolver loop. */
export function openMatchRuntime(opts: MatchRuntimeOptions = {}): MatchRuntime {
  // A Redis store is made by the caller (openRuntime loads ioredis only then), so a process on the
  // in-process store (the terminal menu) starts without it.
  const store: MatchStore = typeof opts.store === 'object' ? opts.store : openMemoryStore(opts.memoryArchiveMax);
  const clock = () => Date.now();
  const hooks = opts.hooks ?? new MatchHooks();
  const failures = new FailureReports(store, new FailureReporter(opts.failureReportUri), (err, matchId) => opts.onError?.(err, matchId));
  // The committing process reports the turn's no-shows at once; a crash before it does is made
  // good when the match finishes (onFinished reads them back from the event stream). Added first,
  // so they run before any hook a caller added earlier.
  const dropReports = hooks.on('onCommitted', (doc, events) => failures.report(doc, events), 'first');
  const dropCatchUp = failures.enabled ? hooks.on('onFinished', async (doc) => failures.report(doc, (await store.events(doc.id)).map((e) => e.event))) : () => undefined;
  const service = new MatchService({ store, clock, ids: cryptoIds, games: opts.games, setupDefaults: opts.setupDefaults, lobbyMs: opts.lobbyMs, retentionMs: opts.retentionMs, hooks });
  const resolver = new TurnResolver({ store, clock, games: opts.games, claimMs: opts.claimMs, retentionMs: opts.retentionMs, archiveMs: opts.archiveMs, hooks });
  const loop = opts.resolve === false ? null : new ResolverLoop({
    resolver, token: opts.workerId ?? `${hostname()}:${process.pid}:${cryptoIds.next().slice(0, 6)}`,
    pollMs: opts.pollMs, concurrency: opts.concurrency, onError: opts.onError, onResolved: opts.onResolved,
  }).start();
  return {
    store, hooks, service, resolver, loop,
    close: async () => {
      await loop?.stop();
      dropReports();
      dropCatchUp();
      await store.close();
    },
  };
}

/** What openRuntime takes beside the config: the process's own choices, none of them a store setting. */
export interface RuntimeOptions extends Pick<MatchRuntimeOptions, 'resolve' | 'pollMs' | 'concurrency' | 'claimMs' | 'onError' | 'onResolved'> {
  /**
   * The long-running process (startProcess) this runtime serves: its turns are counted and timed
   * into the process's /metrics, orders refused counted, and its /healthz follows the store's Redis.
   * Absent for one-shot commands and the local terminal UI.
   */
  proc?: LamplitProcess;
  /** `memory` keeps matches in this process even when Redis is configured (`worker --store memory`); `redis` requires Redis in the config. */
  store?: 'redis' | 'memory';
  /** First part of every Redis key (default `lamplit`). */
  keyPrefix?: string;
  /** Stop at once with one line when the configured Redis does not answer (one-shot commands, the terminal); else wait for it, /healthz not ready. */
  requireAnswer?: boolean;
  /** Count the live matches per game at each /metrics scrape (the worker). */
  countLive?: boolean;
}

/** A process's runtime as openRuntime opened it. */
export interface Runtime extends MatchRuntime {
  /** Where matches live: this process's `memory`, one `redis` server, or a Redis `cluster`. */
  kind: 'memory' | 'redis' | 'cluster';
  /** The name of this process's claims (its resolver loop's token). */
  workerId: string;
  /** The turn meter of a runtime opened with `proc` (a front end counts its own refusals into it). */
  meter?: TurnMeter;
}

/** The store a configuration names, as Runtime.kind says it. */
export function storeKind(config: Pick<Config, 'redis'>, forced?: 'redis' | 'memory'): Runtime['kind'] {
  const { url, clusterNodes } = config.redis;
  if (forced === 'memory') return 'memory';
  if (clusterNodes) return 'cluster';
  if (url) return 'redis';
  if (forced === 'redis') throw new UserError('--store redis needs REDIS_URL (redis://host:6379) or REDIS_CLUSTER_NODES');
  return 'memory';
}

/**
 * The one bootstrap of every process: the store the config names (REDIS_CLUSTER_NODES, else
 * REDIS_URL, else memory), the service with the config's setup defaults and limits, the resolver
 * loop (unless `resolve: false`), failure reports, and with a `proc` its metrics and health.
 * ioredis is loaded only when Redis is configured.
 */
export async function openRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const kind = storeKind(config, opts.store);
  const meter = opts.proc ? new (await import('./match-metrics.ts')).TurnMeter(opts.proc.metrics, opts.proc.log) : undefined;
  let store: MatchStore;
  if (kind === 'memory') {
    store = openMemoryStore(config.match.memoryArchiveMax);
  } else {
    const { RedisStore } = await import('./redis-store.ts');
    const { url, clusterNodes, password } = config.redis;
    const redis = new RedisStore({ url, cluster: kind === 'cluster' ? { nodes: [...clusterNodes!], password } : undefined, prefix: opts.keyPrefix });
    if (opts.requireAnswer) await (await import('./redis-check.ts')).redisAnswers(redis, kind === 'cluster' ? 'REDIS_CLUSTER_NODES' : 'REDIS_URL');
    store = redis;
  }
  // The service and the resolver tell their hooks; metrics watch them (no wrapped store, no patched service).
  const hooks = new MatchHooks();
  if (meter) meter.watch(hooks);
  const workerId = `${config.worker.id}:${cryptoIds.next().slice(0, 6)}`;
  const rt = openMatchRuntime({
    store, hooks, resolve: opts.resolve, pollMs: opts.pollMs ?? config.worker.pollMs, concurrency: opts.concurrency, claimMs: opts.claimMs,
    workerId,
    setupDefaults: setupDefaultsOf(config), ...matchLimits(config), failureReportUri: config.failureReportUri,
    onError: opts.onError ?? (opts.proc ? (err, matchId) => opts.proc!.log.warn({ err, matchId }, 'resolver error (will retry)') : undefined),
    onResolved: opts.onResolved,
  });
  if (meter) {
    meter.gamesFrom(store);
    if (opts.countLive) meter.countLiveMatches(store);
  }
  if (opts.proc && kind !== 'memory') opts.proc.watchStore(store);
  return { ...rt, kind, workerId, meter };
}
