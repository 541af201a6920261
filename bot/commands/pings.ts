// /pings state:<on|off>: whether this channel's turn pings mention the players whose order is awaited.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { refuse } from '../replies.ts';
import { pingSettingKey, pingsOn } from '../turn-pings.ts';
import type { SlashCommand } from './types.ts';

export const pings: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('pings')
    .setDescription('Turn pings in this channel: mention the players whose order is awaited')
    .addStringOption((o) => o.setName('state').setDescription('on or off (default: show the current state)')
      .addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' })),

  async execute(ctx, ix) {
    await ix.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      const state = ix.options.getString('state');
      if (state === 'on' || state === 'off') {
        await ctx.service.putSetting(pingSettingKey(ix.channelId), state === 'off' ? 'off' : null);
        await ix.editReply(state === 'off' ? 'Turn pings are off in this channel; players see whose turn it is on the match message.' : 'Turn pings are on in this channel: the players whose order is awaited are mentioned each turn.');
        return;
      }
      await ix.editReply(`Turn pings are ${(await pingsOn(ctx, ix.channelId)) ? 'on' : 'off'} in this channel; /pings state:on or state:off changes it.`);
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
