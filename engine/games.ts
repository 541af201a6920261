// The registry of games: the only place that knows every game by id. Front ends, renders and CLI
// commands reach a game through it (`getGame`, `gameIds`), never by naming one. Tests may add a game
// of their own (`registerGame`), which then plays through every front end unchanged.
import { hasWording as serviceWords, wordEvent, type NameOf } from './core/event-words.ts';
import type { Game, GameEvent, GameId, RulesetInfo } from './core/game.ts';
import { DUNGEON } from './dungeon/dungeon-game.ts';
import { LAMPLIGHTER } from './lamplighter/index.ts';
import { LANTERN } from './lantern/index.ts';

export type { GameId };

/** Every game by id, in the order front ends list them. `registerGame` adds to it. */
export const GAMES: Record<GameId, Game<any, any, any>> = {
  lantern: LANTERN,
  lamplighter: LAMPLIGHTER,
  dungeon: DUNGEON,
};

/** Adds a game to the registry (tests' own games); an id already taken by another game is an error. */
export function registerGame(game: Game<any, any, any>): void {
  if (!/^[a-z][a-z0-9-]{0,23}$/.test(game.id)) throw new Error(`game id "${game.id}" must be 1–24 lowercase letters, digits or '-', starting with a letter`);
  const have = GAMES[game.id];
  if (have && have !== game) throw new Error(`game id "${game.id}" is taken: games are ${gameIds().join(', ')}`);
  GAMES[game.id] = game;
}

/** Removes a game `registerGame` added (tests clean up after themselves). The built-in games stay. */
export function unregisterGame(id: GameId): void {
  if (id === LANTERN.id || id === LAMPLIGHTER.id || id === DUNGEON.id) throw new Error(`game "${id}" is built in and stays registered`);
  delete GAMES[id];
}

/** The ids of every registered game. */
export function gameIds(): GameId[] {
  return Object.keys(GAMES);
}

/** The game for an id, or undefined. */
export function findGame(id: string): Game<any, any, any> | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

/** The game for an id, or a one-line error naming the games there are. */
export function getGame(id: string): Game<any, any, any> {
  const g = findGame(id);
  if (!g) throw new Error(`unknown game "${id}": games are ${gameIds().join(', ') || '(none built yet)'}`);
  return g;
}

/** A game's display title, or the id itself for an unknown one. */
export function gameTitle(id: string): string {
  return findGame(id)?.title ?? id;
}

/**
 * The log line for an event of a game's match (null: left out of the log). With no game, the
 * wording of whichever registered game words the event type (for logs that mix matches).
 */
export function eventText(e: GameEvent, nameOf?: NameOf, gameId?: string): string | null {
  const game = gameId !== undefined ? findGame(gameId) : Object.values(GAMES).find((g) => Object.hasOwn(g.eventWords, e.type));
  return wordEvent(e, game?.eventWords, nameOf);
}

/** Whether an event type is worded (or deliberately hidden) by the service or by some registered game. */
export function hasWording(type: string, gameId?: string): boolean {
  const games = gameId !== undefined ? [findGame(gameId)].filter((g) => g !== undefined) : Object.values(GAMES);
  return serviceWords(type) || games.some((g) => Object.hasOwn(g.eventWords, type));
}

export { seatNames } from './core/event-words.ts';

/**
 * The rulesets offered where a match is played in turns (chat, the terminal's matches in turns):
 * every ruleset but the real-time ones, which need held keys and a sub-second clock.
 */
export function turnRulesets(game: Game<any, any, any>): RulesetInfo[] {
  return game.rulesets().filter((r) => !r.realtime);
}

/** The real-time ruleset that plays `rulesetId` in real time, or null when it has none. */
export function realtimeRuleset(game: Game<any, any, any>, rulesetId: string): RulesetInfo | null {
  return game.rulesets().find((r) => r.realtime && (r.id === rulesetId || r.realtimeOf === rulesetId)) ?? null;
}

/** The ruleset played in turns that a game opens when none is named: its own default, else its first that is not solo-only, else its first. */
export function defaultTurnRuleset(game: Game<any, any, any>): RulesetInfo {
  const rulesets = turnRulesets(game);
  const own = game.defaultRuleset?.();
  return (own !== undefined ? rulesets.find((r) => r.id === own) : undefined) ?? rulesets.find((r) => !r.soloOnly) ?? rulesets[0];
}
