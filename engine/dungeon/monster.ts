// The shared monster, moved as the original match moves it (wownerogue's Monster and MatchRoom):
// it targets the nearest player in play it has a line of sight to (Euclidean, first in join order
// on ties, no range limit for the choice); it chases that target with ROT's A* only when the target
// is within its vision range; a target in sight but beyond that range sends it toward the last
// position it chased, if any; with no target it wanders. A failed chase step falls back to a direct
// step, then to wandering. Wandering shuffles S, E, N, W with three draws of the seed's stream
// (Fisher–Yates) and takes the first open direction. Aggressiveness is never consulted (no draw).
import { astarFirstStep, DELTA, lineClear, walkable } from './grid.ts';
import { seedDraw } from './rng.ts';
import type { Dir, DungeonState, MonsterState, PlayerState, Point } from './types.ts';
import { isActive } from './win-conditions.ts';

/** The next draw of the level seed's stream (advances the state's draw count). */
export function nextDraw(s: DungeonState): number {
  return seedDraw(s.map.seed, s.draws++);
}

/** The nearest player in play the monster has a clear line to (Euclidean, then join order), or null; the vision range does not limit the choice. */
export function monsterTarget(s: DungeonState, m: MonsterState): PlayerState | null {
  let best: PlayerState | null = null, bestD = Infinity;
  for (const p of s.players) {
    if (!isActive(p)) continue;
    const dx = p.x - m.x, dy = p.y - m.y, d = dx * dx + dy * dy;
    if (d >= bestD) continue;
    if (!lineClear(s.map.rows, m.x, m.y, p.x, p.y)) continue;
    best = p; bestD = d;
  }
  return best;
}

/** The original's wander order before shuffling: S, E, N, W. */
const WANDER: readonly Dir[] = ['S', 'E', 'N', 'W'];

/** A wandering step: a seeded Fisher–Yates shuffle of S, E, N, W (3 draws), the first open one. */
function wanderStep(s: DungeonState, m: Point): Dir | null {
  const dirs = [...WANDER];
  for (let i = dirs.length - 1; i > 0; i--) {
    const j = Math.floor(nextDraw(s) * (i + 1));
    const t = dirs[i]; dirs[i] = dirs[j]; dirs[j] = t;
  }
  for (const d of dirs) if (walkable(s.map.rows, m.x + DELTA[d][0], m.y + DELTA[d][1])) return d;
  return null;
}

/** A direct step toward a target: horizontal first when |dx| ≥ |dy|, else vertical first; blocked both ways, a wandering step. */
function directStep(s: DungeonState, m: Point, to: Point): Dir | null {
  const dx = Math.sign(to.x - m.x), dy = Math.sign(to.y - m.y);
  const xDist = Math.abs(to.x - m.x), yDist = Math.abs(to.y - m.y);
  const h: Dir = dx > 0 ? 'E' : 'W', v: Dir = dy > 0 ? 'S' : 'N';
  if (xDist >= yDist && dx !== 0 && walkable(s.map.rows, m.x + dx, m.y)) return h;
  if (dy !== 0 && walkable(s.map.rows, m.x, m.y + dy)) return v;
  if (xDist < yDist && dx !== 0 && walkable(s.map.rows, m.x + dx, m.y)) return h;
  return wanderStep(s, m);
}

/** One monster move toward `target` (chosen once per tick), updating its memory; null to stay. */
export function monsterChooseStep(s: DungeonState, m: MonsterState, target: PlayerState | null): Dir | null {
  if (!target) return wanderStep(s, m);
  const dx = target.x - m.x, dy = target.y - m.y;
  const inRange = Math.sqrt(dx * dx + dy * dy) <= m.vision && lineClear(s.map.rows, m.x, m.y, target.x, target.y);
  if (inRange) {
    m.memory = { x: target.x, y: target.y };
    return astarFirstStep(s.map.rows, m, target) ?? directStep(s, m, target);
  }
  if (m.memory) {
    if (m.memory.x === m.x && m.memory.y === m.y) {
      m.memory = null;
      return wanderStep(s, m);
    }
    const step = astarFirstStep(s.map.rows, m, m.memory);
    if (step) return step;
    m.memory = null;
  }
  return wanderStep(s, m);
}

/** One monster move in MonsterState's integer speed unit: speeds are counted in thousandths of a move (MONSTER_SPEED has at most 3 decimals). */
export const SPEED_UNIT = 1000;

/**
 * A speed in moves per player move as the integer counter step (thousandths). The original adds the
 * float speed to a float counter; for the speeds of every preset (0.5, 1) and every multiple of 1/8
 * the float sums are exact, so the integer counter moves the monster on the very same turns.
 */
export function speedStep(movesPerPlayerMove: number): number {
  return Number.isFinite(movesPerPlayerMove) && movesPerPlayerMove >= 0 ? Math.round(movesPerPlayerMove * SPEED_UNIT) : SPEED_UNIT;
}

/** Spawns the monster state from the level's spawn point and the resolved monster config. */
export function spawnMonster(at: Point, cfg: { movesPerPlayerMove: number; visionRange: number; chaseAggressiveness: number }): MonsterState {
  return { x: at.x, y: at.y, speed: speedStep(cfg.movesPerPlayerMove), vision: cfg.visionRange || 12, aggressiveness: cfg.chaseAggressiveness, acc: 0, memory: null };
}
