// What Submit and the one-button orders share: send a text order for the seat and turn in the
// custom id, then show it as sent in the same private view (no new message), and have the match
// message show who has ordered. A refused order is one private line and keeps the order in hand.
import type { BotContext } from '../context.ts';
import type { Draft } from '../controls/index.ts';
import type { CustomId } from '../custom-id.ts';
import { Refusal, refuse, refuseOrder } from '../replies.ts';
import { seatViewText } from '../seat-view.ts';
import type { ComponentInteraction } from './types.ts';

/** Submits `text` for the click's seat and turn; refusals are one private line and change nothing. */
export async function submitFromClick(ctx: BotContext, ix: ComponentInteraction, id: CustomId, text: string, draft?: Draft): Promise<void> {
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
  let receipt;
  try {
    receipt = await ctx.service.submitOrder(id.matchId, player.id, text, { turn: id.turn, seat: id.seat });
  } catch (err) {
    await refuse(ctx, ix, err);
    return;
  }
  const ordered = { turn: receipt.turn, description: receipt.description };
  await ctx.views.serial(id.matchId, id.seat, async () => {
    // The turn may have resolved already (this order completed it): the turn poster redraws the view then.
    const snap = await ctx.service.snapshot(id.matchId);
    if (snap.status !== 'running' || snap.turn !== receipt.turn) return;
    const { content, components } = await seatViewText(ctx, player.id, snap, snap.seats[id.seat], { draft, ordered });
    await ix.editReply({ content, components });
    ctx.views.remember(id.matchId, id.seat, player.id, ix.token);
  }).catch((err) => ctx.log.warn({ err, matchId: id.matchId }, 'private view not updated after an order'));
  await ctx.editor.request(id.matchId).catch(() => undefined);
}
