// What Submit and the one-press orders share: build the game's typed order from the draft in the
// custom id, send it for the seat and turn there, then show it as sent in the same private view (no
// new message), and have the match message show who has ordered. A refused order is one private
// line and keeps the order in hand.
import type { Game, Parsed } from '../../engine/core/game.ts';
import type { BotContext } from '../context.ts';
import type { Draft } from '../controls/index.ts';
import type { CustomId } from '../custom-id.ts';
import { Refusal, refuse, refuseOrder } from '../replies.ts';
import { asPlayer } from '../../engine/match/types.ts';
import { seatViewText } from '../seat-view.ts';
import type { ComponentInteraction } from './types.ts';

/** The draft a click sends, from the game and the seat's view now (or a one-line error). */
export type DraftOfClick = (game: Game<any, any, any>, view: unknown) => Parsed<Draft>;

/**
 * Submits the order of the click's draft for its seat and turn; refusals are one private line and
 * change nothing. `keepDraft`: the view shown after keeps the draft (Submit) or starts afresh (one press).
 */
export async function submitFromClick(ctx: BotContext, ix: ComponentInteraction, id: CustomId, draftOf: DraftOfClick, keepDraft: boolean): Promise<void> {
  await ix.deferUpdate();
  let player;
  let order: unknown;
  let draft: Draft;
  try {
    player = await ctx.players.of(ix.user);
    const snap = await ctx.service.snapshot(id.matchId);
    if (snap.status === 'running' && snap.turn !== id.turn) {
      throw new Refusal(`turn ${id.turn + 1} is over; match ${snap.matchId} is on turn ${snap.turn + 1}: press My view for this turn's controls`, 'late');
    }
    const game = ctx.service.game(snap.game);
    const view = await ctx.service.view(id.matchId, asPlayer(player.id, id.seat));
    const d = draftOf(game, view);
    if (!d.ok) throw new Refusal(d.error, 'bad-order');
    draft = d.value;
    const built = game.pad.toOrder(view, id.seat, draft);
    if (!built.ok) throw new Refusal(built.error, 'bad-order');
    order = built.value;
  } catch (err) {
    await refuseOrder(ctx, ix, err, id.matchId);
    return;
  }
  let receipt;
  try {
    receipt = await ctx.service.submitOrder(id.matchId, player.id, order, { turn: id.turn, seat: id.seat });
  } catch (err) {
    await refuse(ctx, ix, err);
    return;
  }
  const ordered = { turn: receipt.turn, description: receipt.description };
  await ctx.views.serial(id.matchId, id.seat, async () => {
    // The turn may have resolved already (this order completed it): the turn poster redraws the view then.
    const snap = await ctx.service.snapshot(id.matchId);
    if (snap.status !== 'running' || snap.turn !== receipt.turn) return;
    const { content, components } = await seatViewText(ctx, player.id, snap, snap.seats[id.seat], { draft: keepDraft ? draft : undefined, ordered });
    await ix.editReply({ content, components });
    ctx.views.remember(id.matchId, id.seat, player.id, ix.token);
  }).catch((err) => ctx.log.warn({ err, matchId: id.matchId }, 'private view not updated after an order'));
  // Who has ordered, for this turn: if the order completed it, the stream posts the next turn instead.
  await ctx.editor.request(id.matchId, { refreshOf: { status: 'running', turn: receipt.turn } }).catch(() => undefined);
}
