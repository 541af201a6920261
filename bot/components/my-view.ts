// "My view" on the match message: the clicking player's private seat picture and order controls.
import { MessageFlags } from 'discord.js';
import { replyOptions } from '../messages/outgoing.ts';
import { refuse } from '../replies.ts';
import { seatOf, seatViewMessage } from '../seat-view.ts';
import type { ComponentHandler } from './types.ts';

export const myViewHandler: ComponentHandler = {
  kind: 'myView',
  async run(ctx, ix, id) {
    await ix.deferReply({ flags: MessageFlags.Ephemeral });
    try {
      const player = await ctx.players.of(ix.user);
      const snap = await ctx.service.snapshot(id.matchId);
      const msg = await seatViewMessage(ctx, snap, seatOf(snap, player.id));
      await ix.editReply(replyOptions(msg));
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
