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
  flags: Set<string>;
}

function keyOf(s: SgrState): string {
  const parts: string[] = [];
  if (s.flags.size) parts.push(...[...s.flags].sort());
  if (s.fg) parts.push(s.fg);
  if (s.bg) parts.push(s.bg);
  return parts.join(';');
}

function apply(state: SgrState, params: string): void {
  const p = params === '' ? ['0'] : params.split(';');
  for (let i = 0; i < p.length; i++) {
    const n = Number(p[i]);
    if (n === 0) { state.fg = ''; state.bg = ''; state.flags.clear(); }
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
    else if (n === 22) { state.flags.delete('1'); state.flags.delete('2'); }
    else if (n === 24 || n === 27 || n === 23) state.flags.delete(String(n - 20));
    else if (n >= 1 && n <= 9) state.flags.add(String(n));
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
    const state: SgrState = { fg: '', bg: '', flags: new Set() };
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
      const cp = line.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      i += ch.length;
      if (cp < 32) continue;
      row.push({ ch, sgr: key });
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
