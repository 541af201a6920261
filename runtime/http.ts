// The small HTTP server every long-running lamplit process runs: /healthz (alive, and Redis
// reachable when the matches live in Redis), /livez (alive only) and /metrics (Prometheus text).
// A port that is taken is an operator's matter: one line naming HEALTH_PORT, exit code 2.
import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.ts';
import { UserError } from '../engine/core/errors.ts';

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
  /** The Redis PING of a process whose matches live in Redis; absent for the in-process store (always ready). */
  ready?: ReadyCheck;
  /** Which store the process uses, when that can change after start (default: `redis` when `ready` is given). */
  store?: () => HealthBody['store'];
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
  /** Where this process keeps live matches: `memory` (this process only) or `redis`. */
  store: 'memory' | 'redis';
  /** Only with the Redis store: whether it answered. */
  redis?: 'ready' | 'down';
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
    const onError = (err: NodeJS.ErrnoException) => reject(listenError(err, opts.host, opts.port));
    server.once('error', onError);
    server.listen(opts.port, opts.host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  opts.log?.info({ port, host: opts.host, url: `http://${opts.host}:${port}/healthz` }, 'health and metrics endpoint listening');
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

/** Checks readiness once: with the Redis store, Redis answering within READY_TIMEOUT_MS; and the process not stopping. */
export async function health(opts: Pick<HealthServerOptions, 'ready' | 'stopping' | 'name' | 'store'>, started = Date.now()): Promise<HealthBody> {
  const uptimeSeconds = Math.round((Date.now() - started) / 1000);
  const store = opts.store?.() ?? (opts.ready ? 'redis' : 'memory');
  let redis: HealthBody['redis'];
  let error: string | undefined;
  if (store === 'redis' && opts.ready) {
    try {
      await withTimeout(opts.ready(), READY_TIMEOUT_MS);
      redis = 'ready';
    } catch (err) {
      redis = 'down';
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const status: HealthBody['status'] = opts.stopping?.() ? 'stopping' : redis === 'down' ? 'unready' : 'ok';
  return { status, name: opts.name, store, ...(redis ? { redis } : {}), error, uptimeSeconds };
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

/** The one-line refusal for a HEALTH_HOST/HEALTH_PORT the server cannot listen on; other errors pass through. */
export function listenError(err: NodeJS.ErrnoException, host: string, port: number): Error {
  if (err.code === 'EADDRINUSE') return new UserError(`HEALTH_PORT ${port} is in use by another process; set HEALTH_PORT to a free port, or leave it unset (or 0) to let the system pick one`);
  if (err.code === 'EACCES') return new UserError(`HEALTH_PORT ${port} needs privileges this process does not have; use a port from 1024 up, or leave HEALTH_PORT unset`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return new UserError(`HEALTH_HOST ${host} is not an address of this machine; set HEALTH_HOST to one (0.0.0.0 for all, 127.0.0.1 for this host only)`);
  return err;
}
