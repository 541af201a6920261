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

/** Draws text at (x, y) (alphabetic baseline) in one of our fonts. (It does not measure what it drew: shaping the text again cost as much as drawing it.) */
export function text(g: SKRSContext2D, s: string, x: number, y: number, px: number, colour: string, opts: { bold?: boolean; align?: 'left' | 'center' | 'right'; mono?: boolean; maxWidth?: number } = {}): void {
  setFont(g, font(opts.mono ? 'mono' : 'sans', px, opts.bold ?? false));
  g.fillStyle = colour;
  g.textAlign = opts.align ?? 'left';
  g.textBaseline = 'alphabetic';
  if (opts.maxWidth !== undefined) s = fitText(g, s, opts.maxWidth);
  g.fillText(s, x, y);
}

/** `s` cut at a word (or a character) and ended with an ellipsis so it fits `maxWidth` in the current font. */
function fitText(g: SKRSContext2D, s: string, maxWidth: number): string {
  if (g.measureText(s).width <= maxWidth) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (g.measureText(s.slice(0, mid).trimEnd() + '…').width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  const cut = s.slice(0, lo);
  const word = cut.lastIndexOf(' ');
  return (word > lo * 0.6 ? cut.slice(0, word) : cut).trimEnd() + '…';
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
  // Rounded, not floored: 74.97 s reads 1:15, as the results' "75.0 s" does (it read 1:14).
  const s = Math.max(0, Math.round(seconds));
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
