// The registry of games: the only place that knows all three by id.
import type { Game, GameId } from './core/game.ts';
import { DUNGEON } from './dungeon/dungeon-game.ts';
import { LAMPLIGHTER } from './lamplighter/index.ts';
import { LANTERN } from './lantern/index.ts';

/** Every game by id. Each game's module adds itself here. */
export const GAMES: Partial<Record<GameId, Game<any, any, any>>> = {
  dungeon: DUNGEON,
  lantern: LANTERN,
  lamplighter: LAMPLIGHTER,
};

/** The game for an id, or a one-line error naming the games there are. */
export function getGame(id: string): Game<any, any, any> {
  const g = (GAMES as Record<string, Game<any, any, any> | undefined>)[id];
  if (!g) throw new Error(`unknown game "${id}": games are ${Object.keys(GAMES).join(', ') || '(none built yet)'}`);
  return g;
}
