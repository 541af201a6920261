// The seeded grid dungeon, as the original's `dungeon-generator-v2` builds it (FORMAT.md §2): up to
// 12 deterministic attempts, each a ROT-style dig seeded with seedInt + attempt, then a decoration
// pass drawing one value of the seed's sha256 stream per cell (secondary floor, torches), the
// entrance, exit and treasure, and the v2 acceptance checks. The stream is never reset between
// attempts. The layout records the solo game's monster start (a room centre, else the farthest
// walkable tile from the entrance); a match uses the room centre as the original match room does.
import type { DifficultyConfig } from './difficulty.ts';
import { dig, roomCentre, type DugRoom } from './digger.ts';
import { reachable, walkable } from './grid.ts';
import { DrawStream, seedInt, sha256Hex } from './rng.ts';
import { TILE, type DungeonMap, type Point } from './types.ts';

export const GENERATOR_VERSION = 'dungeon-generator-v2';
export const GENERATION_ATTEMPTS = 12;

const FLOOR_VARIATION = 0.01;
const TORCH_DENSITY = 0.1;

/** The monster room index: floor((n−1)·startDistance) clamped to 1..n−2. */
export function monsterRoomIndex(n: number, startDistance: number): number {
  return Math.max(1, Math.min(n - 2, Math.floor((n - 1) * startDistance)));
}

/** The treasure room index: 1 + floor((n−2)·ratio) clamped to 1..n−2; room 0 with two rooms or fewer (the original's fallback). */
export function treasureRoomIndex(n: number, ratio: number): number {
  if (n <= 2) return 0;
  return Math.max(1, Math.min(n - 2, 1 + Math.floor((n - 2) * ratio)));
}

/** The decoration pass, row by row: one draw per cell, a wall's draw taken even when no floor touches it. */
function paintTiles(cells: Uint8Array, w: number, h: number, stream: DrawStream): string[] {
  const rows: string[] = [];
  const floor = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < w && y < h && cells[y * w + x] === 0;
  for (let y = 0; y < h; y++) {
    let row = '';
    for (let x = 0; x < w; x++) {
      if (cells[y * w + x] === 0) row += stream.next() < FLOOR_VARIATION ? TILE.FLOOR_MARKED : TILE.FLOOR;
      else {
        const touches = floor(x - 1, y) || floor(x + 1, y) || floor(x, y - 1) || floor(x, y + 1);
        const r = stream.next();
        row += touches && r < TORCH_DENSITY ? TILE.TORCH : TILE.WALL;
      }
    }
    rows.push(row);
  }
  return rows;
}

/** The original's tile value for each of lamplit's tile characters. */
const RAW_TILE: Readonly<Record<string, string>> = { [TILE.FLOOR]: "'1", [TILE.FLOOR_MARKED]: "'2", [TILE.WALL]: '#', [TILE.TORCH]: 'torch' };

/** The original's layout fingerprint: sha256 hex of the JSON of {map (raw tile strings), entrance, exit, treasure ([x, y] arrays)}. */
export function fingerprint(rows: readonly string[], entrance: Point, exit: Point, treasure: Point | null): string {
  let map = '[';
  for (let y = 0; y < rows.length; y++) {
    const r = rows[y];
    map += y ? ',[' : '[';
    for (let x = 0; x < r.length; x++) map += (x ? ',"' : '"') + (RAW_TILE[r[x]] ?? r[x]) + '"';
    map += ']';
  }
  map += ']';
  const pt = (p: Point | null): string => (p ? `[${p.x},${p.y}]` : 'null');
  return sha256Hex(`{"map":${map},"entrance":${pt(entrance)},"exit":${pt(exit)},"treasure":${pt(treasure)}}`);
}

/** Where the monster starts, and by which rule: a room centre, else the walkable tile farthest (Manhattan) from the entrance. */
export function monsterStart(rows: readonly string[], rooms: readonly DugRoom[], entrance: Point, exit: Point, treasure: Point | null, startDistance: number): { at: Point; rule: string } {
  const n = rooms.length;
  const taken = (x: number, y: number): boolean =>
    (x === entrance.x && y === entrance.y) || (x === exit.x && y === exit.y) || (!!treasure && x === treasure.x && y === treasure.y);
  if (n > 2) {
    const i = monsterRoomIndex(n, startDistance), c = roomCentre(rooms[i]);
    if (walkable(rows, c.x, c.y) && !taken(c.x, c.y)) return { at: c, rule: `room_${i}_center` };
  } else if (walkable(rows, 0, 0) && !taken(0, 0)) return { at: { x: 0, y: 0 }, rule: 'origin' };
  let best: Point = { x: 0, y: 0 }, bestD = -1;
  for (let y = 0; y < rows.length; y++) for (let x = 0; x < rows[y].length; x++) {
    const d = Math.abs(x - entrance.x) + Math.abs(y - entrance.y);
    if (d > bestD && walkable(rows, x, y) && !taken(x, y)) { best = { x, y }; bestD = d; }
  }
  return { at: best, rule: 'fallback_farthest' };
}

