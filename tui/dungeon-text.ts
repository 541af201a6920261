// The terminal's own Dungeon lines: a step of the player's path that the dungeon refused, said with
// where and why (a path `WWSS` whose W steps hit a wall used to move only SS, silently).
import type { GameEvent } from '../engine/core/game.ts';

/** Why a step was refused, in words, by the engine's move_failed reason. */
const WHY: Record<string, string> = {
  blocked: 'a wall is there',
  occupied: 'another player stands there',
  collision_swap: 'another player was stepping into your tile at the same time',
  collision_pileup: 'another player stepped onto that tile in the same tick',
};

const DIR_OF: Record<string, string> = { '0,-1': 'N', '1,0': 'E', '0,1': 'S', '-1,0': 'W' };

type At = { x: number; y: number };

/** "your step W from 12,7 to 11,7 was refused: a wall is there", or null for other events and other players. */
export function refusedStepLine(e: GameEvent, myId: string | null): string | null {
  if (e.type !== 'move_failed' || myId === null || e.id !== myId) return null;
  const why = WHY[String(e.reason)];
  if (!why) return null;
  const from = e.from as At | undefined, to = e.to as At | undefined;
  if (!from || !to) return `your step was refused: ${why}`;
  const dir = DIR_OF[`${to.x - from.x},${to.y - from.y}`] ?? '';
  return `your step ${dir} from ${from.x},${from.y} to ${to.x},${to.y} was refused: ${why}`;
}
