// The terminal's key pad for any game, built from the game's order pad description (Game.pad): the
// parts of an order, their legal choices and the keys the game suggests for them. Keys change the
// draft only through the pad's own `applyPadPart` (a choice the pad does not offer now is refused),
// and Enter sends the typed order the draft stands for, so nothing goes order → text → order.
// How each kind of part is keyed (the keys players know):
//   grid-cell  the arrows (and h j k l) move a cursor over the grid's columns and rows, drawn on the
//              picture where it labels them;
//   path       the arrows (and h j k l) add steps by the step choices' ids N E S W, Backspace undoes;
//   choice / cycle / toggle / send
//              the part's hotkey steps to its next choice; a choice's own hotkey picks it at once.
// A part or choice without a suggested key gets the first free letter of its name.
import { UNSET, applyPadPart, nextChoice, normaliseDraft, type PadChoice, type PadPart, type PadState } from '../../engine/core/pad.ts';
import type { Game, Parsed } from '../../engine/core/game.ts';
import { getGame } from '../../engine/games.ts';
import type { Binding } from '../keys.ts';
import type { Cell } from '../sgr-cells.ts';
import { markGridCell } from './grid-cursor.ts';

/** Keys the match screen keeps for itself (prompt, help, quit, log, send). */
const RESERVED = new Set([':', '?', 'q', 'pageup', 'pagedown', 'enter', 'escape', 'C-c']);

/** The arrows and their vi keys, by compass step. */
const STEP_KEYS: Record<string, string[]> = { N: ['up', 'k'], S: ['down', 'j'], W: ['left', 'h'], E: ['right', 'l'] };

/** Short names of keys on the order line. */
const KEY_NAMES: Record<string, string> = { up: '↑', down: '↓', left: '←', right: '→', backspace: 'Bksp', tab: 'Tab', space: 'Space' };
const ARROWS = '←→↑↓';

function keyName(k: string): string {
  return KEY_NAMES[k] ?? k;
}

/** A part's label as the keys line says it: lower case, without its parenthesis ("Crate (push, lock, pry)" → "crate"). */
function short(label: string): string {
  return lower(label.replace(/\s*\(.*?\)\s*/g, ' ').trim());
}

/** What one key does: set part `part` to `value`, or move a grid cursor. */
interface KeyMove {
  /** The part the keys change, and the choice they pick (none: they step or move). */
  part: string;
  choice?: string;
  keys: string[];
  help: string;
  /** The value to give the part now, or null when the key does nothing now (cursor at an edge). */
  value(state: PadState): { part: string; value: string } | null;
}

function partOf(state: PadState, key: string): PadPart | undefined {
  return state.parts.find((p) => p.key === key);
}

/** The chosen choice's index, or the middle one when none is chosen yet (a grid cursor starts there). */
function chosenIndex(choices: readonly PadChoice[]): number {
  const at = choices.findIndex((c) => c.chosen);
  return at >= 0 ? at : Math.floor((choices.length - 1) / 2);
}

