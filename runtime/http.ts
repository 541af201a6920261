// The small HTTP server every long-running lamplit process runs: /healthz (alive, and Redis
// reachable), /livez (alive only) and /metrics (Prometheus text format).
import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.ts';

/** How long /healthz waits for the readiness check before calling the process unready. */
export const READY_TIMEOUT_MS = 1000;

/** Resolves when the process's backing services answer (e.g. Redis PING); rejects or times out when not. */
export type ReadyCheck = () => Promise<unknown>;

/** Options of the health and metrics server. */
export interface HealthServerOptions {
  host: string;
  /** 0 picks any free port (see `port` on the result). */
  port: number;
  metrics: Metrics;
  /** Absent for a process without Redis (the in-process store): always ready. */
  ready?: ReadyCheck;
  /** True once the process is shutting down: /healthz then answers 503 so no new work is routed here. */
  stopping?: () => boolean;
  log?: Logger;
  name?: string;
}

/** A running health server. */
export interface HealthServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** The body of /healthz. */
export interface HealthBody {
  status: 'ok' | 'unready' | 'stopping';
  name?: string;
  redis: 'ready' | 'down' | 'none';
  error?: string;
  uptimeSeconds: number;
}

/** Starts the health and metrics server; rejects with a one-line error when the port is taken. */
export async function startHealthServer(opts: HealthServerOptions): Promise<HealthServer> {
  const started = Date.now();
  const server = createServer((req, res) => {
    handle(req, res, opts, started).catch((err: unknown) => {
      opts.log?.error({ err }, 'health endpoint failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error\n');
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(err.code === 'EADDRINUSE' ? new Error(`HEALTH_PORT ${opts.port} is in use by another process; set HEALTH_PORT to a free port (0 picks any)`) : err);
    };
    server.once('error', onError);
    server.listen(opts.port, opts.host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  opts.log?.info({ port, host: opts.host }, 'health and metrics endpoint listening');
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: HealthServerOptions, started: number): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed: use GET\n');
    return;
  }
  if (path === '/metrics') {
    const text = await opts.metrics.registry.metrics();
    res.writeHead(200, { 'content-type': opts.metrics.registry.contentType }).end(text);
    return;
  }
  if (path === '/livez') {
    sendJson(res, 200, { status: 'ok', name: opts.name, uptimeSeconds: Math.round((Date.now() - started) / 1000) });
    return;
  }
  if (path === '/healthz' || path === '/readyz') {
    const body = await health(opts, started);
    sendJson(res, body.status === 'ok' ? 200 : 503, body);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: try /healthz, /livez or /metrics\n');
}

/** Checks readiness once: Redis answering within READY_TIMEOUT_MS and the process not stopping. */
export async function health(opts: Pick<HealthServerOptions, 'ready' | 'stopping' | 'name'>, started = Date.now()): Promise<HealthBody> {
  const uptimeSeconds = Math.round((Date.now() - started) / 1000);
  let redis: HealthBody['redis'] = 'none';
  let error: string | undefined;
  if (opts.ready) {
    try {
      await withTimeout(opts.ready(), READY_TIMEOUT_MS);
      redis = 'ready';
    } catch (err) {
      redis = 'down';
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const status: HealthBody['status'] = opts.stopping?.() ? 'stopping' : redis === 'down' ? 'unready' : 'ok';
  return { status, name: opts.name, redis, error, uptimeSeconds };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body) + '\n');
}
