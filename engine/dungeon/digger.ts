// Rooms and corridors dug out of solid rock, step for step as ROT.js's Map.Digger (BSD licence,
// Ondřej Žára) digs them under the original game, with ROT's own Alea generator seeded from the
// seed's integer: the first room at the centre, then repeatedly a wall picked from the candidate
// list (priority walls at corridor ends first; the list sorted as ROT sorts it, by the TEXT of its
// "x,y" keys), a feature (room or corridor, even odds) tried up to 20 times against it, until the
// dug fraction is reached and no priority wall is left. ROT's wall-clock time limit never fires at
// these sizes and is left out, so the result depends on the seed alone.
import type { Range } from './difficulty.ts';
import { Alea } from './rng.ts';

export interface DiggerOptions {
  width: number;
  height: number;
  roomWidth: Range;
  roomHeight: Range;
  corridorLength: Range;
  dugPercentage: number;
}

/** A room's inclusive interior bounds and its doors (floor cells on its outline, x-major order as ROT lists them). */
export interface DugRoom {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  doors?: [number, number][];
}

export interface DugMap {
  /** 1 = rock, 0 = floor, row-major. */
  cells: Uint8Array;
  rooms: DugRoom[];
}

const FEATURE_ATTEMPTS = 20;
/** ROT's 4-topology directions: N, E, S, W. */
const D4: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

const rankCache = new Map<string, Int32Array>();

/** Each cell's position in the string order of its "x,y" key (the order ROT's Array#sort gives the wall list). */
export function keyRanks(w: number, h: number): Int32Array {
  const id = `${w}x${h}`;
  let ranks = rankCache.get(id);
  if (ranks) return ranks;
  const keys: { k: string; i: number }[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) keys.push({ k: `${x},${y}`, i: y * w + x });
  keys.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  ranks = new Int32Array(w * h);
  keys.forEach((e, r) => { ranks![e.i] = r; });
  rankCache.set(id, ranks);
  return ranks;
}

