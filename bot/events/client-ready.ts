// Once connected: log the guilds served and start posting match events.
import { Events, type Client } from 'discord.js';
import type { BotContext } from '../context.ts';

export const clientReady = {
  name: Events.ClientReady as const,
  once: true,
  async execute(ctx: BotContext, client: Client<true>, onReady: () => Promise<void>): Promise<void> {
    ctx.log.info({ user: client.user.tag, guilds: client.guilds.cache.size, shards: client.shard?.ids ?? [0] }, 'bot connected');
    await onReady();
  },
};
