// A real-time match is a match of the match service like any other: with REDIS_URL set, a player
// in another terminal process watches a live Dungeon match by its code while it runs, and sees it
// end when its player leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, requireRedis } from '../runtime/redis-helpers.ts';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

const tickOf = (x: string) => Number(/tick (\d+) · level/.exec(x)?.[1] ?? NaN);

describe('watching a real-time match from another terminal', () => {
  let ann: TmuxSession;
  let ben: TmuxSession;
  beforeAll(() => {
    requireTmux();
    // Fails loudly when Redis is not there: this test is about sharing through it.
    requireRedis();
    ann = TmuxSession.start('ls-ann', `${LAMPLIT} play --game dungeon --live --bots 1 --name ann`, 130, 40, { REDIS_URL });
    ben = TmuxSession.start('ls-ben', `${LAMPLIT} play --name ben`, 130, 40, { REDIS_URL });
  });
  afterAll(() => { ann?.kill(); ben?.kill(); });

  it('shows the live match to a spectator by its code, ticking, until its player leaves', async () => {
    const told = await ann.waitFor(/code ([A-Z0-9]{6})/, 30_000);
    const code = /code ([A-Z0-9]{6})/.exec(told)![1];
    await ann.waitFor('REAL TIME', 15_000);

    await ben.waitFor('main menu', 30_000);
    ben.keys('3', 'Enter');
    await ben.waitFor('code of the match to watch');
    ben.type(code).keys('Enter');
    const first = await ben.waitFor(/dungeon · watching[\s\S]*tick \d+ · level/, 15_000);
    expect(first).toContain('watching: ? keys · q leaves');
    const a = tickOf(ben.screen());
    await sleep(1500);
    const b = tickOf(ben.screen());
    expect(b - a).toBeGreaterThanOrEqual(3); // 250 ms ticks, seen as they come
    expect(ben.screen()).not.toMatch(/turn \d+ resolved/); // no line per tick in the spectator's log

    ann.keys('q');
    await ann.waitFor('Leave this match?');
    ann.keys('y');
    await ann.waitFor('main menu');
    await ben.waitFor(`match ${code} was cancelled by its host`, 10_000);
  }, 90_000);
});
