// Test helper: a redis-server owned by one test, on a random free port in 20000-40000, that the
// test can stop and start again; and a raw-socket PING that needs no client library.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port in 20000-40000 (bound and released once to check). */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const ok = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port found in 20000-40000');
}

/** Sends PING to a Redis at host:port; resolves on +PONG, rejects otherwise (or after timeoutMs). */
export function rawPing(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<void> {
  return new Promise((resolve, reject) => {
    const sock = connect({ port, host });
    const timer = setTimeout(() => fail(new Error('PING timed out')), timeoutMs);
    let buf = '';
    function fail(err: Error) {
      clearTimeout(timer);
      sock.destroy();
      reject(err);
    }
    sock.on('error', fail);
    sock.on('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      buf += d.toString();
      if (buf.includes('\r\n')) {
        clearTimeout(timer);
        sock.destroy();
        if (buf.startsWith('+PONG')) resolve();
        else reject(new Error(`unexpected reply ${buf.trim()}`));
      }
    });
  });
}

/** A redis-server process owned by a test. */
export interface TestRedis {
  port: number;
  dir: string;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

/** Starts a redis-server on a free port (extra args appended), waiting until it answers PING. */
export async function startTestRedis(extraArgs: string[] = [], port?: number): Promise<TestRedis> {
  const p = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'lamplit-redis-'));
  let child: ChildProcess | undefined;
  const self: TestRedis = {
    port: p,
    dir,
    url: `redis://127.0.0.1:${p}`,
    async start() {
      const args = ['--port', String(p), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--logfile', join(dir, 'redis.log'), ...extraArgs];
      child = spawn('redis-server', args, { stdio: 'ignore' });
      const spawned = child;
      const exited = new Promise<never>((_, reject) => spawned.once('exit', (code) => reject(new Error(`redis-server on port ${p} exited with ${code}; see ${dir}/redis.log`))));
      exited.catch(() => undefined);
      for (let i = 0; i < 100; i++) {
        try {
          await Promise.race([rawPing(p), exited]);
          return;
        } catch (err) {
          if (spawned.exitCode !== null) throw err;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      throw new Error(`redis-server on port ${p} did not answer PING within 5 s`);
    },
    async stop() {
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    },
    async destroy() {
      await self.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
}
