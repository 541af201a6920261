// A grid of terminal cells: a background of half-block pixels (two picture rows per cell, drawn
// as `▀` with the top pixel as foreground and the bottom as background) plus markers and text
// that take whole cells, so small things stay visible at 80 x 24 and labels stay readable.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { meanRgb, monoChar, quantiseForDepth, sgrColor, type TerminalColor } from './ansi.ts';
import { hexRgb } from '../draw/colour.ts';

const HALF = '\u2580'; // ▀

/** Packs `#rrggbb` into 0xRRGGBB. */
export function packHex(hex: string): number {
  const [r, g, b] = hexRgb(hex);
  return (r << 16) | (g << 8) | b;
}

/** The background canvas to draw a terminal picture on: one pixel per half cell. */
export function cellCanvas(cols: number, rows: number): { canvas: Canvas; ctx: SKRSContext2D } {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 8 || rows < 4 || cols > 1000 || rows > 500) {
    throw new Error(`a terminal picture needs 8..1000 columns and 4..500 rows, got ${cols} x ${rows}`);
  }
  const canvas = createCanvas(cols, rows * 2);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  return { canvas, ctx };
}

/** Cells over a half-block background; markers and text are set per cell. */
export class CellGrid {
  readonly cols: number;
  readonly rows: number;
  /** Half-cell pixels, packed 0xRRGGBB, `cols` wide and `rows * 2` high. */
  readonly px: Uint32Array;
  private readonly ch: (string | null)[];
  private readonly fg: Int32Array;
  private readonly bg: Int32Array;
  private readonly bold: Uint8Array;

  constructor(canvas: Canvas) {
    this.cols = canvas.width;
    this.rows = canvas.height >> 1;
    const d = canvas.data();
    const n = this.cols * this.rows * 2;
    this.px = new Uint32Array(n);
    for (let i = 0, j = 0; i < n; i++, j += 4) this.px[i] = (d[j] << 16) | (d[j + 1] << 8) | d[j + 2];
    const cells = this.cols * this.rows;
    this.ch = new Array(cells).fill(null);
    this.fg = new Int32Array(cells);
    this.bg = new Int32Array(cells).fill(-1);
    this.bold = new Uint8Array(cells);
  }

  /** Puts one character in a cell (clipped to the grid); `bg` -1 keeps the picture behind it. */
  put(col: number, row: number, char: string, fg: number, bg = -1, bold = false): void {
    col = Math.round(col); row = Math.round(row);
    if (col < 0 || row < 0 || col >= this.cols || row >= this.rows) return;
    const i = row * this.cols + col;
    this.ch[i] = char; this.fg[i] = fg; this.bg[i] = bg; this.bold[i] = bold ? 1 : 0;
  }

  /** Writes text from a cell rightwards (clipped; no wrapping). */
  text(col: number, row: number, s: string, fg: number, bg = -1, bold = false): void {
    let c = Math.round(col);
    for (const chr of s) this.put(c++, row, chr, fg, bg, bold);
  }

  /** Fills a run of cells with a solid colour (panels, bars). */
  fill(col: number, row: number, w: number, h: number, rgb: number): void {
    for (let r = row; r < row + h; r++) for (let c = col; c < col + w; c++) this.put(c, r, ' ', rgb, rgb);
  }

  /** The colour under a cell (mean of its two half pixels). */
  under(col: number, row: number): number {
    return meanRgb(this.px[row * 2 * this.cols + col], this.px[(row * 2 + 1) * this.cols + col]);
  }

  /** The grid as `rows` lines joined by '\n', with SGR codes for the colour depth (none: plain text). */
  toAnsi(color: TerminalColor): string {
    const lines: string[] = [];
    for (let row = 0; row < this.rows; row++) {
      let line = '';
      let curFg = -2, curBg = -2, curBold = 0;
      for (let col = 0; col < this.cols; col++) {
        const i = row * this.cols + col;
        const mark = this.ch[i];
        if (color === 'none') {
          if (mark !== null) line += mark;
          else line += monoChar(this.under(col, row));
          continue;
        }
        let f: number, b: number, text: string, bold = 0;
        if (mark !== null) {
          f = this.fg[i]; b = this.bg[i] >= 0 ? this.bg[i] : this.under(col, row); text = mark; bold = this.bold[i];
        } else {
          f = this.px[row * 2 * this.cols + col]; b = this.px[(row * 2 + 1) * this.cols + col]; text = HALF;
        }
        f = quantiseForDepth(f, color); b = quantiseForDepth(b, color);
        if (mark === null && f === b) text = ' ';
        const codes: string[] = [];
        if (bold !== curBold) { codes.push(bold ? '1' : '22'); curBold = bold; }
        if (f !== curFg && text !== ' ') { codes.push(sgrColor(f, 'fg', color)); curFg = f; }
        if (b !== curBg) { codes.push(sgrColor(b, 'bg', color)); curBg = b; }
        if (codes.length) line += `\x1b[${codes.join(';')}m`;
        line += text;
      }
      lines.push(color === 'none' ? line : line + '\x1b[0m');
    }
    return lines.join('\n');
  }
}
