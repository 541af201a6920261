// A fourth game the terminal UI has never heard of (test/fixtures/toy-game, registered only by this
// test's entry script) plays a whole match in tmux: it is listed in the new-match menu from the
// registry, its rules page is its own, its order keys come from its order pad description, its
// status pane and event log are its own words, and the match ends on an end card with its results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TmuxSession, requireTmux, sleep } from './tmux.ts';

describe('a toy fourth game in the terminal UI', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('toy', 'npx tsx test/tui/fixtures/toy-app.ts', 110, 34);
  });
  afterAll(() => t?.kill());

  it('is offered in the new-match menu and has its own rules page', async () => {
    await t.waitFor('main menu', 30_000);
    t.keys('5', 'Enter');
    const rules = await t.waitFor('Which game?');
    const n = /(\d)\s+Toy Race\b/.exec(rules)?.[1];
    expect(n, rules).toBeDefined();
    t.keys(n!, 'Enter');
    await t.waitFor('TOY RACE');
    t.keys('Escape');
    await t.waitFor('Which game?');
    t.keys('Escape');
    await t.waitFor('main menu');
    t.keys('1', 'Enter');
    const games = await t.waitFor('Which game?');
    t.keys(/(\d)\s+Toy Race\b/.exec(games)![1], 'Enter');
    await t.waitFor('Race to 10 · in turns');
    t.keys('Enter');
    await t.waitFor('Create the match');
    t.keys('3', 'Enter');
  }, 60_000);

  it('drafts an order with its own key and sends it with Enter', async () => {
    const s = await t.waitFor('your order:', 20_000);
    expect(s).toContain('toy · toy-race');
    expect(s).toContain('draft: add 2 · n how much to add');
    t.keys('n');
    await t.waitFor('draft: add 3');
    t.keys('Enter');
    await t.waitFor('order for turn 1: add 3');
    await t.waitFor(/turn 1 resolved: tess add 3/);
  }, 40_000);

  it('plays on to the end card with the toy\'s results', async () => {
    const until = Date.now() + 60_000;
    while (!t.screen().includes('RESULTS') && Date.now() < until) {
      if (t.screen().includes('your order: keys below')) t.keys('Enter');
      await sleep(500);
    }
    const s = await t.waitFor('RESULTS', 5_000);
    expect(s).toMatch(/tess \d+ – \d+ T2/);
    expect(s).toContain('r plays the replay');
  }, 70_000);
});
