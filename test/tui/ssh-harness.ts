// A real `lamplit ssh` process for tests and measurements, and ssh2 clients to drive it: the
// process is started on free ports (SSH and health), its JSON log lines are kept, and a client
// logs in with a fresh key, opens a shell with a pty and collects what the server draws.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import type { ClientChannel } from 'ssh2';
import { ROOT } from './tmux.ts';

/** A started `lamplit ssh`. */
export interface LamplitSsh {
  proc: ChildProcess;
  port: number;
  healthPort: number;
  /** Every stdout line so far (JSON log lines and the plain start-up line). */
  lines: string[];
  /** The parsed JSON log lines whose msg matches. */
  logged(msg: RegExp): Record<string, unknown>[];
  /** Resolves with the exit code once the process exits. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Starts `node bin/lamplit.js ssh` on free ports of 127.0.0.1 with the in-memory store unless env says otherwise. */
export async function startLamplitSsh(env: Record<string, string> = {}, args: string[] = [], timeoutMs = 45_000): Promise<LamplitSsh> {
  const dir = mkdtempSync(join(tmpdir(), 'lamplit-ssh-h-'));
  // An explicit free port: the health endpoint is then on whatever HEALTH_PORT's default means.
  const health = await freePort();
  const proc = spawn('node', ['bin/lamplit.js', 'ssh', '--port', '0', '--host', '127.0.0.1', '--host-key', join(dir, 'host_key'), ...args], {
    cwd: ROOT,
    env: { ...process.env, HEALTH_PORT: String(health), HEALTH_HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'json', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  proc.stderr!.on('data', (d) => { stderr += String(d); });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const parsed = () => lines.flatMap((l) => { try { return [JSON.parse(l) as Record<string, unknown>]; } catch { return []; } });
  const ports = await new Promise<{ port: number; healthPort: number }>((resolve, reject) => {
    const healthPort = health;
    const timer = setTimeout(() => reject(new Error(`lamplit ssh did not start in ${timeoutMs} ms: ${lines.join('\n')}\n${stderr}`)), timeoutMs);
    proc.stdout!.on('data', (d) => {
      const parts = (partial + String(d)).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const m = /listening on port (\d+)/.exec(line);
        if (m && !line.startsWith('{')) { clearTimeout(timer); resolve({ port: Number(m[1]), healthPort }); }
      }
    });
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`lamplit ssh exited with ${code}: ${lines.join('\n')}\n${stderr}`)); });
  });
  return {
    proc,
    ...ports,
    lines,
    logged: (msg) => parsed().filter((j) => typeof j.msg === 'string' && msg.test(j.msg)),
    exited,
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
}

/** One logged-in ssh2 client with a shell on a pty. */
export interface ShellClient {
  client: ssh2.Client;
  stream: ClientChannel;
  /** Everything the server wrote so far, as text. */
  output(): string;
  /** Waits until the output (from `from` on) matches; throws with the tail of the output on timeout. */
  waitFor(what: RegExp | string, timeoutMs?: number, from?: number): Promise<string>;
  /** Resolves once the connection closed. */
  closed: Promise<void>;
  end(): void;
}

/** Connects with a fresh Ed25519 key as `user` and opens a shell on a `cols` × `rows` pty. */
export function openShell(port: number, user: string, cols = 100, rows = 30): Promise<ShellClient> {
  const key = { private: freshKey() };
  const client = new ssh2.Client();
  let out = '';
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    client.once('error', reject);
    client.once('ready', () => {
      client.shell({ term: 'xterm-256color', cols, rows }, (err, stream) => {
        if (err) return reject(err);
        stream.on('data', (d: Buffer) => { out += d.toString('utf8'); });
        stream.stderr.on('data', (d: Buffer) => { out += d.toString('utf8'); });
        client.on('error', () => undefined);
        resolve({
          client,
          stream,
          output: () => out,
          waitFor: async (what, timeoutMs = 15_000, from = 0) => {
            const until = Date.now() + timeoutMs;
            const hit = () => (typeof what === 'string' ? out.indexOf(what, from) >= 0 : what.test(out.slice(from)));
            while (Date.now() < until) {
              if (hit()) return out;
              await new Promise((r) => setTimeout(r, 20));
            }
            throw new Error(`timed out after ${timeoutMs} ms waiting for ${String(what)}; the output ended:\n${JSON.stringify(out.slice(-600))}`);
          },
          closed,
          end: () => client.end(),
        });
      });
    });
    client.connect({ host: '127.0.0.1', port, username: user, privateKey: key.private, readyTimeout: 20_000 });
  });
}

/** GETs a path of the health server; resolves with the status and how long the answer took. */
export function probe(port: number, path = '/healthz', timeoutMs = 5_000): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
    });
    req.on('timeout', () => { req.destroy(); resolve({ status: 0, ms: performance.now() - t0 }); });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
  });
}

/** The max event-loop delay prom-client saw since the last scrape (lamplit_nodejs_eventloop_lag_max_seconds), in ms. */
export async function eventLoopMaxMs(port: number): Promise<number> {
  const body = await new Promise<string>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/metrics' }, (res) => {
      let b = '';
      res.on('data', (d) => { b += String(d); });
      res.on('end', () => resolve(b));
    }).on('error', reject);
  });
  const m = /^lamplit_nodejs_eventloop_lag_max_seconds (\S+)/m.exec(body);
  return m ? Number(m[1]) * 1000 : NaN;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A new Ed25519 private key (OpenSSH format) that ssh2 can read back: about 1 in 300 keys that
 * ssh2.utils.generateKeyPairSync makes fails its own parser ("Malformed OpenSSH private key").
 */
export function freshKey(): string {
  for (;;) {
    const { private: key } = ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(key) instanceof Error)) return key;
  }
}
