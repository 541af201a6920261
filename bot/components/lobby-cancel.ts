// "Cancel" (host only): the lobby or match is called off.
import { lobbyAction } from './lobby-action.ts';
import type { ComponentHandler } from './types.ts';

export const cancelHandler: ComponentHandler = {
  kind: 'cancel',
  async run(ctx, ix, id) {
    await lobbyAction(ctx, ix, id, (player) => ctx.service.cancel(id.matchId, player.id), false, 'any');
  },
};
