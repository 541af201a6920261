// The floor as the original Lantern sees it: a pixel wall mask (the authored obstacles plus the
// pen's two 8 px side walls; the pen door is not in it), the 13 px wall body test, and the 8 px
// sight grid (a cell is opaque when any pixel of it is) that line of sight traces through.
import { VAULT, type Rect } from './map.ts';
import type { Crate } from './types.ts';
import { CRATE_BROKEN } from './types.ts';

const W = VAULT.width, H = VAULT.height;

/** Sight-grid cell size (px) and the grid's columns, rows and cell count over the 1235 × 659 floor. */
export const CELL = 8;
export const GW = Math.trunc((W + CELL - 1) / CELL);
export const GH = Math.trunc((H + CELL - 1) / CELL);
export const GN = GW * GH;
/** Half-size of the wall body: a 13 px square centred on the cog. */
export const WALL_BODY_HALF = 6;

function bakeWallMask(): Uint8Array {
  const mask = new Uint8Array(W * H);
  const stamp = (r: Rect): void => {
    const x0 = Math.max(0, Math.min(W, r.x)), x1 = Math.max(0, Math.min(W, r.x + r.w));
    const y0 = Math.max(0, Math.min(H, r.y)), y1 = Math.max(0, Math.min(H, r.y + r.h));
    for (let y = y0; y < y1; y++) mask.fill(1, y * W + x0, y * W + x1);
  };
  for (const r of VAULT.walls) stamp(r);
  const pen = VAULT.pen;
  stamp({ x: pen.x, y: pen.y, w: 8, h: pen.h });
  stamp({ x: pen.x + pen.w - 8, y: pen.y, w: 8, h: pen.h });
  return mask;
}

/** 1 where a pixel is static wall (obstacles and the pen's side walls). */
export const WALL_MASK: Uint8Array = bakeWallMask();

// Summed-area table of the mask, so any box test is four reads.
const SUM = new Int32Array((W + 1) * (H + 1));
for (let y = 0; y < H; y++) {
  let row = 0;
  for (let x = 0; x < W; x++) {
    row += WALL_MASK[y * W + x];
    SUM[(y + 1) * (W + 1) + x + 1] = SUM[y * (W + 1) + x + 1] + row;
  }
}

/** Whether any pixel of [x0, x1] × [y0, y1] (inclusive) is wall; a box leaving the floor counts as wall. */
export function wallInSpan(x0: number, y0: number, x1: number, y1: number): boolean {
  if (x0 < 0 || y0 < 0 || x1 >= W || y1 >= H) return true;
  const a = y0 * (W + 1), b = (y1 + 1) * (W + 1);
  return SUM[b + x1 + 1] - SUM[a + x1 + 1] - SUM[b + x0] + SUM[a + x0] > 0;
}

/** Whether a crate-sized (or any) rectangle [x, x + w) × [y, y + h) touches wall or leaves the floor. */
export function wallInRect(x: number, y: number, w: number, h: number): boolean {
  return wallInSpan(x, y, x + w - 1, y + h - 1);
}

// Per pixel: 1 when a wall body centred there is clear of every wall.
const FREE = new Uint8Array(W * H);
for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) FREE[y * W + x] = wallInSpan(x - WALL_BODY_HALF, y - WALL_BODY_HALF, x + WALL_BODY_HALF, y + WALL_BODY_HALF) ? 0 : 1;

/** Whether a cog's wall body centred at (px, py) is clear of static walls (the door never blocks movement). */
export function cogFree(px: number, py: number): boolean {
  if (px < 0 || py < 0 || px >= W || py >= H) return false;
  return FREE[py * W + px] === 1;
}

function bakeStaticGrid(): Uint8Array {
  const g = new Uint8Array(GN);
  for (let j = 0; j < GH; j++) {
    for (let i = 0; i < GW; i++) {
      const x1 = Math.min((i + 1) * CELL, W) - 1, y1 = Math.min((j + 1) * CELL, H) - 1;
      if (wallInSpan(i * CELL, j * CELL, x1, y1)) g[j * GW + i] = 1;
    }
  }
  return g;
}

