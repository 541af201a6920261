// A deterministic port of rot.js's Map.Digger (rooms and corridors dug out of solid rock), seeded
// from PCG32 and with no wall-clock limit: it stops when the dug fraction is reached and no
// priority wall remains, or when no wall is left to try.
import { pcgNext, pcgSeed, type Pcg32State } from '../core/pcg32.ts';
import type { Range } from './difficulty.ts';

export interface DiggerOptions {
  width: number;
  height: number;
  roomWidth: Range;
  roomHeight: Range;
  corridorLength: Range;
  dugPercentage: number;
}

export interface DugRoom {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface DugMap {
  /** 1 = rock, 0 = floor, row-major. */
  cells: Uint8Array;
  rooms: DugRoom[];
}

const FEATURE_ATTEMPTS = 20;
const D4: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

/** Digs a map from an integer seed. */
export function dig(opts: DiggerOptions, seed: number): DugMap {
  const { width: w, height: h } = opts;
  const rng: Pcg32State = pcgSeed(seed, 0x2d);
  const uniform = (): number => pcgNext(rng) / 0x100000000;
  const randInt = (lo: number, hi: number): number => Math.floor(uniform() * (hi - lo + 1)) + lo;
  const cells = new Uint8Array(w * h).fill(1);
  const walls = new Map<number, number>();
  const rooms: DugRoom[] = [];
  const area = (w - 2) * (h - 2);
  let dug = 0;
  const key = (x: number, y: number): number => y * w + x;
  const digCell = (x: number, y: number, value: number): void => {
    if (value === 0 || value === 2) { cells[key(x, y)] = 0; dug++; } else walls.set(key(x, y), 1);
  };
  const isWall = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < w && y < h && cells[key(x, y)] === 1;
  const canBeDug = (x: number, y: number): boolean => x >= 1 && y >= 1 && x + 1 < w && y + 1 < h && cells[key(x, y)] === 1;

  const roomValid = (r: DugRoom): boolean => {
    for (let x = r.x1 - 1; x <= r.x2 + 1; x++) {
      for (let y = r.y1 - 1; y <= r.y2 + 1; y++) {
        const edge = x === r.x1 - 1 || x === r.x2 + 1 || y === r.y1 - 1 || y === r.y2 + 1;
        if (edge ? !isWall(x, y) : !canBeDug(x, y)) return false;
      }
    }
    return true;
  };
  const roomCreate = (r: DugRoom, door: [number, number] | null): void => {
    for (let x = r.x1 - 1; x <= r.x2 + 1; x++) {
      for (let y = r.y1 - 1; y <= r.y2 + 1; y++) {
        const edge = x === r.x1 - 1 || x === r.x2 + 1 || y === r.y1 - 1 || y === r.y2 + 1;
        digCell(x, y, edge ? (door && door[0] === x && door[1] === y ? 2 : 1) : 0);
      }
    }
  };

  // first room at the centre
  {
    const cx = Math.floor(w / 2), cy = Math.floor(h / 2);
    const rw = randInt(opts.roomWidth[0], opts.roomWidth[1]), rh = randInt(opts.roomHeight[0], opts.roomHeight[1]);
    const x1 = cx - Math.floor(uniform() * rw), y1 = cy - Math.floor(uniform() * rh);
    const room = { x1, y1, x2: x1 + rw - 1, y2: y1 + rh - 1 };
    rooms.push(room);
    roomCreate(room, null);
  }

  const tryRoom = (x: number, y: number, dx: number, dy: number): boolean => {
    const rw = randInt(opts.roomWidth[0], opts.roomWidth[1]), rh = randInt(opts.roomHeight[0], opts.roomHeight[1]);
    let r: DugRoom;
    if (dx === 1) { const y2 = y - Math.floor(uniform() * rh); r = { x1: x + 1, y1: y2, x2: x + rw, y2: y2 + rh - 1 }; }
    else if (dx === -1) { const y2 = y - Math.floor(uniform() * rh); r = { x1: x - rw, y1: y2, x2: x - 1, y2: y2 + rh - 1 }; }
    else if (dy === 1) { const x2 = x - Math.floor(uniform() * rw); r = { x1: x2, y1: y + 1, x2: x2 + rw - 1, y2: y + rh }; }
    else { const x2 = x - Math.floor(uniform() * rw); r = { x1: x2, y1: y - rh, x2: x2 + rw - 1, y2: y - 1 }; }
    if (!roomValid(r)) return false;
    roomCreate(r, [x, y]);
    rooms.push(r);
    return true;
  };

  const tryCorridor = (sx: number, sy: number, dx: number, dy: number): boolean => {
    const len = randInt(opts.corridorLength[0], opts.corridorLength[1]);
    let ex = sx + dx * len, ey = sy + dy * len;
    const nx = dy, ny = -dx;
    let length = 1 + Math.max(Math.abs(ex - sx), Math.abs(ey - sy));
    for (let i = 0; i < length; i++) {
      const x = sx + i * dx, y = sy + i * dy;
      if (!canBeDug(x, y) || !isWall(x + nx, y + ny) || !isWall(x - nx, y - ny)) {
        length = i; ex = x - dx; ey = y - dy;
        break;
      }
    }
    if (length === 0) return false;
    if (length === 1 && isWall(ex + dx, ey + dy)) return false;
    const firstCornerBad = !isWall(ex + dx + nx, ey + dy + ny);
    const secondCornerBad = !isWall(ex + dx - nx, ey + dy - ny);
    const endsWithAWall = isWall(ex + dx, ey + dy);
    if ((firstCornerBad || secondCornerBad) && endsWithAWall) return false;
    for (let i = 0; i < length; i++) digCell(sx + i * dx, sy + i * dy, 0);
    if (endsWithAWall) {
      walls.set(key(ex + dx, ey + dy), 2);
      walls.set(key(ex + nx, ey + ny), 2);
      walls.set(key(ex - nx, ey - ny), 2);
    }
    return true;
  };

  const findWall = (): number | null => {
    const prio2: number[] = [], prio1: number[] = [];
    for (const [k, v] of walls) (v === 2 ? prio2 : prio1).push(k);
    const arr = prio2.length ? prio2 : prio1;
    if (!arr.length) return null;
    arr.sort((a, b) => a - b);
    const k = arr[Math.floor(uniform() * arr.length)];
    walls.delete(k);
    return k;
  };

  const diggingDirection = (cx: number, cy: number): [number, number] | null => {
    if (cx <= 0 || cy <= 0 || cx >= w - 1 || cy >= h - 1) return null;
    let result: readonly [number, number] | null = null;
    for (const [dx, dy] of D4) {
      if (!cells[key(cx + dx, cy + dy)]) {
        if (result) return null;
        result = [dx, dy];
      }
    }
    return result ? [-result[0], -result[1]] : null;
  };

  const removeSurroundingWalls = (cx: number, cy: number): void => {
    for (const [dx, dy] of D4) {
      walls.delete(key(cx + dx, cy + dy));
      walls.delete(key(cx + 2 * dx, cy + 2 * dy));
    }
  };

  let priorityWalls: number;
  do {
    priorityWalls = 0;
    const wall = findWall();
    if (wall === null) break;
    const x = wall % w, y = (wall - x) / w;
    const dir = diggingDirection(x, y);
    if (dir) {
      for (let attempt = 0; attempt < FEATURE_ATTEMPTS; attempt++) {
        const ok = uniform() < 0.5 ? tryRoom(x, y, dir[0], dir[1]) : tryCorridor(x, y, dir[0], dir[1]);
        if (ok) {
          removeSurroundingWalls(x, y);
          removeSurroundingWalls(x - dir[0], y - dir[1]);
          break;
        }
      }
    }
    for (const v of walls.values()) if (v > 1) priorityWalls++;
  } while (dug / area < opts.dugPercentage || priorityWalls);
  return { cells, rooms };
}

/** A room's centre: the rounded midpoint. */
export function roomCentre(r: DugRoom): { x: number; y: number } {
  return { x: Math.round((r.x1 + r.x2) / 2), y: Math.round((r.y1 + r.y2) / 2) };
}
