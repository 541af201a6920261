// A generated layout as one record in the shape of the original's reference data (layouts.json,
// FORMAT.md §3): the same field names, [x, y] points, `#`/`.` grid and `#`/`T`/`.`/`,` tiles.
import { DIFFICULTY_PRESETS, getDifficultyConfig } from './difficulty.ts';
import { roomCentre } from './digger.ts';
import { generateLayout } from './generator.ts';
import { seedInt } from './rng.ts';
import { TILE, type Point } from './types.ts';

export interface LayoutRoomRecord {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  center: [number, number];
  doors: [number, number][];
}

export interface LayoutRecord {
  seed: string;
  seed_int: number;
  preset: string;
  attempts: number;
  rot_seed: number;
  width: number;
  height: number;
  grid: string[];
  tiles: string[];
  entrance: [number, number];
  exit: [number, number];
  treasure: [number, number] | null;
  rooms: LayoutRoomRecord[];
  torches: number;
  monster_start: [number, number];
  monster_rule: string;
  fingerprint: string;
}

/** The presets a layout record can be made for. */
export const LAYOUT_PRESETS: readonly string[] = Object.keys(DIFFICULTY_PRESETS);

const xy = (p: Point): [number, number] => [p.x, p.y];

/** The layout of a seed on a preset (no environment), as a layouts.json record; throws a one-line error for an unknown preset. */
export function layoutRecord(seed: string, preset: string): LayoutRecord {
  if (!Object.hasOwn(DIFFICULTY_PRESETS, preset)) throw new Error(`unknown preset "${preset}": use one of ${LAYOUT_PRESETS.join(', ')}`);
  const config = getDifficultyConfig({ preset });
  const { map, rooms, monsterStart, monsterRule } = generateLayout(seed, config);
  const tiles = map.rows;
  let torches = 0;
  for (const r of tiles) for (const c of r) if (c === TILE.TORCH) torches++;
  const base = seedInt(seed);
  return {
    seed,
    seed_int: base,
    preset,
    attempts: map.attempt + 1,
    rot_seed: base + map.attempt,
    width: map.width,
    height: map.height,
    grid: tiles.map((r) => r.replaceAll(TILE.TORCH, TILE.WALL).replaceAll(TILE.FLOOR_MARKED, TILE.FLOOR)),
    tiles: [...tiles],
    entrance: xy(map.entrance),
    exit: xy(map.exit),
    treasure: map.treasure ? xy(map.treasure) : null,
    rooms: rooms.map((r) => ({ x1: r.x1, y1: r.y1, x2: r.x2, y2: r.y2, center: xy(roomCentre(r)), doors: (r.doors ?? []).map(([x, y]) => [x, y] as [number, number]) })),
    torches,
    monster_start: xy(monsterStart),
    monster_rule: monsterRule,
    fingerprint: map.fingerprint,
  };
}