/** A key that picks choice `id` of part `key`, while the pad offers it. */
function pick(key: string, id: string) {
  return (s: PadState) => {
    const c = partOf(s, key)?.choices.find((x) => x.id === id);
    return c && !c.disabled ? { part: key, value: c.value } : null;
  };
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The keys of one pad description: the moves in the order the help lists them. */
function keyMoves(state: PadState): KeyMove[] {
  const taken = new Set(RESERVED);
  const moves: KeyMove[] = [];
  const claim = (keys: readonly string[]): string[] => {
    const free = [...new Set(keys)].filter((k) => !taken.has(k));
    for (const k of free) taken.add(k);
    return free;
  };
  const letterFor = (name: string): string[] => {
    for (const ch of name.toLowerCase()) if (/[a-z0-9]/.test(ch) && !taken.has(ch)) return claim([ch]);
    return [];
  };
  // Grids and paths first: they own the arrows.
  for (const part of state.parts) {
    if (part.kind === 'grid-cell' && part.grid) {
      const { columns, rows } = part.grid;
      const axis = (list: readonly PadChoice[], d: number) => (s: PadState) => {
        const now = partOf(s, part.key)?.grid;
        const l = now ? (list === columns ? now.columns : now.rows) : list;
        const next = l[chosenIndex(l) + d];
        return next && !next.disabled ? { part: part.key, value: next.value } : null;
      };
      const span = (l: readonly PadChoice[]) => (l.length ? `${l[0].label}-${l[l.length - 1].label}` : '');
      moves.push({ part: part.key, keys: claim(['left', 'h']), help: `${lower(part.label)}: cursor one column left (${span(columns)})`, value: axis(columns, -1) });
      moves.push({ part: part.key, keys: claim(['right', 'l']), help: `${lower(part.label)}: cursor one column right`, value: axis(columns, 1) });
      moves.push({ part: part.key, keys: claim(['up', 'k']), help: `${lower(part.label)}: cursor one row up (${span(rows)})`, value: axis(rows, -1) });
      moves.push({ part: part.key, keys: claim(['down', 'j']), help: `${lower(part.label)}: cursor one row down`, value: axis(rows, 1) });
    }
    if (part.kind === 'path') {
      for (const c of part.choices) {
        const keys = claim(c.id === 'undo' ? ['backspace', ...(c.hotkey ? [c.hotkey] : [])] : [...(c.hotkey ? [c.hotkey] : []), ...(STEP_KEYS[c.id] ?? [])]);
        moves.push({ part: part.key, choice: c.id, keys: keys.length ? keys : letterFor(c.label), help: `${lower(part.label)}: ${c.label}${c.hint ? ` (${c.hint})` : ''}`, value: pick(part.key, c.id) });
      }
    }
  }
  for (const part of state.parts) {
    if (part.kind === 'grid-cell' || part.kind === 'path') continue;
    const ownKeys = part.choices.some((c) => c.hotkey);
    // The part's key steps to its next choice: its own hotkey, or (when no choice has a key) a free letter of its name.
    const stepKeys = part.hotkey ? claim([part.hotkey]) : ownKeys ? [] : letterFor(part.key + part.label);
    if (stepKeys.length) {
      const step = (s: PadState) => {
        const now = partOf(s, part.key);
        const next = now ? nextChoice(now) : undefined;
        return next ? { part: part.key, value: next.value } : null;
      };
      moves.push({ part: part.key, keys: stepKeys, help: `${lower(part.label)}: next of ${part.choices.map((c) => c.label).join(', ')}`, value: step });
    }
    for (const c of part.choices) {
      if (!c.hotkey) continue;
      moves.push({ part: part.key, choice: c.id, keys: claim([c.hotkey]), help: `${lower(part.label)}: ${c.label}${c.hint ? ` (${c.hint})` : ''}`, value: pick(part.key, c.id) });
    }
  }
  return moves.filter((m) => m.keys.length);
}

/** Key order entry for one seat of any game, from the game's pad description. */
export class KeyPad {
  private draftNow: string[] | null = null;
  private view: unknown = null;
  private state: PadState | null = null;
  private moves: KeyMove[] = [];
  private suggestion: unknown = null;
  /** Whether the player changed the draft by keys this turn (then a fresh view keeps it). */
  private touched = false;

  constructor(private readonly game: Game<unknown, unknown, unknown>, private seat: number) {}

  /** Whether the game's initial draft uses the built-in bot's suggestion (the screen asks the service only then). */
  get wantsSuggestion(): boolean {
    return this.game.pad.wantsSuggestion === true;
  }

  /**
   * Sees each fresh view. A new turn (or a draft the view no longer takes) starts again from the
   * pad's initial draft: the seat's last order where the view tells it, else `suggestion`.
   */
  update(view: unknown, seat: number | null, newTurn: boolean, suggestion: unknown = null): void {
    if (seat !== null) this.seat = seat;
    this.view = view;
    this.suggestion = suggestion;
    if (newTurn || (this.draftNow && !this.game.pad.toOrder(view, this.seat, this.draftNow).ok && !this.touched)) this.draftNow = null;
    if (newTurn) this.touched = false;
    this.describe();
  }

  private describe(): void {
    if (this.view === null) { this.state = null; this.moves = []; return; }
    this.draftNow ??= normaliseDraft(this.game.pad.initialDraft(this.view, this.seat, this.suggestion), this.game.pad.draftLength);
    this.state = this.game.pad.describe(this.view, this.seat, this.draftNow);
    this.moves = keyMoves(this.state);
  }

  /**
   * The pad's key bindings now (context `pad`, action `padKey`), for the app's key lookup and the
   * help; the choice keys of one part (Lamplighter's lamps 1-9) make one row.
   */
  bindings(): Binding[] {
    const rows: Binding[] = [];
    const grouped = new Map<string, Binding>();
    for (const m of this.moves) {
      const part = this.state?.parts.find((p) => p.key === m.part);
      if (m.choice === undefined || !part || part.kind === 'send' || part.kind === 'path') {
        rows.push({ context: 'pad', keys: m.keys, action: 'padKey', help: m.help });
        continue;
      }
      const row = grouped.get(m.part);
      if (row) { row.keys.push(...m.keys); continue; }
      const labels = part.choices.filter((c) => c.hotkey).map((c) => c.label);
      const next: Binding = { context: 'pad', keys: [...m.keys], action: 'padKey', help: `${lower(part.label)}: ${labels.length > 3 ? `${labels[0]} … ${labels[labels.length - 1]}` : labels.join(', ')}` };
      grouped.set(m.part, next);
      rows.push(next);
    }
    return rows;
  }

  /** Handles a pad key; false when the key is not the pad's now. An error is a one-line refusal. */
  press(key: string): { ok: true } | { ok: false; error: string } | false {
    const state = this.state;
    if (!state || !this.draftNow) return false;
    const move = this.moves.find((m) => m.keys.includes(key));
    if (!move) return false;
    const target = move.value(state);
    if (!target) return { ok: true };
    const next = applyPadPart(this.game.pad, this.view, this.seat, this.draftNow, target.part, target.value);
    if (!next.ok) return next;
    // A path and the send choices are each a whole order: drafting one drops the other, so the last key pressed is what Enter sends.
    const kind = partOf(state, target.part)?.kind;
    const drop = kind === 'path' ? 'send' : kind === 'send' ? 'path' : null;
    for (const p of state.parts) if (p.kind === drop && p.slot !== partOf(state, target.part)?.slot) next.value[p.slot] = UNSET;
    this.draftNow = next.value;
    this.touched = true;
    this.describe();
    return { ok: true };
  }

  /** The typed order the draft stands for, or a one-line error naming what is missing. */
  order(): Parsed<unknown> {
    if (this.view === null || !this.draftNow) return { ok: false, error: 'nothing drafted yet: the match is still loading' };
    return this.game.pad.toOrder(this.view, this.seat, this.draftNow);
  }

  /** The drafted order in words, or null when the draft is not an order yet. */
  draft(): string | null {
    const o = this.order();
    return o.ok ? this.game.describeOrder(o.value) : null;
  }

  /** The keys line under the picture: which keys change which part (the draft itself says the values). */
  line(): string {
    const state = this.state;
    if (!state) return '';
    const out: string[] = [];
    for (const part of state.parts) {
      const own = this.moves.filter((m) => m.part === part.key);
      if (!own.length) continue;
      const name = short(part.label);
      const stepper = own.find((m) => m.choice === undefined);
      const picks = own.filter((m) => m.choice !== undefined);
      if (part.kind === 'grid-cell') out.push(`${ARROWS} ${name}`);
      else if (part.kind === 'path') {
        const undo = picks.find((m) => m.choice === 'undo');
        out.push(`${ARROWS} ${name}${undo ? ` · ${keyName(undo.keys[0])} undo` : ''}`);
      } else if (part.kind === 'send') {
        if (stepper) out.push(`${keyName(stepper.keys[0])} ${name}`);
        for (const m of picks) out.push(`${keyName(m.keys[0])} ${lower(part.choices.find((c) => c.id === m.choice)?.label ?? m.choice ?? '')}`);
      } else if (stepper) out.push(`${keyName(stepper.keys[0])} ${name}`);
      else {
        const keys = picks.map((m) => keyName(m.keys[0]));
        out.push(`${keys.length > 3 ? `${keys[0]}-${keys[keys.length - 1]}` : keys.join(' ')} ${name}`);
      }
    }
    return out.join(' · ');
  }

  /** Draws a grid part's cursor onto the picture's cells, where the picture labels the grid by its choices' ids (Lantern: A-M, 1-7). */
  decorate(cells: Cell[][]): void {
    const grid = this.state?.parts.find((p) => p.kind === 'grid-cell' && p.grid)?.grid;
    if (!grid) return;
    markGridCell(cells, chosenIndex(grid.columns), chosenIndex(grid.rows), grid.columns.map((c) => c.id), grid.rows.map((r) => r.id));
  }
}

/** The key pad for a seat of a registered game; an unknown game is a one-line error naming the games there are (never another game's pad). */
export function keyPadFor(gameId: string, seat = 0): KeyPad {
  return new KeyPad(getGame(gameId), seat);
}
