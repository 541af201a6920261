// Street metres to picture pixels: the lamps' box padded, widened to take in the lamplighters and a
// visible Pale, fitted to the picture with the aspect kept.
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { STREET_LAYOUT as L } from './theme.ts';

/** A fitted view of the street: px = (m - origin) * scale + offset. */
export interface Camera {
  scale: number;
  ox: number;
  oy: number;
  width: number;
  height: number;
}

/** The camera for a view on a `width` x `height` picture; `movers` false frames the lamps only (steady for GIFs). */
export function cameraFor(v: RoundView, width: number, height: number, movers = true): Camera {
  const xs = [v.street.gate[0], ...v.lamps.map((l) => l.x)];
  const ys = [v.street.gate[1], ...v.lamps.map((l) => l.y)];
  if (movers) for (const p of v.lamplighters) { xs.push(p.x); ys.push(p.y); }
  if (movers && v.pale.visible && v.pale.x !== null && v.pale.y !== null) { xs.push(v.pale.x); ys.push(v.pale.y); }
  const minX = Math.min(...xs) - L.padX, maxX = Math.max(...xs) + L.padX;
  const minY = Math.min(...ys) - L.padY, maxY = Math.max(...ys) + L.padY;
  const scale = Math.min(width / (maxX - minX), height / (maxY - minY));
  const cx = (minX + maxX) / 2, cy = (minY + maxY) / 2;
  return { scale, ox: width / 2 - cx * scale, oy: height / 2 - cy * scale + height * 0.05, width, height };
}

/** Picture x of a street x. */
export function px(c: Camera, x: number): number {
  return x * c.scale + c.ox;
}

/** Picture y of a street y. */
export function py(c: Camera, y: number): number {
  return y * c.scale + c.oy;
}

/**
 * How much larger than their GIF size (a 600 px street) the street's labels are drawn on this
 * camera, at most twice: the 1,200 px street of the channel picture is shown at about a third of
 * that in Discord's preview, where 15 px lamp numbers were 4 px.
 */
export function labelScale(c: Camera): number {
  return Math.min(2, Math.max(1, c.width / 600));
}
