// The terminal's Lamplighter wording: the round's prompts spoken in the grammar of the mode being
// played (turn mode has orders, not keys), numbers as people read them (no raw floats), and the
// order help with its header once.
import type { RoundView } from '../engine/lamplighter/view.ts';

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

/** "Orders: walk <lamp>, ..." from a grammar line that may already start with "orders:". */
export function ordersHelpLine(grammar: string): string {
  return `Orders: ${grammar.replace(/^\s*orders?:\s*/i, '')}`;
}

/** A count with its noun, singular for one: "1 player", "3 players". */
export function plural(n: number, noun: string, many = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : many}`;
}
