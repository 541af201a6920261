// The pixel size of one terminal cell, which Kitty and Sixel pictures are sized by (a picture
// sized for the wrong cell spills over the panes beside it). From, in order: LAMPLIT_CELL_PX=WxH;
// the SSH pty's pixel size (OpenSSH passes its terminal's); the terminal's answer to
// XTWINOPS 16 (`CSI 16 t`, asked only on a local terminal, before the screen starts). Terminals
// that refuse the question (xterm unless allowWindowOps is on) get the 8 × 16 default.
import type { Readable, Writable } from 'node:stream';

/** A cell's size in pixels. */
export interface CellPx {
  width: number;
  height: number;
}

/** The default when nothing better is known. */
export const DEFAULT_CELL_PX: CellPx = { width: 8, height: 16 };

const sane = (w: number, h: number): CellPx | null =>
  Number.isInteger(w) && Number.isInteger(h) && w >= 2 && w <= 200 && h >= 4 && h <= 400 ? { width: w, height: h } : null;

/** LAMPLIT_CELL_PX as `WxH` (e.g. `9x18`); null when unset; throws one line when malformed. */
export function cellPxFromEnv(env: Record<string, string | undefined>): CellPx | null {
  const v = env.LAMPLIT_CELL_PX?.trim();
  if (!v) return null;
  const m = /^(\d+)x(\d+)$/i.exec(v);
  const px = m ? sane(Number(m[1]), Number(m[2])) : null;
  if (!px) throw new Error(`LAMPLIT_CELL_PX must be WIDTHxHEIGHT in pixels (2-200 x 4-400), like 9x18; got "${v}"`);
  return px;
}

/** The cell size from a pty's pixel and cell counts (0 pixels: the client did not say). */
export function cellPxFromPty(px: { width?: number; height?: number }, cells: { cols: number; rows: number }): CellPx | null {
  if (!px.width || !px.height || cells.cols <= 0 || cells.rows <= 0) return null;
  return sane(Math.floor(px.width / cells.cols), Math.floor(px.height / cells.rows));
}

/** The cell size in a reply to `CSI 16 t` (`ESC [ 6 ; height ; width t`), or null. */
export function parseCellReply(text: string): CellPx | null {
  const m = /\x1b\[6;(\d+);(\d+)t/.exec(text);
  return m ? sane(Number(m[2]), Number(m[1])) : null;
}

/**
 * Asks a local terminal for its cell size and waits up to `timeoutMs` for the answer; null when it
 * does not answer. Call before anything else reads `input` (the reply would read as keys).
 */
export async function queryCellPx(input: Readable & { isRaw?: boolean; setRawMode?: (raw: boolean) => unknown }, output: Writable, timeoutMs = 250): Promise<CellPx | null> {
  const wasRaw = input.isRaw ?? false;
  input.setRawMode?.(true);
  let seen = '';
  return new Promise<CellPx | null>((resolve) => {
    const done = (px: CellPx | null) => {
      clearTimeout(timer);
      input.off('data', onData);
      input.pause();
      input.setRawMode?.(wasRaw);
      resolve(px);
    };
    const onData = (d: Buffer | string) => {
      seen += typeof d === 'string' ? d : d.toString('latin1');
      const px = parseCellReply(seen);
      if (px) done(px);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    input.on('data', onData);
    input.resume();
    output.write('\x1b[16t');
  });
}
