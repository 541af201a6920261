// The full picture for terminals that take images: the Kitty graphics protocol (a PNG sent in
// base64 chunks) or Sixel (six-pixel bands on a fixed palette).
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { TerminalGraphicsOptions } from '../types.ts';
import { encodePngRgba } from '../encode.ts';
import { fixedPalette, mapToPalette } from '../gif/palette.ts';

/** Scales a picture to fit the cells given (keeping its aspect), never enlarging it. */
export function fitToCells(src: Canvas, opts: TerminalGraphicsOptions): Canvas {
  const cw = opts.cellWidth ?? 8, ch = opts.cellHeight ?? 16;
  if (!(opts.cols > 0 && opts.rows > 0 && cw > 0 && ch > 0)) throw new Error('terminal graphics need positive cols, rows and cell size');
  const k = Math.min(1, (opts.cols * cw) / src.width, (opts.rows * ch) / src.height);
  const w = Math.max(1, Math.round(src.width * k)), h = Math.max(1, Math.round(src.height * k));
  if (w === src.width && h === src.height) return src;
  const out = createCanvas(w, h);
  const ctx = out.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(src, 0, 0, w, h);
  return out;
}

/** One Kitty graphics protocol transmission (action T: transmit and show) of a PNG, in 4096-byte chunks. */
export function kittyImage(canvas: Canvas): string {
  const b64 = encodePngRgba(canvas.data(), canvas.width, canvas.height).toString('base64');
  let out = '';
  for (let i = 0; i < b64.length; i += 4096) {
    const more = i + 4096 < b64.length ? 1 : 0;
    const head = i === 0 ? `a=T,f=100,q=2,m=${more}` : `m=${more}`;
    out += `\x1b_G${head};${b64.slice(i, i + 4096)}\x1b\\`;
  }
  return out;
}

/** A Sixel image of the canvas on a fixed palette built from `keys` (colour-run encoded). */
export function sixelImage(canvas: Canvas, keys: string[]): string {
  const pal = fixedPalette(keys);
  const w = canvas.width, h = canvas.height;
  const idx = mapToPalette(canvas.data(), pal);
  const parts: string[] = ['\x1bP0;1;0q', `"1;1;${w};${h}`];
  pal.colours.forEach((c, i) => parts.push(`#${i};2;${Math.round(c[0] / 2.55)};${Math.round(c[1] / 2.55)};${Math.round(c[2] / 2.55)}`));
  const bits = new Uint8Array(w);
  for (let y0 = 0; y0 < h; y0 += 6) {
    const used = new Set<number>();
    for (let y = y0; y < Math.min(h, y0 + 6); y++) for (let x = 0; x < w; x++) used.add(idx[y * w + x]);
    const band: string[] = [];
    for (const colour of used) {
      bits.fill(0);
      for (let y = y0; y < Math.min(h, y0 + 6); y++) for (let x = 0; x < w; x++) if (idx[y * w + x] === colour) bits[x] |= 1 << (y - y0);
      let line = `#${colour}`;
      for (let x = 0; x < w;) {
        let run = 1;
        while (x + run < w && bits[x + run] === bits[x]) run++;
        const chr = String.fromCharCode(63 + bits[x]);
        line += run > 3 ? `!${run}${chr}` : chr.repeat(run);
        x += run;
      }
      band.push(line);
    }
    parts.push(band.join('$') + '-');
  }
  return parts.join('') + '\x1b\\';
}
