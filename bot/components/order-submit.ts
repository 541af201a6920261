// Submit under the seat controls: the draft in the custom id becomes the game's typed order.
import { decodeDraft } from '../controls/index.ts';
import { submitFromClick } from './submit-order.ts';
import type { ComponentHandler } from './types.ts';

export const submitHandler: ComponentHandler = {
  kind: 'submit',
  async run(ctx, ix, id) {
    await submitFromClick(ctx, ix, id, (game) => {
      const draft = decodeDraft(id.args[0], game.pad.draftLength);
      return { ok: true, value: draft };
    }, true);
  },
};
