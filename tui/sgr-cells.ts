// Turns a terminal picture (lines of text with SGR colour escapes, as renders' renderTerminal
// gives) into a grid of cells, so a frame can be diffed against the last one cell by cell and only
// the changed cells are written.

/** One terminal cell: its character and the full SGR state it is drawn with ('' = default). */
export interface Cell {
  ch: string;
  sgr: string;
}

interface SgrState {
  fg: string;
  bg: string;
  /** SGR attributes 1-9 (bold, dim, italic, underline, blink, -, reverse, hidden, strike) as bits. */
  flags: number;
}

const FLAG_TEXT: string[] = [];

function flagText(flags: number): string {
  let t = FLAG_TEXT[flags];
  if (t === undefined) {
    const parts: string[] = [];
    for (let b = 1; b <= 9; b++) if (flags & (1 << b)) parts.push(String(b));
    t = FLAG_TEXT[flags] = parts.join(';');
  }
  return t;
}

function keyOf(s: SgrState): string {
  const f = s.flags ? flagText(s.flags) : '';
  if (!f) return s.fg && s.bg ? `${s.fg};${s.bg}` : s.fg || s.bg;
  return [f, s.fg, s.bg].filter(Boolean).join(';');
}

function apply(state: SgrState, params: string): void {
  const p = params === '' ? ['0'] : params.split(';');
  for (let i = 0; i < p.length; i++) {
    const n = Number(p[i]);
    if (n === 0) { state.fg = ''; state.bg = ''; state.flags = 0; }
    else if (n === 38 || n === 48) {
      const mode = p[i + 1];
      const len = mode === '2' ? 5 : mode === '5' ? 3 : 1;
      const code = p.slice(i, i + len).join(';');
      if (n === 38) state.fg = code; else state.bg = code;
      i += len - 1;
    } else if ((n >= 30 && n <= 37) || (n >= 90 && n <= 97)) state.fg = String(n);
    else if ((n >= 40 && n <= 47) || (n >= 100 && n <= 107)) state.bg = String(n);
    else if (n === 39) state.fg = '';
    else if (n === 49) state.bg = '';
    else if (n === 22) state.flags &= ~((1 << 1) | (1 << 2));
    else if (n >= 23 && n <= 29) state.flags &= ~(1 << (n - 20));
    else if (n >= 1 && n <= 9) state.flags |= 1 << n;
  }
}

const ESC_RE = /\x1b\[([0-9;]*)([A-Za-z])/y;

/** Parses SGR-coloured text into a rows × cols grid (short lines are padded with blank cells). */
export function parseSgrCells(text: string, cols: number, rows: number): Cell[][] {
  const grid: Cell[][] = [];
  const lines = text.split('\n');
  for (let y = 0; y < rows; y++) {
    const line = lines[y] ?? '';
    const row: Cell[] = [];
    const state: SgrState = { fg: '', bg: '', flags: 0 };
    let key = '';
    let i = 0;
    while (i < line.length && row.length < cols) {
      if (line.charCodeAt(i) === 27) {
        ESC_RE.lastIndex = i;
        const m = ESC_RE.exec(line);
        if (m) {
          if (m[2] === 'm') { apply(state, m[1]); key = keyOf(state); }
          i = ESC_RE.lastIndex;
          continue;
        }
        i++;
        continue;
      }
      const c = line.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff) { row.push({ ch: line.slice(i, i + 2), sgr: key }); i += 2; continue; }
      i++;
      if (c < 32) continue;
      row.push({ ch: line[i - 1], sgr: key });
    }
    while (row.length < cols) row.push({ ch: ' ', sgr: '' });
    grid.push(row);
  }
  return grid;
}

/** A grid of cells of one character each, for plain-text pictures (messages inside the picture pane). */
export function textCells(lines: string[], cols: number, rows: number): Cell[][] {
  const grid: Cell[][] = [];
  for (let y = 0; y < rows; y++) {
    const chars = [...(lines[y] ?? '')].slice(0, cols);
    const row = chars.map((ch) => ({ ch, sgr: '' }));
    while (row.length < cols) row.push({ ch: ' ', sgr: '' });
    grid.push(row);
  }
  return grid;
}
