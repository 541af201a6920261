// The one terminal colour module: the terminal pictures (renders/terminal) and the terminal UI's
// own cells (tui/rgba-cells: replay GIF frames) pick the same xterm-256 colour and the same depth.
// Before #19 there were two converters whose grey ramps disagreed (the UI rounded the channel mean
// before choosing a grey: rgb(12,13,13) became grey 233 in the UI and 232 in a picture) and two
// depth detectors (the UI ignored TERM=dumb when COLORTERM was set; pictures ignored LAMPLIT_COLOR).
import { describe, expect, it } from 'vitest';
import { quantiseForDepth, sgrColor, terminalColorFromEnv, xterm256, monoChar } from '../../renders/terminal/ansi.ts';
import { rgbaToCells } from '../../tui/rgba-cells.ts';

const CUBE = [0, 95, 135, 175, 215, 255];

/** Every xterm colour from 16 up as [index, r, g, b]. */
function palette(): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let i = 0; i < 216; i++) out.push([16 + i, CUBE[Math.floor(i / 36)], CUBE[Math.floor(i / 6) % 6], CUBE[i % 6]]);
  for (let i = 0; i < 24; i++) out.push([232 + i, 8 + 10 * i, 8 + 10 * i, 8 + 10 * i]);
  return out;
}

const PALETTE = palette();

/** The squared distance from a colour to palette entry n. */
function err(n: number, r: number, g: number, b: number): number {
  const [, pr, pg, pb] = PALETTE[n - 16];
  return (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
}

/** The least squared distance from a colour to any palette entry. */
function nearest(r: number, g: number, b: number): number {
  return Math.min(...PALETTE.map(([n]) => err(n, r, g, b)));
}

/** One RGBA pixel as a 1 x 2 picture (both halves of one cell). */
function pixel(r: number, g: number, b: number): Uint8Array {
  return new Uint8Array([r, g, b, 255, r, g, b, 255]);
}

describe('one xterm-256 converter', () => {
  it('picks the nearest palette colour, greys by the exact channel mean', () => {
    expect(xterm256(12, 13, 13)).toBe(232);
    expect(xterm256(22, 23, 23)).toBe(233);
    for (let r = 0; r < 256; r += 17) for (let g = 0; g < 256; g += 13) for (let b = 0; b < 256; b += 11) {
      expect(err(xterm256(r, g, b), r, g, b), `rgb(${r},${g},${b})`).toBe(nearest(r, g, b));
    }
    for (let v = 0; v < 254; v++) for (const d of [0, 1, 2]) {
      expect(err(xterm256(v, v + d, v), v, v + d, v), `grey ${v}+${d}`).toBe(nearest(v, v + d, v));
    }
  });

  it('the terminal UI draws a picture cell with the same colour a terminal picture uses', () => {
    for (const [r, g, b] of [[12, 13, 13], [32, 33, 33], [100, 101, 101], [240, 128, 7]]) {
      const [cell] = rgbaToCells(pixel(r, g, b), 1, 2, 1, 1, '256')[0];
      const n = xterm256(r, g, b);
      expect(cell.sgr).toBe(`38;5;${n};48;5;${n}`);
      expect(sgrColor((r << 16) | (g << 8) | b, 'fg', '256')).toBe(`38;5;${n}`);
      const q = quantiseForDepth((r << 16) | (g << 8) | b, '256');
      expect(xterm256((q >> 16) & 255, (q >> 8) & 255, q & 255)).toBe(n);
    }
  });

  it('monochrome cells use the one brightness ramp in the UI and in pictures', () => {
    for (const v of [0, 40, 90, 160, 230, 255]) {
      const [cell] = rgbaToCells(pixel(v, v, v), 1, 2, 1, 1, 'none')[0];
      expect(cell.ch).toBe(monoChar((v << 16) | (v << 8) | v));
    }
    expect(monoChar(0)).toBe(' ');
    expect(monoChar(0xffffff)).toBe('@');
  });
});

describe('one colour-depth detector', () => {
  it('NO_COLOR wins over everything', () => {
    expect(terminalColorFromEnv({ NO_COLOR: '1', LAMPLIT_COLOR: 'truecolor', COLORTERM: 'truecolor', TERM: 'xterm-direct' })).toBe('none');
    expect(terminalColorFromEnv({ NO_COLOR: '', COLORTERM: 'truecolor', TERM: 'xterm' })).toBe('truecolor');
  });

  it("the player's LAMPLIT_COLOR comes next", () => {
    expect(terminalColorFromEnv({ LAMPLIT_COLOR: '256', COLORTERM: 'truecolor', TERM: 'xterm' })).toBe('256');
    expect(terminalColorFromEnv({ LAMPLIT_COLOR: 'none', TERM: 'xterm-256color' })).toBe('none');
    expect(terminalColorFromEnv({ LAMPLIT_COLOR: 'sixteen', TERM: 'xterm-256color' })).toBe('256');
  });

  it('a dumb or unnamed terminal gets no colour even when COLORTERM is inherited', () => {
    expect(terminalColorFromEnv({ COLORTERM: 'truecolor', TERM: 'dumb' })).toBe('none');
    expect(terminalColorFromEnv({ COLORTERM: 'truecolor' })).toBe('none');
    expect(terminalColorFromEnv({})).toBe('none');
  });

  it('truecolor from COLORTERM or a direct-colour TERM, else the 256 palette', () => {
    expect(terminalColorFromEnv({ COLORTERM: '24bit', TERM: 'xterm' })).toBe('truecolor');
    expect(terminalColorFromEnv({ COLORTERM: 'TrueColor', TERM: 'screen' })).toBe('truecolor');
    expect(terminalColorFromEnv({ TERM: 'xterm-direct' })).toBe('truecolor');
    expect(terminalColorFromEnv({ TERM: 'xterm-kitty' })).toBe('truecolor');
    expect(terminalColorFromEnv({ TERM: 'wezterm' })).toBe('truecolor');
    expect(terminalColorFromEnv({ TERM: 'xterm-256color' })).toBe('256');
    expect(terminalColorFromEnv({ TERM: 'tmux-256color', COLORTERM: '' })).toBe('256');
    expect(terminalColorFromEnv({ TERM: 'xterm' })).toBe('256');
  });
});
