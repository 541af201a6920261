// A part of an order chosen under the seat controls (intent, cell, crate, aim, lamp, a step): the
// private message is redrawn with the new draft in every custom id. Nothing is sent to the game.
// Only the seat's own player may redraw its controls: the match service refuses anyone else the seat's view.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import { controlsFor, decodeDraft } from '../controls/index.ts';
import { asPlayer } from '../../engine/match/types.ts';
import { Refusal, refuse } from '../replies.ts';
import type { ComponentHandler } from './types.ts';

export const partHandler: ComponentHandler = {
  kind: 'part',
  async run(ctx, ix, id) {
    try {
      const player = await ctx.players.of(ix.user);
      const snap = await ctx.service.snapshot(id.matchId);
      const view = await ctx.service.view(id.matchId, asPlayer(player.id, id.seat));
      if (snap.status !== 'running' || snap.turn !== id.turn) {
        throw new Refusal(`turn ${id.turn + 1} is over; match ${snap.matchId} is ${snap.status === 'running' ? `on turn ${snap.turn + 1}: press My view again` : snap.status}`, 'late');
      }
      const [part, draftText, buttonValue] = id.args;
      const value = ix.isStringSelectMenu() ? ix.values[0] : buttonValue;
      const { controls, draftLength } = controlsFor(snap.game);
      const draft = controls.applyPart(decodeDraft(draftText, draftLength), part, value ?? '');
      const cctx = { matchId: id.matchId, seat: id.seat, turn: id.turn, view };
      const content = ix.message.content.split('\n').filter((l) => !/^(Order so far|Path so far|Lamp chosen)/.test(l)).concat(controls.describe(draft)).join('\n');
      await ctx.views.serial(id.matchId, id.seat, async () => {
        await ix.update({ content, components: controls.rows(cctx, draft).map((r) => r.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>) });
        ctx.views.remember(id.matchId, id.seat, player.id, ix.token);
      });
    } catch (err) {
      await refuse(ctx, ix, err);
    }
  },
};
