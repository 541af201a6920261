// "Fill with bots" (host only): every empty seat is played by the game's bot.
import { lobbyAction } from './lobby-action.ts';
import type { ComponentHandler } from './types.ts';

export const fillHandler: ComponentHandler = {
  kind: 'fill',
  async run(ctx, ix, id) {
    await lobbyAction(ctx, ix, id, (player) => ctx.service.fillBots(id.matchId, player.id, 'all'));
  },
};
