// A one-press order (Lamplighter's walk, light, buy...; the dungeon's exit, treasure, wait): the
// part, the draft and the choice are in the custom id; the choice completes the draft's order.
import { applyPadPart } from '../../engine/core/pad.ts';
import { decodeDraft } from '../controls/index.ts';
import { submitFromClick } from './submit-order.ts';
import type { ComponentHandler } from './types.ts';

export const quickHandler: ComponentHandler = {
  kind: 'quick',
  async run(ctx, ix, id) {
    const [key, draftText, value] = id.args;
    await submitFromClick(ctx, ix, id, (game, view) => applyPadPart(game.pad, view, id.seat, decodeDraft(draftText, game.pad.draftLength), key ?? '', value ?? ''), false);
  },
};
