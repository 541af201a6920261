// The one terminal colour module: which colour depth a terminal has (from its environment), the
// nearest xterm-256 colour for an RGB colour (one 6 x 6 x 6 cube, one grey ramp 8, 18, .. 238),
// the SGR parameters for each depth, and the brightness ramp monochrome terminals get. Terminal
// pictures (renders/terminal) and the terminal UI (tui) both draw with it.
import { luma } from '../draw/colour.ts';

/** Colour depth of a terminal: 24-bit, the xterm 256 palette, or none (NO_COLOR / monochrome). */
export type TerminalColor = 'truecolor' | '256' | 'none';

const DEPTHS: readonly TerminalColor[] = ['truecolor', '256', 'none'];

/**
 * The colour depth of a terminal from its environment, strictest rule first:
 * NO_COLOR (set and not empty) → none, whatever else is set (no-color.org);
 * LAMPLIT_COLOR = truecolor | 256 | none → that (the player's own setting);
 * TERM dumb or unset → none (a dumb terminal shows escape codes as text, and COLORTERM is often
 * inherited into one, e.g. an editor's shell buffer);
 * COLORTERM = truecolor | 24bit → truecolor;
 * TERM naming a direct-colour terminfo (`*-direct*`), xterm-kitty or wezterm → truecolor;
 * anything else → 256.
 */
export function terminalColorFromEnv(env: Record<string, string | undefined> = process.env): TerminalColor {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 'none';
  const own = env.LAMPLIT_COLOR as TerminalColor | undefined;
  if (own !== undefined && DEPTHS.includes(own)) return own;
  const term = (env.TERM ?? '').toLowerCase();
  if (term === '' || term === 'dumb') return 'none';
  const ct = (env.COLORTERM ?? '').toLowerCase();
  if (ct === 'truecolor' || ct === '24bit') return 'truecolor';
  if (term.includes('-direct') || term === 'xterm-kitty' || term === 'wezterm') return 'truecolor';
  return '256';
}

const CUBE = [0, 95, 135, 175, 215, 255];

/** The nearest level of the 6-step colour cube for one channel (midpoints 48, 115, 155, 195, 235). */
function cubeIndex(v: number): number {
  if (v < 48) return 0;
  if (v < 115) return 1;
  return Math.min(5, Math.floor((v - 35) / 40));
}

/** The grey of ramp step i (0..23): 8 + 10 i. */
function greyLevel(i: number): number {
  return 8 + i * 10;
}

/**
 * The nearest xterm-256 colour (the 6 x 6 x 6 cube or the 24 greys; squared RGB distance, the cube
 * on a tie) for an RGB colour. The nearest grey is the ramp step nearest the exact channel mean.
 */
export function xterm256(r: number, g: number, b: number): number {
  const ri = cubeIndex(r), gi = cubeIndex(g), bi = cubeIndex(b);
  const cubeErr = (r - CUBE[ri]) ** 2 + (g - CUBE[gi]) ** 2 + (b - CUBE[bi]) ** 2;
  const grey = Math.max(0, Math.min(23, Math.round(((r + g + b) / 3 - 8) / 10)));
  const gv = greyLevel(grey);
  const greyErr = (r - gv) ** 2 + (g - gv) ** 2 + (b - gv) ** 2;
  return greyErr < cubeErr ? 232 + grey : 16 + 36 * ri + 6 * gi + bi;
}

/** The RGB colour (packed 0xRRGGBB) of an xterm-256 index from 16 up. */
function paletteRgb(n: number): number {
  if (n >= 232) { const v = greyLevel(n - 232); return (v << 16) | (v << 8) | v; }
  const k = n - 16;
  return (CUBE[Math.floor(k / 36)] << 16) | (CUBE[Math.floor(k / 6) % 6] << 8) | CUBE[k % 6];
}

/** The colour a packed 0xRRGGBB colour shows as at a depth (itself unless the depth is 256). */
export function quantiseForDepth(rgb: number, color: TerminalColor): number {
  if (color !== '256') return rgb;
  return paletteRgb(xterm256((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255));
}

/**
 * The SGR parameters (without ESC[ and m) that set the foreground or background to a packed
 * 0xRRGGBB colour, or to the terminal's default for `null`; '' in monochrome.
 */
export function sgrColor(rgb: number | null, layer: 'fg' | 'bg', color: TerminalColor): string {
  if (color === 'none') return '';
  if (rgb === null) return layer === 'fg' ? '39' : '49';
  const r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
  const base = layer === 'fg' ? 38 : 48;
  return color === 'truecolor' ? `${base};2;${r};${g};${b}` : `${base};5;${xterm256(r, g, b)}`;
}

/** Brightness ramp for monochrome terminals, dark to bright. */
const MONO_RAMP = ' .:-=+*#%@';

/** The character a monochrome terminal shows for a packed 0xRRGGBB colour (by its luma). */
export function monoChar(rgb: number): string {
  const l = luma((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255);
  return MONO_RAMP[Math.min(MONO_RAMP.length - 1, Math.floor((l / 256) * MONO_RAMP.length))];
}

/** The mean of two packed 0xRRGGBB colours (a half-block cell's two pixels), per channel rounded down. */
export function meanRgb(a: number, b: number): number {
  return ((((a >> 16) & 255) + ((b >> 16) & 255)) >> 1) << 16 | ((((a >> 8) & 255) + ((b >> 8) & 255)) >> 1) << 8 | (((a & 255) + (b & 255)) >> 1);
}
