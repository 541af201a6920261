// Grid helpers shared by the generator, the monster, the bots and the views: walkability,
// the original monster's line of sight (Bresenham, strict tests), breadth-first paths and ROT.js's A*.
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

/** Whether the Bresenham line from a to b crosses no wall, as the original monster traces it: strict `>`/`<` error tests (they pick the cells a `≥`/`≤` variant would not on ties), the start cell never checked, the line ending when it reaches b. */
export function lineClear(rows: readonly string[], x0: number, y0: number, x1: number, y1: number): boolean {
  const dx = Math.abs(x1 - x0), dy = Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  let err = dx - dy, x = x0, y = y0;
  while (x !== x1 || y !== y1) {
    const e2 = 2 * err;
    if (e2 > -dy) { err -= dy; x += sx; }
    if (e2 < dx) { err += dx; y += sy; }
    if (x === x1 && y === y1) return true;
    if (!walkable(rows, x, y)) return false;
  }
  return true;
}

/** The monster's sight: Euclidean distance within `vision` and a clear line from `from` to `to`. */
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
let parent = new Int32Array(0), doneStamp = new Int32Array(0);
let heapCell = new Int32Array(0), heapF = new Int32Array(0), heapH = new Int32Array(0), heapSeq = new Int32Array(0), heapG = new Int32Array(0), heapFrom = new Int32Array(0);
let generation = 0;

/**
 * The first step from `from` toward `to` on a 4-direction shortest path, found as ROT.js's
 * Path.AStar (BSD) finds it: the search starts at the TARGET (which need not be walkable) and
 * expands N, E, S, W over walkable cells toward `from`; the open list is ordered by f, then h
 * (Manhattan distance to `from`), then insertion order; a cell may be queued several times and
 * counts once, the first time it is taken. Null when `from` is `to` or not reached.
 */
export function astarFirstStep(rows: readonly string[], from: Point, to: Point): Dir | null {
  const h = rows.length, w = rows[0].length, size = w * h, mask = walkMask(rows);
  if (from.x === to.x && from.y === to.y) return null;
  if (scratchSize < size) {
    scratchSize = size;
    parent = new Int32Array(size); doneStamp = new Int32Array(size);
    const cap = size * 4 + 4;
    heapCell = new Int32Array(cap); heapF = new Int32Array(cap); heapH = new Int32Array(cap); heapSeq = new Int32Array(cap);
    heapG = new Int32Array(cap); heapFrom = new Int32Array(cap);
  }
  generation++;
  let n = 0, seq = 0;
  const less = (i: number, j: number): boolean =>
    heapF[i] < heapF[j] || (heapF[i] === heapF[j] && (heapH[i] < heapH[j] || (heapH[i] === heapH[j] && heapSeq[i] < heapSeq[j])));
  const swap = (i: number, j: number): void => {
    let t = heapCell[i]; heapCell[i] = heapCell[j]; heapCell[j] = t;
    t = heapF[i]; heapF[i] = heapF[j]; heapF[j] = t;
    t = heapH[i]; heapH[i] = heapH[j]; heapH[j] = t;
    t = heapSeq[i]; heapSeq[i] = heapSeq[j]; heapSeq[j] = t;
    t = heapG[i]; heapG[i] = heapG[j]; heapG[j] = t;
    t = heapFrom[i]; heapFrom[i] = heapFrom[j]; heapFrom[j] = t;
  };
  const push = (cx: number, cy: number, g: number, prev: number): void => {
    const hh = Math.abs(cx - from.x) + Math.abs(cy - from.y);
    let i = n++;
    heapCell[i] = cy * w + cx; heapG[i] = g; heapH[i] = hh; heapF[i] = g + hh; heapSeq[i] = seq++; heapFrom[i] = prev;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(i, p)) break;
      swap(i, p); i = p;
    }
  };
  const popInto = (): void => {
    // moves the top to slot `n` (past the heap's end) so the caller can read it there
    n--;
    swap(0, n);
    let i = 0;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < n && less(l, m)) m = l;
      if (r < n && less(r, m)) m = r;
      if (m === i) break;
      swap(i, m); i = m;
    }
  };
  const goal = from.y * w + from.x;
  push(to.x, to.y, 0, -1);
  while (n > 0) {
    popInto();
    const c = heapCell[n];
    if (doneStamp[c] === generation) continue;
    doneStamp[c] = generation;
    parent[c] = heapFrom[n];
    if (c === goal) {
      const p = parent[c];
      return dirTo(from, { x: p % w, y: (p - (p % w)) / w });
    }
    const cx = c % w, cy = (c - cx) / w, g = heapG[n] + 1;
    for (let d = 0; d < 4; d++) {
      const nx = cx + DX[d], ny = cy + DY[d];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const nc = ny * w + nx;
      if (mask[nc] !== 1 || doneStamp[nc] === generation) continue;
      push(nx, ny, g, c);
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
