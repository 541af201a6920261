// The dreadveil post pass, laid over the street only (never the meters). Dread drains the colour
// and cools what is left (done on the palette, see tone.ts) and here closes the vignette from a wide frame to a keyhole round the lamplighter;
// each thump of the heartbeat squeezes it and warms its rim; the sting bruises the rim red, keyed
// to the screen radius (so a closed keyhole reddens its own rim) and flares the frame cold.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { VeilProps } from '../../engine/lamplighter/types.ts';
import { hexRgb, mix, rgba, rgbHex } from '../draw/colour.ts';
import { VEIL } from './theme.ts';

const clamp01 = (v: number) => Math.max(0, Math.min(1, Number.isFinite(v) ? v : 0));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Lays the veil's vignette, heartbeat and sting over the street drawn at (x, y, w, h), centred on the lamplighter at (cx, cy) in street px. */
export function drawVeil(g: SKRSContext2D, x: number, y: number, w: number, h: number, veil: VeilProps, cx: number, cy: number): void {
  const d = clamp01(veil.dread), beat = clamp01(veil.beat), sting = clamp01(veil.sting);
  const half = Math.hypot(w, h) / 2;
  const r0 = half * lerp(VEIL.openRadius, VEIL.keyholeRadius, d) * (1 - VEIL.beatSqueeze * beat);
  const r1 = r0 + half * lerp(VEIL.openFalloff, VEIL.keyholeFalloff, d);
  const edge = lerp(VEIL.openEdge, VEIL.keyholeEdge, d);
  const rim = rgbHex(mix([0, 0, 0], hexRgb(VEIL.warm), beat * VEIL.beatWarm));
  const vx = x + cx, vy = y + cy;
  const vig = g.createRadialGradient(vx, vy, r0, vx, vy, r1);
  vig.addColorStop(0, rgba(rim, 0));
  vig.addColorStop(0.6, rgba(rim, edge * 0.75));
  vig.addColorStop(1, rgba(rim, edge));
  g.fillStyle = vig;
  fillOutside(g, x, y, w, h, vx, vy, r0);
  if (sting > 0) {
    const sx = x + w / 2, sy = y + h / 2;
    const flare = (VEIL.stingFlare * sting).toFixed(3);
    const bruise = g.createRadialGradient(sx, sy, half * VEIL.stingInner, sx, sy, half);
    bruise.addColorStop(0, `rgba(210,235,255,${flare})`);
    bruise.addColorStop(0.25, 'rgba(192,16,30,0)');
    bruise.addColorStop(1, `rgba(192,16,30,${(VEIL.stingAlpha * sting).toFixed(3)})`);
    g.fillStyle = bruise;
    g.fillRect(x, y, w, h);
    const inner = g.createRadialGradient(sx, sy, 0, sx, sy, half * VEIL.stingInner);
    inner.addColorStop(0, `rgba(210,235,255,${flare})`);
    inner.addColorStop(1, `rgba(210,235,255,${flare})`);
    g.fillStyle = inner;
    g.beginPath(); g.arc(sx, sy, half * VEIL.stingInner, 0, Math.PI * 2); g.fill();
  }
}

/**
 * Fills the rectangle (x, y, w, h) except a pixel-aligned square inside the circle of radius `r`
 * round (cx, cy), where the vignette is fully clear: the same pixels at a fraction of the fill work.
 */
function fillOutside(g: SKRSContext2D, x: number, y: number, w: number, h: number, cx: number, cy: number, r: number): void {
  const far = Math.hypot(Math.max(cx - x, x + w - cx), Math.max(cy - y, y + h - cy));
  if (r >= far + 1) return;
  const s = r / Math.SQRT2 - 1;
  const x0 = Math.max(x, Math.ceil(cx - s)), x1 = Math.min(x + w, Math.floor(cx + s));
  const y0 = Math.max(y, Math.ceil(cy - s)), y1 = Math.min(y + h, Math.floor(cy + s));
  if (s <= 0 || x1 <= x0 || y1 <= y0) { g.fillRect(x, y, w, h); return; }
  if (y0 > y) g.fillRect(x, y, w, y0 - y);
  if (y1 < y + h) g.fillRect(x, y1, w, y + h - y1);
  if (x0 > x) g.fillRect(x, y0, x0 - x, y1 - y0);
  if (x1 < x + w) g.fillRect(x1, y0, x + w - x1, y1 - y0);
}
