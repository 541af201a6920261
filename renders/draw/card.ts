// The end card frame every game shares: a title strip with the headline, a table of per-seat
// figures on the left and a small picture of the final state on the right.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { roundSeconds } from './round-seconds.ts';
import { text } from './text.ts';

/** Card layout and colours. */
export const CARD = {
  width: 1200,
  height: 640,
  titleH: 120,
  tableW: 640,
  background: '#111318',
  strip: '#1a1d24',
  text: '#eef0f4',
  dim: '#9097a3',
  rule: '#2c313b',
} as const;

/** One table column: header, width in px, alignment. */
export interface CardColumn {
  head: string;
  width: number;
  align?: 'left' | 'right';
}

/** One table row: cell texts and the row's colour. */
export interface CardRow {
  cells: string[];
  colour: string;
  bold?: boolean;
}

/** What a card shows. */
export interface CardContent {
  game: string;
  headline: string;
  headlineColour: string;
  subline: string;
  columns: CardColumn[];
  rows: CardRow[];
  footer: string[];
  /** Draws the final-state picture into the box (x, y, w, h). */
  drawFinal: (g: SKRSContext2D, x: number, y: number, w: number, h: number) => void;
}

let shared: Canvas | null = null;

/**
 * Draws an end card on a canvas reused between calls (read or encode it before the next call: a fresh
 * 3 MB canvas a card cost page faults on new memory); a footnote (the rating changes) goes first under the table.
 */
export function drawCard(c: CardContent, footnote?: string): Canvas {
  const cv = shared ??= createCanvas(CARD.width, CARD.height);
  const g = cv.getContext('2d');
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.globalAlpha = 1;
  g.globalCompositeOperation = 'source-over';
  g.fillStyle = CARD.background;
  g.fillRect(0, 0, CARD.width, CARD.height);
  g.fillStyle = CARD.strip;
  g.fillRect(0, 0, CARD.width, CARD.titleH);
  // Sizes read at Discord's ~400 px preview (a third of the card): table text 26 px shows as ~9 px.
  text(g, c.game.toUpperCase(), 28, 34, 22, CARD.dim, { bold: true });
  text(g, c.headline, 28, 80, 44, c.headlineColour, { bold: true, maxWidth: CARD.width - 56 });
  text(g, roundSeconds(c.subline), 28, 110, 22, CARD.text, { maxWidth: CARD.width - 56 });
  let x = 28;
  const y0 = CARD.titleH + 38;
  for (const col of c.columns) {
    text(g, col.head, col.align === 'right' ? x + col.width - 8 : x, y0, 16, CARD.dim, { bold: true, align: col.align === 'right' ? 'right' : 'left' });
    x += col.width;
  }
  g.fillStyle = CARD.rule;
  g.fillRect(28, y0 + 10, CARD.tableW - 28, 2);
  let y = y0 + 14;
  const rowH = Math.min(40, Math.floor((CARD.height - y0 - 110) / Math.max(1, c.rows.length)));
  for (const r of c.rows) {
    y += rowH;
    x = 28;
    c.columns.forEach((col, i) => {
      text(g, r.cells[i] ?? '', col.align === 'right' ? x + col.width - 8 : x, y, 26, r.colour, { bold: r.bold && i === 0, align: col.align === 'right' ? 'right' : 'left', maxWidth: col.width - 10 });
      x += col.width;
    });
  }
  const lines = footnote ? [footnote, ...c.footer] : c.footer;
  lines.forEach((line, i) => text(g, roundSeconds(line), 28, CARD.height - 32 - (lines.length - 1 - i) * 26, 19, i === 0 && footnote ? CARD.text : CARD.dim, { maxWidth: CARD.tableW - 20, bold: i === 0 && !!footnote }));
  const fx = CARD.tableW + 20, fy = CARD.titleH + 24, fw = CARD.width - fx - 24, fh = CARD.height - fy - 24;
  // No frame or black box: a final picture of another shape than the box leaves no bars around it.
  g.save();
  g.beginPath(); g.rect(fx, fy, fw, fh); g.clip();
  c.drawFinal(g, fx, fy, fw, fh);
  g.restore();
  return cv;
}
