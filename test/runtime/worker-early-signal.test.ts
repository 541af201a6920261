// A worker sent SIGTERM within a second of starting, while the CLI is still loading, exits 0 (it
// was 143: killed by the signal before its shutdown handler existed), having taken no work; a
// batch command sent SIGTERM as early still ends by the signal (issue 17). Real processes. Before
// Node runs any JavaScript (some 50 ms, over 300 ms on a loaded machine) nothing can keep a signal,
// so the delays count from the moment bin/lamplit.js says its guard stands (LAMPLIT_MARK_SIGNAL_GUARD).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const GUARD_MARK = 'lamplit: signal guard set\n';

/** Starts `lamplit ARGS`, sends SIGTERM `delayMs` after its signal guard stands (or after start, for commands without one), and returns how it ended and its log lines. */
async function termAfter(args: string[], delayMs: number, guarded = true): Promise<{ code: number | null; signal: NodeJS.Signals | null; lines: Record<string, unknown>[]; err: string }> {
  const child = spawn(process.execPath, ['bin/lamplit.js', ...args], {
    env: { ...process.env, REDIS_URL: '', REDIS_CLUSTER_NODES: '', LOG_FORMAT: 'json', LOG_LEVEL: 'info', HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', LAMPLIT_MARK_SIGNAL_GUARD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => { out += d; });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => { timer ??= setTimeout(() => child.kill('SIGTERM'), delayMs); };
  child.stderr!.on('data', (d) => { err += d; if (err.includes(GUARD_MARK)) arm(); });
  if (!guarded) arm();
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])));
  if (timer) clearTimeout(timer);
  const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { code, signal, lines, err: err.replace(GUARD_MARK, '') };
}

describe('a worker stopped while it starts', () => {
  // 0 ms: the command is still loading; later, it may have loaded: exit 0 either way.
  for (const delayMs of [0, 300, 600]) {
    it(`exits 0 when SIGTERM comes ${delayMs} ms after its signal guard stood, shutting down cleanly with no turn taken`, async () => {
      const r = await termAfter(['worker', '--store', 'memory'], delayMs);
      expect({ code: r.code, signal: r.signal, err: r.err }).toEqual({ code: 0, signal: null, err: '' });
      const msgs = r.lines.map((l) => l.msg);
      expect(msgs).toContain('shut down');
      expect(r.lines.find((l) => l.msg === 'worker stopped')).toMatchObject({ turns: 0 });
      expect(r.lines.find((l) => l.msg === 'shut down')).toMatchObject({ clean: true });
    }, 30_000);
  }

  it('a one-shot command sent SIGTERM while loading still ends by the signal (it is not kept for it)', async () => {
    const r = await termAfter(['sim', 'lantern', '--ruleset', 'lantern-classic'], 300, false);
    expect(r.signal).toBe('SIGTERM');
  }, 30_000);
});
