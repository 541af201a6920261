// Plays a match with each game's baseline bots through the Game contract, for the CLI's pictures,
// the tests and the benchmarks ("the match is played by bots up to turn T"). It lived in
// renders/play.ts; renders only draw views now (issue 19), so the simulating lives with the engine.
import type { Game, GameId, SetupOptions } from '../core/game.ts';
import { getGame } from '../games.ts';

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

/** The default ruleset of a game: its first that seats `players` (any number when not given). */
export function defaultRuleset(gameId: GameId, players?: number): string {
  const list = getGame(gameId).rulesets();
  const pick = players === undefined ? list[0] : list.find((r) => players >= r.players.min && players <= r.players.max);
  if (!pick) throw new Error(`${gameId} has no ruleset for ${players} players`);
  return pick.id;
}
