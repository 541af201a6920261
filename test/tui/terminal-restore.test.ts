// The terminal is never left broken: after Ctrl-C, SIGTERM or an uncaught error the program has
// left the alternate screen, shows the cursor, and prints what went wrong only after that.
import { afterEach, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux } from './tmux.ts';

let t: TmuxSession | null = null;
afterEach(() => { t?.kill(); t = null; });

describe('terminal restore', () => {
  it('gives the terminal back after Ctrl-C in a match', async () => {
    requireTmux();
    t = TmuxSession.start('ctrlc', `${LAMPLIT} play --game dungeon --bots 1`, 100, 30);
    await t.waitFor('your order:', 30_000);
    expect(t.terminalRestored()).toBe(false);
    t.keys('C-c');
    await t.waitFor('[exited 0]');
    expect(t.terminalRestored()).toBe(true);
  }, 40_000);

  it('gives the terminal back after SIGTERM', async () => {
    t = TmuxSession.start('sigterm', `${LAMPLIT} play`, 100, 30);
    await t.waitFor('main menu', 30_000);
    // This session's own program: a pattern match (pgrep -f -n) once picked another test's `lamplit play`.
    process.kill(t.programPid(), 'SIGTERM');
    await t.waitFor('[exited 0]');
    expect(t.terminalRestored()).toBe(true);
  }, 40_000);

  it('gives the terminal back after an uncaught error, then prints the error', async () => {
    t = TmuxSession.start('crash', 'npx tsx test/tui/fixtures/crash-app.ts', 100, 30, { CRASH_AFTER_MS: '2500' });
    await t.waitFor('main menu', 30_000);
    const s = await t.waitFor('[exited 1]', 20_000);
    expect(s).toContain('boom: a bug in a screen');
    expect(s).not.toContain('main menu');
    expect(t.terminalRestored()).toBe(true);
  }, 60_000);
});
