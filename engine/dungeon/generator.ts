// The seeded grid dungeon (`dungeon-generator-v2`, facts §3): the digger lays out rooms and
// corridors, a tile pass draws floor marks and torches from the seed's sha256 stream, then the
// entrance, exit, treasure and monster spawn are placed and the level is validated (12 attempts).
import type { DifficultyConfig } from './difficulty.ts';
import { dig, roomCentre, type DugRoom } from './digger.ts';
import { reachable, walkable } from './grid.ts';
import { DrawStream, seedInt, sha256Hex } from './rng.ts';
import { TILE, type DungeonMap, type Point } from './types.ts';

export const GENERATOR_VERSION = 'dungeon-generator-v2';
export const GENERATION_ATTEMPTS = 12;

const FLOOR_MARK_CHANCE = 0.01;
const TORCH_CHANCE = 0.1;

/** The monster room index: floor((n−1)·startDistance) clamped to 1..n−2. */
export function monsterRoomIndex(n: number, startDistance: number): number {
  return Math.min(n - 2, Math.max(1, Math.floor((n - 1) * startDistance)));
}

/** The treasure room index: 1 + floor((n−2)·ratio) clamped to 1..n−2; floor(n/2) with fewer than 3 rooms. */
export function treasureRoomIndex(n: number, ratio: number): number {
  if (n < 3) return Math.floor(n / 2);
  return Math.min(n - 2, Math.max(1, 1 + Math.floor((n - 2) * ratio)));
}

/** The tile pass: one draw per cell, row by row. */
function paintTiles(cells: Uint8Array, w: number, h: number, stream: DrawStream): string[] {
  const rows: string[] = [];
  const floor = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < w && y < h && cells[y * w + x] === 0;
  for (let y = 0; y < h; y++) {
    let row = '';
    for (let x = 0; x < w; x++) {
      const r = stream.next();
      if (cells[y * w + x] === 0) row += r < FLOOR_MARK_CHANCE ? TILE.FLOOR_MARKED : TILE.FLOOR;
      else {
        const touches = floor(x + 1, y) || floor(x - 1, y) || floor(x, y + 1) || floor(x, y - 1);
        row += touches && r < TORCH_CHANCE ? TILE.TORCH : TILE.WALL;
      }
    }
    rows.push(row);
  }
  return rows;
}

/** The farthest reachable floor tile from a point (row order on ties): the monster's spawn in a two-room map. */
function farthestTile(rows: string[], from: Point): Point {
  const w = rows[0].length, h = rows.length, seen = reachable(rows, from);
  let best = from, bestD = -1;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const d = Math.abs(x - from.x) + Math.abs(y - from.y);
    if (seen[y * w + x] && d > bestD) { best = { x, y }; bestD = d; }
  }
  return best;
}

/** The level fingerprint: sha256 of the JSON of map, entrance, exit and treasure. */
export function fingerprint(rows: string[], entrance: Point, exit: Point, treasure: Point | null): string {
  return sha256Hex(JSON.stringify({ map: rows, entrance, exit, treasure }));
}

function attemptLevel(seed: string, config: DifficultyConfig, withTreasure: boolean, attempt: number, stream: DrawStream): DungeonMap | null {
  const d = config.dungeon;
  const { cells, rooms } = dig({
    width: d.width, height: d.height, roomWidth: d.roomWidthRange, roomHeight: d.roomHeightRange,
    corridorLength: d.corridorLengthRange, dugPercentage: d.dugPercentage,
  }, seedInt(seed) + attempt);
  const rows = paintTiles(cells, d.width, d.height, stream);
  const n = rooms.length;
  if (n < 2) return null;
  const entrance = roomCentre(rooms[0]);
  const exit = roomCentre(rooms[n - 1]);
  let treasure: Point | null = null;
  if (withTreasure) {
    const c = roomCentre(rooms[treasureRoomIndex(n, config.treasure.roomPositionRatio)] as DugRoom);
    const t = { x: c.x + Math.floor(stream.next() * 3) - 1, y: c.y + Math.floor(stream.next() * 3) - 1 };
    treasure = walkable(rows, t.x, t.y) ? t : c;
  }
  const seen = reachable(rows, entrance);
  const at = (p: Point): boolean => seen[p.y * d.width + p.x] === 1;
  const same = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;
  if (!at(exit) || same(entrance, exit)) return null;
  if (treasure && (!at(treasure) || same(treasure, entrance) || same(treasure, exit))) return null;
  const monsterSpawn = n > 2 ? roomCentre(rooms[monsterRoomIndex(n, config.monster.startDistanceFromPlayer)]) : farthestTile(rows, entrance);
  return {
    seed, width: d.width, height: d.height, rows, entrance, exit, treasure, monsterSpawn, rooms: n, attempt,
    fingerprint: fingerprint(rows, entrance, exit, treasure),
  };
}

/** Generates one validated level from a seed (its draw stream starts at `draws`); throws after 12 failed attempts. */
export function generateLevel(seed: string, config: DifficultyConfig, withTreasure = true, draws = 0): { map: DungeonMap; draws: number } {
  const stream = new DrawStream(seed, draws);
  for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt++) {
    const map = attemptLevel(seed, config, withTreasure, attempt, stream);
    if (map) return { map, draws: stream.count };
  }
  throw new Error(`dungeon generation failed after ${GENERATION_ATTEMPTS} attempts for this seed and size; try another seed or a larger map`);
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
