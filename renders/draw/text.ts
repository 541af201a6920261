// Small text and bar helpers shared by the panels and cards.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts.ts';

const lastFont = new WeakMap<SKRSContext2D, string>();

/** Sets a context's font only when it changes (parsing a font string is not free). */
export function setFont(g: SKRSContext2D, f: string): void {
  if (lastFont.get(g) === f && g.font === f) return;
  g.font = f;
  lastFont.set(g, f);
}

/** Draws text at (x, y) (alphabetic baseline) in one of our fonts; returns its width. */
export function text(g: SKRSContext2D, s: string, x: number, y: number, px: number, colour: string, opts: { bold?: boolean; align?: 'left' | 'center' | 'right'; mono?: boolean; maxWidth?: number } = {}): number {
  setFont(g, font(opts.mono ? 'mono' : 'sans', px, opts.bold ?? false));
  g.fillStyle = colour;
  g.textAlign = opts.align ?? 'left';
  g.textBaseline = 'alphabetic';
  if (opts.maxWidth !== undefined) g.fillText(s, x, y, opts.maxWidth);
  else g.fillText(s, x, y);
  return g.measureText(s).width;
}

/** A horizontal bar: track, filled fraction, optional outline. */
export function bar(g: SKRSContext2D, x: number, y: number, w: number, h: number, frac: number, fill: string, track = 'rgba(255,255,255,0.1)'): void {
  const f = Math.max(0, Math.min(1, Number.isFinite(frac) ? frac : 0));
  g.fillStyle = track;
  g.fillRect(x, y, w, h);
  g.fillStyle = fill;
  g.fillRect(x, y, Math.round(w * f), h);
}

/** Seconds as m:ss. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A rounded rectangle path. */
export function roundRect(g: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}
