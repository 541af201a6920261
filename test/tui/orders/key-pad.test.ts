// The terminal's one key pad, built from each game's order pad description: the keys players know
// reach every part, each key-drafted order is a typed order the game itself accepts, and a game
// the registry does not know gets an error, never another game's pad.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES, registerGame, unregisterGame } from '../../../engine/games.ts';
import type { Game } from '../../../engine/core/game.ts';
import { KeyPad, keyPadFor } from '../../../tui/orders/key-pad.ts';
import { TOY } from '../../fixtures/toy-game/toy-game.ts';
import { renderTerminal } from '../../../renders/index.ts';
import { parseSgrCells } from '../../../tui/sgr-cells.ts';

type AnyGame = Game<unknown, unknown, unknown>;

/** A match of `game` played by the baselines until `seat` is awaited. */
function awaited(id: string, ruleset: string, seat: number, options: Record<string, unknown> = {}) {
  const g = GAMES[id] as AnyGame;
  let s = g.setup(ruleset, 11, options);
  for (let i = 0; i < 60 && !g.awaiting(s).includes(seat); i++) {
    s = g.resolveTurn(s, new Map(g.awaiting(s).map((k: number) => [k, g.baseline(s, k)]))).state;
  }
  expect(g.awaiting(s)).toContain(seat);
  return { g, s, view: g.view(s, { kind: 'seat', seat }) };
}

/** A pad on a fresh turn of that match, started from the bot's suggestion. */
function padOn(id: string, ruleset: string, seat: number, options: Record<string, unknown> = {}) {
  const m = awaited(id, ruleset, seat, options);
  const pad = new KeyPad(m.g, seat);
  pad.update(m.view, seat, true, m.g.pad.wantsSuggestion ? m.g.baseline(m.s, seat) : null);
  return { ...m, pad };
}

function press(pad: KeyPad, ...keys: string[]): void {
  for (const k of keys) {
    const r = pad.press(k);
    if (r && !r.ok) throw new Error(`${k}: ${r.error}`);
  }
}

/** Every key the pad offers now. */
function keysOf(pad: KeyPad): string[] {
  return pad.bindings().flatMap((b) => b.keys);
}

