// Two lamplit processes on one host with default settings (no HEALTH_PORT) do not collide: each
// health endpoint takes a free port the system picks and logs it (a worker beside `lamplit ssh`).
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../bin/build-state.js';

const running: ChildProcess[] = [];
afterEach(() => {
  for (const c of running.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Starts lamplit with the defaults (no HEALTH_*, REDIS_*, SSH_* variables) and resolves with the health port it logs. */
function start(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(REDIS_|HEALTH_|SSH_|LOG_)/.test(k)));
  const child = spawn(process.execPath, [join(ROOT, 'bin/lamplit.js'), ...args], { cwd: ROOT, env: { ...env, LOG_FORMAT: 'json' }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`lamplit ${args[0]} exited ${code}: ${err}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; port?: number; url?: string }) : {};
      if (entry.msg === 'health and metrics endpoint listening' && entry.url === `http://0.0.0.0:${entry.port}/healthz`) resolve({ child, port: entry.port! });
    });
  });
}

const stopped = (c: ChildProcess) => new Promise<number | null>((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

describe('two processes on one host', () => {
  it('a worker and an SSH server with default settings both run, each on a health port the system picked and logged', async () => {
    const key = join(mkdtempSync(join(tmpdir(), 'lamplit-two-')), 'host_key');
    const [worker, ssh] = await Promise.all([start(['worker', '--store', 'memory']), start(['ssh', '--port', '0', '--host', '127.0.0.1', '--host-key', key])]);
    expect(worker.port).not.toBe(ssh.port);
    for (const p of [worker, ssh]) {
      const res = await fetch(`http://127.0.0.1:${p.port}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', store: 'memory' });
    }
    worker.child.kill('SIGTERM');
    ssh.child.kill('SIGTERM');
    expect(await stopped(worker.child)).toBe(0);
    expect(await stopped(ssh.child)).toBe(0);
  });
});
