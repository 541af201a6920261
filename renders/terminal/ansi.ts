// SGR escape codes for the three colour depths a terminal may have.
import type { TerminalColor } from '../types.ts';

const CUBE = [0, 95, 135, 175, 215, 255];

function cubeIndex(v: number): number {
  if (v < 48) return 0;
  if (v < 115) return 1;
  return Math.min(5, Math.floor((v - 35) / 40));
}

/** The nearest xterm-256 colour (6 x 6 x 6 cube or the 24 greys) for an RGB colour. */
export function xterm256(r: number, g: number, b: number): number {
  const ri = cubeIndex(r), gi = cubeIndex(g), bi = cubeIndex(b);
  const cr = CUBE[ri], cg = CUBE[gi], cb = CUBE[bi];
  const cubeErr = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
  const avg = (r + g + b) / 3;
  const gi2 = Math.max(0, Math.min(23, Math.round((avg - 8) / 10)));
  const gv = 8 + gi2 * 10;
  const greyErr = (r - gv) ** 2 + (g - gv) ** 2 + (b - gv) ** 2;
  return greyErr < cubeErr ? 232 + gi2 : 16 + 36 * ri + 6 * gi + bi;
}

/** Foreground SGR parameters for a packed 0xRRGGBB colour. */
export function fgCode(rgb: number, color: TerminalColor): string {
  const r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
  return color === 'truecolor' ? `38;2;${r};${g};${b}` : `38;5;${xterm256(r, g, b)}`;
}

/** Background SGR parameters for a packed 0xRRGGBB colour. */
export function bgCode(rgb: number, color: TerminalColor): string {
  const r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
  return color === 'truecolor' ? `48;2;${r};${g};${b}` : `48;5;${xterm256(r, g, b)}`;
}

/** The colour a truecolor value shows as at a given depth (identity for truecolor). */
export function quantiseForDepth(rgb: number, color: TerminalColor): number {
  if (color !== '256') return rgb;
  const n = xterm256((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255);
  if (n >= 232) { const v = 8 + (n - 232) * 10; return (v << 16) | (v << 8) | v; }
  const k = n - 16;
  return (CUBE[Math.floor(k / 36)] << 16) | (CUBE[Math.floor(k / 6) % 6] << 8) | CUBE[k % 6];
}