/** One generated level with the digger's rooms (for the layout record). */
export interface GeneratedLayout {
  map: DungeonMap;
  rooms: DugRoom[];
  /** The solo game's monster start (layouts.json `monster_start`) and its rule. */
  monsterStart: Point;
  monsterRule: string;
  /** The seed's stream position after generation (the monster's wandering continues from here). */
  draws: number;
}

function attemptLevel(seed: string, config: DifficultyConfig, withTreasure: boolean, attempt: number, stream: DrawStream): GeneratedLayout | null {
  const d = config.dungeon;
  const { cells, rooms } = dig({
    width: d.width, height: d.height, roomWidth: d.roomWidthRange, roomHeight: d.roomHeightRange,
    corridorLength: d.corridorLengthRange, dugPercentage: d.dugPercentage,
  }, seedInt(seed) + attempt);
  const rows = paintTiles(cells, d.width, d.height, stream);
  const n = rooms.length;
  const entrance = roomCentre(rooms[0]);
  const exit = roomCentre(rooms[n - 1]);
  let treasure: Point | null = null;
  if (withTreasure) {
    const c = roomCentre(rooms[treasureRoomIndex(n, config.treasure.roomPositionRatio)]);
    const tx = c.x + Math.floor(stream.next() * 3) - 1;
    const ty = c.y + Math.floor(stream.next() * 3) - 1;
    treasure = walkable(rows, tx, ty) ? { x: tx, y: ty } : c;
  }
  // v2 acceptance: the exit (and the treasure) reachable from the entrance, all three distinct
  if (!walkable(rows, entrance.x, entrance.y)) return null;
  const seen = reachable(rows, entrance);
  const at = (p: Point): boolean => seen[p.y * d.width + p.x] === 1;
  const same = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;
  if (!at(exit) || same(entrance, exit)) return null;
  if (treasure && (!at(treasure) || same(treasure, entrance) || same(treasure, exit))) return null;
  const start = monsterStart(rows, rooms, entrance, exit, treasure, config.monster.startDistanceFromPlayer);
  // a match puts the monster on the room centre even when that is the treasure's tile (the
  // original match room has no fallback); with two rooms or fewer it takes the solo rule's tile
  const matchSpawn = n > 2 ? roomCentre(rooms[monsterRoomIndex(n, config.monster.startDistanceFromPlayer)]) : start.at;
  return {
    map: {
      seed, width: d.width, height: d.height, rows, entrance, exit, treasure, monsterSpawn: matchSpawn, rooms: n, attempt,
      fingerprint: fingerprint(rows, entrance, exit, treasure),
    },
    rooms,
    monsterStart: start.at,
    monsterRule: start.rule,
    draws: stream.count,
  };
}

/** Generates one validated level with its rooms (the seed's stream starts at `draws`); throws after 12 rejected attempts. */
export function generateLayout(seed: string, config: DifficultyConfig, withTreasure = true, draws = 0): GeneratedLayout {
  const stream = new DrawStream(seed, draws);
  for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt++) {
    const out = attemptLevel(seed, config, withTreasure, attempt, stream);
    if (out) return out;
  }
  throw new Error(`Could not generate a playable dungeon after ${GENERATION_ATTEMPTS} deterministic attempts (as the original); try another seed or a larger map`);
}

/** Generates one validated level from a seed (its draw stream starts at `draws`); throws after 12 rejected attempts. */
export function generateLevel(seed: string, config: DifficultyConfig, withTreasure = true, draws = 0): { map: DungeonMap; draws: number } {
  const { map, draws: after } = generateLayout(seed, config, withTreasure, draws);
  return { map, draws: after };
}

/** The seed of level k (1-based): the match seed for level 1, `<seed>:L<k>` after. */
export function levelSeed(seed: string, k: number): string {
  return k <= 1 ? seed : `${seed}:L${k}`;
}

/** Every level of a multi-level run (only the final level has treasure). */
export function generateRun(seed: string, config: DifficultyConfig): DungeonMap[] {
  const out: DungeonMap[] = [];
  for (let k = 1; k <= config.levels; k++) out.push(generateLevel(levelSeed(seed, k), config, k === config.levels).map);
  return out;
}
