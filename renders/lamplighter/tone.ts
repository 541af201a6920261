// The colour half of the dreadveil, applied to the street's palette before drawing (so it costs
// no full-frame pass): drain the saturation, lower the brightness and cool what is left, by Dread.
import { hexRgb, luma, rgbHex, type Rgb } from '../draw/colour.ts';
import { STREET_COLOURS, VEIL } from './theme.ts';

/** The street's colour table. */
export type StreetPalette = { -readonly [K in keyof typeof STREET_COLOURS]: string };

const cache = new Map<number, StreetPalette>();
/** Dread is quantised to this many steps for palettes and cached ground layers. */
export const TONE_STEPS = 40;

/** One colour as the veil shows it at Dread `d` (0..1). */
export function toneColour(hex: string, d: number): string {
  const c = hexRgb(hex);
  const grey = luma(c[0], c[1], c[2]);
  const s = 1 + (VEIL.minSaturation - 1) * d;
  const b = 1 + (VEIL.minBrightness - 1) * d;
  const cool = hexRgb(VEIL.cool);
  const k = VEIL.coolAlpha * d;
  const out = c.map((v, i) => {
    const drained = (grey + (v - grey) * s) * b;
    return Math.max(0, Math.min(255, Math.round(drained * (1 - k) + cool[i] * k)));
  }) as Rgb;
  return rgbHex(out);
}

/** The street palette at a Dread level (0..1), quantised and cached. */
export function streetPalette(dread: number): StreetPalette {
  const level = Math.round(Math.max(0, Math.min(1, Number.isFinite(dread) ? dread : 0)) * TONE_STEPS);
  let p = cache.get(level);
  if (!p) {
    const d = level / TONE_STEPS;
    p = Object.fromEntries(Object.entries(STREET_COLOURS).map(([k, v]) => [k, toneColour(v, d)])) as StreetPalette;
    cache.set(level, p);
  }
  return p;
}
