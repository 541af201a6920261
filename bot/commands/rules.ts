// /rules game:<...>: a game's rules in brief, with its rulesets.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { GameId } from '../../engine/core/game.ts';
import { gameTitle } from '../messages/game-text.ts';
import { refuse } from '../replies.ts';
import { gameOption } from './game-option.ts';
import type { SlashCommand } from './types.ts';
import { turnRulesets } from '../../engine/games.ts';

export const rules: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('How a game is played, in brief')
    .addStringOption((o) => gameOption(o)),

  async execute(ctx, ix) {
    const gameId = ix.options.getString('game', true) as GameId;
    try {
      const game = ctx.service.game(gameId);
      const rulesets = turnRulesets(game);
      await ix.reply({
        flags: MessageFlags.Ephemeral,
        embeds: [{
          title: `${gameTitle(gameId)}: the rules in brief`,
          description: game.rulesText.map((l) => `• ${l}`).join('\n'),
          fields: [{ name: 'Rulesets', value: rulesets.map((r) => `\`${r.id}\`: ${r.label} (${r.players.min}–${r.players.max} players)`).join('\n').slice(0, 1024) || '—' }],
          footer: { text: `Start one with /play game:${gameId}` },
        }],
      });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
