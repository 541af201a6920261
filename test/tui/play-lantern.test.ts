// `lamplit play --game lantern --ruleset lantern-sprint --bots 5 --name mo` in tmux: orders by keys and by
// `:` text, a refused order changes nothing, a resize re-lays the screen out, the match is played
// to its end card, and quitting gives the terminal back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

describe('lamplit play lantern in a terminal', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('lantern', `${LAMPLIT} play --game lantern --ruleset lantern-sprint --bots 5 --name mo`, 120, 40);
  });
  afterAll(() => t?.kill());

  it('opens the match screen with the picture, the status pane and the order line', async () => {
    const s = await t.waitFor('turn 1/26', 30_000);
    expect(s).toContain('you: Moth-1 (hider)');
    // The keys come from Lantern's order pad; the draft starts from the bot's suggestion.
    expect(s).toMatch(/draft: .+ · i what to do · ←→↑↓ target cell · c crate/);
    expect(s).toContain('status');
  }, 40_000);

  it('sends an order drafted with keys: intent, cursor, then Enter', async () => {
    t.keys('i', 'Right', 'Right');
    await sleep(600);
    const s = t.screen();
    const draft = /draft: (.+?) · i what to do/.exec(s)?.[1];
    expect(draft, s).toBeDefined();
    t.keys('Enter');
    await t.waitFor(`order for turn 1: ${draft}`);
    await t.waitFor(`turn 1 resolved: mo ${draft}`);
  });

  it('refuses a bad text order with one line and keeps the turn waiting', async () => {
    await t.waitFor('turn 2/26');
    t.keys(':');
    await t.waitFor('─ order ─');
    t.type('hide Z9').keys('Enter');
    const s = await t.waitFor('is not a place');
    const errorLines = s.split('\n').filter((l) => l.includes('is not a place'));
    expect(errorLines).toHaveLength(1);
    expect(s).toContain('turn 2/26');
    expect(s).not.toContain('turn 2 resolved');
  });

  it('accepts a corrected text order from the same prompt', async () => {
    t.keys('BSpace', 'BSpace').type('F4 crawl').keys('Enter');
    const s = await t.waitFor('turn 2 resolved: mo hide F4 crawl');
    expect(s).not.toContain('─ order ─');
  });

  it('re-lays the screen out when the terminal shrinks to 80 × 24 mid-match', async () => {
    t.resize(80, 24);
    await sleep(600);
    const s = await t.waitFor(/┌─ lantern ─+┐┌─ status ─+┐/);
    const lines = s.split('\n');
    expect(lines.length).toBeLessThanOrEqual(25);
    expect(lines.every((l) => [...l].length <= 80)).toBe(true);
    expect(s).toContain('events');
    t.resize(120, 40);
    await t.waitFor(/status ─+┐\s*$/m);
  });

  it('plays the match to its end card', async () => {
    const until = Date.now() + 150_000;
    let s = t.screen();
    while (!s.includes('RESULTS') && Date.now() < until) {
      if (s.includes('your order:')) {
        t.keys(':');
        await sleep(150);
        t.type('wait').keys('Enter');
      }
      await sleep(400);
      if (t.screen().includes('─ order ─')) t.keys('Escape');
      s = t.screen();
    }
    expect(s).toContain('RESULTS');
    expect(s).toMatch(/Moth|Owl|draw/);
    expect(s).toContain('r plays the replay');
  }, 170_000);

  it('goes back to the menu and quits, leaving the shell prompt behind', async () => {
    t.keys('Enter');
    await t.waitFor('main menu');
    t.keys('q');
    const s = await t.waitFor('[exited 0]');
    expect(s).not.toContain('main menu');
  });
});
