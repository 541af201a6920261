import type { DungeonState } from '../../../engine/dungeon/types.ts';

/**
 * The original's monster steps emit no monster_move (quirk monsterStepNoKill, on by default), so
 * there is nothing to filter; tests of the per-viewer filter turn the quirk off, as a ruleset may.
 */
export function withMonsterMoves(s: DungeonState): DungeonState {
  return { ...s, ruleset: { ...s.ruleset, quirks: { ...s.ruleset.quirks, monsterStepNoKill: false } } };
}
