// Words the bot uses about any game, all through the registry and the Game contract: titles, team
// names, the one status line of a live match and what a spectator may follow beyond it.
import type { NameOf } from '../../engine/core/event-words.ts';
import { capitalised } from '../../engine/core/meter-text.ts';
import { findGame, gameTitle } from '../../engine/games.ts';

export { gameTitle };

/** A team's display name (`Moth`, `Owl`, `Street`). */
export function teamLabel(team: string): string {
  return capitalised(team);
}

/** One line about where a live match stands, from a spectator's (or a seat's, or the full) view. */
export function statusLine(game: string, view: unknown): string {
  if (!view || typeof view !== 'object') return '';
  return findGame(game)?.statusLine(view) ?? '';
}

/** Seat names as the channel shows them: the person's name with the seat after it, a bot's seat alone. */
export type SeatLabel = NameOf;

/** What a spectator of a live match may follow beyond the status line (the game says; most say nothing more). */
export function spectatorLines(game: string, view: unknown, label: SeatLabel): string[] {
  if (!view || typeof view !== 'object') return [];
  return findGame(game)?.spectatorLines?.(view, label) ?? [];
}
