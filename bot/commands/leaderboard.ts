// /leaderboard game:<...>: the most wins in a game.
import { SlashCommandBuilder } from 'discord.js';
import type { GameId } from '../../engine/core/game.ts';
import { gameTitle } from '../messages/game-text.ts';
import { refuse } from '../replies.ts';
import { gameOption } from './game-option.ts';
import type { SlashCommand } from './types.ts';

const TOP = 10;

export const leaderboard: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription('Who has won the most of a game')
    .addStringOption((o) => gameOption(o)),

  async execute(ctx, ix) {
    const gameId = ix.options.getString('game', true) as GameId;
    try {
      const rows = (await ctx.service.leaderboard(gameId)).slice(0, TOP);
      const lines = rows.map((r, i) => `${i + 1}. **${r.name}**: ${r.wins} won, ${r.losses} lost, ${r.draws} drawn (${r.played} played)`);
      await ix.reply({ embeds: [{ title: `${gameTitle(gameId)}: leaderboard`, description: lines.join('\n') || 'No finished matches yet. Start one with /play.' }] });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
