// Lamplighter's Round in turns, in tmux: the plan order (p on the order pad) carries the round, so
// a whole round takes at most 12 orders; the prompts speak turn mode's grammar; the log names the
// player, not "#0"; the key help's header reads once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux, sleep } from './tmux.ts';

describe('lamplighter in turns in a terminal', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('lamp-turns', `${LAMPLIT} play --game lamplighter --name lux`, 120, 40);
  });
  afterAll(() => t?.kill());

  it('speaks in orders, not keys, and the help header reads once', async () => {
    const s = await t.waitFor('your order:', 30_000);
    expect(s).toContain('Order walk or plan to begin');
    expect(s).not.toMatch(/hold E/i);
    t.keys('?');
    const help = await t.waitFor('Orders:');
    expect(help).not.toMatch(/Orders: orders:/i);
    expect(help).toContain('walks to each lamp in turn'); // the plan order is in the grammar
    expect(help).toMatch(/\bp +plan: plan \d/i); // and on a key, from the pad
    t.keys('Escape');
    await sleep(300);
  }, 40_000);

  it('plays a whole round with at most 12 plan orders, and the log names the player', async () => {
    let orders = 0;
    let named = false;
    const until = Date.now() + 150_000;
    while (Date.now() < until) {
      const s = t.screen();
      if (s.includes('RESULTS')) break;
      if (s.includes('resolved: lux plan')) named = true;
      expect(s).not.toMatch(/resolved: #\d/);
      if (s.includes('your order: keys below')) {
        t.keys('p', 'Enter');
        orders++;
        await t.waitFor(/sent: plan|RESULTS|turn \d+ resolved/, 20_000).catch(() => '');
      }
      await sleep(400);
    }
    const s = await t.waitFor('RESULTS', 5_000);
    expect(orders).toBeGreaterThan(0);
    expect(orders).toBeLessThanOrEqual(12);
    expect(s).toMatch(/won|lost/);
    expect(named).toBe(true);
    console.log(`lamplighter in turns: ${orders} plan orders for the round`);
  }, 170_000);
});
