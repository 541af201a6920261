// The warehouse's static layers, drawn once per map and scale and reused by every picture: the lit
// floor (concrete slabs, walls, the pen) and the blueprint overlay that stays readable in the dark
// (wall outlines, the A–M / 1–7 grid and its cell names).
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { MapSpec } from '../../engine/lantern/map.ts';
import { font } from '../fonts.ts';
import { rgba } from '../draw/colour.ts';
import { LANTERN_COLOURS as C } from './theme.ts';

const COLS = 'ABCDEFGHIJKLM';
const GRID_COLS = 13, GRID_ROWS = 7;
const SLAB = 40;

/** The static layers of one map at one scale. */
export interface FloorLayers {
  width: number;
  height: number;
  lit: Canvas;
  overlay: Canvas;
}

const cache = new Map<string, FloorLayers>();

/** Grid line positions in floor px (same truncation as the engine's chat grid). */
export function gridLinesOf(bp: MapSpec): { xs: number[]; ys: number[] } {
  const xs: number[] = [], ys: number[] = [];
  for (let c = 0; c <= GRID_COLS; c++) xs.push(Math.trunc((c * bp.width) / GRID_COLS));
  for (let r = 0; r <= GRID_ROWS; r++) ys.push(Math.trunc((r * bp.height) / GRID_ROWS));
  return { xs, ys };
}

function slabShade(i: number, j: number): number {
  let h = (i * 73856093) ^ (j * 19349663);
  h = (h ^ (h >>> 13)) * 1274126177;
  return ((h >>> 0) % 9) - 4;
}

function drawLit(bp: MapSpec, s: number): Canvas {
  const w = Math.round(bp.width * s), h = Math.round(bp.height * s);
  const cv = createCanvas(w, h);
  const g = cv.getContext('2d');
  g.scale(s, s);
  g.fillStyle = C.floor;
  g.fillRect(0, 0, bp.width, bp.height);
  for (let i = 0; i * SLAB < bp.width; i++) for (let j = 0; j * SLAB < bp.height; j++) {
    const d = slabShade(i, j);
    g.fillStyle = d >= 0 ? `rgba(255,255,255,${d * 0.012})` : `rgba(0,0,0,${-d * 0.02})`;
    g.fillRect(i * SLAB, j * SLAB, SLAB, SLAB);
  }
  g.strokeStyle = rgba('#000000', 0.18);
  g.lineWidth = 1;
  g.beginPath();
  for (let x = SLAB; x < bp.width; x += SLAB) { g.moveTo(x + 0.5, 0); g.lineTo(x + 0.5, bp.height); }
  for (let y = SLAB; y < bp.height; y += SLAB) { g.moveTo(0, y + 0.5); g.lineTo(bp.width, y + 0.5); }
  g.stroke();
  const pen = bp.pen;
  g.fillStyle = C.pen;
  g.fillRect(pen.x, pen.y, pen.w, pen.h);
  g.strokeStyle = rgba('#000000', 0.35);
  for (let k = -pen.h; k < pen.w; k += 14) { g.beginPath(); g.moveTo(pen.x + k, pen.y + pen.h); g.lineTo(pen.x + k + pen.h, pen.y); g.stroke(); }
  for (const o of bp.obstacles) {
    g.fillStyle = C.wall;
    g.fillRect(o.x, o.y, o.w, o.h);
    g.fillStyle = rgba(C.wallEdge, 0.55);
    g.fillRect(o.x, o.y, o.w, 2);
    g.fillRect(o.x, o.y, 2, o.h);
  }
  return cv;
}

function drawOverlay(bp: MapSpec, s: number): Canvas {
  const w = Math.round(bp.width * s), h = Math.round(bp.height * s);
  const cv = createCanvas(w, h);
  const g = cv.getContext('2d');
  g.scale(s, s);
  const { xs, ys } = gridLinesOf(bp);
  g.strokeStyle = rgba(C.grid, 0.09);
  g.lineWidth = 1 / s;
  g.beginPath();
  for (const x of xs.slice(1, -1)) { g.moveTo(x + 0.5, 0); g.lineTo(x + 0.5, bp.height); }
  for (const y of ys.slice(1, -1)) { g.moveTo(0, y + 0.5); g.lineTo(bp.width, y + 0.5); }
  g.stroke();
  if (s >= 0.6) {
    g.font = font('sans', 11, true);
    g.fillStyle = rgba(C.gridLabel, 0.28);
    // A cell label inside the caught pen would run into its PEN label ("G7PEN"): the pen's own word names it.
    const inPen = (x: number, y: number) => x > bp.pen.x - 30 && x < bp.pen.x + bp.pen.w && y > bp.pen.y - 10 && y < bp.pen.y + bp.pen.h + 10;
    for (let c = 0; c < GRID_COLS; c++) for (let r = 0; r < GRID_ROWS; r++) if (!inPen(xs[c] + 19, ys[r] + 29)) g.fillText(COLS[c] + (r + 1), xs[c] + 19, ys[r] + 29);
  }
  g.strokeStyle = rgba(C.blueprint, 0.75);
  g.lineWidth = Math.max(1.5, 1 / s);
  for (const o of bp.obstacles) g.strokeRect(o.x + 0.75, o.y + 0.75, o.w - 1.5, o.h - 1.5);
  g.strokeStyle = rgba(C.blueprint, 0.5);
  g.setLineDash([6, 4]);
  g.strokeRect(bp.pen.x + 0.5, bp.pen.y + 0.5, bp.pen.w - 1, bp.pen.h - 1);
  g.setLineDash([]);
  g.fillStyle = rgba(C.blueprint, 0.6);
  g.font = font('sans', 12, true);
  g.textAlign = 'center';
  g.fillText('PEN', bp.pen.x + bp.pen.w / 2, bp.pen.y + bp.pen.h / 2 - 6);
  return cv;
}

/** The static layers of a map at a scale (built on first use, then cached). */
export function floorLayers(bp: MapSpec, scale: number): FloorLayers {
  const key = `${bp.name}:${bp.width}x${bp.height}:${scale}`;
  let f = cache.get(key);
  if (!f) {
    f = { width: Math.round(bp.width * scale), height: Math.round(bp.height * scale), lit: drawLit(bp, scale), overlay: drawOverlay(bp, scale) };
    cache.set(key, f);
  }
  return f;
}

/** Column letters and row numbers of the chat grid with their centres (floor px), for margin labels. */
export function gridLabels(bp: MapSpec): { cols: [string, number][]; rows: [string, number][] } {
  const { xs, ys } = gridLinesOf(bp);
  return {
    cols: [...COLS].map((l, i) => [l, (xs[i] + xs[i + 1]) / 2] as [string, number]),
    rows: ys.slice(0, -1).map((y, i) => [String(i + 1), (y + ys[i + 1]) / 2] as [string, number]),
  };
}

/** The chat-grid cell holding a floor point, e.g. `F4`. */
export function cellName(bp: MapSpec, x: number, y: number): string {
  const c = Math.min(GRID_COLS - 1, Math.max(0, Math.trunc((x * GRID_COLS) / bp.width)));
  const r = Math.min(GRID_ROWS - 1, Math.max(0, Math.trunc((y * GRID_ROWS) / bp.height)));
  return COLS[c] + (r + 1);
}
