// /replay match:<id>: posts a finished match's end card, results and replay GIF in the channel.
import { SlashCommandBuilder } from 'discord.js';
import { buildEndPost } from '../match-post.ts';
import { replyOptions } from '../messages/outgoing.ts';
import { Refusal, refuse } from '../replies.ts';
import type { SlashCommand } from './types.ts';

export const replay: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('replay')
    .setDescription('Post the end card and replay GIF of a finished match')
    .addStringOption((o) => o.setName('match').setDescription('match id (m_...)').setRequired(true).setMaxLength(64)),

  async execute(ctx, ix) {
    const matchId = ix.options.getString('match', true).trim();
    try {
      if (!(await ctx.service.archived(matchId))) throw new Refusal(`no finished match "${matchId}"; a replay exists once a match is over (ids look like m_...)`);
    } catch (err) {
      return refuse(ctx, ix, err);
    }
    await ix.deferReply();
    try {
      const msg = await buildEndPost(ctx, matchId);
      if (!msg) throw new Refusal(`no finished match "${matchId}"`);
      await ix.editReply(replyOptions(msg));
    } catch (err) {
      await ix.deleteReply().catch(() => undefined);
      await refuse(ctx, ix, err);
    }
  },
};
