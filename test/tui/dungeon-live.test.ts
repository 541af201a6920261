// The real-time Dungeon in tmux: a countdown first with the map shown and nothing moving, then an
// idle player is still standing five seconds in; the legend is on the screen throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

const tickOf = (x: string) => Number(/tick (\d+) · level/.exec(x)?.[1] ?? NaN);

describe('real-time dungeon start', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('dungeon-countdown', `${LAMPLIT} play --game dungeon --live --bots 2 --name idle`, 130, 42);
  });
  afterAll(() => t?.kill());

  it('counts down with the players placed and the map shown, and no tick runs meanwhile', async () => {
    const s = await t.waitFor(/STARTS IN \d/, 30_000);
    expect(s).toContain('the monster waits for the count');
    expect(s).toContain('⇧'); // the map (its exit) is drawn during the count
    expect(s).toMatch(/\d\. \[\d\] idle\*/); // the player is placed
    expect(tickOf(s)).toBe(0);
    await sleep(700);
    if (/STARTS IN/.test(t.screen())) expect(tickOf(t.screen())).toBe(0);
  }, 40_000);

  it('shows the legend of the map symbols', () => {
    const s = t.screen();
    for (const w of ['entrance', 'exit', 'treasure', 'torch', 'monster', 'players']) expect(s).toContain(w);
  });

  it('then runs, and a player who does nothing is still standing 5 s after the start', async () => {
    await t.waitFor('REAL TIME', 10_000);
    // 20 ticks of 250 ms = 5 s; or the race's end card, when a bot escaped sooner (the map is drawn
    // from a new seed each start: once P3 was out at tick 16), which lists the idle player as well.
    await t.waitFor((/tick (2\d|[3-9]\d|\d{3,}) · level|RESULTS/), 15_000);
    const s = await t.waitFor(/idle\*? +(alive|escaped)/, 5_000);
    expect(s).not.toContain('idle was killed');
  }, 40_000);
});
