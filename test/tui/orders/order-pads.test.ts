// Orders drafted with keys are text orders each game's own parser accepts, for every choice the
// keys can reach.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../engine/games.ts';
import { DungeonPad, LamplighterPad, LanternPad } from '../../../tui/orders/order-pads.ts';

function advanceUntilAwaited(game: string, ruleset: string, seat: number) {
  const g = GAMES[game as 'lantern']!;
  let s = g.setup(ruleset, 11);
  for (let i = 0; i < 60 && !g.awaiting(s).includes(seat); i++) {
    s = g.resolveTurn(s, new Map(g.awaiting(s).map((k: number) => [k, g.baseline(s, k)]))).state;
  }
  expect(g.awaiting(s)).toContain(seat);
  return { g, s };
}

describe('key-drafted orders', () => {
  it('Lantern: every intent, crate, gait and cursor cell a hider can reach parses', () => {
    const { g, s } = advanceUntilAwaited('lantern', 'lantern-sprint', 0);
    const pad = new LanternPad();
    pad.update(g.view(s, { kind: 'seat', seat: 0 }));
    expect(pad.draft()).toBe('hide G4');
    for (let i = 0; i < 6; i++) {
      pad.onAction({ type: 'cycle', arg: 'intent' });
      pad.onAction({ type: 'cycle', arg: 'crate' });
      pad.onAction({ type: 'cursor', arg: i % 2 ? 'E' : 'S' });
      if (i === 3) pad.onAction({ type: 'cycle', arg: 'gait' });
      const text = pad.draft()!;
      const r = g.parseOrder(s, 0, text);
      expect(r.ok, `${text}: ${r.ok ? '' : r.error}`).toBe(true);
    }
  });

  it('Lantern: a seeker\'s intents with aim modes parse in the hunt', () => {
    const { g, s } = advanceUntilAwaited('lantern', 'lantern-sprint', 1);
    const pad = new LanternPad();
    pad.update(g.view(s, { kind: 'seat', seat: 1 }));
    for (let i = 0; i < 6; i++) {
      pad.onAction({ type: 'cycle', arg: 'intent' });
      pad.onAction({ type: 'cycle', arg: 'aim' });
      const text = pad.draft()!;
      const r = g.parseOrder(s, 1, text);
      // pry needs a crate the seeker can see; anything else must parse.
      if (!text.startsWith('pry')) expect(r.ok, `${text}: ${r.ok ? '' : r.error}`).toBe(true);
      else expect(r.ok || /crate|C\d/.test(r.error)).toBe(true);
    }
  });

  it('Lamplighter: each verb key gives an order the game parses', () => {
    const g = GAMES.lamplighter!;
    const s = g.setup('lamplighter-solo', 3);
    const pad = new LamplighterPad();
    pad.onAction({ type: 'pickLamp', key: '4' });
    const drafts = [pad.draft()];
    for (const v of ['run', 'light', 'release', 'wait', 'retreat', 'buy', 'buy', 'buy']) {
      pad.onAction({ type: 'draftVerb', arg: v });
      drafts.push(pad.draft());
    }
    expect(drafts).toContain('walk 4');
    expect(drafts).toContain('buy stride');
    // Lighting, letting go and buying depend on where the lamplighter stands: at the gate they may
    // be refused for that reason, never for their wording.
    const depends = /^(light|release|buy)/;
    for (const d of drafts) {
      const r = g.parseOrder(s, 0, d);
      if (!depends.test(d!)) expect(r.ok, `${d}: ${r.ok ? '' : r.error}`).toBe(true);
      else expect(r.ok || !/unknown|not an order|orders are/i.test(r.error), `${d}: ${r.ok ? '' : r.error}`).toBe(true);
    }
  });

  it('Dungeon: arrow steps make a path of at most 8, and the goals parse', () => {
    const g = GAMES.dungeon!;
    const s = g.setup('race', 5, { players: 2 });
    const pad = new DungeonPad();
    for (let i = 0; i < 10; i++) pad.onAction({ type: 'step', arg: 'NESW'[i % 4] });
    expect(pad.draft()).toBe('move NESWNESW');
    pad.onAction({ type: 'unstep' });
    expect(pad.draft()).toBe('move NESWNES');
    for (const d of [pad.draft(), 'exit', 'treasure', 'wait']) {
      if (d !== pad.draft()) pad.onAction({ type: 'draftVerb', arg: d! });
      const r = g.parseOrder(s, 0, pad.draft());
      expect(r.ok, `${pad.draft()}: ${r.ok ? '' : r.error}`).toBe(true);
    }
  });
});
