// What Submit and the one-button orders share: send a text order for the seat and turn in the
// custom id, confirm it privately, and have the match message show who has ordered.
import type { BotContext } from '../context.ts';
import type { CustomId } from '../custom-id.ts';
import { Refusal, refuse, refuseOrder } from '../replies.ts';
import type { ComponentInteraction } from './types.ts';

/** Submits `text` for the click's seat and turn; refusals are one private line and change nothing. */
export async function submitFromClick(ctx: BotContext, ix: ComponentInteraction, id: CustomId, text: string): Promise<void> {
  await ix.deferUpdate();
  let player;
  try {
    player = await ctx.players.of(ix.user);
    const snap = await ctx.service.snapshot(id.matchId);
    if (snap.status === 'running' && snap.turn !== id.turn) {
      throw new Refusal(`turn ${id.turn + 1} is over; match ${snap.matchId} is on turn ${snap.turn + 1}: press My view for this turn's controls`, 'late');
    }
  } catch (err) {
    await refuseOrder(ctx, ix, err, id.matchId);
    return;
  }
  try {
    const receipt = await ctx.service.submitOrder(id.matchId, player.id, text, { turn: id.turn, seat: id.seat });
    const note = receipt.replaced ? ' (replaces your earlier order)' : '';
    await ix.followUp({ content: `Order for turn ${receipt.turn + 1}: \`${receipt.description}\`${note}.`, flags: 64 });
  } catch (err) {
    await refuse(ctx, ix, err);
    return;
  }
  await ctx.editor.request(id.matchId).catch(() => undefined);
}
