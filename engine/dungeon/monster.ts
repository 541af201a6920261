// The shared monster (facts §4): it chases the nearest player in play it can see (4-direction A*,
// remembering the last position seen), otherwise wanders by a seeded shuffle of the four
// directions. Speed accumulates per tick; aggressiveness is one draw per step (chase or wander).
import { astarFirstStep, canSee, DELTA, DIRS, walkable } from './grid.ts';
import { seedDraw } from './rng.ts';
import type { Dir, DungeonState, MonsterState, PlayerState, Point } from './types.ts';
import { isActive } from './win-conditions.ts';

/** The next draw of the level seed's stream (advances the state's draw count). */
export function nextDraw(s: DungeonState): number {
  return seedDraw(s.map.seed, s.draws++);
}

/** The nearest player in play the monster can see (Euclidean, then insertion order), or null. */
export function monsterTarget(s: DungeonState, m: MonsterState): PlayerState | null {
  let best: PlayerState | null = null, bestD = Infinity;
  for (const p of s.players) {
    if (!isActive(p)) continue;
    const dx = p.x - m.x, dy = p.y - m.y, d = dx * dx + dy * dy;
    if (d >= bestD || d > m.vision * m.vision) continue;
    if (!canSee(s.map.rows, m, p, m.vision)) continue;
    best = p; bestD = d;
  }
  return best;
}

/** A direct step toward a target: the longer axis first, then the other, if walkable. */
function directStep(s: DungeonState, m: Point, to: Point): Dir | null {
  const dx = to.x - m.x, dy = to.y - m.y;
  const h: Dir | null = dx > 0 ? 'E' : dx < 0 ? 'W' : null;
  const v: Dir | null = dy > 0 ? 'S' : dy < 0 ? 'N' : null;
  const order = Math.abs(dx) >= Math.abs(dy) ? [h, v] : [v, h];
  for (const d of order) if (d && walkable(s.map.rows, m.x + DELTA[d][0], m.y + DELTA[d][1])) return d;
  return null;
}

/** A wandering step: a seeded shuffle of the four directions (3 draws), first passable. */
function wanderStep(s: DungeonState, m: Point): Dir | null {
  const dirs = [...DIRS];
  for (let i = dirs.length - 1; i > 0; i--) {
    const j = Math.floor(nextDraw(s) * (i + 1));
    [dirs[i], dirs[j]] = [dirs[j], dirs[i]];
  }
  for (const d of dirs) if (walkable(s.map.rows, m.x + DELTA[d][0], m.y + DELTA[d][1])) return d;
  return null;
}

/** The monster's next step direction (or null to stay), updating its memory. */
export function monsterChooseStep(s: DungeonState, m: MonsterState): Dir | null {
  const chase = m.aggressiveness >= 1 || nextDraw(s) < m.aggressiveness;
  if (chase) {
    const target = monsterTarget(s, m);
    if (target) {
      m.memory = { x: target.x, y: target.y };
      return astarFirstStep(s.map.rows, m, target) ?? directStep(s, m, target);
    }
    if (m.memory) {
      const step = m.memory.x === m.x && m.memory.y === m.y ? null : astarFirstStep(s.map.rows, m, m.memory);
      if (step) return step;
      m.memory = null;
    }
  }
  return wanderStep(s, m);
}

/** Spawns the monster state from the level's spawn point and the resolved monster config. */
export function spawnMonster(at: Point, cfg: { movesPerPlayerMove: number; visionRange: number; chaseAggressiveness: number }): MonsterState {
  return { x: at.x, y: at.y, speed: cfg.movesPerPlayerMove, vision: cfg.visionRange, aggressiveness: cfg.chaseAggressiveness, acc: 0, memory: null };
}
