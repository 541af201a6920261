// An animated GIF written frame by frame on a fixed palette (gifenc does the LZW and the container).
// After the first frame, pixels that did not change are written as the transparent index 255, so
// the still parts of a scene cost almost nothing.
import type { Canvas } from '@napi-rs/canvas';
import * as gifencNs from 'gifenc';
import { mapToPalette, type FixedPalette } from './palette.ts';

const TRANSPARENT = 255;
// gifenc is CommonJS under Node (named exports on `default`) and ESM under vite (named exports).
const GIFEncoder = gifencNs.GIFEncoder ?? (gifencNs as unknown as { default: typeof gifencNs }).default.GIFEncoder;

/** The GIF size bound Discord accepts for an attachment (8 MB). */
export const GIF_MAX_BYTES = 8 * 1024 * 1024;

/** Collects frames of one size and writes the GIF. */
export class GifWriter {
  private readonly stream = GIFEncoder({ initialCapacity: 1 << 20 });
  private readonly index: Uint8Array;
  private readonly prev: Uint8Array;
  private readonly palette: number[][];
  frames = 0;
  durationMs = 0;

  constructor(readonly width: number, readonly height: number, private readonly pal: FixedPalette) {
    this.index = new Uint8Array(width * height);
    this.prev = new Uint8Array(width * height);
    this.palette = pal.colours.map((c) => [c[0], c[1], c[2]]);
    while (this.palette.length < 256) this.palette.push([255, 0, 255]);
  }

  /** Adds the canvas as a frame shown for `delayMs` (GIF delays are in 10 ms steps). */
  add(canvas: Canvas, delayMs: number): void {
    if (canvas.width !== this.width || canvas.height !== this.height) throw new Error(`GIF frame is ${canvas.width}x${canvas.height}, expected ${this.width}x${this.height}`);
    mapToPalette(canvas.data(), this.pal, this.index);
    const delay = Math.max(20, Math.round(delayMs / 10) * 10);
    if (this.frames === 0) {
      this.stream.writeFrame(this.index, this.width, this.height, { palette: this.palette, delay, repeat: 0, dispose: 1 });
      this.prev.set(this.index);
    } else {
      const idx = this.index, prev = this.prev;
      for (let i = 0; i < idx.length; i++) {
        const v = idx[i];
        if (v === prev[i]) idx[i] = TRANSPARENT; else prev[i] = v;
      }
      this.stream.writeFrame(idx, this.width, this.height, { delay, transparent: true, transparentIndex: TRANSPARENT, dispose: 1 });
    }
    this.frames++;
    this.durationMs += delay;
  }

  /** Ends the stream and returns the bytes. */
  finish(): Buffer {
    if (this.frames === 0) throw new Error('a GIF needs at least one frame');
    this.stream.finish();
    return Buffer.from(this.stream.bytesView());
  }
}
