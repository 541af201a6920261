// The terminal's real-time modes (tui/live) in the new-match menu: which rulesets offer them and
// the route each opens.
import type { Route } from './app-types.ts';
import type { RulesetInfo } from '../engine/core/game.ts';

/** A real-time mode the terminal offers for a ruleset: the menu's words and the route it opens. */
export interface LiveMode {
  label: string;
  route: Route;
}

/**
 * The terminal's real-time modes (tui/live), by the game they run: the one table that ties a game
 * id to a live screen, until the live modes run through the match service as real-time rulesets.
 * `only`: the ruleset is offered live only (not in turns).
 */
const LIVE_MODES: Record<string, (r: RulesetInfo) => { modes: LiveMode[]; only: boolean }> = {
  lamplighter: (r) => ({
    modes: r.players.max === 1
      ? [{ label: 'real time, the Pale hunting', route: { name: 'liveLamplighter', ruleset: r.id, pale: true } }, { label: 'real time, no Pale', route: { name: 'liveLamplighter', ruleset: r.id, pale: false } }]
      : [],
    only: false,
  }),
  dungeon: (r) => ({
    modes: r.mode !== 'solo' ? [{ label: 'real time against bots', route: { name: 'liveDungeon', ruleset: r.id, players: Math.max(2, Math.min(4, r.players.max)) } }] : [],
    only: r.soloOnly === true,
  }),
};

/** The real-time modes of a ruleset (none for a game without a live screen). */
export function liveModes(game: string, r: RulesetInfo): { modes: LiveMode[]; only: boolean } {
  return Object.hasOwn(LIVE_MODES, game) ? LIVE_MODES[game](r) : { modes: [], only: false };
}
