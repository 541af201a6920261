// The 8 px occupancy grids: the occlusion grid that sight traces through (walls, the pen door
// while shut, live crates) and the static walk grids that routing searches (walls, door).
import { K } from './constants.ts';
import { VAULT, type LanternMap, type Rect } from './map.ts';
import type { Crate } from './types.ts';
import { CRATE_BROKEN } from './types.ts';

/** Cell size (px) and the grid's columns, rows and cell count over the 1235 × 659 floor. */
export const CELL = 8;
export const GW = Math.trunc((VAULT.width + CELL - 1) / CELL);
export const GH = Math.trunc((VAULT.height + CELL - 1) / CELL);
export const GN = GW * GH;

/** Marks every cell whose centre lies inside the rectangle. */
function stampCentres(g: Uint8Array, r: Rect, v: number): void {
  const i0 = Math.max(0, Math.trunc((r.x - 4 + CELL - 1) / CELL));
  const j0 = Math.max(0, Math.trunc((r.y - 4 + CELL - 1) / CELL));
  for (let j = j0; j < GH && j * CELL + 4 < r.y + r.h; j++) {
    for (let i = i0; i < GW && i * CELL + 4 < r.x + r.w; i++) g[j * GW + i] = v;
  }
}

function buildStaticOcc(map: LanternMap, doorShut: boolean): Uint8Array {
  const g = new Uint8Array(GN);
  for (const w of map.walls) stampCentres(g, w, 1);
  if (doorShut) stampCentres(g, map.door, 1);
  return g;
}

/** Static occlusion grids: [door open, door shut]. */
export const STATIC_OCC: readonly Uint8Array[] = [buildStaticOcc(VAULT, false), buildStaticOcc(VAULT, true)];

/** Rebakes the occlusion grid: statics plus every live crate. */
export function rebakeOcclusion(out: Uint8Array, crates: readonly Crate[], doorShut: boolean): void {
  out.set(STATIC_OCC[doorShut ? 1 : 0]);
  for (let c = 0; c < crates.length; c++) {
    const cr = crates[c];
    if (cr.state === CRATE_BROKEN) continue;
    stampCentres(out, { x: cr.x - 24, y: cr.y - 24, w: 48, h: 48 }, 1);
  }
}

/** True when a straight line between two px points crosses no opaque cell (end cells and cells whose centre is in the ignore rect excluded). */
export function losClear(occ: Uint8Array, x0: number, y0: number, x1: number, y1: number, igX0 = 1, igY0 = 1, igX1 = 0, igY1 = 0): boolean {
  let cx = x0 >> 3, cy = y0 >> 3;
  const tx = x1 >> 3, ty = y1 >> 3;
  const dx = tx > cx ? tx - cx : cx - tx, dy = ty > cy ? ty - cy : cy - ty;
  const sx = tx > cx ? 1 : -1, sy = ty > cy ? 1 : -1;
  let err = dx - dy;
  for (;;) {
    if (cx === tx && cy === ty) return true;
    const e2 = 2 * err;
    if (e2 > -dy) { err -= dy; cx += sx; }
    if (e2 < dx) { err += dx; cy += sy; }
    if (cx === tx && cy === ty) return true;
    if (cx < 0 || cy < 0 || cx >= GW || cy >= GH) return false;
    if (occ[cy * GW + cx] !== 0) {
      const mx = cx * CELL + 4, my = cy * CELL + 4;
      if (!(mx >= igX0 && mx < igX1 && my >= igY0 && my < igY1)) return false;
    }
  }
}

/** Whether a 12 px body centred at (x, y) px overlaps a rectangle. */
export function bodyHits(x: number, y: number, r: Rect, half: number = K.bodyHalf): boolean {
  return x - half < r.x + r.w && r.x < x + half && y - half < r.y + r.h && r.y < y + half;
}

function buildWalk(map: LanternMap, doorShut: boolean): Uint8Array {
  const g = new Uint8Array(GN);
  const rects = doorShut ? [...map.walls, map.door] : map.walls;
  for (let j = 0; j < GH; j++) {
    for (let i = 0; i < GW; i++) {
      const x = i * CELL + 4, y = j * CELL + 4;
      let free = x - K.bodyHalf >= 0 && y - K.bodyHalf >= 0 && x + K.bodyHalf <= map.width && y + K.bodyHalf <= map.height;
      for (let r = 0; free && r < rects.length; r++) if (bodyHits(x, y, rects[r])) free = false;
      g[j * GW + i] = free ? 1 : 0;
    }
  }
  return g;
}

/** Static walk grids (1 = a body fits centred on the cell): [door open, door shut]. */
export const STATIC_WALK: readonly Uint8Array[] = [buildWalk(VAULT, false), buildWalk(VAULT, true)];

/** A walk grid with live crates blocked as well (for routing around crates). */
export function walkWithCrates(out: Uint8Array, crates: readonly Crate[], doorShut: boolean, skipCrate = -1): void {
  out.set(STATIC_WALK[doorShut ? 1 : 0]);
  for (let c = 0; c < crates.length; c++) {
    const cr = crates[c];
    if (cr.state === CRATE_BROKEN || c === skipCrate) continue;
    const r = { x: cr.x - 24, y: cr.y - 24, w: 48, h: 48 };
    const i0 = Math.max(0, (r.x - K.bodyHalf - 4) >> 3), i1 = Math.min(GW - 1, (r.x + r.w + K.bodyHalf) >> 3);
    const j0 = Math.max(0, (r.y - K.bodyHalf - 4) >> 3), j1 = Math.min(GH - 1, (r.y + r.h + K.bodyHalf) >> 3);
    for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) if (bodyHits(i * CELL + 4, j * CELL + 4, r)) out[j * GW + i] = 0;
  }
}

/** Cell index of a px point (clamped to the grid). */
export function cellOf(x: number, y: number): number {
  const i = x < 0 ? 0 : x >= GW * CELL ? GW - 1 : x >> 3;
  const j = y < 0 ? 0 : y >= GH * CELL ? GH - 1 : y >> 3;
  return j * GW + i;
}
