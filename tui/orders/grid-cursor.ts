// Shows an order pad's grid cursor on the terminal picture: a picture that labels its columns along
// its top (Lantern's A-M) and its rows down its left edge (1-7) has the cell under the cursor found
// from those labels and drawn black on amber (reverse video in monochrome), whatever is under it.
import type { Cell } from '../sgr-cells.ts';


function isolated(row: Cell[], x: number): boolean {
  const letter = (c: Cell | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c.ch);
  return !letter(row[x - 1]) && !letter(row[x + 1]);
}

/**
 * Where the picture's grid labels are: x of each column label and y of each row label, or null
 * (also for labels longer than one cell, which a picture cannot show one to a cell).
 */
export function findGridLabels(cells: Cell[][], columns: readonly string[], rows: readonly string[]): { xs: number[]; ys: number[] } | null {
  if ([...columns, ...rows].some((l) => [...l].length !== 1)) return null;
  let xs: number[] | null = null;
  for (let y = 0; y < Math.min(6, cells.length) && !xs; y++) {
    const found: number[] = [];
    let from = 0;
    for (const letter of columns) {
      const x = cells[y].findIndex((c, i) => i >= from && c.ch === letter && isolated(cells[y], i));
      if (x < 0) break;
      found.push(x);
      from = x + 1;
    }
    if (found.length === columns.length) xs = found;
  }
  if (!xs) return null;
  const ys: number[] = [];
  let from = 0;
  for (const digit of rows) {
    const y = cells.findIndex((row, i) => i >= from && [0, 1].some((x) => row[x]?.ch === digit && isolated(row, x)));
    if (y < 0) return null;
    ys.push(y);
    from = y + 1;
  }
  return { xs, ys };
}

/** Cursor colours in the picture's own colour depth: black on amber, or reverse video in monochrome. */
export const CURSOR_SGR = { truecolor: '1;38;2;0;0;0;48;2;242;193;78', '256': '1;38;5;16;48;5;214', none: '1;7' } as const;

function cursorSgr(under: string): string {
  if (/(^|;)[34]8;2;/.test(under)) return CURSOR_SGR.truecolor;
  if (/(^|;)[34]8;5;/.test(under)) return CURSOR_SGR['256'];
  return CURSOR_SGR.none;
}

/** Marks grid cell (column and row index, by the labels given); leaves the picture alone when it has no labels. */
export function markGridCell(cells: Cell[][], col: number, row: number, columns: readonly string[], rows: readonly string[]): boolean {
  const at = findGridLabels(cells, columns, rows);
  if (!at) return false;
  const x = at.xs[col], y = at.ys[row];
  const line = cells[y];
  if (!line) return false;
  for (const dx of [-1, 0, 1]) {
    const c = line[x + dx];
    if (!c) continue;
    line[x + dx] = { ch: dx === 0 ? '◆' : dx < 0 ? '[' : ']', sgr: cursorSgr(c.sgr) };
  }
  return true;
}
