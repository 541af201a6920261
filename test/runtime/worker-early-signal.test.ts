// A worker sent SIGTERM within a second of starting, while the CLI is still loading, exits 0 (it
// was 143: killed by the signal before its shutdown handler existed), having taken no work; a
// batch command sent SIGTERM as early still ends by the signal (issue 17). Real processes. (Before
// Node runs any JavaScript, some 50 ms, nothing can catch a signal: the delays start after that.)
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Starts `lamplit ARGS`, sends SIGTERM after `delayMs`, and returns how it ended and its log lines. */
async function termAfter(args: string[], delayMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; lines: Record<string, unknown>[]; err: string }> {
  const child = spawn(process.execPath, ['bin/lamplit.js', ...args], {
    env: { ...process.env, REDIS_URL: '', REDIS_CLUSTER_NODES: '', LOG_FORMAT: 'json', LOG_LEVEL: 'info', HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { err += d; });
  const timer = setTimeout(() => child.kill('SIGTERM'), delayMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])));
  clearTimeout(timer);
  const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { code, signal, lines, err };
}

describe('a worker stopped while it starts', () => {
  for (const delayMs of [300, 600, 900]) {
    it(`exits 0 when SIGTERM comes ${delayMs} ms after it was started, shutting down cleanly with no turn taken`, async () => {
      const r = await termAfter(['worker', '--store', 'memory'], delayMs);
      expect({ code: r.code, signal: r.signal, err: r.err }).toEqual({ code: 0, signal: null, err: '' });
      const msgs = r.lines.map((l) => l.msg);
      expect(msgs).toContain('shut down');
      expect(r.lines.find((l) => l.msg === 'worker stopped')).toMatchObject({ turns: 0 });
      expect(r.lines.find((l) => l.msg === 'shut down')).toMatchObject({ clean: true });
    }, 30_000);
  }

  it('a one-shot command sent SIGTERM while loading still ends by the signal (it is not kept for it)', async () => {
    const r = await termAfter(['sim', 'lantern', '--ruleset', 'lantern-classic'], 300);
    expect(r.signal).toBe('SIGTERM');
  }, 30_000);
});
