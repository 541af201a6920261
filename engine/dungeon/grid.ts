// Grid helpers shared by the generator, the monster, the bots and the views: walkability,
// line of sight (Bresenham), breadth-first paths and a 4-direction A* with a deterministic heap.
import type { Dir, Point } from './types.ts';
import { TILE } from './types.ts';

export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
export const DELTA: Readonly<Record<Dir, readonly [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

const FLOOR = TILE.FLOOR.charCodeAt(0);
const FLOOR_MARKED = TILE.FLOOR_MARKED.charCodeAt(0);

/** Whether a tile character is walkable floor. */
export function isWalkableChar(ch: string): boolean {
  return ch === TILE.FLOOR || ch === TILE.FLOOR_MARKED;
}

const cache = new WeakMap<readonly string[], Uint8Array>();
let lastRows: readonly string[] | null = null;
let lastMask: Uint8Array = new Uint8Array(0);

/** The walkable mask of a grid (1 = floor), cached per rows array (rows are never mutated in place). */
export function walkMask(rows: readonly string[]): Uint8Array {
  if (rows === lastRows) return lastMask;
  let m = cache.get(rows);
  if (m) { lastRows = rows; lastMask = m; return m; }
  const h = rows.length, w = h ? rows[0].length : 0;
  m = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const r = rows[y];
    for (let x = 0; x < w; x++) {
      const c = r.charCodeAt(x);
      m[y * w + x] = c === FLOOR || c === FLOOR_MARKED ? 1 : 0;
    }
  }
  cache.set(rows, m);
  lastRows = rows; lastMask = m;
  return m;
}

/** Whether (x, y) is inside the grid and walkable. */
export function walkable(rows: readonly string[], x: number, y: number): boolean {
  const h = rows.length, w = h ? rows[0].length : 0;
  if (x < 0 || y < 0 || x >= w || y >= h) return false;
  return walkMask(rows)[y * w + x] === 1;
}

/** Manhattan distance. */
export function manhattan(a: Point, b: Point): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Whether the Bresenham line from a to b crosses no wall (end points excluded). */
export function lineClear(rows: readonly string[], x0: number, y0: number, x1: number, y1: number): boolean {
  const dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  let err = dx + dy, x = x0, y = y0;
  for (;;) {
    if (x === x1 && y === y1) return true;
    if (!(x === x0 && y === y0) && !walkable(rows, x, y)) return false;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x += sx; }
    if (e2 <= dx) { err += dx; y += sy; }
  }
}

/** The monster's sight: Euclidean distance within `vision` and a clear Bresenham line. */
export function canSee(rows: readonly string[], from: Point, to: Point, vision: number): boolean {
  const dx = from.x - to.x, dy = from.y - to.y;
  if (dx * dx + dy * dy > vision * vision) return false;
  return lineClear(rows, from.x, from.y, to.x, to.y);
}

/** The direction of a unit step from a to an adjacent b. */
export function dirTo(a: Point, b: Point): Dir {
  if (b.x > a.x) return 'E';
  if (b.x < a.x) return 'W';
  return b.y > a.y ? 'S' : 'N';
}

/** Shortest 4-direction path (breadth-first, N/E/S/W order) from `from` to `to`, avoiding `avoid` cells; null if none. */
export function bfsPath(rows: readonly string[], from: Point, to: Point, avoid?: (x: number, y: number) => boolean): Dir[] | null {
  const h = rows.length, w = rows[0].length, mask = walkMask(rows);
  const start = from.y * w + from.x, goal = to.y * w + to.x;
  if (start === goal) return [];
  const prev = new Int32Array(w * h).fill(-1);
  const queue = new Int32Array(w * h);
  let head = 0, tail = 0;
  queue[tail++] = start;
  prev[start] = start;
  while (head < tail) {
    const c = queue[head++];
    if (c === goal) break;
    const cx = c % w, cy = (c - cx) / w;
    for (let d = 0; d < 4; d++) {
      const nx = cx + DX[d], ny = cy + DY[d];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const n = ny * w + nx;
      if (prev[n] !== -1 || mask[n] !== 1) continue;
      if (avoid && n !== goal && avoid(nx, ny)) continue;
      prev[n] = c;
      queue[tail++] = n;
    }
  }
  if (prev[goal] === -1) return null;
  const path: Dir[] = [];
  for (let c = goal; c !== start; c = prev[c]) {
    const p = prev[c];
    path.push(dirTo({ x: p % w, y: Math.floor(p / w) }, { x: c % w, y: Math.floor(c / w) }));
  }
  return path.reverse();
}

/** Cells reachable from `from` (4-direction), as a mask: the tiles its distance field reaches. */
export function reachable(rows: readonly string[], from: Point): Uint8Array {
  const dist = distanceField(rows, from);
  const seen = new Uint8Array(dist.length);
  for (let i = 0; i < dist.length; i++) if (dist[i] >= 0) seen[i] = 1;
  return seen;
}

