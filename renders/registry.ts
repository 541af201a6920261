// Which games have pictures: each game's drawing module adds one entry here.
import type { GameId } from '../engine/core/game.ts';
import type { GameRenderer } from './types.ts';
import { DUNGEON_RENDERER } from './dungeon/index.ts';
import { LAMPLIGHTER_RENDERER } from './lamplighter/index.ts';
import { LANTERN_RENDERER } from './lantern/index.ts';

/** The drawing functions for each game, by game id. */
export const IMPLEMENTATIONS: Partial<Record<GameId, GameRenderer>> = {
  lantern: LANTERN_RENDERER,
  lamplighter: LAMPLIGHTER_RENDERER,
  dungeon: DUNGEON_RENDERER,
};
