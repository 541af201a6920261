// Terminal pictures: the right grid of cells at any size, colour depths, markers as cells and
// labels as text, and the Kitty/Sixel paths.
import { describe, expect, it } from 'vitest';
import { renderTerminal, renderTerminalGraphics, terminalColorFromEnv } from '../../renders/index.ts';
import { fullView, seekerView } from './fixtures/lantern-views.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { streetView } from './fixtures/lamplighter-views.ts';

const strip = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

describe('terminal pictures', () => {
  for (const [cols, rows] of [[80, 24], [120, 40], [200, 60]]) {
    it(`draws exactly ${cols} x ${rows} cells`, () => {
      for (const [game, view] of [['lantern', fullView()], ['lamplighter', streetView()]] as const) {
        const lines = renderTerminal(game, view, { cols, rows, color: 'truecolor' }).split('\n');
        expect(lines).toHaveLength(rows);
        for (const l of lines) expect([...strip(l)]).toHaveLength(cols);
      }
    });
  }

  it('shows every cog of the view as a labelled marker at 80 x 24', () => {
    const out = strip(renderTerminal('lantern', fullView(), { cols: 80, rows: 24, color: 'none' }));
    for (const label of ['O1', 'O2', 'O3', 'M3']) expect(out).toContain(label);
    expect(out).toContain('m1');
    for (const crate of ['C0', 'C3', 'C7']) expect(out).toContain(crate);
    expect(out).toMatch(/A.+B.+C.+M/);
  });

  it('a seeker terminal picture does not mark an unlit hider', () => {
    const out = strip(renderTerminal('lantern', seekerView(), { cols: 80, rows: 24, color: 'none' }));
    expect(out).not.toMatch(/\bm1\b|\bM1\b/);
    expect(out).toContain('M3');
  });

  it('uses 24-bit, 256-colour or no escapes as asked', () => {
    const v = streetView({ dread: 50 });
    expect(renderTerminal('lamplighter', v, { cols: 80, rows: 24, color: 'truecolor' })).toMatch(/\x1b\[[0-9;]*38;2;/);
    const c256 = renderTerminal('lamplighter', v, { cols: 80, rows: 24, color: '256' });
    expect(c256).toMatch(/38;5;\d+/);
    expect(c256).not.toMatch(/38;2;/);
    expect(renderTerminal('lamplighter', v, { cols: 80, rows: 24, color: 'none' })).not.toMatch(/\x1b/);
  });

  it('the meters alone list Dread, oil, the three upgrade rows and the prompt', () => {
    const out = strip(renderTerminal('lamplighter', streetView({ dread: 62 }), { cols: 48, rows: 12, color: 'none', kind: 'meters' }));
    for (const word of ['Dread  62', 'Oil', 'Reach', 'Stride', 'Wick', 'stand in lamplight', 'Lighting lamp 5']) expect(out).toContain(word);
  });

  it('draws an end card in cells: headline, the per-seat table and the final state', () => {
    const m = playToTurn('dungeon', 'race', 6, undefined, { players: 3 });
    const results = m.game.results(m.state)!;
    const out = renderTerminal('dungeon', m.game.view(m.state, { kind: 'full' }), { cols: 80, rows: 24, color: 'none', kind: 'endcard', results });
    const lines = out.split('\n');
    expect(lines).toHaveLength(24);
    for (const l of lines) expect([...l]).toHaveLength(80);
    expect(out).toContain('PLACE');
    for (const p of results.placements) expect(out).toContain(`${p.place}. ${(p as { name?: string }).name}`);
    expect(out).toContain('DUNGEON');
  });

  it('picks the colour depth from the environment (NO_COLOR wins)', () => {
    expect(terminalColorFromEnv({ NO_COLOR: '1', COLORTERM: 'truecolor', TERM: 'xterm' })).toBe('none');
    expect(terminalColorFromEnv({ COLORTERM: 'truecolor', TERM: 'xterm' })).toBe('truecolor');
    expect(terminalColorFromEnv({ TERM: 'xterm-256color' })).toBe('256');
  });

  it('sends the full picture as Kitty graphics or Sixel', () => {
    const kitty = renderTerminalGraphics('lantern', fullView(), { protocol: 'kitty', cols: 100, rows: 30 });
    expect(kitty.startsWith('\x1b_Ga=T,f=100')).toBe(true);
    const png = Buffer.from(kitty.split('\x1b_G').slice(1).map((c) => c.slice(c.indexOf(';') + 1, c.indexOf('\x1b\\'))).join(''), 'base64');
    expect(png.readUInt32BE(16)).toBeLessThanOrEqual(800);
    const sixel = renderTerminalGraphics('lamplighter', streetView(), { protocol: 'sixel', cols: 60, rows: 20 });
    expect(sixel.startsWith('\x1bP')).toBe(true);
    expect(sixel.endsWith('\x1b\\')).toBe(true);
    expect(sixel).toMatch(/#\d+;2;\d+;\d+;\d+/);
  });
});
