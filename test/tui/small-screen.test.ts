// At 50 × 15 nothing overlaps: the Lantern header's parts shorten instead of printing over each
// other ("LANMoth-1 · hider0"), the order lines are cut to their pane instead of running under the
// status pane, and the Dungeon keeps a (short) legend.
import { afterEach, describe, expect, it } from 'vitest';
import { LAMPLIT, TmuxSession, requireTmux } from './tmux.ts';
import { headerParts } from '../../renders/lantern/terminal.ts';

describe('the Lantern header on a narrow picture', () => {
  it('shortens its parts so both fit with a space between, or drops the viewer', () => {
    expect(headerParts('LANTERN H1 BUILD 0:30', 'Moth-1 · hider', 80)).toEqual(['LANTERN H1 BUILD 0:30', 'Moth-1 · hider']);
    expect(headerParts('LANTERN H1 BUILD 0:30', 'Moth-1 · hider', 28)).toEqual(['H1 BUILD 0:30', 'Moth-1 hider']);
    expect(headerParts('LANTERN H1 BUILD 0:30', 'Moth-1 · hider', 18)).toEqual(['H1 BUILD 0:30', '']);
  });
});

describe('a 50 × 15 terminal', () => {
  let t: TmuxSession | undefined;
  afterEach(() => t?.kill());

  it('shows the Lantern match with nothing printed over anything else', async () => {
    requireTmux();
    t = TmuxSession.start('small-lantern', `${LAMPLIT} play --game lantern --ruleset lantern-sprint --bots 5 --name mo`, 50, 15);
    const s = await t.waitFor(/H1 BUILD \d:\d\d/, 30_000);
    expect(s).not.toMatch(/LANMoth|hider\d/);
    expect(s).toMatch(/H1 BUILD \d:\d\d +Moth-1 hider/);
    const rows = s.split('\n');
    // The order lines stay two rows, each ending before the status pane's border.
    const order = rows.filter((r) => /^ (your order|draft|cursor)/.test(r));
    expect(order.length).toBeGreaterThan(0);
    for (const r of order) expect(r).toMatch(/^ [^┌│└]*[│└┌]/);
    expect(s).not.toMatch(/^below, or : to type/m); // the wrapped tail that ran under the status pane
  }, 40_000);

  it('keeps a legend on the Dungeon picture', async () => {
    requireTmux();
    t = TmuxSession.start('small-dungeon', `${LAMPLIT} play --game dungeon --ruleset race --bots 1 --name mo`, 50, 15);
    const s = await t.waitFor('DUNGEON', 30_000);
    expect(s).toMatch(/▲ ?in/);
    expect(s).toMatch(/⇧ ?exit/);
  }, 40_000);
});
