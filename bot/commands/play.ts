// /play game:<any registered game> [ruleset] [players]: opens a lobby in the channel. The
// reply becomes the match's one channel message, edited in place from lobby to end.
import { Routes, SlashCommandBuilder } from 'discord.js';
import type { GameId } from '../../engine/core/game.ts';
import { gameIds } from '../../engine/games.ts';
import { matchMessage } from '../messages/match-message.ts';
import { restRequest } from '../messages/outgoing.ts';
import { Refusal, refuse } from '../replies.ts';
import { gameOption } from './game-option.ts';
import type { SlashCommand } from './types.ts';
import { turnRulesets } from '../../engine/games.ts';

export const play: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('play')
    .setDescription('Open a lobby for a match in this channel')
    .addStringOption((o) => gameOption(o))
    .addStringOption((o) => o.setName('ruleset').setDescription('ruleset id (default: the game\'s first)').setMaxLength(64))
    .addIntegerOption((o) => o.setName('players').setDescription('seats, where the game lets you choose').setMinValue(1).setMaxValue(16)),

  async execute(ctx, ix) {
    const gameId = ix.options.getString('game', true) as GameId;
    let ruleset: string;
    try {
      const game = ctx.service.game(gameId);
      const offered = turnRulesets(game);
      const operator = ctx.settings.games[game.id];
      if (operator && !operator.enabled) {
        const open = gameIds().filter((id) => id !== game.id && ctx.settings.games[id]?.enabled !== false);
        throw new Refusal(`${game.id} matches are switched off on this server (${operator.offReason ?? 'by its operator'})${open.length ? `; play ${orList(open)}` : ''}`);
      }
      // The operator's default where set (the dungeon's MATCH_RULESET_ID, never a solo-only one); else the game's first.
      ruleset = ix.options.getString('ruleset') ?? operator?.defaultRuleset ?? offered[0]?.id;
      if (!offered.some((r) => r.id === ruleset)) throw new Refusal(`unknown ruleset "${ruleset}" for ${gameId}: rulesets are ${offered.map((r) => r.id).join(', ')}`);
    } catch (err) {
      return refuse(ctx, ix, err);
    }
    await ix.deferReply();
    try {
      const host = await ctx.players.of(ix.user);
      const players = ix.options.getInteger('players');
      const { matchId } = await ctx.service.createMatch({
        game: gameId, ruleset, host, turnSeconds: ctx.settings.turnSeconds, options: players ? { players } : {},
      });
      const snap = await ctx.service.snapshot(matchId);
      const { body, files } = restRequest(matchMessage(snap, null, null, { turns: [], through: null }));
      const sent = (await ctx.rest.patch(Routes.webhookMessage(ctx.appId, ix.token, '@original'), { body, files, auth: false })) as { id: string; channel_id: string };
      await ctx.homes.record(matchId, { guildId: ix.guildId, channelId: sent.channel_id, messageId: sent.id });
      ctx.editor.useToken(matchId, ix.token);
      ctx.watch(matchId);
    } catch (err) {
      await ix.deleteReply().catch(() => undefined);
      await refuse(ctx, ix, err);
    }
  },
};

/** "a", "a or b", "a, b or c". */
function orList(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