/** The sight grid of the static walls alone. */
export const STATIC_OCC: Uint8Array = bakeStaticGrid();

function clampC(v: number, hi: number): number {
  return v < 0 ? 0 : v > hi ? hi : v;
}

/** Adds `by` to every cell the rectangle touches (the sight grid counts what makes a cell opaque). */
function stampCells(g: Uint8Array, x: number, y: number, w: number, h: number, by: number): void {
  const i0 = clampC(Math.trunc(x / CELL), GW - 1), i1 = clampC(Math.trunc((x + w - 1) / CELL), GW - 1);
  const j0 = clampC(Math.trunc(y / CELL), GH - 1), j1 = clampC(Math.trunc((y + h - 1) / CELL), GH - 1);
  for (let j = j0; j <= j1; j++) for (let i = j * GW + i0, e = j * GW + i1; i <= e; i++) g[i] += by;
}

/**
 * Rebakes the sight grid: static walls, the pen door while solid, every crate that is not broken.
 * A cell holds how many of these cover it; it is opaque when that is not 0.
 */
export function rebakeOcclusion(out: Uint8Array, crates: readonly Crate[], doorSolid: boolean): void {
  out.set(STATIC_OCC);
  const d = VAULT.door;
  if (doorSolid) stampCells(out, d.x, d.y, d.w, d.h, 1);
  for (let c = 0; c < crates.length; c++) {
    const cr = crates[c];
    if (cr.state !== CRATE_BROKEN) stampCells(out, cr.x - 24, cr.y - 24, 48, 48, 1);
  }
}

/** Moves a crate's cover in the sight grid from centre (x0, y0) to (x1, y1); the same grid a rebake would give. */
export function moveCrateCells(g: Uint8Array, x0: number, y0: number, x1: number, y1: number): void {
  stampCells(g, x0 - 24, y0 - 24, 48, 48, -1);
  stampCells(g, x1 - 24, y1 - 24, 48, 48, 1);
}

/** Takes a broken crate's cover out of the sight grid. */
export function dropCrateCells(g: Uint8Array, x: number, y: number): void {
  stampCells(g, x - 24, y - 24, 48, 48, -1);
}

/**
 * Line of sight between two px points: an integer DDA over the sight grid in which both end cells
 * are exempt. Cells whose centre lies in the optional ignore rectangle are exempt too (views use it
 * so a crate does not hide itself).
 */
export function losClear(occ: Uint8Array, x0: number, y0: number, x1: number, y1: number, igX0 = 1, igY0 = 1, igX1 = 0, igY1 = 0): boolean {
  // points on the floor are never negative, so >> 3 is div 8
  let cx = x0 >> 3, cy = y0 >> 3;
  const tx = x1 >> 3, ty = y1 >> 3;
  if (cx === tx && cy === ty) return true;
  const dx = tx > cx ? tx - cx : cx - tx, dy = ty > cy ? ty - cy : cy - ty;
  const sx = tx > cx ? 1 : tx < cx ? -1 : 0, sy = ty > cy ? 1 : ty < cy ? -1 : 0;
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

/** Cell index of a px point (clamped to the grid). */
export function cellOf(x: number, y: number): number {
  const i = x < 0 ? 0 : x >= GW * CELL ? GW - 1 : x >> 3;
  const j = y < 0 ? 0 : y >= GH * CELL ? GH - 1 : y >> 3;
  return j * GW + i;
}

/** Floor of the square root of a non-negative integer (the original's intRoot): Newton from above. */
export function rootFloor(n: number): number {
  if (n <= 0) return 0;
  let x = n < 0x100000000 ? 1 << ((33 - Math.clz32(n)) >> 1) : n; // a start at or above the root
  for (;;) {
    const y = Math.trunc((x + Math.trunc(n / x)) / 2);
    if (y >= x) return x;
    x = y;
  }
}
