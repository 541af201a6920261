// The menus in tmux: a number key only selects (Enter picks), the games come in one order in every
// menu, test-only rulesets are not offered, and the Replays header stops saying "Loading".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

/** The game titles of a "Which game?" list, top to bottom. */
function gameOrder(screen: string): string[] {
  return screen.split('\n').map((l) => /│\s*\d\s{2}(Lantern|Lamplighter's Round|Dungeon)\b/.exec(l)?.[1]).filter((x): x is string => !!x);
}

describe('terminal menus', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('menus', `${LAMPLIT} play`, 100, 30);
  });
  afterAll(() => t?.kill());

  it('a number key selects an entry and Enter picks it: "1, Enter, 3" opens the third game\'s rulesets, nothing starts', async () => {
    await t.waitFor('main menu', 30_000);
    t.keys('1');
    await sleep(400);
    expect(t.screen()).toContain('main menu'); // selected only
    t.keys('Enter');
    await t.waitFor('Which game?');
    t.keys('3');
    await sleep(400);
    const s = t.screen();
    expect(s).toContain('Which game?'); // 3 selected the third game, did not open it
    expect(s).not.toContain('REAL TIME');
    t.keys('Enter');
    await t.waitFor('Which ruleset?');
    expect(t.screen()).toContain('new match · Dungeon');
  }, 40_000);

  it('lists the games in the same order in New match and in Rules', async () => {
    t.keys('Escape');
    const newMatch = await t.waitFor('Which game?');
    t.keys('Escape');
    await t.waitFor('main menu');
    t.keys('5', 'Enter');
    await t.waitFor('rules');
    const rules = await t.waitFor('Which game?');
    expect(gameOrder(newMatch)).toEqual(['Lantern', "Lamplighter's Round", 'Dungeon']);
    expect(gameOrder(rules)).toEqual(gameOrder(newMatch));
    t.keys('Escape');
    await t.waitFor('main menu');
  }, 30_000);

  it('does not offer the test-sized Lantern ruleset', async () => {
    t.keys('1', 'Enter');
    await t.waitFor('Which game?');
    t.keys('1', 'Enter');
    const s = await t.waitFor('Which ruleset?');
    expect(s).toContain('Lantern classic');
    expect(s).not.toContain('test-sized');
    t.keys('Escape'); // one at a time: two Escapes at once read as one Meta-Escape
    await t.waitFor('Which game?');
    t.keys('Escape');
    await t.waitFor('main menu');
  }, 30_000);

  it('the Replays header drops "Loading" once the list is loaded', async () => {
    t.keys('4', 'Enter');
    const s = await t.waitFor(/replays \(\d+\)/);
    await sleep(300);
    expect(t.screen()).not.toContain('Loading');
    expect(s).toMatch(/No finished matches yet|newest first/);
  }, 30_000);
});