/** Digs a map from an integer seed (ROT.RNG.setSeed(seed) then Digger.create). */
export function dig(opts: DiggerOptions, seed: number): DugMap {
  const { width: w, height: h } = opts;
  const rng = new Alea(seed);
  const ranks = keyRanks(w, h);
  const cells = new Uint8Array(w * h).fill(1);
  /** Candidate walls: cell index → 1 (plain) or 2 (priority: at a corridor's end). */
  const walls = new Map<number, number>();
  const rooms: DugRoom[] = [];
  const area = (w - 2) * (h - 2);
  let dug = 0;
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < w && y < h;
  const digCell = (x: number, y: number, value: number): void => {
    if (value === 0 || value === 2) { cells[y * w + x] = 0; dug++; } else walls.set(y * w + x, 1);
  };
  const isWall = (x: number, y: number): boolean => inside(x, y) && cells[y * w + x] === 1;
  const canBeDug = (x: number, y: number): boolean => x >= 1 && y >= 1 && x + 1 < w && y + 1 < h && cells[y * w + x] === 1;

  const roomValid = (r: DugRoom): boolean => {
    for (let x = r.x1 - 1; x <= r.x2 + 1; x++) {
      for (let y = r.y1 - 1; y <= r.y2 + 1; y++) {
        const edge = x === r.x1 - 1 || x === r.x2 + 1 || y === r.y1 - 1 || y === r.y2 + 1;
        if (edge ? !isWall(x, y) : !canBeDug(x, y)) return false;
      }
    }
    return true;
  };
  const roomCreate = (r: DugRoom, doorX: number, doorY: number): void => {
    for (let x = r.x1 - 1; x <= r.x2 + 1; x++) {
      for (let y = r.y1 - 1; y <= r.y2 + 1; y++) {
        const edge = x === r.x1 - 1 || x === r.x2 + 1 || y === r.y1 - 1 || y === r.y2 + 1;
        digCell(x, y, x === doorX && y === doorY ? 2 : edge ? 1 : 0);
      }
    }
  };

  // the first room, around the centre (ROT does not validate it; a map too small for it is refused)
  {
    const cx = Math.floor(w / 2), cy = Math.floor(h / 2);
    const rw = rng.int(opts.roomWidth[0], opts.roomWidth[1]), rh = rng.int(opts.roomHeight[0], opts.roomHeight[1]);
    const x1 = cx - Math.floor(rng.uniform() * rw), y1 = cy - Math.floor(rng.uniform() * rh);
    const room = { x1, y1, x2: x1 + rw - 1, y2: y1 + rh - 1 };
    if (!inside(room.x1 - 1, room.y1 - 1) || !inside(room.x2 + 1, room.y2 + 1)) {
      throw new Error(`the map (${w}×${h}) is too small for its first room (${rw}×${rh}); use a larger map or smaller rooms`);
    }
    rooms.push(room);
    roomCreate(room, -1, -1);
  }

  const tryRoom = (x: number, y: number, dx: number, dy: number): boolean => {
    const rw = rng.int(opts.roomWidth[0], opts.roomWidth[1]), rh = rng.int(opts.roomHeight[0], opts.roomHeight[1]);
    let r: DugRoom;
    if (dx === 1) { const top = y - Math.floor(rng.uniform() * rh); r = { x1: x + 1, y1: top, x2: x + rw, y2: top + rh - 1 }; }
    else if (dx === -1) { const top = y - Math.floor(rng.uniform() * rh); r = { x1: x - rw, y1: top, x2: x - 1, y2: top + rh - 1 }; }
    else if (dy === 1) { const left = x - Math.floor(rng.uniform() * rw); r = { x1: left, y1: y + 1, x2: left + rw - 1, y2: y + rh }; }
    else { const left = x - Math.floor(rng.uniform() * rw); r = { x1: left, y1: y - rh, x2: left + rw - 1, y2: y - 1 }; }
    if (!roomValid(r)) return false;
    roomCreate(r, x, y);
    rooms.push(r);
    return true;
  };

  const tryCorridor = (sx: number, sy: number, dx: number, dy: number): boolean => {
    const len = rng.int(opts.corridorLength[0], opts.corridorLength[1]);
    let ex = sx + dx * len, ey = sy + dy * len;
    const nx = dy, ny = -dx;
    let length = 1 + len;
    for (let i = 0; i < length; i++) {
      const x = sx + i * dx, y = sy + i * dy;
      if (!canBeDug(x, y) || !isWall(x + nx, y + ny) || !isWall(x - nx, y - ny)) {
        length = i; ex = x - dx; ey = y - dy;
        break;
      }
    }
    if (length === 0) return false;
    // a one-cell corridor only when the cell beyond it is already open
    if (length === 1 && isWall(ex + dx, ey + dy)) return false;
    // never end against a room's corner
    const endsWithAWall = isWall(ex + dx, ey + dy);
    if ((!isWall(ex + dx + nx, ey + dy + ny) || !isWall(ex + dx - nx, ey + dy - ny)) && endsWithAWall) return false;
    for (let i = 0; i < length; i++) digCell(sx + i * dx, sy + i * dy, 0);
    if (endsWithAWall) {
      walls.set((ey + dy) * w + ex + dx, 2);
      walls.set((ey + ny) * w + ex + nx, 2);
      walls.set((ey - ny) * w + ex - nx, 2);
    }
    return true;
  };

  const findWall = (): number => {
    const prio2: number[] = [], prio1: number[] = [];
    for (const [k, v] of walls) (v === 2 ? prio2 : prio1).push(k);
    const list = prio2.length ? prio2 : prio1;
    if (!list.length) return -1;
    list.sort((a, b) => ranks[a] - ranks[b]);
    const k = list[Math.floor(rng.uniform() * list.length)];
    walls.delete(k);
    return k;
  };

  const diggingDirection = (cx: number, cy: number): readonly [number, number] | null => {
    if (cx <= 0 || cy <= 0 || cx >= w - 1 || cy >= h - 1) return null;
    let open: readonly [number, number] | null = null;
    for (const d of D4) {
      if (cells[(cy + d[1]) * w + cx + d[0]] === 0) {
        if (open) return null; // more than one open neighbour
        open = d;
      }
    }
    return open ? [-open[0], -open[1]] : null;
  };

  const removeSurroundingWalls = (cx: number, cy: number): void => {
    for (const [dx, dy] of D4) {
      for (const m of [1, 2]) {
        const x = cx + m * dx, y = cy + m * dy;
        if (inside(x, y)) walls.delete(y * w + x);
      }
    }
  };

  let priorityWalls: number;
  do {
    priorityWalls = 0;
    const wall = findWall();
    if (wall < 0) break;
    const x = wall % w, y = (wall - x) / w;
    const dir = diggingDirection(x, y);
    // an unsuitable wall goes straight to the loop test with no priority walls counted (ROT's
    // `continue` inside do…while): the digging may stop here while priority walls remain
    if (!dir) continue;
    for (let attempt = 0; attempt < FEATURE_ATTEMPTS; attempt++) {
      const ok = rng.uniform() < 0.5 ? tryRoom(x, y, dir[0], dir[1]) : tryCorridor(x, y, dir[0], dir[1]);
      if (ok) {
        removeSurroundingWalls(x, y);
        removeSurroundingWalls(x - dir[0], y - dir[1]);
        break;
      }
    }
    for (const v of walls.values()) if (v > 1) priorityWalls++;
  } while (dug / area < opts.dugPercentage || priorityWalls);

  // doors: every open cell on a room's outline, x outer, y inner
  for (const r of rooms) {
    const doors: [number, number][] = [];
    for (let x = r.x1 - 1; x <= r.x2 + 1; x++) {
      for (let y = r.y1 - 1; y <= r.y2 + 1; y++) {
        const edge = x === r.x1 - 1 || x === r.x2 + 1 || y === r.y1 - 1 || y === r.y2 + 1;
        if (edge && cells[y * w + x] !== 1) doors.push([x, y]);
      }
    }
    r.doors = doors;
  }
  return { cells, rooms };
}

/** A room's centre: the midpoint rounded as JavaScript's Math.round does. */
export function roomCentre(r: DugRoom): { x: number; y: number } {
  return { x: Math.round((r.x1 + r.x2) / 2), y: Math.round((r.y1 + r.y2) / 2) };
}
