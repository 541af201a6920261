// An end card for terminal cells: the headline, the per-seat table as text columns, the footer,
// and the game's own terminal picture of the final state in the rows that are left.
import type { CardContent } from '../draw/card.ts';
import type { TerminalOptions } from '../types.ts';
import { quantiseForDepth, sgrColor } from './ansi.ts';
import { packHex } from './cells.ts';

function line(s: string, colour: string, cols: number, depth: TerminalOptions['color'], bold = false): string {
  const cut = [...s].slice(0, cols).join('');
  const padded = cut + ' '.repeat(Math.max(0, cols - [...cut].length));
  if (depth === 'none') return padded;
  return `\x1b[${bold ? '1;' : ''}${sgrColor(quantiseForDepth(packHex(colour), depth), 'fg', depth)}m${padded}\x1b[0m`;
}

/** The card as ANSI lines for `cols` x `rows` cells; `picture(cols, rows)` draws the final state below the text. */
export function cardTerminal(c: CardContent, picture: (cols: number, rows: number) => string, opts: TerminalOptions): string {
  const { cols, rows, color } = opts;
  const out: string[] = [line(c.game.toUpperCase(), '#9097a3', cols, color), line(c.headline, c.headlineColour, cols, color, true), line(c.subline, '#eef0f4', cols, color)];
  const total = c.columns.reduce((a, col) => a + col.width, 0);
  const widths = c.columns.map((col) => Math.max(4, Math.floor((col.width / total) * cols)));
  const cell = (s: string, i: number) => {
    const w = widths[i];
    const t = [...s].slice(0, w - 1).join('');
    return c.columns[i].align === 'right' ? t.padStart(w - 1) + ' ' : t.padEnd(w);
  };
  out.push(line(c.columns.map((col, i) => cell(col.head, i)).join(''), '#9097a3', cols, color, true));
  for (const r of c.rows) out.push(line(r.cells.map((s, i) => cell(s, i)).join(''), r.colour, cols, color, r.bold));
  for (const f of c.footer.slice(0, 1)) out.push(line(f, '#9097a3', cols, color));
  const left = rows - out.length;
  if (left >= 8) out.push(...picture(cols, left).split('\n'));
  while (out.length < rows) out.push(line('', '#000000', cols, color));
  return out.slice(0, rows).join('\n');
}
