// The order controls of every game, by game id.
import type { GameId } from '../../engine/core/game.ts';
import { dungeonControls } from './dungeon.ts';
import { lamplighterControls } from './lamplighter.ts';
import { LANTERN_DRAFT_LENGTH, lanternControls } from './lantern.ts';
import type { GameControls } from './types.ts';

export type { ControlsContext, Draft, GameControls } from './types.ts';
export { decodeDraft, encodeDraft } from './types.ts';

/** Controls and draft length per game. */
export const CONTROLS: Record<GameId, { controls: GameControls; draftLength: number }> = {
  lantern: { controls: lanternControls, draftLength: LANTERN_DRAFT_LENGTH },
  lamplighter: { controls: lamplighterControls, draftLength: 1 },
  dungeon: { controls: dungeonControls, draftLength: 1 },
};

/** The controls of a game. */
export function controlsFor(game: GameId): { controls: GameControls; draftLength: number } {
  return CONTROLS[game];
}
