// The warehouse map: the vault spec loaded into integer rectangles, plus the 13 x 7 chat grid
// (columns A–M, rows 1–7) used by text orders and pictures.
import type { MapSpec } from './map-spec.ts';
import { VAULT_SPEC } from './vault-map.ts';

export type { MapSpec } from './map-spec.ts';

/** An axis-aligned rectangle [x, x + w) x [y, y + h) in px. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The loaded map: everything the simulation and the views read. */
export interface LanternMap {
  spec: MapSpec;
  name: string;
  width: number;
  height: number;
  walls: Rect[];
  pen: Rect;
  door: Rect;
  hiderSpawns: [number, number][];
  seekerSpawns: [number, number][];
  caughtPen: [number, number];
  crateStarts: [number, number][];
  nooks: { anchor: [number, number]; opening: [[number, number], [number, number]] }[];
  sweepLanes: [number, number][][];
  farCorner: [number, number];
}

/** Map constants: crate size, body half-extent, chat grid shape. */
export const MAP_CONST = {
  crateSize: 48,
  crateHalf: 24,
  bodyHalf: 6,
  gridCols: 13,
  gridRows: 7,
  cell: 8,
} as const;

const pt = (a: number[]): [number, number] => [a[0], a[1]];

/** Loads and checks a map spec (throws a one-line Error on malformed data). */
export function loadMap(spec: MapSpec): LanternMap {
  if (!(spec.width > 0 && spec.height > 0)) throw new Error(`map ${spec.name}: bad size`);
  const walls = spec.obstacles.map((o) => {
    if (o.kind !== 'rect') throw new Error(`map ${spec.name}: unknown obstacle kind ${o.kind}`);
    return { x: o.x, y: o.y, w: o.w, h: o.h };
  });
  if (spec.crates.length !== 10) throw new Error(`map ${spec.name}: needs 10 crates, has ${spec.crates.length}`);
  if (spec.hider_spawns.length !== 3 || spec.seeker_spawns.length !== 3 || spec.nooks.length !== 3 || spec.sweep_lanes.length !== 3) {
    throw new Error(`map ${spec.name}: needs 3 hider spawns, seeker spawns, nooks and sweep lanes`);
  }
  return {
    spec,
    name: spec.name,
    width: spec.width,
    height: spec.height,
    walls,
    pen: { x: spec.pen.x, y: spec.pen.y, w: spec.pen.w, h: spec.pen.h },
    door: { ...spec.pen.door },
    hiderSpawns: spec.hider_spawns.map(pt),
    seekerSpawns: spec.seeker_spawns.map(pt),
    caughtPen: pt(spec.caught_pen),
    crateStarts: spec.crates.map(pt),
    nooks: spec.nooks.map((n) => ({ anchor: pt(n.anchor), opening: [pt(n.opening[0]), pt(n.opening[1])] as [[number, number], [number, number]] })),
    sweepLanes: spec.sweep_lanes.map((l) => l.map(pt)),
    farCorner: pt(spec.far_corner),
  };
}

/** The vault map, loaded once. */
export const VAULT: LanternMap = loadMap(VAULT_SPEC);

/** Whether two rectangles overlap (shared edges do not count). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The 48 px square of a crate centred at (x, y). */
export function crateRect(x: number, y: number): Rect {
  return { x: x - MAP_CONST.crateHalf, y: y - MAP_CONST.crateHalf, w: MAP_CONST.crateSize, h: MAP_CONST.crateSize };
}

/** The 12 px body of a cog centred at (x, y) px. */
export function bodyRect(x: number, y: number): Rect {
  return { x: x - MAP_CONST.bodyHalf, y: y - MAP_CONST.bodyHalf, w: 2 * MAP_CONST.bodyHalf, h: 2 * MAP_CONST.bodyHalf };
}

const COLS = 'ABCDEFGHIJKLM';

/** Centre (px) of chat-grid cell `col` 0..12, `row` 0..6. */
export function gridCellCentre(col: number, row: number, map: LanternMap = VAULT): [number, number] {
  return [Math.trunc(((2 * col + 1) * map.width) / (2 * MAP_CONST.gridCols)), Math.trunc(((2 * row + 1) * map.height) / (2 * MAP_CONST.gridRows))];
}

/** Name of the chat-grid cell holding point (x, y), e.g. `F4`. */
export function gridCellName(x: number, y: number, map: LanternMap = VAULT): string {
  const col = Math.min(MAP_CONST.gridCols - 1, Math.max(0, Math.trunc((x * MAP_CONST.gridCols) / map.width)));
  const row = Math.min(MAP_CONST.gridRows - 1, Math.max(0, Math.trunc((y * MAP_CONST.gridRows) / map.height)));
  return COLS[col] + String(row + 1);
}

/** Parses a cell name (`F4`, case-insensitive) to its centre, or null when it is not a cell A1..M7. */
export function parseGridCell(name: string, map: LanternMap = VAULT): [number, number] | null {
  const m = /^([A-Ma-m])([1-7])$/.exec(name.trim());
  if (!m) return null;
  return gridCellCentre(COLS.indexOf(m[1].toUpperCase()), Number(m[2]) - 1, map);
}

/** Grid line positions (px) for pictures: 14 vertical x's and 8 horizontal y's. */
export function gridLines(map: LanternMap = VAULT): { xs: number[]; ys: number[] } {
  const xs: number[] = [], ys: number[] = [];
  for (let c = 0; c <= MAP_CONST.gridCols; c++) xs.push(Math.trunc((c * map.width) / MAP_CONST.gridCols));
  for (let r = 0; r <= MAP_CONST.gridRows; r++) ys.push(Math.trunc((r * map.height) / MAP_CONST.gridRows));
  return { xs, ys };
}

/** Column letters of the chat grid. */
export const GRID_COLUMNS = COLS;
