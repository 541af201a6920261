// Routes a button or menu to its handler by the custom id's prefix. Unknown or malformed ids get
// a one-line private answer (an old message from another bot version, for example).
import type { BotContext } from '../context.ts';
import { parseCustomId, type CustomIdKind } from '../custom-id.ts';
import { Refusal, refuse } from '../replies.ts';
import { joinHandler } from './lobby-join.ts';
import { fillHandler } from './lobby-fill.ts';
import { startHandler } from './lobby-start.ts';
import { cancelHandler } from './lobby-cancel.ts';
import { leaveHandler } from './lobby-leave.ts';
import { myViewHandler } from './my-view.ts';
import { partHandler } from './order-part.ts';
import { submitHandler } from './order-submit.ts';
import { quickHandler } from './quick-order.ts';
import type { ComponentHandler, ComponentInteraction } from './types.ts';

/** Every component handler by kind. */
export const COMPONENT_HANDLERS: Record<CustomIdKind, ComponentHandler> = {
  join: joinHandler, fill: fillHandler, start: startHandler, cancel: cancelHandler, leave: leaveHandler,
  myView: myViewHandler, part: partHandler, submit: submitHandler, quick: quickHandler,
};

/** Handles one component interaction. */
export async function routeComponent(ctx: BotContext, ix: ComponentInteraction): Promise<void> {
  const id = parseCustomId(ix.customId);
  if (!id) return refuse(ctx, ix, new Refusal('this button belongs to an older message; use the latest match message or /view'));
  await COMPONENT_HANDLERS[id.kind].run(ctx, ix, id);
}
