// The `game` option every game-related command shares.
import type { SlashCommandStringOption } from 'discord.js';
import { GAME_IDS } from '../../engine/core/game.ts';
import { gameTitle } from '../messages/game-text.ts';

/** Adds the required game choice to an option builder. */
export function gameOption(o: SlashCommandStringOption, description = 'which game'): SlashCommandStringOption {
  return o.setName('game').setDescription(description).setRequired(true)
    .addChoices(...GAME_IDS.map((g) => ({ name: gameTitle(g), value: g })));
}
