// Lamplighter's prompts in the grammar of the mode being played: the round speaks real-time keys
// ("Hold E"), play in turns has orders ("Order light"). The Game contract's `turnView`.
import type { RoundView } from './view.ts';

/** Real-time key phrases in the round's prompts and what turn mode says instead. */
const TURN_GRAMMAR: [RegExp, string][] = [
  [/Walk out to begin; hold E on a lamp to light it/, 'Order walk or plan to begin; at a lamp, order light'],
  [/hold E to catch it/, 'order light to catch it'],
  [/^Hold E to light lamp (\d+)/, 'Order light to light lamp $1'],
  [/: (\d+)%, hold$/, ': $1%, keep lighting (order light)'],
];

/** A real-time prompt ("Hold E to light lamp 1") in turn mode's grammar ("Order light to light lamp 1"). */
export function turnPrompt(prompt: string): string {
  let out = prompt;
  for (const [re, to] of TURN_GRAMMAR) out = out.replace(re, to);
  return out;
}

/** A round view whose prompts speak turn mode's grammar (the renders print the prompt as given). */
export function turnModeView(v: RoundView): RoundView {
  return { ...v, lamplighters: v.lamplighters.map((l) => ({ ...l, prompt: turnPrompt(l.prompt) })) };
}