describe('the key pad built from a game\'s order pad', () => {
  it('Lantern: the arrows move the grid cursor, i c g a step intent, crate, crawl and aim', () => {
    const { g, s, pad } = padOn('lantern', 'lantern-sprint', 0);
    for (const k of ['left', 'right', 'up', 'down', 'h', 'l', 'k', 'j', 'i', 'c', 'g', 'a']) expect(keysOf(pad)).toContain(k);
    expect(pad.line()).toBe('i what to do · ←→↑↓ target cell · c crate · a aim · g crawl');
    // Starting from the bot's suggestion, one press sends it.
    expect(pad.order().ok).toBe(true);
    // hide at the cursor, then two columns right.
    while (!/^hide /.test(pad.draft() ?? '')) press(pad, 'i');
    const before = /hide ([A-M])(\d)/.exec(pad.draft()!)!;
    press(pad, 'right', 'right');
    const col = 'ABCDEFGHIJKLM'[Math.min(12, 'ABCDEFGHIJKLM'.indexOf(before[1]) + 2)];
    expect(pad.draft()).toMatch(new RegExp(`^hide ${col}${before[2]}`));
    press(pad, 'g');
    expect(pad.draft()).toMatch(/ crawl$/);
    // The cursor is drawn on the picture at the drafted cell, found by the grid's own labels.
    const at = /hide ([A-M])(\d)/.exec(pad.draft()!)!;
    const cells = parseSgrCells(renderTerminal('lantern', pad['view'], { cols: 82, rows: 26, color: '256' }), 82, 26);
    pad.decorate(cells);
    const marked = cells.findIndex((row) => row.some((c) => c.ch === '◆'));
    expect(marked).toBeGreaterThan(0);
    expect(cells[marked].slice(0, 2).map((c) => c.ch).join('').trim()).toBe(at[2]);
    // Every intent a hider can reach with the keys is an order the game takes.
    for (let i = 0; i < 6; i++) {
      press(pad, 'i', 'c', i % 2 ? 'right' : 'down');
      const o = pad.order();
      if (!o.ok) { expect(o.error).toMatch(/needs|pick/); continue; }
      const r = g.parseOrder(s, 0, o.value);
      expect(r.ok, `${pad.draft()}: ${r.ok ? '' : r.error}`).toBe(true);
    }
  });

  it('Lamplighter: 1-9 pick the lamp, w r p z t b draft the order', () => {
    const { g, s, pad } = padOn('lamplighter', 'lamplighter-solo', 0);
    press(pad, '4', 'w');
    expect(pad.draft()).toMatch(/^walk .*4$/);
    press(pad, 'r');
    expect(pad.draft()).toMatch(/^run .*4$/);
    press(pad, '6');
    expect(pad.draft()).toMatch(/^run .*6$/);
    press(pad, 'p');
    expect(pad.draft()).toMatch(/^plan\b.*6, 7, 8, 9/);
    for (const k of ['z', 't', 'w']) {
      press(pad, k);
      const o = pad.order();
      expect(o.ok, pad.draft() ?? '').toBe(true);
      const r = g.parseOrder(s, 0, (o as { value: unknown }).value);
      expect(r.ok, `${pad.draft()}: ${r.ok ? '' : r.error}`).toBe(true);
    }
    expect(pad.line()).toMatch(/^1-9 lamp to walk or run to · .*w walk to/);
    // The lamps' keys are one row of the help, as 1-9.
    const lamps = pad.bindings().filter((b) => b.help.startsWith('lamp to walk or run to:'));
    expect(lamps.map((b) => b.keys)).toEqual([['1', '2', '3', '4', '5', '6', '7', '8', '9']]);
  });

  it('Dungeon: arrows make a path of at most 8, Bksp undoes, e t z pick a goal, the last key wins', () => {
    const { g, s, pad } = padOn('dungeon', 'race', 0, { players: 2 });
    expect(pad.draft()).toBeNull();
    press(pad, 'up', 'up', 'right', 'backspace', 'left');
    expect(pad.draft()).toBe('move NNW');
    for (let i = 0; i < 10; i++) press(pad, ['k', 'l', 'j', 'h'][i % 4]);
    expect(pad.draft()).toBe('move NNWNESWN');
    press(pad, 'e');
    expect(pad.draft()).toMatch(/exit/);
    press(pad, 'down');
    expect(pad.draft()).toBe('move S');
    for (const k of ['e', 't', 'z']) {
      press(pad, k);
      const o = pad.order();
      expect(o.ok).toBe(true);
      const r = g.parseOrder(s, 0, (o as { value: unknown }).value);
      expect(r.ok, `${pad.draft()}: ${r.ok ? '' : r.error}`).toBe(true);
    }
  });

  it('never binds the match screen\'s own keys (: ? q Enter Esc PgUp PgDn)', () => {
    for (const [id, rs, opts] of [['lantern', 'lantern-sprint', {}], ['lamplighter', 'lamplighter-solo', {}], ['dungeon', 'race', { players: 2 }]] as const) {
      const keys = keysOf(padOn(id, rs, 0, opts).pad);
      for (const k of [':', '?', 'q', 'enter', 'escape', 'pageup', 'pagedown']) expect(keys, `${id} ${k}`).not.toContain(k);
      expect(new Set(keys).size, `${id}: a key bound twice`).toBe(keys.length);
    }
  });
});

describe('a game the terminal has never heard of', () => {
  beforeAll(() => registerGame(TOY as unknown as AnyGame));
  afterAll(() => unregisterGame(TOY.id));

  it('gets its own pad from its description: n steps the amount, Enter sends the typed order', () => {
    const pad = keyPadFor(TOY.id, 0);
    const s = TOY.setup('toy-race', 1);
    pad.update(TOY.view(s, { kind: 'seat', seat: 0 }), 0, true);
    expect(pad.draft()).toBe('add 2');
    press(pad, 'n');
    expect(pad.draft()).toBe('add 3');
    expect(pad.order()).toEqual({ ok: true, value: 3 });
    expect(pad.line()).toBe('n how much to add');
  });

  it('an unknown game is refused with the games there are, not given the Dungeon\'s pad', () => {
    expect(() => keyPadFor('chess')).toThrow(/unknown game "chess": games are lantern, lamplighter, dungeon, toy/);
  });
});
