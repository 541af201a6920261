// The shape of a button or menu handler: the custom id is parsed once (bot/custom-id.ts) and the
// handler runs with it; handlers call the match service and never change game state themselves.
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from '../context.ts';
import type { CustomId, CustomIdKind } from '../custom-id.ts';

export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** One handler per custom id kind. */
export interface ComponentHandler {
  kind: CustomIdKind;
  run(ctx: BotContext, ix: ComponentInteraction, id: CustomId): Promise<void>;
}
