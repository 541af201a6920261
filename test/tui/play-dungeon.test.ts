// A dungeon match in turns, played in tmux with the order keys to its end card; its replay plays
// in the terminal, and the finished match is listed under Replays in the main menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

describe('lamplit play dungeon in a terminal', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('dungeon', `${LAMPLIT} play --game dungeon --ruleset race --bots 1 --name dee`, 110, 34);
  });
  afterAll(() => t?.kill());

  it('drafts a path with the arrow keys and sends it with Enter', async () => {
    await t.waitFor('your order:', 30_000);
    t.keys('Up', 'Up', 'Right', 'BSpace', 'Left');
    await t.waitFor('draft: move NNW');
    t.keys('Enter');
    // A seed whose monster catches the player in a few moves runs the bot-only rest at once, and the
    // end card can replace the event log between two looks: then the player's moves on it prove the order
    // (its row: place, name, status, treasure yes/no, moves, fell to).
    const s = await t.waitFor(/turn 1 resolved: dee move NNW|RESULTS/);
    if (!s.includes('turn 1 resolved: dee move NNW')) expect(Number(/\d\. dee\s+\w+\s+(?:yes|no)\s+(\d+)/.exec(s)?.[1] ?? 0)).toBeGreaterThan(0);
  }, 40_000);

  it('plays on with the exit key to the end card', async () => {
    const until = Date.now() + 90_000;
    while (!t.screen().includes('RESULTS') && Date.now() < until) {
      t.keys('e', 'Enter');
      await sleep(500);
    }
    const s = t.screen();
    expect(s).toContain('RESULTS');
    // The outcome in words: never "wins" for a player who fell.
    expect(s).toMatch(/escaped first and wins|everyone fell; \S+ placed first|wins, /);
    expect(s).toContain('standings:');
  }, 100_000);

  it('plays the replay in the terminal, frame by frame', async () => {
    t.keys('r');
    const s = await t.waitFor(/frame \d+\/(\d+)/, 20_000);
    const total = Number(/frame \d+\/(\d+)/.exec(s)![1]);
    expect(total).toBeGreaterThan(1);
    t.keys('Space', 'Left', 'Left');
    await t.waitFor('paused');
  }, 30_000);

  it('lists the finished match under Replays', async () => {
    t.keys('q');
    await t.waitFor('main menu');
    t.keys('4', 'Enter');
    const s = await t.waitFor(/replays \(\d+\)/);
    expect(s).toMatch(/dungeon\s+race/);
    t.keys('1', 'Enter');
    await t.waitFor('RESULTS');
  }, 30_000);
});
