// Helpers for tests against Redis: the server at REDIS_URL (default redis://127.0.0.1:6379), a
// unique key prefix per run, and a test-owned redis-server on a random port in a temp dir.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RedisStore } from '../../runtime/redis-store.ts';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Fails the test loudly unless the Redis at REDIS_URL answers `redis-cli ping`: for tests whose
 * lamplit processes share matches through it (never skipped in CI). Gives REDIS_URL.
 */
export function requireRedis(): string {
  const { hostname, port } = new URL(REDIS_URL);
  let answer = '';
  try {
    answer = execFileSync('redis-cli', ['-h', hostname || '127.0.0.1', '-p', port || '6379', 'ping'], { encoding: 'utf8', timeout: 5000 }).trim();
  } catch (err) {
    throw new Error(`Redis is not answering at ${REDIS_URL}: these tests need a real Redis server (${(err as Error).message.split('\n')[0]})`);
  }
  if (answer !== 'PONG') throw new Error(`Redis at ${REDIS_URL} answered "${answer}" to PING, not PONG`);
  return REDIS_URL;
}

/** A key prefix no other run uses. */
export function uniquePrefix(tag: string): string {
  return `lamplit-test-${tag}-${process.pid}-${Date.now().toString(36)}`;
}

/** A RedisStore on REDIS_URL with a fresh prefix; throws (fails the test) if Redis does not answer in 3 s. */
export async function connectedStore(tag: string, url = REDIS_URL): Promise<RedisStore> {
  const store = new RedisStore({ url, prefix: uniquePrefix(tag) });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      store.ping(),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`Redis is not answering at ${url}: these tests need a real Redis server`)), 3000); }),
    ]);
  } catch (err) {
    store.client.disconnect();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return store;
}

/** A free TCP port in 20000-40000. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** A redis-server owned by a test: persistent (appendonly) in a temp dir, restartable, removed by stop(). */
export class OwnedRedis {
  private proc: ChildProcess | null = null;
  readonly dir = mkdtempSync(join(tmpdir(), 'lamplit-redis-'));
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    this.proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const s = createServer();
        s.once('error', () => resolve(true)).listen(this.port, '127.0.0.1', () => s.close(() => resolve(false)));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  /** Kills the server at once (SIGKILL): what is in the append-only file survives. */
  async kill(): Promise<void> {
    const p = this.proc;
    this.proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => { p.once('exit', () => resolve()); p.kill('SIGKILL'); });
  }

  /** Kills the server and removes its directory. */
  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
