// The baseline bot: head for the treasure while it lies on the floor, then for the exit; when it
// can see the monster close by, take a path that keeps two tiles clear of it, or step away.
import { bfsPath, DELTA, DIRS, manhattan, walkable } from './grid.ts';
import { MAX_STEPS } from './orders.ts';
import type { Dir, DungeonOrder, DungeonState, Point } from './types.ts';
import { playerSeesMonster } from './view.ts';
import { isActive } from './win-conditions.ts';

/** Bot tuning. */
export const BOT = Object.freeze({ threatRange: 6, keepClear: 2, guardRange: 3 });

/** The baseline order for a seat. */
export function baselineOrder(s: DungeonState, seat: number): DungeonOrder {
  const p = s.players[seat];
  if (!p || !isActive(p) || s.status !== 'active') return { kind: 'wait' };
  const m = s.monster;
  const seen = m !== null && playerSeesMonster(s, p);
  // leave a treasure the monster is guarding
  const wantTreasure = s.treasure !== null && !p.hasTreasure && !(seen && m && manhattan(s.treasure, m) <= BOT.guardRange);
  const target: Point = wantTreasure && s.treasure ? s.treasure : s.map.exit;
  if (m && seen && manhattan(p, m) <= BOT.threatRange) {
    const path = bfsPath(s.map.rows, p, target, (x, y) => Math.abs(x - m.x) + Math.abs(y - m.y) <= BOT.keepClear);
    if (path && path.length > 0) return { kind: 'move', steps: path.slice(0, MAX_STEPS) };
    const away = fleePath(s, p, m);
    return away.length ? { kind: 'move', steps: away } : { kind: 'wait' };
  }
  return wantTreasure ? { kind: 'treasure' } : { kind: 'exit' };
}

/** Up to 8 greedy steps, each to the walkable neighbour farthest from the monster (stopping when none gains). */
function fleePath(s: DungeonState, from: Point, m: Point): Dir[] {
  const steps: Dir[] = [];
  let at = { ...from };
  while (steps.length < MAX_STEPS) {
    let best: Dir | null = null, bestD = manhattan(at, m);
    for (const d of DIRS) {
      const x = at.x + DELTA[d][0], y = at.y + DELTA[d][1];
      if (!walkable(s.map.rows, x, y)) continue;
      const dist = Math.abs(x - m.x) + Math.abs(y - m.y);
      if (dist > bestD) { best = d; bestD = dist; }
    }
    if (!best) break;
    steps.push(best);
    at = { x: at.x + DELTA[best][0], y: at.y + DELTA[best][1] };
  }
  return steps;
}
