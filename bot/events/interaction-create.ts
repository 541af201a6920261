// Every interaction: slash commands to their module, buttons and menus to their handler by custom
// id prefix. Each path acknowledges within Discord's 3 seconds before any slow work.
import { Events, type Interaction } from 'discord.js';
import { COMMANDS } from '../commands/index.ts';
import { routeComponent } from '../components/router.ts';
import type { BotContext } from '../context.ts';
import { Refusal, refuse } from '../replies.ts';

export const interactionCreate = {
  name: Events.InteractionCreate as const,
  once: false,
  async execute(ctx: BotContext, ix: Interaction): Promise<void> {
    try {
      if (ix.isChatInputCommand()) {
        const command = COMMANDS.get(ix.commandName);
        if (!command) return refuse(ctx, ix, new Refusal(`unknown command /${ix.commandName}; commands are ${[...COMMANDS.keys()].map((c) => `/${c}`).join(', ')}`));
        await command.execute(ctx, ix);
      } else if (ix.isButton() || ix.isStringSelectMenu()) {
        await routeComponent(ctx, ix);
      }
    } catch (err) {
      ctx.log.error({ err }, 'interaction handler failed');
      if (ix.isRepliable()) await refuse(ctx, ix, err);
    }
  },
};
