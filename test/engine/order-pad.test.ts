// The order pad each game gives the front ends: the prefilled draft is an order the game takes as
// it is (one press sends it), every whole-order button on offer is an order the game takes now
// (only legal choices), a forged choice changes nothing, and drafts fit a Discord custom id.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../engine/core/game.ts';
import { applyPadPart, decodeDraft, encodeDraft } from '../../engine/core/pad.ts';
import { GAMES } from '../../engine/games.ts';

const MATCHES: [string, string, number?][] = [
  ['lantern', 'lantern-classic'], ['lamplighter', 'lamplighter-solo'], ['lamplighter', 'lamplighter-duo'], ['dungeon', 'race', 3],
];

/** States of a bot match, every few turns, until it ends or `max` states are taken. */
function statesOf(game: Game<any, any, any>, ruleset: string, players: number | undefined, max = 12): unknown[] {
  let s = game.setup(ruleset, 'pad-1', players ? { players } : {});
  const out: unknown[] = [];
  for (let t = 0; !game.isOver(s) && out.length < max && t < 400; t++) {
    if (t % 3 === 0) out.push(s);
    s = game.resolveTurn(s, new Map(game.awaiting(s).map((k: number) => [k, game.baseline(s, k)]))).state;
  }
  return out;
}

describe('order pads', () => {
  it.each(MATCHES)('%s/%s: the prefilled draft and every whole-order button are orders the game takes now', (gameId, ruleset, players) => {
    const game = GAMES[gameId];
    let sends = 0;
    for (const s of statesOf(game, ruleset, players)) {
      for (const seat of game.awaiting(s)) {
        const view = game.view(s, { kind: 'seat', seat });
        const draft = game.pad.initialDraft(view, seat, game.baseline(s, seat));
        expect(draft).toHaveLength(game.pad.draftLength);
        const pad = game.pad.describe(view, seat, draft);
        if (pad.submit && !pad.submit.disabled) {
          const order = game.pad.toOrder(view, seat, draft);
          expect(order.ok, JSON.stringify(order)).toBe(true);
          if (order.ok) expect(game.parseOrder(s, seat, order.value)).toMatchObject({ ok: true });
        }
        for (const part of pad.parts.filter((p) => p.kind === 'send')) {
          for (const c of part.choices.filter((x) => !x.disabled)) {
            const next = applyPadPart(game.pad, view, seat, draft, part.key, c.value);
            expect(next.ok).toBe(true);
            if (!next.ok) continue;
            const order = game.pad.toOrder(view, seat, next.value);
            expect(order.ok, `${part.key}=${c.value}: ${JSON.stringify(order)}`).toBe(true);
            if (order.ok) expect(game.parseOrder(s, seat, order.value), `${gameId} ${c.id}`).toMatchObject({ ok: true });
            sends++;
          }
        }
        // Every choice value rides in a custom id next to the draft: no separators, and short.
        const words = pad.parts.flatMap((p) => [...p.choices, ...(p.grid?.columns ?? []), ...(p.grid?.rows ?? [])].map((c) => c.value));
        for (const w of [...words, ...draft]) expect(w).toMatch(/^[^.:]{1,12}$/);
        expect(encodeDraft(draft).length).toBeLessThanOrEqual(40);
        expect(decodeDraft(encodeDraft(draft), game.pad.draftLength)).toEqual([...draft]);
      }
    }
    if (gameId !== 'lantern') expect(sends).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a choice the pad does not offer now, and keeps the draft', () => {
    const game = GAMES.dungeon;
    const s = game.setup('race', 'pad-2', { players: 2 });
    const view = game.view(s, { kind: 'seat', seat: 0 });
    const draft = game.pad.initialDraft(view, 0, null);
    expect(applyPadPart(game.pad, view, 0, draft, 'd', 'NNNNNNNNN')).toMatchObject({ ok: false });
    expect(applyPadPart(game.pad, view, 0, draft, 'zz', 'N')).toMatchObject({ ok: false, error: expect.stringContaining('parts are d, x') });
    const step = applyPadPart(game.pad, view, 0, draft, 'd', 'N');
    expect(step).toEqual({ ok: true, value: ['N', '-'] });
  });

  it('builds Lantern\'s typed order from the draft (a cell becomes its centre; no text in between)', () => {
    const game = GAMES.lantern;
    const s = game.setup('lantern-classic', 'pad-3');
    const view = game.view(s, { kind: 'seat', seat: 0 });
    const order = game.pad.toOrder(view, 0, ['push', 'B3', 'C2', '-', '1']);
    expect(order).toEqual({ ok: true, value: { intent: 'push', target: expect.any(Array), crate: 'C2', aim: 'target', crawl: true } });
    expect(game.pad.toOrder(view, 0, ['push', 'B-', 'C2', '-', '0'])).toMatchObject({ ok: false, error: expect.stringContaining('needs a target cell') });
    const cell = game.pad.describe(view, 0, ['hide', '-4', '-', '-', '0']).parts.find((p) => p.kind === 'grid-cell')!;
    expect(cell.grid!.columns.find((c) => c.id === 'G')!.value).toBe('G4');
  });
});
