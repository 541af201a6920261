// An operator's mistake (a path that does not work, a Redis that does not answer, a taken port, a
// bad flag, a bad variable) gets one line per problem and no stack trace, from the real command.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../bin/build-state.js';
import { UserError, commandFiles, operatorError } from '../../cli/util.ts';
import { LAMPLIT, TmuxSession, requireTmux } from '../tui/tmux.ts';

/** Runs lamplit with `env` added to a clean environment (no Redis, no health port); returns exit code and output. */
function lamplit(args: string[], env: Record<string, string> = {}) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(REDIS_|HEALTH_|SSH_|LOG_)/.test(k)));
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/lamplit.js'), ...args], { cwd: ROOT, env: { ...base, LOG_LEVEL: 'warn', ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr, lines: r.stderr.split('\n').filter(Boolean) };
}

/** A port held by this process until `close`. */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '0.0.0.0', r));
  return { port: (server.address() as { port: number }).port, server };
}

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

describe('operator mistakes', () => {
  it('render --out into a folder that does not exist: one line naming the path, exit 2', () => {
    const r = lamplit(['render', 'lantern', '--seed', '1', '--out', '/nonexistent/x.png']);
    expect(r.code).toBe(2);
    expect(r.lines).toEqual(['lamplit: --out /nonexistent/x.png: the folder /nonexistent does not exist; create it or write somewhere else']);
  });

  it('replay gif --out into a folder that does not exist: one line, exit 2', () => {
    const replay = join(mkdtempSync(join(tmpdir(), 'lamplit-op-')), 'r.json');
    expect(lamplit(['sim', 'lantern', '--seed', '2', '--ruleset', 'lantern-sprint', '--replay', replay]).code).toBe(0);
    const r = lamplit(['replay', 'gif', replay, '--out', '/nonexistent/x.gif']);
    expect(r.code).toBe(2);
    expect(r.lines).toEqual(['lamplit: --out /nonexistent/x.gif: the folder /nonexistent does not exist; create it or write somewhere else']);
  });

  it('a Redis that does not answer: one line naming REDIS_URL within seconds, not a hang', () => {
    const started = Date.now();
    const r = lamplit(['match', 'list'], { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.code).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(/^lamplit: Redis does not answer \(.*ECONNREFUSED.*\); check that it runs and that REDIS_URL points at it/);
  });

  it('the terminal menu pointed at a Redis that does not answer: one line naming REDIS_URL instead of a blank screen', async () => {
    requireTmux();
    const t = TmuxSession.start('menu-no-redis', `${LAMPLIT} start`, 120, 20, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const screen = await t.waitFor('[exited 1]', 20_000);
      expect(screen).toMatch(/lamplit: Redis does not answer \(ECONNREFUSED 127\.0\.0\.1:1\); check that it runs and that REDIS_URL points at it/);
      noStack(screen);
    } finally {
      t.kill();
    }
  });

  it('an explicitly set HEALTH_PORT that is taken: one line naming it and what to do, exit 2, no stack trace', async () => {
    const { port, server } = await takenPort();
    try {
      const r = lamplit(['worker', '--store', 'memory'], { HEALTH_PORT: String(port) });
      expect(r.code).toBe(2);
      expect(r.lines).toEqual([`lamplit: HEALTH_PORT ${port} is in use by another process; set HEALTH_PORT to a free port, or leave it unset (or 0) to let the system pick one`]);
      noStack(r.err + r.out);
    } finally {
      server.close();
    }
  });

  it('an SSH_PORT that is taken: one line naming it, exit 2, and the process does not linger', async () => {
    const { port, server } = await takenPort();
    try {
      const r = lamplit(['ssh', '--host-key', join(mkdtempSync(join(tmpdir(), 'lamplit-op-')), 'key')], { SSH_PORT: String(port) });
      expect(r.code).toBe(2);
      expect(r.lines).toEqual([`lamplit: SSH_PORT ${port} is in use by another process (another lamplit ssh?); set SSH_PORT to a free port (0 picks any)`]);
      noStack(r.err + r.out);
    } finally {
      server.close();
    }
  });

  it('bad variables: one line per variable naming it, exit 2', () => {
    const r = lamplit(['worker', '--store', 'memory'], { HEALTH_PORT: 'http', SHUTDOWN_TIMEOUT_MS: '5', DISCORD_TOKEN: 'short' });
    expect(r.code).toBe(2);
    expect(r.lines.map((l) => l.split(':')[1]?.trim()).sort()).toEqual(['DISCORD_TOKEN', 'HEALTH_PORT', 'SHUTDOWN_TIMEOUT_MS']);
    for (const l of r.lines) expect(l).toMatch(/^lamplit: [A-Z_]+: must be .+/);
    noStack(r.err);
  });

  it('LOG_LEVEL=debug adds the stack trace after the one line, for whoever needs to know where', () => {
    const r = lamplit(['replay', 'verify', '/nonexistent/r.json'], { LOG_LEVEL: 'debug' });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(/^lamplit: cannot read \/nonexistent\/r\.json/);
    expect(r.err).toMatch(/^\s+at /m);
  });

  it('a bad flag and a missing file: one line each, exit 2', () => {
    const flag = lamplit(['rulesets', '--colour']);
    expect(flag.code).toBe(2);
    expect(flag.lines).toHaveLength(1);
    const missing = lamplit(['replay', 'verify', '/nonexistent/r.json']);
    expect(missing.code).toBe(2);
    expect(missing.lines).toHaveLength(1);
    noStack(flag.err + missing.err);
  });
});

describe('operatorError', () => {
  it('turns file, network and port errors into one line, and leaves a bug to be called one', () => {
    const enoent = Object.assign(new Error("ENOENT: no such file or directory, open '/x/y.png'"), { code: 'ENOENT', path: '/x/y.png' });
    expect(operatorError(enoent)).toEqual({ message: '/x/y.png: no such file or folder (a file to write goes into a folder that must exist)', exitCode: 2 });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 6379 });
    expect(operatorError(refused)?.message).toBe('127.0.0.1:6379: connection refused: is it running, and is the address right?');
    expect(operatorError(new UserError('nope', 3))).toEqual({ message: 'nope', exitCode: 3 });
    expect(operatorError(Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' }))?.message).toMatch(/^DISCORD_TOKEN: Discord refused this token/);
    expect(operatorError(new TypeError('x is not a function'))).toBeUndefined();
  });

  it('loads only the command modules the command line names (all of them for help or an unknown word)', () => {
    const files = ['bot.ts', 'match.ts', 'rulesets.ts', 'sim-dungeon.ts', 'sim-lantern.ts', 'start.ts'];
    expect(commandFiles(files, ['rulesets', '--json'], '.ts')).toEqual(['rulesets.ts']);
    expect(commandFiles(files, ['sim', 'lantern'], '.ts')).toEqual(['sim-dungeon.ts', 'sim-lantern.ts']);
    expect(commandFiles(files, ['--help'], '.ts')).toEqual(files);
    expect(commandFiles(files, ['simm'], '.ts')).toEqual(files);
  });
});
