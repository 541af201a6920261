// Prometheus metrics of a lamplit process (prom-client). Each process has one Metrics object,
// served at /metrics by runtime/http.ts; the match service, renders, bot and SSH server update it.
import { Registry, Counter, Gauge, Histogram, collectDefaultMetrics } from 'prom-client';

/** Bucket edges in seconds: turn resolution is sub-millisecond to a second or so. */
const RESOLUTION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Bucket edges in seconds: a canvas render or a replay GIF. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics every lamplit process exposes. Labels: `game` (lantern, lamplighter, dungeon), `reason`, `kind`. */
export interface Metrics {
  registry: Registry;
  /** Live (not finished) matches; set by whoever counts them (see liveMatchesFrom). */
  liveMatches: Gauge<'game'>;
  /** Turns resolved by this process. */
  turnsResolved: Counter<'game'>;
  /** Seconds from claiming a turn to committing its resolution. */
  resolutionSeconds: Histogram<'game'>;
  /** Orders refused, by reason (`late`, `duplicate`, `not_awaited`, `invalid`, ...). */
  ordersRejected: Counter<'game' | 'reason'>;
  /** Seconds spent rendering one picture, by kind (`board`, `end-card`, `gif`, `terminal`). */
  renderSeconds: Histogram<'kind'>;
  /** Discord gateway sessions (shards) connected in this process. */
  discordSessions: Gauge<string>;
  /** SSH sessions open on this server. */
  sshSessions: Gauge<string>;
}

/** Creates a fresh registry with lamplit's metrics (and Node process metrics unless `processMetrics: false`). */
export function createMetrics(opts: { processMetrics?: boolean; labels?: Record<string, string> } = {}): Metrics {
  const registry = new Registry();
  if (opts.labels) registry.setDefaultLabels(opts.labels);
  if (opts.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'lamplit_' });
  const registers = [registry];
  return {
    registry,
    liveMatches: new Gauge({ name: 'lamplit_live_matches', help: 'Live (unfinished) matches', labelNames: ['game'], registers }),
    turnsResolved: new Counter({ name: 'lamplit_turns_resolved_total', help: 'Turns resolved by this process', labelNames: ['game'], registers }),
    resolutionSeconds: new Histogram({
      name: 'lamplit_turn_resolution_seconds',
      help: 'Seconds from claiming a turn to committing its resolution',
      labelNames: ['game'],
      buckets: RESOLUTION_BUCKETS,
      registers,
    }),
    ordersRejected: new Counter({ name: 'lamplit_orders_rejected_total', help: 'Orders refused, by reason', labelNames: ['game', 'reason'], registers }),
    renderSeconds: new Histogram({ name: 'lamplit_render_seconds', help: 'Seconds spent rendering one picture', labelNames: ['kind'], buckets: RENDER_BUCKETS, registers }),
    discordSessions: new Gauge({ name: 'lamplit_discord_sessions', help: 'Discord gateway sessions (shards) connected in this process', registers }),
    sshSessions: new Gauge({ name: 'lamplit_ssh_sessions', help: 'SSH sessions open on this server', registers }),
  };
}

let shared: Metrics | undefined;

/** The process-wide Metrics, created on first use; entry points may pass their own instead. */
export function processMetrics(): Metrics {
  shared ??= createMetrics();
  return shared;
}

/** Makes the live-matches gauge read its value at scrape time from `count` (e.g. the store's live-match index). */
export function liveMatchesFrom(metrics: Metrics, count: () => Promise<Record<string, number>> | Record<string, number>): void {
  const gauge = metrics.liveMatches;
  // prom-client calls `collect` on the gauge itself just before each scrape.
  (gauge as unknown as { collect: () => Promise<void> }).collect = async () => {
    const byGame = await count();
    gauge.reset();
    for (const [game, n] of Object.entries(byGame)) gauge.set({ game }, n);
  };
}

/** Times `fn` into a histogram with the given labels, also when it throws. */
export async function timed<T, L extends string>(hist: Histogram<L>, labels: Partial<Record<L, string | number>>, fn: () => Promise<T> | T): Promise<T> {
  const end = hist.startTimer(labels);
  try {
    return await fn();
  } finally {
    end();
  }
}

/** Records one resolved turn: the counter and the latency histogram, from a start time in ms (performance.now()). */
export function recordResolvedTurn(metrics: Metrics, game: string, startedMs: number, nowMs = performance.now()): void {
  metrics.turnsResolved.inc({ game });
  metrics.resolutionSeconds.observe({ game }, Math.max(0, nowMs - startedMs) / 1000);
}
