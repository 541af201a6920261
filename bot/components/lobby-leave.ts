// "Leave": frees the player's seat in the lobby (in a running match the bot plays it from then on).
import { lobbyAction } from './lobby-action.ts';
import type { ComponentHandler } from './types.ts';

export const leaveHandler: ComponentHandler = {
  kind: 'leave',
  async run(ctx, ix, id) {
    await lobbyAction(ctx, ix, id, (player) => ctx.service.leave(id.matchId, player.id));
  },
};
