// Frames of a replay GIF (as renders draws it from a finished match's replay) turned into terminal
// cells on demand, so any finished match, of any game, plays back in the terminal.
import omggif from 'omggif';
import type { TerminalColor } from '../renders/terminal/ansi.ts';
import { rgbaToCells } from './rgba-cells.ts';
import type { Cell } from './sgr-cells.ts';

interface Reader {
  width: number;
  height: number;
  numFrames(): number;
  frameInfo(i: number): { delay: number; disposal: number; x: number; y: number; width: number; height: number };
  decodeAndBlitFrameRGBA(i: number, pixels: Uint8Array): void;
}

/** A decoded-as-needed GIF: frame count, delays and cells per frame. */
export class GifFrames {
  private readonly reader: Reader;
  private readonly canvas: Uint8Array;
  private at = -1;
  private readonly cache = new Map<string, Cell[][]>();

  constructor(gif: Uint8Array) {
    const Ctor = (omggif as unknown as { GifReader: new (b: Uint8Array) => Reader }).GifReader;
    this.reader = new Ctor(gif);
    this.canvas = new Uint8Array(this.reader.width * this.reader.height * 4);
  }

  /** Number of frames. */
  get count(): number {
    return this.reader.numFrames();
  }

  /** How long frame `i` shows, in ms (GIF delays are in 1/100 s; at least 40 ms). */
  delayMs(i: number): number {
    return Math.max(40, this.reader.frameInfo(i).delay * 10);
  }

  private decodeTo(i: number): void {
    if (i < this.at) { this.canvas.fill(0); this.at = -1; }
    while (this.at < i) {
      this.at++;
      if (this.at > 0) {
        const prev = this.reader.frameInfo(this.at - 1);
        if (prev.disposal === 2) this.clearRect(prev);
      }
      this.reader.decodeAndBlitFrameRGBA(this.at, this.canvas);
    }
  }

  private clearRect(r: { x: number; y: number; width: number; height: number }): void {
    const w = this.reader.width;
    for (let y = r.y; y < r.y + r.height; y++) this.canvas.fill(0, (y * w + r.x) * 4, (y * w + r.x + r.width) * 4);
  }

  /** Frame `i` as cells of a `cols` × `rows` pane. */
  cells(i: number, cols: number, rows: number, mode: TerminalColor): Cell[][] {
    const key = `${i}:${cols}:${rows}:${mode}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    this.decodeTo(i);
    const cells = rgbaToCells(this.canvas, this.reader.width, this.reader.height, cols, rows, mode);
    if (this.cache.size > 600) this.cache.clear();
    this.cache.set(key, cells);
    return cells;
  }
}
