// Test helpers: decode an encoded picture to RGBA and compare or measure regions of it.
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Decoded RGBA pixels of a PNG or WebP. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Decodes an encoded still picture. */
export async function decode(bytes: Buffer): Promise<Pixels> {
  const img = await loadImage(bytes);
  const cv = createCanvas(img.width, img.height);
  const g = cv.getContext('2d');
  g.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: g.getImageData(0, 0, img.width, img.height).data };
}

/** The RGB of one pixel (x and y rounded). */
export function rgbAt(p: Pixels, x: number, y: number): [number, number, number] {
  const k = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[k]!, p.data[k + 1]!, p.data[k + 2]!];
}

/** The RGBA bytes of a rectangle (clipped to the picture). */
export function region(p: Pixels, x: number, y: number, w: number, h: number): number[] {
  const out: number[] = [];
  for (let j = Math.max(0, Math.floor(y)); j < Math.min(p.height, Math.floor(y + h)); j++) {
    for (let i = Math.max(0, Math.floor(x)); i < Math.min(p.width, Math.floor(x + w)); i++) {
      const k = (j * p.width + i) * 4;
      out.push(p.data[k], p.data[k + 1], p.data[k + 2], p.data[k + 3]);
    }
  }
  return out;
}

/** Mean chroma (max - min channel, 0..1) and the share of pixels brighter than `litLuma`, over a rectangle. */
export function colourStats(p: Pixels, x: number, y: number, w: number, h: number, litLuma = 70): { chroma: number; lit: number } {
  let chroma = 0, lit = 0, n = 0;
  for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) {
    const k = (j * p.width + i) * 4;
    const r = p.data[k], g = p.data[k + 1], b = p.data[k + 2];
    chroma += (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
    if (r * 0.299 + g * 0.587 + b * 0.114 > litLuma) lit++;
    n++;
  }
  return { chroma: chroma / n, lit: lit / n };
}

/** Mean red excess (r - (g + b) / 2) over the pixels of a rectangle farther than `minR` from its centre. */
export function rimRedness(p: Pixels, x: number, y: number, w: number, h: number, minR: number): number {
  const cx = x + w / 2, cy = y + h / 2;
  let sum = 0, n = 0;
  for (let j = y; j < y + h; j += 2) for (let i = x; i < x + w; i += 2) {
    if (Math.hypot(i - cx, j - cy) < minR) continue;
    const k = (j * p.width + i) * 4;
    sum += p.data[k] - (p.data[k + 1] + p.data[k + 2]) / 2;
    n++;
  }
  return sum / n;
}
