// A part of an order chosen under the seat controls (an intent, a cell, a lamp, a step): the
// private message is redrawn with the new draft in every custom id. Nothing is sent to the game.
// Only the seat's own player may redraw its controls, and only choices the game offers now are taken.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import { applyPadPart } from '../../engine/core/pad.ts';
import { decodeDraft, pickedValue, seatControls } from '../controls/index.ts';
import { Refusal, refuse } from '../replies.ts';
import type { ComponentHandler } from './types.ts';

export const partHandler: ComponentHandler = {
  kind: 'part',
  async run(ctx, ix, id) {
    try {
      const player = await ctx.players.of(ix.user);
      const snap = await ctx.service.snapshot(id.matchId);
      const seat = snap.seats[id.seat];
      if (!seat || seat.owner !== player.id || seat.left) {
        throw new Refusal(`these controls belong to seat ${seat?.alias ?? id.seat} of match ${snap.matchId}; press My view on the match message for your own`, 'not-your-seat');
      }
      if (snap.status !== 'running' || snap.turn !== id.turn) {
        throw new Refusal(`turn ${id.turn + 1} is over; match ${snap.matchId} is ${snap.status === 'running' ? `on turn ${snap.turn + 1}: press My view again` : snap.status}`, 'late');
      }
      const game = ctx.service.game(snap.game);
      const [key, draftText, third] = id.args;
      const view = await ctx.service.view(id.matchId, { kind: 'seat', seat: id.seat });
      const before = decodeDraft(draftText, game.pad.draftLength);
      const was = game.pad.describe(view, id.seat, before);
      const value = ix.isStringSelectMenu() ? pickedValue(was, key, third, ix.values[0] ?? '') : third ?? '';
      const next = applyPadPart(game.pad, view, id.seat, before, key ?? '', value);
      if (!next.ok) throw new Refusal(next.error, 'bad-order');
      const cctx = { matchId: id.matchId, seat: id.seat, turn: id.turn };
      const { rows, summary } = seatControls(game, cctx, view, next.value);
      const content = ix.message.content.split('\n').filter((l) => l !== was.summary).concat(summary).join('\n');
      await ctx.views.serial(id.matchId, id.seat, async () => {
        await ix.update({ content, components: rows.map((r) => r.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>) });
        ctx.views.remember(id.matchId, id.seat, player.id, ix.token);
      });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
