// /link [code]: a one-time code that links this Discord account with an SSH key (enter it in the
// terminal), or, given a code made in the terminal, links the other way.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { refuse } from '../replies.ts';
import type { SlashCommand } from './types.ts';

export const link: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('link')
    .setDescription('Link this Discord account with your SSH key (one-time code)')
    .addStringOption((o) => o.setName('code').setDescription('a code made in the terminal, to redeem here').setMaxLength(32)),

  async execute(ctx, ix) {
    await ix.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      const code = ix.options.getString('code');
      if (code) {
        const player = await ctx.service.redeemLinkCode(code.trim(), `discord:${ix.user.id}`);
        ctx.players.forget(ix.user.id);
        await ix.editReply(`Linked: this Discord account now plays as **${player.name}**.`);
        return;
      }
      const player = await ctx.players.of(ix.user);
      const made = await ctx.service.createLinkCode(player.id);
      await ix.editReply(`Your one-time link code: \`${made.code}\` (expires <t:${Math.floor(made.expiresAt / 1000)}:R>). Enter it in the lamplit terminal (Link account) while logged in with your SSH key.`);
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
