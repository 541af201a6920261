// The cell size Kitty and Sixel pictures are sized by: from LAMPLIT_CELL_PX, the SSH pty's pixels,
// or the terminal's answer to `CSI 16 t`; a picture sized by it fits the pane it is drawn in.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games.ts';
import { renderTerminalGraphics } from '../../renders/index.ts';
import { cellPxFromEnv, cellPxFromPty, parseCellReply, queryCellPx } from '../../tui/cell-size.ts';

describe('cell size', () => {
  it('reads LAMPLIT_CELL_PX, and refuses a malformed one with what is allowed', () => {
    expect(cellPxFromEnv({})).toBeNull();
    expect(cellPxFromEnv({ LAMPLIT_CELL_PX: '9x18' })).toEqual({ width: 9, height: 18 });
    expect(() => cellPxFromEnv({ LAMPLIT_CELL_PX: 'big' })).toThrow('LAMPLIT_CELL_PX must be WIDTHxHEIGHT in pixels (2-200 x 4-400), like 9x18; got "big"');
    expect(() => cellPxFromEnv({ LAMPLIT_CELL_PX: '0x18' })).toThrow(/WIDTHxHEIGHT/);
  });

  it('divides an SSH pty\'s pixels by its cells, and knows nothing when the client sent 0', () => {
    expect(cellPxFromPty({ width: 1200, height: 780 }, { cols: 200, rows: 60 })).toEqual({ width: 6, height: 13 });
    expect(cellPxFromPty({ width: 0, height: 0 }, { cols: 200, rows: 60 })).toBeNull();
  });

  it('parses the terminal\'s answer (height first) amid other input', () => {
    expect(parseCellReply('x\x1b[6;13;6t')).toEqual({ width: 6, height: 13 });
    expect(parseCellReply('\x1b[4;390;600t')).toBeNull();
  });

  it('asks a terminal and takes its answer, or gives up after the timeout', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    output.on('data', (d: Buffer) => {
      if (d.toString() === '\x1b[16t') setTimeout(() => { input.write('\x1b[6;'); input.write('18;9t'); }, 5);
    });
    expect(await queryCellPx(input, output, 500)).toEqual({ width: 9, height: 18 });
    const silent = new PassThrough();
    const t0 = Date.now();
    expect(await queryCellPx(silent, new PassThrough(), 80)).toBeNull();
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('sizes a Sixel picture to the pane in the cell size given', () => {
    const game = GAMES.lantern!;
    const s = game.setup('lantern-sprint', 'cells', {});
    const view = game.view(s, { kind: 'seat', seat: 0 });
    for (const [w, h] of [[6, 13], [8, 16], [10, 22]]) {
      const seq = renderTerminalGraphics('lantern', view, { protocol: 'sixel', cols: 154, rows: 42, cellWidth: w, cellHeight: h });
      const [, pw, ph] = /"1;1;(\d+);(\d+)/.exec(seq)!.map(Number);
      expect(pw).toBeLessThanOrEqual(154 * w);
      expect(ph).toBeLessThanOrEqual(42 * h);
      // The picture (1588 × 768) is wider than tall: scaled to fill the pane's width.
      expect(Math.abs(pw - 154 * w)).toBeLessThanOrEqual(1);
    }
  });
});
