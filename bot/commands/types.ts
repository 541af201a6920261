// The shape of a slash command module: its builder `data` and `execute`.
import type { ChatInputCommandInteraction, SlashCommandOptionsOnlyBuilder } from 'discord.js';
import type { BotContext } from '../context.ts';

export interface SlashCommand {
  data: SlashCommandOptionsOnlyBuilder;
  execute(ctx: BotContext, ix: ChatInputCommandInteraction): Promise<void>;
}
