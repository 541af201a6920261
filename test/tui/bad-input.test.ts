// Bad input at every prompt: a one-line error in the UI, nothing changed, nothing crashed; bad
// command-line options: one line and exit status 2. NO_COLOR gives a monochrome screen, and a
// terminal without truecolor gets the 256-colour palette.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, ROOT, TmuxSession, requireTmux } from './tmux.ts';

function cli(args: string[]): { status: number; stderr: string } {
  try {
    execFileSync('node', ['bin/lamplit.js', ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, stderr: '' };
  } catch (err) {
    const e = err as { status: number; stderr: string };
    return { status: e.status, stderr: e.stderr };
  }
}

describe('bad command-line options of lamplit play', () => {
  it('names the games there are for an unknown game', () => {
    const r = cli(['play', '--game', 'chess']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown game "chess": games are .*lantern/);
  }, 30_000);

  it('gives the allowed range for too many bots', () => {
    const r = cli(['play', '--game', 'lantern', '--ruleset', 'lantern-sprint', '--bots', '9']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--bots must be 0 to 5/);
  }, 30_000);
});

describe('bad input at the menu prompts', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('badinput', `${LAMPLIT} play`, 100, 30);
  });
  afterAll(() => t?.kill());

  it('refuses a malformed join code with one line and keeps the prompt open', async () => {
    await t.waitFor('main menu', 30_000);
    t.keys('2', 'Enter');
    await t.waitFor('─ join code ─');
    t.type('no!').keys('Enter');
    const s = await t.waitFor('is not a join code');
    expect(s.split('\n').filter((l) => l.includes('is not a join code'))).toHaveLength(1);
    expect(s).toContain('─ join code ─');
  }, 40_000);

  it('refuses a code no match has, then Esc leaves the menu as it was', async () => {
    for (let i = 0; i < 5; i++) t.keys('BSpace');
    await t.waitFor(/─ join code ─+┐\n│ +│/);
    t.type('ABCDEF').keys('Enter');
    await t.waitFor('no match with id or join code "ABCDEF"');
    t.keys('Escape');
    // The menu shows behind the dialog, so wait for the dialog to be gone, not for the menu.
    const s = await t.waitFor(/^(?![\s\S]*─ join code ─)[\s\S]*main menu/);
    expect(s).not.toContain('─ join code ─');
    expect(s).toContain('New match');
  });

  it('refuses to watch a match that does not exist', async () => {
    t.keys('3', 'Enter');
    await t.waitFor('─ code of the match to watch ─');
    t.type('QQQQQQ').keys('Enter');
    await t.waitFor('no match with id or join code "QQQQQQ"');
    t.keys('Escape');
    await t.waitFor('New match');
  });

  it('shows the rules of each game', async () => {
    t.keys('5', 'Enter');
    const list = await t.waitFor('Which game?');
    t.keys(/(\d)\s+Lantern\b/.exec(list)![1], 'Enter');
    const s = await t.waitFor('rules · lantern');
    expect(s).toContain('LANTERN');
    expect(s).toContain('Hide-and-seek in a dark warehouse'); // the game's own rules text (Game.rulesText)
    expect(s).toMatch(/Orders/);
    t.keys('Escape');
    await t.waitFor('Which game?');
  });

  it('is still running after all of it', async () => {
    t.keys('Escape');
    await t.waitFor('main menu');
    t.keys('q');
    await t.waitFor('[exited 0]');
  });
});

describe('NO_COLOR', () => {
  let t: TmuxSession;
  beforeAll(() => {
    t = TmuxSession.start('nocolor', `${LAMPLIT} play --game dungeon --bots 1`, 100, 30, { NO_COLOR: '1' });
  });
  afterAll(() => t?.kill());

  it('draws the match screen without any colour escapes, readable as text', async () => {
    await t.waitFor('your order:', 30_000);
    await new Promise((r) => setTimeout(r, 800));
    const coloured = t.screenWithColour();
    expect(coloured).not.toMatch(/\x1b\[[0-9;]*(38|48);[25];/);
    expect(coloured).not.toMatch(/\x1b\[[0-9;]*3[0-7]m/);
    expect(t.screen()).toMatch(/standings/);
  }, 40_000);
});

describe('256-colour fallback', () => {
  let t: TmuxSession;
  beforeAll(() => {
    t = TmuxSession.start('c256', `${LAMPLIT} play --game dungeon --bots 1`, 100, 30, { COLORTERM: '', TERM: 'xterm-256color' });
  });
  afterAll(() => t?.kill());

  it('draws the picture from the 256-colour palette when the terminal claims no truecolor', async () => {
    await t.waitFor('your order:', 30_000);
    await new Promise((r) => setTimeout(r, 800));
    const coloured = t.screenWithColour();
    expect(coloured).toMatch(/\x1b\[[0-9;]*38;5;\d+/);
    expect(coloured).not.toMatch(/\x1b\[[0-9;]*[34]8;2;/);
  }, 40_000);
});
