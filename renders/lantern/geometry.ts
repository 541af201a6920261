// Light shapes for pictures: a lantern's cone and bubble as polygons clipped by walls and live
// crates (so crates throw shadow wedges). Floats are fine here: this is drawing, not the step path.
import type { MapSpec } from '../../engine/lantern/map.ts';
import { LIGHT } from './theme.ts';

/** An axis-aligned box [x0, x1] x [y0, y1] that stops light. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Radians of a bearing in brads (256 a turn, 0 east, counter-clockwise on a y-down screen). */
export function bradsToRad(b: number): number {
  return (b * Math.PI * 2) / 256;
}

/** Unit screen vector (y down) of a bearing in brads. */
export function bradsDir(b: number): [number, number] {
  const t = bradsToRad(b);
  return [Math.cos(t), -Math.sin(t)];
}

const wallCache = new WeakMap<MapSpec, Box[]>();

/** The boxes that stop light: the map's walls and every crate that is not broken. */
export function lightBlockers(blueprint: MapSpec, crates: readonly { x: number; y: number; state: string }[]): Box[] {
  let walls = wallCache.get(blueprint);
  if (!walls) {
    walls = blueprint.obstacles.map((o) => ({ x0: o.x, y0: o.y, x1: o.x + o.w, y1: o.y + o.h }));
    wallCache.set(blueprint, walls);
  }
  const h = LIGHT.crateHalf;
  return walls.concat(crates.filter((c) => c.state !== 'broken').map((c) => ({ x0: c.x - h, y0: c.y - h, x1: c.x + h, y1: c.y + h })));
}

/** Distance along a ray from (ox, oy) in direction (dx, dy) to the first box, at most `max`. */
export function castRay(ox: number, oy: number, dx: number, dy: number, max: number, boxes: readonly Box[]): number {
  let best = max;
  for (const b of boxes) {
    if (ox > b.x0 && ox < b.x1 && oy > b.y0 && oy < b.y1) continue; // standing inside: ignore it
    let tmin = 0, tmax = best;
    if (dx === 0) { if (ox < b.x0 || ox > b.x1) continue; } else {
      let t1 = (b.x0 - ox) / dx, t2 = (b.x1 - ox) / dx;
      if (t1 > t2) { const s = t1; t1 = t2; t2 = s; }
      if (t1 > tmin) tmin = t1;
      if (t2 < tmax) tmax = t2;
      if (tmin > tmax) continue;
    }
    if (dy === 0) { if (oy < b.y0 || oy > b.y1) continue; } else {
      let t1 = (b.y0 - oy) / dy, t2 = (b.y1 - oy) / dy;
      if (t1 > t2) { const s = t1; t1 = t2; t2 = s; }
      if (t1 > tmin) tmin = t1;
      if (t2 < tmax) tmax = t2;
      if (tmin > tmax) continue;
    }
    if (tmin < best) best = tmin;
  }
  return best;
}

/** The cone of a lantern at (x, y) aimed at `aim` brads, ±`halfBrads`: a polygon [x0, y0, x1, y1, ...] from the lantern. */
export function conePolygon(x: number, y: number, aim: number, halfBrads: number, range: number, boxes: readonly Box[], rays: number = LIGHT.rays): number[] {
  const pts = [x, y];
  const a0 = bradsToRad(aim - halfBrads), a1 = bradsToRad(aim + halfBrads);
  for (let i = 0; i <= rays; i++) {
    const t = a0 + ((a1 - a0) * i) / rays;
    const dx = Math.cos(t), dy = -Math.sin(t);
    const d = castRay(x, y, dx, dy, range, boxes);
    pts.push(x + dx * d, y + dy * d);
  }
  return pts;
}

/** The omni bubble around a lantern, clipped by line of sight. */
export function bubblePolygon(x: number, y: number, r: number, boxes: readonly Box[], rays = 72): number[] {
  const pts: number[] = [];
  for (let i = 0; i < rays; i++) {
    const t = (i / rays) * Math.PI * 2;
    const dx = Math.cos(t), dy = -Math.sin(t);
    const d = castRay(x, y, dx, dy, r, boxes);
    pts.push(x + dx * d, y + dy * d);
  }
  return pts;
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function inPolygon(px: number, py: number, poly: readonly number[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    const xi = poly[i], yi = poly[i + 1], xj = poly[j], yj = poly[j + 1];
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
