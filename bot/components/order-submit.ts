// Submit under the seat controls: the draft in the custom id becomes the text order.
import { controlsFor, decodeDraft } from '../controls/index.ts';
import { Refusal, refuseOrder } from '../replies.ts';
import { submitFromClick } from './submit-order.ts';
import type { ComponentHandler } from './types.ts';

export const submitHandler: ComponentHandler = {
  kind: 'submit',
  async run(ctx, ix, id) {
    const snap = await ctx.service.snapshot(id.matchId).catch(() => null);
    if (!snap) return refuseOrder(ctx, ix, new Refusal(`no match "${id.matchId}"`, 'not-found'), null);
    const { controls, draftLength } = controlsFor(snap.game);
    const draft = decodeDraft(id.args[0], draftLength);
    const text = controls.toText(draft);
    if (!text.ok) return refuseOrder(ctx, ix, new Refusal(text.error, 'bad-order'), id.matchId);
    await submitFromClick(ctx, ix, id, text.value, draft);
  },
};
