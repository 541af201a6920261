// The registry of games: the only place that knows all three by id.
import type { Game, GameId, RulesetInfo } from './core/game.ts';
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
