// With REDIS_URL set, two separate `lamplit play` processes share matches: one opens a lobby, the
// other joins it by code, and the host's cancel reaches both screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, requireRedis } from '../runtime/redis-helpers.ts';
import { LAMPLIT, TmuxSession, requireTmux } from './tmux.ts';


describe('two terminal UIs on one Redis', () => {
  let ann: TmuxSession;
  let ben: TmuxSession;
  beforeAll(() => {
    requireTmux();
    // Fails loudly when Redis is not there: this test is about sharing through it.
    requireRedis();
    ann = TmuxSession.start('r-ann', `${LAMPLIT} play --name ann`, 100, 30, { REDIS_URL });
    ben = TmuxSession.start('r-ben', `${LAMPLIT} play --name ben`, 100, 30, { REDIS_URL });
  });
  afterAll(() => { ann?.kill(); ben?.kill(); });

  it('lets a player in another process join a lobby by code and sees the host cancel it', async () => {
    await ann.waitFor('main menu', 30_000);
    ann.keys('1', 'Enter');
    const games = await ann.waitFor('Which game?');
    const lantern = /(\d)\s+Lantern\b/.exec(games)![1];
    ann.keys(lantern, 'Enter');
    const rulesets = await ann.waitFor('sprint');
    ann.keys(/(\d)\s+Lantern sprint · in turns/.exec(rulesets)![1], 'Enter');
    await ann.waitFor('seat 1');
    ann.keys('Down', 'Space');
    await ann.waitFor(/seat 1 .*open/);
    ann.keys('7', 'Enter'); // » Create the match (after six seats)
    const lobby = await ann.waitFor(/JOIN CODE:\s+([A-Z0-9]{6})/);
    const code = /JOIN CODE:\s+([A-Z0-9]{6})/.exec(lobby)![1];

    await ben.waitFor('main menu', 30_000);
    ben.keys('2', 'Enter');
    await ben.waitFor('─ join code ─');
    ben.type(code).keys('Enter');
    await ben.waitFor('ben (you)');
    await ann.waitFor(/seat 1 .*ben/);

    ann.keys('c');
    await ann.waitFor('Cancel this match for everyone?');
    ann.keys('y');
    await ann.waitFor('main menu');
    const s = await ben.waitFor(`match ${code} was cancelled by its host`);
    expect(s).toContain('main menu');
  }, 90_000);
});