// A* scratch buffers, reused across calls of the same grid size (results never depend on them).
let scratchSize = 0;
let gScore = new Int32Array(0), cameFrom = new Int32Array(0), stamp = new Int32Array(0);
let heapCell = new Int32Array(0), heapKey = new Float64Array(0);
let generation = 0;

/** The first step of a 4-direction A* path from `from` to `to` over walkable tiles, or null if none. */
export function astarFirstStep(rows: readonly string[], from: Point, to: Point): Dir | null {
  const h = rows.length, w = rows[0].length, size = w * h, mask = walkMask(rows);
  const start = from.y * w + from.x, goal = to.y * w + to.x;
  if (start === goal) return null;
  if (scratchSize < size) {
    scratchSize = size;
    gScore = new Int32Array(size); cameFrom = new Int32Array(size); stamp = new Int32Array(size);
    heapCell = new Int32Array(size * 4); heapKey = new Float64Array(size * 4);
  }
  generation++;
  let n = 0, order = 0;
  const push = (cell: number, f: number): void => {
    // key = f, then insertion order: a stable, deterministic tie-break
    const key = f * 1048576 + order++;
    let i = n++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapKey[p] <= key) break;
      heapKey[i] = heapKey[p]; heapCell[i] = heapCell[p]; i = p;
    }
    heapKey[i] = key; heapCell[i] = cell;
  };
  const pop = (): number => {
    const top = heapCell[0];
    const lastKey = heapKey[--n], lastCell = heapCell[n];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && heapKey[c + 1] < heapKey[c]) c++;
      if (heapKey[c] >= lastKey) break;
      heapKey[i] = heapKey[c]; heapCell[i] = heapCell[c]; i = c;
    }
    heapKey[i] = lastKey; heapCell[i] = lastCell;
    return top;
  };
  stamp[start] = generation; gScore[start] = 0; cameFrom[start] = start;
  push(start, Math.abs(to.x - from.x) + Math.abs(to.y - from.y));
  while (n > 0) {
    const c = pop();
    if (c === goal) {
      let s = c;
      while (cameFrom[s] !== start) s = cameFrom[s];
      return dirTo(from, { x: s % w, y: Math.floor(s / w) });
    }
    const cx = c % w, cy = (c - cx) / w, g = gScore[c] + 1;
    for (let d = 0; d < 4; d++) {
      const nx = cx + DX[d], ny = cy + DY[d];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const nc = ny * w + nx;
      if (mask[nc] !== 1) continue;
      if (stamp[nc] === generation && gScore[nc] <= g) continue;
      stamp[nc] = generation; gScore[nc] = g; cameFrom[nc] = c;
      push(nc, g + Math.abs(to.x - nx) + Math.abs(to.y - ny));
    }
  }
  return null;
}

const fields = new WeakMap<readonly string[], Map<number, Int32Array>>();

/** Breadth-first distances to a target over walkable tiles (-1 = unreachable), cached per grid and target. */
export function distanceField(rows: readonly string[], target: Point): Int32Array {
  const h = rows.length, w = rows[0].length, t = target.y * w + target.x;
  let byTarget = fields.get(rows);
  if (!byTarget) { byTarget = new Map(); fields.set(rows, byTarget); }
  const hit = byTarget.get(t);
  if (hit) return hit;
  const mask = walkMask(rows), dist = new Int32Array(w * h).fill(-1), queue = new Int32Array(w * h);
  let head = 0, tail = 0;
  if (mask[t] === 1) { dist[t] = 0; queue[tail++] = t; }
  while (head < tail) {
    const c = queue[head++], cx = c % w, cy = (c - cx) / w;
    for (let d = 0; d < 4; d++) {
      const nx = cx + DX[d], ny = cy + DY[d];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const n = ny * w + nx;
      if (dist[n] !== -1 || mask[n] !== 1) continue;
      dist[n] = dist[c] + 1;
      queue[tail++] = n;
    }
  }
  byTarget.set(t, dist);
  return dist;
}

/** The first step of a shortest path toward `target` (N/E/S/W preference on ties), or null when there or unreachable. */
export function stepToward(rows: readonly string[], from: Point, target: Point): Dir | null {
  const w = rows[0].length, h = rows.length, dist = distanceField(rows, target);
  const here = dist[from.y * w + from.x];
  if (here <= 0) return null;
  for (let d = 0; d < 4; d++) {
    const nx = from.x + DX[d], ny = from.y + DY[d];
    if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
    const v = dist[ny * w + nx];
    if (v >= 0 && v < here) return DIRS[d];
  }
  return null;
}
