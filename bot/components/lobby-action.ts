// What every lobby button shares: acknowledge at once (the click's message is the match message),
// act through the match service, then have the match message redrawn through this click's token.
import type { PlayerRef } from '../../engine/match/types.ts';
import type { BotContext } from '../context.ts';
import type { CustomId } from '../custom-id.ts';
import { refuse } from '../replies.ts';
import type { ComponentInteraction } from './types.ts';

/**
 * Runs a lobby action for the clicking player; a refusal is a one-line private answer and changes
 * nothing. `viaStream`: the match message is redrawn by the turn poster, which posts the action's
 * event anyway (Start: turn 1 is posted once, not once here and again from the stream).
 */
export async function lobbyAction(ctx: BotContext, ix: ComponentInteraction, id: CustomId, act: (player: PlayerRef) => Promise<unknown>, viaStream = false, refreshes: 'lobby' | 'any' = 'lobby'): Promise<void> {
  await ix.deferUpdate();
  try {
    const player = await ctx.players.of(ix.user);
    await act(player);
  } catch (err) {
    await refuse(ctx, ix, err);
    return;
  }
  ctx.editor.useToken(id.matchId, ix.token);
  if (viaStream) ctx.nudge(id.matchId);
  // Join, leave and bots refresh the lobby (not a match started meanwhile, which the stream posts); a cancel shows whatever is there.
  else await ctx.editor.request(id.matchId, refreshes === 'lobby' ? { refreshOf: { status: 'lobby' } } : {}).catch(() => undefined);
}
