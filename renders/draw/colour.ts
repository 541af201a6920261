// Colour helpers shared by the pictures, the terminal conversion and the GIF palettes.

/** An opaque colour as [r, g, b] bytes. */
export type Rgb = [number, number, number];

/** `#rrggbb` to bytes. */
export function hexRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Bytes to `#rrggbb`. */
export function rgbHex([r, g, b]: Rgb): string {
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}

/** `rgba(...)` text for a hex colour and an alpha in 0..1. */
export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = hexRgb(hex);
  return `rgba(${r},${g},${b},${Math.round(alpha * 1000) / 1000})`;
}

/** Linear mix of two colours, t = 0 gives a, 1 gives b. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}

/** A colour scaled in brightness (k = 0 black, 1 unchanged). */
export function shade(c: Rgb, k: number): Rgb {
  return [Math.min(255, Math.round(c[0] * k)), Math.min(255, Math.round(c[1] * k)), Math.min(255, Math.round(c[2] * k))];
}

/** Relative luminance-ish brightness 0..255 (Rec. 601 weights), for ASCII ramps and contrast. */
export function luma(r: number, g: number, b: number): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** HSV saturation 0..1 of a pixel (the veil test's measure). */
export function saturation(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  return max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
}
