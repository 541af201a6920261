// What every lobby button shares: acknowledge at once (the click's message is the match message),
// act through the match service, then have the match message redrawn through this click's token.
import type { PlayerRef } from '../../engine/match/types.ts';
import type { BotContext } from '../context.ts';
import type { CustomId } from '../custom-id.ts';
import { refuse } from '../replies.ts';
import type { ComponentInteraction } from './types.ts';

/** Runs a lobby action for the clicking player; a refusal is a one-line private answer and changes nothing. */
export async function lobbyAction(ctx: BotContext, ix: ComponentInteraction, id: CustomId, act: (player: PlayerRef) => Promise<unknown>): Promise<void> {
  await ix.deferUpdate();
  try {
    const player = await ctx.players.of(ix.user);
    await act(player);
  } catch (err) {
    await refuse(ctx, ix, err);
    return;
  }
  ctx.editor.useToken(id.matchId, ix.token);
  await ctx.editor.request(id.matchId).catch(() => undefined);
}
