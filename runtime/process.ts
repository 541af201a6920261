// One call that turns an entry point into an operable long-running process: configuration
// validated once, the root logger, the metrics registry, the /healthz + /metrics endpoint, and
// graceful shutdown on SIGTERM/SIGINT.
//
//   const proc = await startProcess({ name: 'worker', need: ['redis'] });
//   proc.setReady(() => redis.ping());
//   proc.onShutdown('finish turn', () => worker.stop());
import { loadConfig, redactedConfig, type Config, type ConfigNeed } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { processMetrics, type Metrics } from './metrics.ts';
import { startHealthServer, type HealthServer, type ReadyCheck } from './http.ts';
import { Shutdown, type ShutdownStep } from './shutdown.ts';

/** Options of startProcess. */
export interface StartProcessOptions {
  /** `bot`, `ssh` or `worker`: the `name` of every log line and of /healthz. */
  name: string;
  /** An already loaded Config; otherwise loadConfig(env, { need }) runs here (and throws ConfigError). */
  config?: Config;
  env?: Record<string, string | undefined>;
  need?: readonly ConfigNeed[];
  /** Readiness check for /healthz, usually the store's Redis PING; can also be set later with setReady. */
  redisPing?: ReadyCheck;
  /** First shutdown step (stop intake, finish the turn in hand, ack, close); more with proc.onShutdown. */
  onShutdown?: ShutdownStep;
  metrics?: Metrics;
  /** A ready logger (tests); otherwise one is made from config.log. */
  logger?: Logger;
  /** Replaces process.exit (tests). */
  exit?: (code: number) => void;
  /** Handle SIGTERM/SIGINT (default true). */
  signals?: boolean;
}

/** A started process: its parts, for the entry point to pass down. */
export interface LamplitProcess {
  config: Config;
  log: Logger;
  metrics: Metrics;
  health: HealthServer;
  shutdown: Shutdown;
  /** Aborted when shutdown begins; loops stop taking new work when it is. */
  signal: AbortSignal;
  /** Sets (or replaces) the /healthz readiness check. */
  setReady(check: ReadyCheck | undefined): void;
  /** Adds a shutdown step after the earlier ones. */
  onShutdown(name: string, step: ShutdownStep): void;
  /** Makes /healthz follow the store's Redis (its ping) and logs Redis connection errors as warnings, one per outage. */
  watchStore(store: object): void;
}

/** What watchStore looks for on a store: RedisStore has both, MemoryStore neither. */
interface PingableStore {
  ping?: () => Promise<unknown>;
  client?: { on(event: 'error', fn: (err: Error) => void): unknown; on(event: 'ready' | 'reconnecting', fn: () => void): unknown };
}

/** Sets up config, logger, metrics, health endpoint and signal handling for a long-running process. */
export async function startProcess(opts: StartProcessOptions): Promise<LamplitProcess> {
  const config = opts.config ?? loadConfig(opts.env ?? process.env, { need: opts.need });
  const log = opts.logger ?? createLogger({ name: opts.name, level: config.log.level, format: config.log.format });
  const metrics = opts.metrics ?? processMetrics();
  const shutdown = new Shutdown({ log, timeoutMs: config.shutdownTimeoutMs, exit: opts.exit });
  let ready = opts.redisPing;
  const health = await startHealthServer({
    host: config.http.host,
    port: config.http.port,
    metrics,
    // Asked at each request, so a store watched after start (watchStore) counts; without Redis there is nothing to ask.
    ready: () => (ready ? ready() : Promise.resolve()),
    store: () => (ready ? 'redis' : 'memory'),
    stopping: () => shutdown.stopping,
    log,
    name: opts.name,
  });
  if (opts.onShutdown) shutdown.onShutdown(opts.name, opts.onShutdown);
  shutdown.atLast('health endpoint', () => health.close());
  if (opts.signals !== false) shutdown.install();
  log.info({ config: redactedConfig(config) }, `${opts.name} starting`);
  return {
    config,
    log,
    metrics,
    health,
    shutdown,
    signal: shutdown.signal,
    setReady: (check) => {
      ready = check;
    },
    onShutdown: (name, step) => {
      shutdown.onShutdown(name, step);
    },
    watchStore: (store) => {
      const s = store as PingableStore;
      if (typeof s.ping === 'function') ready = () => s.ping!();
      if (s.client && typeof s.client.on === 'function') {
        let down = false;
        const lost = (err?: Error) => {
          if (!down) log.warn(err ? { err: { message: err.message } } : {}, 'Redis connection lost; retrying (matches wait, nothing is lost)');
          down = true;
        };
        s.client.on('error', (err) => lost(err));
        // A server that restarts cleanly closes the connection without an error (or the new
        // connection hangs until it is back): ioredis says only that it is reconnecting.
        s.client.on('reconnecting', () => lost());
        s.client.on('ready', () => {
          if (down) log.info('Redis connection back');
          down = false;
        });
      }
    },
  };
}
