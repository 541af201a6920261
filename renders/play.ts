// Plays a match with each game's baseline bots through the Game contract, for the CLI's pictures,
// the tests and the benchmarks ("the match is played by bots up to turn T").
import type { Game, GameId, SetupOptions } from '../engine/core/game.ts';
import { getGame } from '../engine/games.ts';

/** A match played to a turn: the game, its state and whether it is over. */
export interface PlayedMatch {
  game: Game<any, any, any>;
  state: unknown;
  over: boolean;
}

/** Sets up a match and plays baseline orders for every awaited seat until turn `turn` (or the end). */
export function playToTurn(gameId: GameId, rulesetId: string, seed: number | string, turn = Number.MAX_SAFE_INTEGER, options: SetupOptions = {}): PlayedMatch {
  const game = getGame(gameId);
  let state = game.setup(rulesetId, seed, options);
  let guard = 0;
  while (!game.isOver(state) && game.turn(state) < turn) {
    const orders = new Map<number, unknown>();
    for (const seat of game.awaiting(state)) orders.set(seat, game.baseline(state, seat));
    state = game.resolveTurn(state, orders).state;
    if (++guard > 100_000) throw new Error(`${gameId} did not finish within 100000 turns`);
  }
  return { game, state, over: game.isOver(state) };
}

/** The default ruleset of a game (its first, or the first multiplayer one for the dungeon). */
export function defaultRuleset(gameId: GameId): string {
  const list = getGame(gameId).rulesets();
  const pick = gameId === 'dungeon' ? list.find((r) => !r.soloOnly && r.id === 'race') ?? list[0] : list[0];
  if (!pick) throw new Error(`${gameId} has no rulesets`);
  return pick.id;
}
