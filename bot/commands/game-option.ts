// The `game` option every game-related command shares.
import type { SlashCommandStringOption } from 'discord.js';
import { GAMES } from '../../engine/games.ts';

/** Adds the required game choice to an option builder. */
export function gameOption(o: SlashCommandStringOption, description = 'which game'): SlashCommandStringOption {
  return o.setName('game').setDescription(description).setRequired(true)
    .addChoices(...Object.values(GAMES).map((g) => ({ name: g.title, value: g.id })));
}
