// Colour capability of one terminal: truecolor, 256 colours, or monochrome (NO_COLOR), decided once
// per screen from the environment that terminal came with (the local process, or an SSH session's
// pty and `env` requests), and the SGR codes for each mode.

export type ColorMode = 'truecolor' | '256' | 'none';

/** Picks the colour mode from a terminal's environment: NO_COLOR wins, then COLORTERM, then TERM. */
export function detectColorMode(env: Record<string, string | undefined>): ColorMode {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 'none';
  if (env.LAMPLIT_COLOR === 'truecolor' || env.LAMPLIT_COLOR === '256' || env.LAMPLIT_COLOR === 'none') return env.LAMPLIT_COLOR;
  const ct = (env.COLORTERM ?? '').toLowerCase();
  if (ct === 'truecolor' || ct === '24bit') return 'truecolor';
  const term = (env.TERM ?? '').toLowerCase();
  if (term === 'dumb') return 'none';
  if (term.includes('direct') || term === 'xterm-kitty' || term === 'wezterm') return 'truecolor';
  return '256';
}

const CUBE = [0, 95, 135, 175, 215, 255];

function cubeIndex(v: number): number {
  if (v < 48) return 0;
  if (v < 115) return 1;
  return Math.min(5, Math.floor((v - 35) / 40));
}

/** The nearest xterm-256 palette index for an RGB colour (the 6×6×6 cube or the grey ramp). */
export function rgbTo256(r: number, g: number, b: number): number {
  const ri = cubeIndex(r), gi = cubeIndex(g), bi = cubeIndex(b);
  const cr = CUBE[ri], cg = CUBE[gi], cb = CUBE[bi];
  const cubeErr = (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2;
  const avg = Math.round((r + g + b) / 3);
  const grey = avg > 238 ? 23 : Math.max(0, Math.floor((avg - 3) / 10));
  const gv = 8 + grey * 10;
  const greyErr = (gv - r) ** 2 + (gv - g) ** 2 + (gv - b) ** 2;
  return greyErr < cubeErr ? 232 + grey : 16 + 36 * ri + 6 * gi + bi;
}

/** The SGR parameters (without ESC[ and m) that set a foreground or background colour, or '' in monochrome. */
export function sgrColor(rgb: number | null, layer: 'fg' | 'bg', mode: ColorMode): string {
  if (mode === 'none') return '';
  if (rgb === null) return layer === 'fg' ? '39' : '49';
  const r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
  if (mode === 'truecolor') return `${layer === 'fg' ? 38 : 48};2;${r};${g};${b}`;
  return `${layer === 'fg' ? 38 : 48};5;${rgbTo256(r, g, b)}`;
}

/** Blessed style colours per theme slot, chosen for the mode (monochrome uses reverse and bold only). */
export interface Theme {
  mono: boolean;
  accent: string;
  dim: string;
  error: string;
  ok: string;
  border: string;
  moth: string;
  owl: string;
}

/** The theme of the UI chrome (borders, menus, status) for a colour mode. */
export function themeFor(mode: ColorMode): Theme {
  if (mode === 'none') {
    return { mono: true, accent: 'default', dim: 'default', error: 'default', ok: 'default', border: 'default', moth: 'default', owl: 'default' };
  }
  return { mono: false, accent: '#f2c14e', dim: 'grey', error: '#ff6b6b', ok: '#7bd88f', border: '#8a7a5a', moth: '#f2c14e', owl: '#4ecdc4' };
}
