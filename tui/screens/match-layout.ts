// The match screen's panes: the picture (left), the status pane (right), the event log and the
// order line (bottom). Sizes follow the terminal: from 80 × 24 up, re-laid out on every resize.
import blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { AppHandle } from '../app-types.ts';
import { PictureLayer } from '../picture-layer.ts';
import { parseSgrCells, textCells, type Cell } from '../sgr-cells.ts';
import { renderTerminal, renderTerminalGraphics } from '../../renders/index.ts';
import type { GameId } from '../../engine/core/game.ts';
import type { TerminalColor } from '../../renders/terminal/ansi.ts';

/** Layout constants of the match screen, in cells. */
export const LAYOUT = {
  statusMin: 30,
  statusMax: 44,
  logMin: 4,
  logShare: 0.22,
  orderLines: 2,
  noticeLines: 1,
} as const;

/** The panes of a match screen and the painter of its picture. */
export class MatchLayout {
  readonly picture: Widgets.BoxElement;
  readonly status: Widgets.BoxElement;
  readonly log: EventLog;
  private readonly logBox: Widgets.BoxElement;
  readonly order: Widgets.BoxElement;
  readonly layer: PictureLayer;
  private readonly all: Widgets.BlessedElement[];
  private cache: { view: unknown; cols: number; rows: number; color: TerminalColor; cells: Cell[][] } | null = null;

  constructor(private readonly app: AppHandle, title: string) {
    const screen = app.ctx.screen;
    const t = app.ctx.theme;
    const border = t.mono ? {} : { border: { fg: t.border }, label: { fg: t.accent, bold: true } };
    this.picture = blessed.box({ parent: screen, border: { type: 'line' }, label: ` ${title} `, style: border });
    this.status = blessed.box({ parent: screen, border: { type: 'line' }, label: ' status ', tags: false, style: border });
    this.logBox = blessed.box({ parent: screen, border: { type: 'line' }, label: ' events ', tags: false, style: border });
    this.log = new EventLog(this.logBox);
    this.order = blessed.box({ parent: screen, tags: false, style: t.mono ? { bold: true } : { fg: t.accent } });
    this.all = [this.picture, this.status, this.logBox, this.order];
    this.layer = new PictureLayer(screen, this.picture, () => app.overlays());
    this.relayout();
  }

  /** Sizes the panes for the screen's current size. */
  relayout(): void {
    const W = Math.max(40, this.app.ctx.screen.width as number);
    const H = Math.max(12, this.app.ctx.screen.height as number);
    // Below 80 columns the status pane gives way (down to 20) so the picture keeps a usable width.
    const statusW = W < 80 ? Math.max(20, Math.floor(W * 0.4)) : Math.max(LAYOUT.statusMin, Math.min(LAYOUT.statusMax, Math.floor(W * 0.3)));
    const logH = Math.max(LAYOUT.logMin, Math.floor(H * LAYOUT.logShare));
    const pictureH = H - logH - LAYOUT.orderLines - LAYOUT.noticeLines;
    Object.assign(this.picture, { top: 0, left: 0, width: W - statusW, height: pictureH });
    Object.assign(this.status, { top: 0, left: W - statusW, width: statusW, height: H - LAYOUT.noticeLines });
    Object.assign(this.logBox, { top: pictureH, left: 0, width: W - statusW, height: logH });
    Object.assign(this.order, { top: pictureH + logH, left: 0, width: W - statusW, height: LAYOUT.orderLines });
    this.layer.invalidate();
  }

  /** The picture pane's inner size in cells (from the layout, before the first render too). */
  pictureSize(): { cols: number; rows: number } {
    const p = this.picture.position as unknown as { width: number; height: number };
    return { cols: Math.max(8, p.width - 2), rows: Math.max(4, p.height - 2) };
  }

  /** Width of text in the status pane. */
  statusWidth(): number {
    return Math.max(10, (this.status.position as unknown as { width: number }).width - 3);
  }

