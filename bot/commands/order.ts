// /order text:<order> [match]: the text form of an order (`hide F4 crawl`, `walk 4`, `move NNEE`).
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { GameId } from '../../engine/core/game.ts';
import { gameTitle } from '../messages/game-text.ts';
import { Refusal, refuse, refuseOrder } from '../replies.ts';
import { playerMatch } from '../seat-view.ts';
import type { SlashCommand } from './types.ts';

export const order: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('order')
    .setDescription('Give this turn\'s order as text')
    .addStringOption((o) => o.setName('text').setDescription('for example: hide F4 crawl, walk 4, move NNEE').setRequired(true).setMaxLength(200))
    .addStringOption((o) => o.setName('match').setDescription('match id or join code (default: your match here)').setMaxLength(64)),

  async execute(ctx, ix) {
    await ix.deferReply({ flags: MessageFlags.Ephemeral });
    let matchId: string;
    let snapGame: GameId;
    let text: string;
    let player;
    try {
      text = ix.options.getString('text', true).trim();
      if (!text) throw new Refusal('the order is empty; try for example `hide F4 crawl`, `walk 4` or `move NNEE`', 'bad-order');
      player = await ctx.players.of(ix.user);
      const snap = await playerMatch(ctx, player.id, ix.channelId, ix.options.getString('match'));
      matchId = snap.matchId;
      snapGame = snap.game;
    } catch (err) {
      await refuseOrder(ctx, ix, err, null);
      return;
    }
    let receipt;
    try {
      receipt = await ctx.service.submitOrder(matchId, player.id, text);
      // Named, so a player seated in matches elsewhere knows which one took it.
      await ix.editReply(`Order for turn ${receipt.turn + 1} of ${gameTitle(snapGame)} ${matchId}: \`${receipt.description}\`${receipt.replaced ? ' (replaces your earlier order)' : ''}.`);
    } catch (err) {
      await refuse(ctx, ix, err);
      return;
    }
    await ctx.editor.request(matchId, { refreshOf: { status: 'running', turn: receipt.turn } }).catch(() => undefined);
  },
};
