// The order pad: how a game describes the parts of an order for a seat, so that every front end
// (Discord's selects and buttons, the terminal's keys) is built from one description and no front
// end knows a game. The order being composed is a draft: one short word per slot, small enough to
// ride in a Discord custom id, so composing needs no memory in any process. A click builds the
// game's typed order from the draft; nothing goes order → text → order.
import type { Parsed } from './game.ts';

/** The parts of an order chosen so far, one short word a slot ('-' = not chosen; never '.' or ':'). */
export type Draft = readonly string[];

/** The slot value that means "not chosen". */
export const UNSET = '-';

/** How a part is chosen. Each front end draws a kind its own way; the game only says which. */
export type PadPartKind =
  /** One of a list (a select menu; a key that steps through the list). */
  | 'choice'
  /** One button that steps to the next of `choices` (after the chosen one, wrapping). */
  | 'cycle'
  /** On or off: two choices, the button flips to the one not chosen. */
  | 'toggle'
  /** A cell of a grid: `grid.columns` and `grid.rows` (two selects; a cursor on the picture). */
  | 'grid-cell'
  /** Steps added one at a time: each step choice's value is the path after it; `undo` takes one back. */
  | 'path'
  /** Whole orders: each choice sends its order at once (one press, no Submit). */
  | 'send';

/** One choice of a part. */
export interface PadChoice {
  /** What the choice is (`N`, `undo`, `walk`, `C3`): stable, for key maps and tests. */
  id: string;
  /** The part's value once chosen (what `applyPadPart` takes). Short; never '.' or ':'. */
  value: string;
  /** The words on the button or menu option. */
  label: string;
  /** A few more words (a menu option's description). */
  hint?: string;
  /** Offered but not takeable now (a buy not affordable, a full path). */
  disabled?: boolean;
  /** Whether the draft holds this choice now. */
  chosen?: boolean;
  /** Emphasis: `go` for the order most players want, `primary` for a main action, `danger` to warn. */
  tone?: 'normal' | 'primary' | 'go' | 'danger';
  /** A suggested key for the terminal (single character or key name such as `up`). */
  hotkey?: string;
}

/** One part of an order. */
export interface PadPart {
  /** Short stable name (custom ids carry it): `i`, `cell`, `d`. */
  key: string;
  kind: PadPartKind;
  /** What the part asks ("What to do", "Lamp to walk or run to"). */
  label: string;
  /** The draft slot this part sets. Several `send` parts may share a slot. */
  slot: number;
  /** The slot's value now. */
  value: string;
  /** The legal choices now (for `grid-cell`, the columns and rows are in `grid`). */
  choices: PadChoice[];
  /** `grid-cell` only: column and row choices, each `value` the whole cell value after choosing it. */
  grid?: { columns: PadChoice[]; rows: PadChoice[]; columnLabel: string; rowLabel: string };
  /** A suggested key for the terminal to step or flip this part. */
  hotkey?: string;
  /** Offered by the terminal's keys only (chat has no room for it). */
  keysOnly?: boolean;
}

/** A pad drawn for one draft. */
export interface PadState {
  parts: PadPart[];
  /** One line about the draft, shown with the controls ("Order so far: `hide F4`"). */
  summary: string;
  /** The Submit control that sends the draft's order, or null when every order is a `send` choice. */
  submit: { label: string; disabled: boolean } | null;
}

/** What a game gives the front ends to compose its orders. V = view, O = typed order. */
export interface OrderPad<V = unknown, O = unknown> {
  /** Slots in a draft (custom ids carry them positionally). */
  readonly draftLength: number;
  /** Whether `initialDraft` uses the built-in bot's suggestion (front ends ask the service only then). */
  readonly wantsSuggestion?: boolean;
  /** The draft to start from: the seat's last order where the view tells it, else the bot's suggestion; one press sends it. */
  initialDraft(view: V, seat: number, suggestion?: O | null): Draft;
  /** The parts, their legal choices now, the summary and Submit for a draft. */
  describe(view: V, seat: number, draft: Draft): PadState;
  /** The typed order a draft stands for, or a one-line error naming what is missing. */
  toOrder(view: V, seat: number, draft: Draft): Parsed<O>;
}

/** Every value a part takes now (its enabled choices, and for a grid every column and row choice). */
function legalValues(part: PadPart): string[] {
  const all = [...part.choices, ...(part.grid?.columns ?? []), ...(part.grid?.rows ?? [])];
  return all.filter((c) => !c.disabled).map((c) => c.value);
}

/**
 * The draft after choosing `value` for part `key`: only a value the pad offers now is taken, so a
 * forged or stale click gets a one-line error and changes nothing.
 */
export function applyPadPart<V>(pad: OrderPad<V, unknown>, view: V, seat: number, draft: Draft, key: string, value: string): Parsed<string[]> {
  const state = pad.describe(view, seat, draft);
  const part = state.parts.find((p) => p.key === key);
  if (!part) return { ok: false, error: `no order part "${key.slice(0, 16)}": parts are ${state.parts.map((p) => p.key).join(', ')}` };
  const legal = legalValues(part);
  if (!legal.includes(value)) return { ok: false, error: `"${value.slice(0, 16)}" is not a choice for ${part.label.toLowerCase()} now` };
  const next = normaliseDraft(draft, pad.draftLength);
  next[part.slot] = value;
  return { ok: true, value: next };
}

/** A draft padded or cut to `length` slots, empty slots unset. */
export function normaliseDraft(draft: readonly string[], length: number): string[] {
  const out = draft.slice(0, length).map((p) => (p ? p : UNSET));
  while (out.length < length) out.push(UNSET);
  return out;
}

/** Joins a draft into one word for a custom id. */
export function encodeDraft(draft: Draft): string {
  return draft.map((p) => p || UNSET).join('.');
}

/** Splits a draft out of a custom id argument, `length` slots. */
export function decodeDraft(text: string | undefined, length: number): string[] {
  return normaliseDraft((text ?? '').split('.'), length);
}

/** The next choice of a `cycle` or `toggle` part (after the chosen one, wrapping). */
export function nextChoice(part: PadPart): PadChoice | undefined {
  const open = part.choices.filter((c) => !c.disabled);
  const at = open.findIndex((c) => c.chosen);
  return open[(at + 1) % Math.max(1, open.length)];
}
