// Routing: deterministic integer A* over the 8 px walk grid (8-connected, no corner cutting,
// costs 10/14, octile heuristic), with typed arrays reused across searches.
import { CELL, GH, GN, GW } from './grid.ts';

const g = new Int32Array(GN);
const parent = new Int32Array(GN);
const stamp = new Uint32Array(GN);
const closed = new Uint32Array(GN);
let gen = 0;
const heapF = new Int32Array(GN * 8);
const heapN = new Int32Array(GN * 8);
let heapLen = 0;

/** Path-finding work counter (nodes expanded), for the benchmark. */
export const pathStats = { searches: 0, expanded: 0 };

function push(f: number, n: number): void {
  let i = heapLen++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (heapF[p] < f || (heapF[p] === f && heapN[p] <= n)) break;
    heapF[i] = heapF[p];
    heapN[i] = heapN[p];
    i = p;
  }
  heapF[i] = f;
  heapN[i] = n;
}

function pop(): number {
  const top = heapN[0];
  const f = heapF[--heapLen], n = heapN[heapLen];
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= heapLen) break;
    if (c + 1 < heapLen && (heapF[c + 1] < heapF[c] || (heapF[c + 1] === heapF[c] && heapN[c + 1] < heapN[c]))) c++;
    if (heapF[c] > f || (heapF[c] === f && heapN[c] >= n)) break;
    heapF[i] = heapF[c];
    heapN[i] = heapN[c];
    i = c;
  }
  heapF[i] = f;
  heapN[i] = n;
  return top;
}

function h(a: number, b: number): number {
  const ax = a % GW, ay = (a - ax) / GW | 0, bx = b % GW, by = (b - bx) / GW | 0;
  const dx = ax > bx ? ax - bx : bx - ax, dy = ay > by ? ay - by : by - ay;
  return dx > dy ? 10 * dx + 4 * dy : 10 * dy + 4 * dx;
}

/** The walkable cell nearest to `cell` (ring search up to `radius` cells), or -1. */
export function nearestWalkable(walk: Uint8Array, cell: number, radius = 12): number {
  if (walk[cell]) return cell;
  const cx = cell % GW, cy = (cell - cx) / GW | 0;
  for (let r = 1; r <= radius; r++) {
    let best = -1, bestD = 1 << 30;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (dx !== -r && dx !== r && dy !== -r && dy !== r) continue;
        const x = cx + dx, y = cy + dy;
        if (x < 0 || y < 0 || x >= GW || y >= GH || !walk[y * GW + x]) continue;
        const d = dx * dx + dy * dy;
        if (d < bestD) { bestD = d; best = y * GW + x; }
      }
    }
    if (best >= 0) return best;
  }
  return -1;
}

const DX = [1, -1, 0, 0, 1, 1, -1, -1];
const DY = [0, 0, 1, -1, 1, -1, 1, -1];
const COST = [10, 10, 10, 10, 14, 14, 14, 14];

/** Node budget of one search: an unreachable goal yields the path to the closest cell found. */
export const PATH_BUDGET = 2500;

function trace(t: number): number[] {
  const out: number[] = [];
  for (let c = t; c >= 0; c = parent[c]) out.push(c);
  return out.reverse();
}

/** Shortest path of cells from `start` to `goal` over `walk` (both snapped to walkable); when the goal cannot be reached within the budget, the path to the closest cell found; null when the start is walled in. */
export function findPath(walk: Uint8Array, start: number, goal: number): number[] | null {
  const s = nearestWalkable(walk, start), t = nearestWalkable(walk, goal);
  if (s < 0 || t < 0) return null;
  pathStats.searches++;
  gen++;
  heapLen = 0;
  g[s] = 0;
  stamp[s] = gen;
  parent[s] = -1;
  push(h(s, t) * 4096 + h(s, t), s);
  let best = s, bestH = h(s, t), budget = PATH_BUDGET;
  while (heapLen > 0) {
    const n = pop();
    if (closed[n] === gen) continue;
    closed[n] = gen;
    pathStats.expanded++;
    if (n === t) return trace(t);
    const hn = h(n, t);
    if (hn < bestH) { bestH = hn; best = n; }
    if (--budget === 0) break;
    const nx = n % GW, ny = (n - nx) / GW | 0;
    for (let d = 0; d < 8; d++) {
      const x = nx + DX[d], y = ny + DY[d];
      if (x < 0 || y < 0 || x >= GW || y >= GH) continue;
      const m = y * GW + x;
      if (!walk[m] || closed[m] === gen) continue;
      if (d >= 4 && (!walk[ny * GW + x] || !walk[y * GW + nx])) continue;
      const ng = g[n] + COST[d];
      if (stamp[m] === gen && g[m] <= ng) continue;
      stamp[m] = gen;
      g[m] = ng;
      parent[m] = n;
      const hm = h(m, t);
      push((ng + hm) * 4096 + hm, m);
    }
  }
  return trace(best);
}

/** Centre of a cell in px. */
export function cellCentre(cell: number): [number, number] {
  const x = cell % GW;
  return [x * CELL + 4, ((cell - x) / GW | 0) * CELL + 4];
}