  /** Draws a game view into the picture pane (cells, or Kitty/Sixel where the terminal has them). */
  showView(game: GameId, view: unknown, color: TerminalColor, decorate?: (cells: Cell[][]) => void): void {
    const { cols, rows } = this.pictureSize();
    const gfx = this.app.ctx.graphics;
    try {
      if (gfx) {
        const px = this.app.ctx.cellPx;
        this.layer.setGraphics(renderTerminalGraphics(game, view, { protocol: gfx, cols, rows, cellWidth: px.width, cellHeight: px.height }));
        return;
      }
      const c = this.cache;
      let base: Cell[][];
      if (c && c.view === view && c.cols === cols && c.rows === rows && c.color === color) base = c.cells;
      else {
        base = parseSgrCells(renderTerminal(game, view, { cols, rows, color }), cols, rows);
        this.cache = { view, cols, rows, color, cells: base };
      }
      // A cursor is drawn on a copy, so moving it needs no new picture.
      const cells = decorate ? base.map((row) => row.slice()) : base;
      decorate?.(cells);
      this.layer.setCells(cells);
    } catch (err) {
      this.layer.setCells(textCells(['(no picture)', ...wrap((err as Error).message, cols)], cols, rows));
    }
  }

  /** Shows ready-made cells in the picture pane. */
  showCells(cells: Cell[][]): void {
    this.layer.setCells(cells);
  }

  /** Sets the status pane; a line wider than the pane wraps at words (the rest keep their alignment). */
  setStatus(lines: string[]): void {
    const w = this.statusWidth();
    this.status.setContent(lines.flatMap((l) => ([...l].length <= w ? [l] : wrap(l, w))).join('\n'));
  }

  /** Sets the order lines, each cut to the pane's width (wrapped, they ran under the status pane). */
  setOrderLine(lines: string[]): void {
    const w = Math.max(8, (this.order.position as unknown as { width: number }).width ?? 80);
    this.order.setContent(lines.map((l) => [...` ${l}`].slice(0, w).join('')).join('\n'));
  }

  destroy(): void {
    this.layer.destroy();
    for (const el of this.all) el.destroy();
  }
}

/**
 * The event log: the newest lines that fit, scrollable back with PgUp/PgDn. Scrolled back, it holds
 * still while new lines arrive; scrolled to the end (PgDn), it follows new events again. Long lines
 * are wrapped here, so the newest line is never pushed below the box by a wrapped one.
 */
export class EventLog {
  private readonly lines: string[] = [];
  private back = 0;

  constructor(private readonly box: Widgets.BoxElement) {}

  private lastRaw: string | null = null;
  private repeats = 0;

  /** Appends a line (the log keeps the last 500); the same line again counts up on the last one ("(×3)"). */
  add(line: string): void {
    // A step pushed into a wall every tick of real-time play would otherwise fill the log.
    if (line === this.lastRaw && this.lines.length) {
      this.repeats++;
      this.lines[this.lines.length - 1] = `${line} (×${this.repeats})`;
      this.draw();
      return;
    }
    this.lastRaw = line;
    this.repeats = 1;
    this.lines.push(line);
    if (this.back > 0) this.back = Math.min(this.lines.length - 1, this.back + 1);
    if (this.lines.length > 500) this.lines.shift();
    this.draw();
  }

  /** Scrolls by `n` lines (negative: back in time); back at the end, the log follows again. */
  scroll(n: number): void {
    this.back = Math.max(0, Math.min(this.lines.length - 1, this.back - n));
    this.draw();
  }

  /** Whether the log shows the newest line (and so follows new ones). */
  following(): boolean {
    return this.back === 0;
  }

  private draw(): void {
    if (this.box.detached) return;
    const pos = this.box.position as unknown as { height: number; width: number };
    const h = Math.max(1, (pos.height ?? 6) - 2);
    const w = Math.max(10, (typeof this.box.width === 'number' ? this.box.width : pos.width ?? 80) - 2);
    const end = this.lines.length - this.back;
    const rows = this.lines.slice(Math.max(0, end - h), end).flatMap((l) => ([...l].length <= w ? [l] : wrap(l, w)));
    this.box.setContent(rows.slice(-h).join('\n'));
  }
}

/** Breaks text into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) { out.push(line); line = word; }
    else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
