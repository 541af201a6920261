// /leaderboard game:<...> [sort:wins|rating]: the most wins in a game, or the best skill ratings
// (openskill, teams and many players understood; provisional ones marked; bots never rated).
import { SlashCommandBuilder } from 'discord.js';
import type { GameId } from '../../engine/core/game.ts';
import { sortRatings } from '../../engine/match/rating.ts';
import { gameTitle } from '../messages/game-text.ts';
import { ratingText } from '../messages/rating-text.ts';
import { refuse } from '../replies.ts';
import { gameOption } from './game-option.ts';
import type { SlashCommand } from './types.ts';

const TOP = 10;

export const leaderboard: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription('Who has won the most of a game, or who is rated best')
    .addStringOption((o) => gameOption(o))
    .addStringOption((o) => o.setName('sort').setDescription('wins (default) or rating')
      .addChoices({ name: 'wins', value: 'wins' }, { name: 'rating', value: 'rating' })),

  async execute(ctx, ix) {
    const gameId = ix.options.getString('game', true) as GameId;
    const sort = ix.options.getString('sort') ?? 'wins';
    try {
      if (sort === 'rating') {
        const rows = sortRatings(await ctx.service.ratings(gameId)).slice(0, TOP);
        const lines = rows.map((r, i) => `${i + 1}. **${r.name}**: ${ratingText(r)} · ${r.played} rated match${r.played === 1 ? '' : 'es'}`);
        await ix.reply({ embeds: [{
          title: `${gameTitle(gameId)}: ratings`,
          description: lines.join('\n') || 'No rated matches yet: a finished match with people on two sides (or a co-op round) rates its players.',
          footer: { text: 'openskill rating (mu − 3σ); provisional for the first 5 rated matches; bots are not rated and give no rating' },
        }] });
        return;
      }
      const rows = (await ctx.service.leaderboard(gameId)).slice(0, TOP);
      const lines = rows.map((r, i) => `${i + 1}. **${r.name}**: ${r.wins} won, ${r.losses} lost, ${r.draws} drawn (${r.played} played)`);
      await ix.reply({ embeds: [{ title: `${gameTitle(gameId)}: leaderboard`, description: lines.join('\n') || 'No finished matches yet. Start one with /play.' }] });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
