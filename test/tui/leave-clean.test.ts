// Leaving a match hands the whole picture pane back: the menu that follows shows none of the
// picture (it once stayed on the terminal wherever the menu had blank cells).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux } from './tmux.ts';

describe('leaving a match in a terminal', () => {
  let t: TmuxSession;
  beforeAll(() => {
    requireTmux();
    t = TmuxSession.start('leave-clean', `${LAMPLIT} play --game lantern --ruleset lantern-sprint --bots 5`, 120, 40);
  });
  afterAll(() => t?.kill());

  it('leaves no picture cells behind on the main menu', async () => {
    const playing = await t.waitFor('your order:', 30_000);
    expect(playing).toContain('▀');
    t.keys('q');
    await t.waitFor(/leave|Leave/);
    t.keys('y');
    await t.waitFor('main menu');
    await new Promise((r) => setTimeout(r, 300));
    const s = t.screen();
    expect(s).toContain('Join a match by code');
    expect(s).not.toMatch(/[▀▄]/);
    expect(s).not.toMatch(/\bC[0-9]\b/);
  }, 45_000);
});
