// The picture pane's painter. Blessed keeps colours to its 256-entry palette, so the picture (in
// truecolor, 256 colours or monochrome) is written straight to the terminal after each blessed
// render, cell by cell against what this layer last wrote: a frame costs only the cells that
// changed. Cells under an open dialog belong to blessed and are repainted once it closes.
import type { Widgets } from 'blessed';
import type { Cell } from './sgr-cells.ts';

/** A screen rectangle in cells, inclusive-exclusive (xi..xl, yi..yl). */
export interface Rect { xi: number; xl: number; yi: number; yl: number }

/** The inner area (inside borders and padding) of a rendered blessed element, or null when not shown. */
export function innerRect(el: Widgets.BlessedElement): Rect | null {
  const lp = (el as unknown as { lpos?: Rect }).lpos;
  if (!lp || !el.visible || el.detached) return null;
  const e = el as unknown as { ileft: number; iright: number; itop: number; ibottom: number };
  return { xi: lp.xi + e.ileft, xl: lp.xl - e.iright, yi: lp.yi + e.itop, yl: lp.yl - e.ibottom };
}

function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.xi && x < r.xl && y >= r.yi && y < r.yl;
}

/** Paints a cell grid into one blessed box of one screen; knows nothing of games. */
export class PictureLayer {
  private desired: Cell[][] | null = null;
  private written: string[][] = [];
  private at: Rect | null = null;
  private graphics: string | null = null;
  private graphicsShown = false;
  /** Bytes this layer wrote since creation (the bench reads it). */
  bytes = 0;

  constructor(
    private readonly screen: Widgets.Screen,
    private readonly box: Widgets.BoxElement,
    private readonly occluders: () => Widgets.BlessedElement[],
  ) {
    screen.on('render', this.onRender);
    screen.on('resize', this.onResize);
  }

  private readonly onRender = () => this.flush();
  private readonly onResize = () => this.invalidate();

  /**
   * Takes the picture off the terminal for good (the view is going): Kitty images are deleted, and
   * every cell of the pane is handed back to blessed, which repaints it on its next render with
   * whatever the next view has there (this also overwrites a Sixel picture). Without it the
   * picture stayed on the terminal under the next screen wherever that screen had blank cells.
   */
  destroy(): void {
    this.screen.off('render', this.onRender);
    this.screen.off('resize', this.onResize);
    if (this.graphicsShown && this.graphics?.startsWith('\x1b_G')) this.write('\x1b_Ga=d,d=A,q=2\x1b\\');
    const r = this.at;
    if (r && (this.graphicsShown || this.written.length)) for (let y = r.yi; y < r.yl; y++) for (let x = r.xi; x < r.xl; x++) this.forgetBlessedCell(x, y);
    this.desired = null;
    this.graphics = null;
    this.graphicsShown = false;
    this.written = [];
  }

  /** The inner size of the pane in cells (0 × 0 before the first render or while hidden). */
  size(): { cols: number; rows: number } {
    const r = innerRect(this.box);
    if (!r) return { cols: 0, rows: 0 };
    return { cols: Math.max(0, r.xl - r.xi), rows: Math.max(0, r.yl - r.yi) };
  }

  /** Sets the cells to show; painted on the next screen render. */
  setCells(grid: Cell[][] | null): void {
    this.desired = grid;
    this.graphics = null;
  }

  /** Sets a Kitty/Sixel escape sequence to show instead of cells (written once per change). */
  setGraphics(seq: string): void {
    if (seq !== this.graphics) this.graphicsShown = false;
    this.graphics = seq;
    this.desired = null;
  }

  /** Forgets what is on the terminal, so the next render repaints the whole pane. */
  invalidate(): void {
    this.written = [];
    this.graphicsShown = false;
  }

  private write(s: string): void {
    this.bytes += Buffer.byteLength(s);
    (this.screen.program as unknown as { _write(s: string): void })._write(s);
  }

  private flush(): void {
    const r = innerRect(this.box);
    if (!r || (this.screen as unknown as { destroyed?: boolean }).destroyed) return;
    if (!this.at || this.at.xi !== r.xi || this.at.yi !== r.yi || this.at.xl !== r.xl || this.at.yl !== r.yl) {
      this.at = r;
      this.invalidate();
    }
    const covers = this.occluders().map(innerOuter).filter((x): x is Rect => x !== null);
    if (this.graphics !== null) {
      // Kitty images float above the text: take them down while a dialog is open (a Sixel
      // picture is cells, which the dialog simply overwrites).
      const dialogOpen = covers.some((c) => c.xl > r.xi && c.xi < r.xl && c.yl > r.yi && c.yi < r.yl && c.yl - c.yi > 1);
      if (!dialogOpen && !this.graphicsShown) {
        // Deleting with d=A frees the earlier picture's data too, so images do not pile up in the terminal.
        const clear = this.graphics.startsWith('\x1b_G') ? '\x1b_Ga=d,d=A,q=2\x1b\\' : '';
        this.write(`\x1b7${clear}\x1b[${r.yi + 1};${r.xi + 1}H${this.graphics}\x1b8`);
        this.graphicsShown = true;
      } else if (dialogOpen && this.graphicsShown) {
        if (this.graphics.startsWith('\x1b_G')) this.write('\x1b_Ga=d,d=A,q=2\x1b\\');
        this.graphicsShown = false;
      }
      return;
    }
    if (!this.desired) return;
    let out = '';
    let stale = false;
    let cursorX = -1, cursorY = -1, lastSgr: string | null = null;
    for (let y = r.yi; y < r.yl; y++) {
      const row = this.desired[y - r.yi];
      if (!row) break;
      const wrow = this.written[y] ?? (this.written[y] = []);
      for (let x = r.xi; x < r.xl; x++) {
        const cell = row[x - r.xi];
        if (!cell) break;
        if (covers.some((c) => inside(c, x, y))) {
          // A dialog opened over a cell this layer painted: have blessed draw its own cell again.
          if (wrow[x]) { this.forgetBlessedCell(x, y); stale = true; }
          wrow[x] = '';
          continue;
        }
        const key = cell.sgr + '\u0000' + cell.ch;
        if (wrow[x] === key) continue;
        if (cursorY !== y || cursorX !== x) out += `\x1b[${y + 1};${x + 1}H`;
        if (cell.sgr !== lastSgr) out += cell.sgr ? `\x1b[0;${cell.sgr}m` : '\x1b[0m';
        out += cell.ch;
        lastSgr = cell.sgr;
        cursorX = x + 1; cursorY = y;
        wrow[x] = key;
      }
    }
    if (out) this.write(`\x1b7${out}\x1b[0m\x1b8`);
    if (stale) setImmediate(() => this.screen.render());
  }

  private forgetBlessedCell(x: number, y: number): void {
    const sc = this.screen as unknown as { olines?: unknown[][][]; lines?: ({ dirty?: boolean } & unknown[])[] };
    const cell = sc.olines?.[y]?.[x];
    if (cell) cell[0] = -1; // an attribute blessed never draws, so the cell differs and is redrawn
    const line = sc.lines?.[y];
    if (line) line.dirty = true;
  }
}

function innerOuter(el: Widgets.BlessedElement): Rect | null {
  const lp = (el as unknown as { lpos?: Rect }).lpos;
  if (!lp || !el.visible || el.detached) return null;
  return { xi: lp.xi, xl: lp.xl, yi: lp.yi, yl: lp.yl };
}
