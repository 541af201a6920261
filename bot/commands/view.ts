// /view [match]: the player's private seat picture and order controls (like "My view"), kept up to date each turn.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { replyOptions } from '../messages/outgoing.ts';
import { refuse } from '../replies.ts';
import { answerWithSeatView, playerMatch, seatOf } from '../seat-view.ts';
import type { SlashCommand } from './types.ts';

export const view: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('view')
    .setDescription('See your seat privately and give this turn\'s order')
    .addStringOption((o) => o.setName('match').setDescription('match id or join code (default: your match here)').setMaxLength(64)),

  async execute(ctx, ix) {
    await ix.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      const player = await ctx.players.of(ix.user);
      const snap = await playerMatch(ctx, player.id, ix.channelId, ix.options.getString('match'));
      const seat = seatOf(snap, player.id);
      await ctx.views.serial(snap.matchId, seat.index, async () => {
        await answerWithSeatView(ctx, player.id, snap, seat, (msg) => ix.editReply(replyOptions({ ...msg, embeds: [] })));
        ctx.views.remember(snap.matchId, seat.index, player.id, ix.token, `${snap.status}:${snap.turn}`);
      });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
