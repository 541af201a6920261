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

/**
 * The match at turn N as its pictures number turns (1 = the start, so N-1 turns resolved). A match
 * can skip turns (Lantern's hunt ends when the last hider is found): then the last turn before N is
 * drawn and the note says why, instead of silently drawing a later turn (20 drew 22).
 */
export function playToShownTurn(gameId: GameId, rulesetId: string, seed: number, turn: number, options: Record<string, unknown> = {}): { match: PlayedMatch; note: string | null } {
  const target = Math.max(0, turn - 1);
  const game = getGame(gameId);
  let state = game.setup(rulesetId, seed, options);
  for (let guard = 0; !game.isOver(state) && game.turn(state) < target; guard++) {
    if (guard > 100_000) throw new Error(`${gameId} did not reach turn ${turn} within 100000 turns`);
    const orders = new Map<number, unknown>();
    for (const seat of game.awaiting(state)) orders.set(seat, game.baseline(state, seat));
    const next = game.resolveTurn(state, orders).state;
    if (game.turn(next) > target && !game.isOver(next)) {
      return { match: { game, state, over: false }, note: `this match goes from turn ${game.turn(state) + 1} straight to turn ${game.turn(next) + 1} (an act ended early): drawn at turn ${game.turn(state) + 1}` };
    }
    state = next;
  }
  const over = game.isOver(state);
  const note = over && game.turn(state) < target ? `the match ended at turn ${game.turn(state) + 1}, before turn ${turn}: drawn at its end` : null;
  return { match: { game, state, over }, note };
}
