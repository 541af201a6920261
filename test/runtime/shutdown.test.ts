import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { Shutdown, sleepUnlessAborted } from '../../runtime/shutdown.ts';
import { createLogger } from '../../runtime/logger.ts';

function quietLog() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
  return { log: createLogger({ name: 'test', format: 'json', stream, level: 'debug' }), lines };
}

describe('graceful shutdown', () => {
  it('runs the steps in order, aborts the signal first, then exits 0', async () => {
    const { log } = quietLog();
    const order: string[] = [];
    let code = -1;
    const s = new Shutdown({ log, timeoutMs: 2000, exit: (c) => { code = c; } });
    s.onShutdown('stop intake', () => { order.push(`stop:${s.signal.aborted}`); });
    s.atLast('close http', () => { order.push('http'); });
    s.onShutdown('finish turn', async () => { await new Promise((r) => setTimeout(r, 20)); order.push('turn'); });
    await s.begin('SIGTERM');
    expect(order).toEqual(['stop:true', 'turn', 'http']);
    expect(code).toBe(0);
  });

  it('a failing step is logged, the others still run, and the exit code is 1', async () => {
    const { log, lines } = quietLog();
    let code = -1;
    const ran: string[] = [];
    const s = new Shutdown({ log, timeoutMs: 2000, exit: (c) => { code = c; } });
    s.onShutdown('ack', () => { throw new Error('redis gone'); });
    s.onShutdown('close', () => { ran.push('close'); });
    await s.begin('SIGINT');
    expect(ran).toEqual(['close']);
    expect(code).toBe(1);
    expect(lines.some((l) => l.includes('"step":"ack"') && l.includes('redis gone'))).toBe(true);
  });

  it('a stuck step cannot hold the process: the hard timer exits 1', async () => {
    const { log } = quietLog();
    const codes: number[] = [];
    const s = new Shutdown({ log, timeoutMs: 100, exit: (c) => { codes.push(c); } });
    s.onShutdown('stuck', () => new Promise(() => undefined));
    void s.begin('SIGTERM');
    await new Promise((r) => setTimeout(r, 250));
    expect(codes).toEqual([1]);
  });

  it('beginning twice runs the steps once', async () => {
    const { log } = quietLog();
    let runs = 0;
    const s = new Shutdown({ log, timeoutMs: 1000, exit: () => undefined });
    s.onShutdown('count', () => { runs++; });
    await Promise.all([s.begin('a'), s.begin('b')]);
    expect(runs).toBe(1);
  });

  it('sleepUnlessAborted wakes as soon as shutdown begins', async () => {
    const ac = new AbortController();
    const t0 = Date.now();
    setTimeout(() => ac.abort(), 20);
    await sleepUnlessAborted(10_000, ac.signal);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('a process sent SIGTERM finishes the work in hand, logs JSON lines, and exits 0', async () => {
    const child = spawn(process.execPath, ['bin/run-ts.js', 'test/runtime/fixtures/long-process.ts'], {
      env: { ...process.env, HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', LOG_FORMAT: 'json', WORK_MS: '400' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    const ready = new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const m = /READY (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', () => reject(new Error(`exited before ready: ${err}`)));
    });
    const port = await ready;
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    const finished = lines.find((l) => l.msg === 'turns finished');
    expect(finished.done).toBeGreaterThanOrEqual(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'shut down', clean: true, name: 'fixture' });
  });
});
