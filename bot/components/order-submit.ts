// Submit under the seat controls: the draft in the custom id becomes the text order.
import { controlsFor, decodeDraft } from '../controls/index.ts';
import { refuse } from '../replies.ts';
import { Refusal } from '../replies.ts';
import { submitFromClick } from './submit-order.ts';
import type { ComponentHandler } from './types.ts';

export const submitHandler: ComponentHandler = {
  kind: 'submit',
  async run(ctx, ix, id) {
    const snap = await ctx.service.snapshot(id.matchId).catch(() => null);
    if (!snap) return refuse(ctx, ix, new Refusal(`no match "${id.matchId}"`));
    const { controls, draftLength } = controlsFor(snap.game);
    const text = controls.toText(decodeDraft(id.args[0], draftLength));
    if (!text.ok) return refuse(ctx, ix, new Refusal(text.error));
    await submitFromClick(ctx, ix, id, text.value);
  },
};
