// Lantern's wording in the terminal: after the half swap the heartbeat rows and the status pane name
// the roles of the half being played; the picture shows an order as typed (a cell, not pixels);
// times read to a tenth; the ruleset detail gives the real order deadline.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games.ts';
import type { LanternView } from '../../engine/lantern/view.ts';
import { lanternTerminal, roleInHalf } from '../../renders/lantern/terminal.ts';
import { rulesetDetail } from '../../tui/screens/menus.ts';

/** A lantern-test match played by the baselines until `until` holds. */
function playUntil(until: (v: LanternView) => boolean, seat = 0): LanternView {
  const g = GAMES.lantern!;
  let m = g.setup('lantern-test', 3, {});
  for (let t = 0; t < 60 && !g.isOver(m); t++) {
    const orders = new Map();
    for (const s of g.awaiting(m)) orders.set(s, g.baseline(m, s));
    m = g.resolveTurn(m, orders).state;
    const v = g.view(m, { kind: 'seat', seat }) as LanternView;
    if (until(v)) return v;
  }
  throw new Error('the match never reached the state asked for');
}

describe('lantern wording in the terminal', () => {
  it('names roles by the half: Moths hide in half 1 and seek in half 2', () => {
    expect(roleInHalf('Moth-2', 'moth')).toBe('hider');
    expect(roleInHalf('Moth-2', 'owl')).toBe('seeker');
    expect(roleInHalf('Owl-1', 'owl')).toBe('hider');
  });

  it('after the swap the status pane and heartbeat rows say the new half\'s roles', () => {
    const v = playUntil((x) => x.clock.half === 1 && x.clock.act === 'hunt');
    const status = GAMES.lantern!.statusLines(v, 60);
    expect(status).toContain('Owl hide · score hidden s: Moth ' + v.score.hiddenSeconds[0] + ' Owl ' + v.score.hiddenSeconds[1]);
    expect(status.some((l) => /^you: Moth-1 \(seeker\)/.test(l))).toBe(true);
    const picture = lanternTerminal(v, { cols: 80, rows: 30, color: 'none' } as never);
    const beats = picture.split('\n').join(' ').match(/(Moth|Owl)-\d (hider|seeker) [▁▂▃▅▇]+ \w+/g) ?? [];
    for (const b of beats) expect(b).toMatch(b.startsWith('Moth') ? /seeker/ : /hider/);
  });

  it('shows the viewer\'s order as typed: a grid cell, not a pixel point', () => {
    const g = GAMES.lantern!;
    const m = g.setup('lantern-test', 1, {});
    const order = g.parseOrder(m, 0, 'hide F4 crawl');
    if (!order.ok) throw new Error(order.error);
    const v = { ...(g.view(m, { kind: 'seat', seat: 0 }) as LanternView) };
    v.self = { ...v.self!, order: order.value };
    const text = lanternTerminal(v, { cols: 80, rows: 30, color: 'none' } as never);
    expect(text).toContain('Order: hide F4 crawl');
    expect(text).not.toMatch(/Order: hide \d+,\d+/);
  });

  it('reads times to a tenth of a second in the status pane', () => {
    const v = playUntil((x) => x.found.length > 0, 1);
    const found = GAMES.lantern!.statusLines(v, 40).filter((l: string) => l.startsWith('found '));
    expect(found.length).toBeGreaterThan(0);
    for (const l of found) expect(l).toMatch(/after \d+\.\d s$/);
  });

  it('gives the real order deadline next to the game time per turn', () => {
    const sprint = GAMES.lantern!.rulesets().find((r) => r.id === 'lantern-sprint')!;
    expect(rulesetDetail(sprint)).toMatch(/26 turns \(5 s of play each\); orders due within 45 s a turn$/);
  });
});
