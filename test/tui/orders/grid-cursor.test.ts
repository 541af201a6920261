// Lantern's grid cursor finds the A-M / 1-7 labels on the renders' terminal picture at the sizes
// the match screen uses, and marks the cell under the cursor.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../engine/games.ts';
import { renderTerminal } from '../../../renders/index.ts';
import { parseSgrCells } from '../../../tui/sgr-cells.ts';
import { CURSOR_SGR, findGridLabels, markGridCell } from '../../../tui/orders/grid-cursor.ts';

const g = GAMES.lantern!;
const view = g.view(g.setup('lantern-sprint', 4), { kind: 'seat', seat: 0 });
const COLS = [...'ABCDEFGHIJKLM'];
const ROWS = [...'1234567'];

describe('the Lantern grid cursor', () => {
  for (const [cols, rows] of [[46, 15], [82, 26], [140, 50]]) {
    it(`finds 13 column and 7 row labels at ${cols} × ${rows} and marks a cell`, () => {
      const cells = parseSgrCells(renderTerminal('lantern', view, { cols, rows, color: '256' }), cols, rows);
      const at = findGridLabels(cells, COLS, ROWS)!;
      expect(at.xs).toHaveLength(13);
      expect(at.ys).toHaveLength(7);
      expect([...at.xs].sort((a, b) => a - b)).toEqual(at.xs);
      expect(markGridCell(cells, 6, 3, COLS, ROWS)).toBe(true);
      expect(cells[at.ys[3]][at.xs[6]].ch).toBe('◆');
      expect(cells[at.ys[3]][at.xs[6]].sgr).toBe(CURSOR_SGR['256']);
    });
  }

  it('leaves a picture without labels alone', () => {
    const cells = parseSgrCells('plain text', 20, 4);
    expect(markGridCell(cells, 0, 0, COLS, ROWS)).toBe(false);
    expect(cells[0].map((c) => c.ch).join('')).toBe('plain text          ');
  });
});
