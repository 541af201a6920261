// "Start" (host only): the match begins; its message becomes the live match message.
import { lobbyAction } from './lobby-action.ts';
import type { ComponentHandler } from './types.ts';

export const startHandler: ComponentHandler = {
  kind: 'start',
  async run(ctx, ix, id) {
    await lobbyAction(ctx, ix, id, (player) => ctx.service.start(id.matchId, player.id), true);
  },
};
