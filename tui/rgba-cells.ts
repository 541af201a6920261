// A full-colour picture (RGBA pixels, such as a decoded replay GIF frame) drawn into terminal
// cells as `▀` half-blocks, area-averaged to fit; monochrome terminals get a brightness ramp.
import { meanRgb, monoChar, sgrColor, type TerminalColor } from '../renders/terminal/ansi.ts';
import type { Cell } from './sgr-cells.ts';

const HALF = '\u2580';

function sample(rgba: Uint8Array, w: number, h: number, x0: number, x1: number, y0: number, y1: number): number {
  let r = 0, g = 0, b = 0, n = 0;
  const xs = Math.max(1, Math.floor((x1 - x0) / 3)), ys = Math.max(1, Math.floor((y1 - y0) / 3));
  for (let y = y0; y < y1; y += ys) {
    for (let x = x0; x < x1; x += xs) {
      const i = (Math.min(h - 1, y) * w + Math.min(w - 1, x)) * 4;
      r += rgba[i]; g += rgba[i + 1]; b += rgba[i + 2]; n++;
    }
  }
  if (n === 0) return 0;
  return (Math.round(r / n) << 16) | (Math.round(g / n) << 8) | Math.round(b / n);
}

/** Fits a `w` × `h` RGBA picture into `cols` × `rows` cells, keeping its aspect (cells are 1:2). */
export function rgbaToCells(rgba: Uint8Array, w: number, h: number, cols: number, rows: number, mode: TerminalColor): Cell[][] {
  const scale = Math.min(cols / w, (rows * 2) / h);
  const outW = Math.max(1, Math.floor(w * scale));
  const outH = Math.max(2, Math.floor(h * scale));
  const padX = Math.floor((cols - outW) / 2);
  const padY = Math.floor((rows - Math.ceil(outH / 2)) / 2);
  const grid: Cell[][] = [];
  for (let row = 0; row < rows; row++) {
    const line: Cell[] = [];
    for (let col = 0; col < cols; col++) {
      const px = col - padX, py = (row - padY) * 2;
      if (px < 0 || px >= outW || py < 0 || py >= outH) { line.push({ ch: ' ', sgr: '' }); continue; }
      const x0 = Math.floor(px / scale), x1 = Math.max(x0 + 1, Math.floor((px + 1) / scale));
      const top = sample(rgba, w, h, x0, x1, Math.floor(py / scale), Math.max(Math.floor(py / scale) + 1, Math.floor((py + 1) / scale)));
      const bottom = py + 1 < outH
        ? sample(rgba, w, h, x0, x1, Math.floor((py + 1) / scale), Math.max(Math.floor((py + 1) / scale) + 1, Math.floor((py + 2) / scale)))
        : top;
      if (mode === 'none') {
        line.push({ ch: monoChar(meanRgb(top, bottom)), sgr: '' });
      } else {
        line.push({ ch: HALF, sgr: `${sgrColor(top, 'fg', mode)};${sgrColor(bottom, 'bg', mode)}` });
      }
    }
    grid.push(line);
  }
  return grid;
}
