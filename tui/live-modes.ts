// The terminal's real-time modes: for a ruleset played in turns, the real-time ruleset the game
// offers for it (`realtimeRuleset`, engine/games.ts) and the live screen (tui/live) that plays it.
// The live screens are each game's own (held keys, a clock), so this is the one table that ties a
// game id to its live screen.
import type { Game, RulesetInfo } from '../engine/core/game.ts';
import { realtimeRuleset } from '../engine/games.ts';
import type { Route } from './app-types.ts';

/** A real-time mode the terminal offers for a ruleset: the menu's words and the route it opens. */
export interface LiveMode {
  label: string;
  route: Route;
}

/** What a player may choose about a live match from the command line (`lamplit play --live`). */
export interface LiveOptions {
  /** Lamplighter: the Pale hunts (default) or not; unset offers both. */
  pale?: boolean;
  /** The Dungeon: bots beside the player (default: as many as fit up to four entrants). */
  bots?: number;
}

/** The live screen of each game that has one: the modes it offers for a real-time ruleset. */
const LIVE_SCREENS: Record<string, (live: RulesetInfo, o: LiveOptions) => LiveMode[]> = {
  lamplighter: (live, o) => [true, false]
    .filter((pale) => o.pale === undefined || o.pale === pale)
    .map((pale) => ({ label: pale ? 'real time, the Pale hunting' : 'real time, no Pale', route: { name: 'liveLamplighter', ruleset: live.id, pale } })),
  dungeon: (live, o) => [{
    label: 'real time against bots',
    route: { name: 'liveDungeon', ruleset: live.id, players: Math.max(2, Math.min(o.bots === undefined ? 4 : o.bots + 1, live.players.max)) },
  }],
};

/**
 * The real-time modes of a ruleset (none when the game has no real-time ruleset for it or no live
 * screen), and whether the ruleset is offered only so: a solo-only ruleset of a game whose turn
 * play is for several (the Dungeon's solo rulesets) is not offered in turns.
 */
export function liveModes(game: Game<any, any, any>, r: RulesetInfo, o: LiveOptions = {}): { modes: LiveMode[]; only: boolean } {
  const live = realtimeRuleset(game, r.id);
  const screen = Object.hasOwn(LIVE_SCREENS, game.id) ? LIVE_SCREENS[game.id] : undefined;
  const modes = live && screen ? screen(live, o) : [];
  return { modes, only: r.soloOnly === true && game.playerCount === true };
}
