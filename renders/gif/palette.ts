// Fixed game palettes for GIFs and Sixel: built once from a game's colour table (a dense ramp of
// the ground colour from black, ramps of each other key colour, greys, and a coarse cube), with a 64 K-entry
// lookup table (RGB565 -> index), so mapping a frame is one table read a pixel, never a per-frame
// quantisation.
import { hexRgb, type Rgb } from '../draw/colour.ts';

/** A palette of at most 255 colours (index 255 stays free for transparency) and its RGB565 lookup table. */
export interface FixedPalette {
  colours: Rgb[];
  lut: Uint8Array;
}

const CACHE = new Map<string, FixedPalette>();

function build(keys: string[]): Rgb[] {
  const out: Rgb[] = [];
  const seen = new Set<number>();
  const add = (c: Rgb) => {
    const k = (c[0] << 16) | (c[1] << 8) | c[2];
    if (seen.has(k) || out.length >= 255) return;
    seen.add(k); out.push(c);
  };
  for (let i = 0; i < 20; i++) { const v = Math.round(255 * (i / 19) ** 1.8); add([v, v, v]); }
  // The first key is the ground: a dense ramp from black, so the dark reads smoothly.
  const ground = hexRgb(keys[0] ?? '#808080');
  for (let s = 1; s <= 28; s++) { const k = (s / 28) ** 1.7; add([Math.round(ground[0] * k), Math.round(ground[1] * k), Math.round(ground[2] * k)]); }
  const rest = keys.slice(1);
  const steps = Math.max(5, Math.min(12, Math.floor(130 / Math.max(1, rest.length))));
  for (const hex of rest) {
    const c = hexRgb(hex);
    for (let s = 0; s < steps; s++) { const k = 0.3 + 0.7 * (s / (steps - 1)); add([Math.round(c[0] * k), Math.round(c[1] * k), Math.round(c[2] * k)]); }
  }
  const levels = [0, 64, 128, 192, 255];
  for (const r of levels) for (const g of levels) for (const b of levels) add([r, g, b]);
  return out;
}

function makeLut(colours: Rgb[]): Uint8Array {
  const lut = new Uint8Array(65536);
  for (let i = 0; i < 65536; i++) {
    const r = ((i >> 11) & 31) * 255 / 31, g = ((i >> 5) & 63) * 255 / 63, b = (i & 31) * 255 / 31;
    let best = 0, bestD = Infinity;
    for (let p = 0; p < colours.length; p++) {
      const c = colours[p];
      const dr = r - c[0], dg = g - c[1], db = b - c[2];
      const d = dr * dr * 3 + dg * dg * 4 + db * db * 2;
      if (d < bestD) { bestD = d; best = p; }
    }
    lut[i] = best;
  }
  return lut;
}

/** The fixed palette for a list of key colours (`#rrggbb`), built once and cached per list. */
export function fixedPalette(keys: string[]): FixedPalette {
  const id = keys.join(',');
  let p = CACHE.get(id);
  if (!p) {
    const colours = build(keys);
    p = { colours, lut: makeLut(colours) };
    CACHE.set(id, p);
  }
  return p;
}

/** Maps RGBA pixels to palette indices through the lookup table (alpha ignored: frames are opaque). */
export function mapToPalette(rgba: Uint8Array, pal: FixedPalette, out?: Uint8Array): Uint8Array {
  const n = rgba.length >> 2;
  const idx = out ?? new Uint8Array(n);
  const lut = pal.lut;
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    idx[i] = lut[((rgba[j] >> 3) << 11) | ((rgba[j + 1] >> 2) << 5) | (rgba[j + 2] >> 3)];
  }
  return idx;
}
