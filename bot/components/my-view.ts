// "My view" on the match message: the clicking player's private seat picture and order controls,
// which then stay up to date each turn (bot/living-views.ts). On a finished match the button is
// "My result": the player's placing and rating change, privately.
import { MessageFlags } from 'discord.js';
import type { MatchSnapshot } from '../../engine/match/types.ts';
import type { BotContext } from '../context.ts';
import { ratingChangeText } from '../messages/rating-text.ts';
import { replyOptions } from '../messages/outgoing.ts';
import { Refusal, refuse } from '../replies.ts';
import { answerWithSeatView, seatOf } from '../seat-view.ts';
import type { ComponentHandler } from './types.ts';

/** One private line on how a finished match went for a player. */
async function resultLine(ctx: BotContext, snap: MatchSnapshot, playerId: string): Promise<string> {
  const seats = snap.seats.filter((s) => s.owner === playerId);
  if (!seats.length) throw new Refusal(`you held no seat in match ${snap.matchId}; /replay match:${snap.matchId} shows how it went`, 'not-seated');
  const placings = snap.results?.placements ?? [];
  const parts = seats.map((s) => {
    const p = placings.find((x) => x.seat === s.index);
    return `${s.alias}: ${p ? `place ${p.place} of ${placings.length}` : 'no placing'}${snap.results?.winners.includes(s.index) ? ' (won)' : ''}`;
  });
  const change = (await ctx.service.ratingChanges(snap.game, snap.matchId))?.find((c) => c.playerId === playerId);
  return `Match ${snap.matchId}: ${parts.join(', ')}.${change ? ` Rating ${ratingChangeText(change)}.` : ''}`;
}

export const myViewHandler: ComponentHandler = {
  kind: 'myView',
  async run(ctx, ix, id) {
    await ix.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      const player = await ctx.players.of(ix.user);
      const snap = await ctx.service.snapshot(id.matchId);
      if (snap.status === 'finished') {
        await ix.editReply({ content: await resultLine(ctx, snap, player.id) });
        return;
      }
      const seat = seatOf(snap, player.id);
      await ctx.views.serial(snap.matchId, seat.index, async () => {
        await answerWithSeatView(ctx, player.id, snap, seat, (msg) => ix.editReply(replyOptions({ ...msg, embeds: [] })));
        ctx.views.remember(snap.matchId, seat.index, player.id, ix.token, `${snap.status}:${snap.turn}`);
      });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
