// The order controls each game shows under a seat's private picture: select menus and buttons for
// each part of an order. The order being composed (the draft) travels in the components' custom
// ids, so composing an order needs no memory in any process.
import type { ActionRowBuilder, ButtonBuilder, StringSelectMenuBuilder } from 'discord.js';
import type { Parsed } from '../../engine/core/game.ts';

/** A draft: the parts of an order chosen so far, positional, each a short word ('-' = not chosen). */
export type Draft = string[];

export type ControlRow = ActionRowBuilder<ButtonBuilder> | ActionRowBuilder<StringSelectMenuBuilder>;

/** Where the controls are: the match, the seat, the turn and the seat's current view. */
export interface ControlsContext {
  matchId: string;
  seat: number;
  turn: number;
  view: any;
  /** The built-in bot's order for the seat this turn (the game's typed order), offered when the seat has none of its own. */
  suggestion?: unknown;
}

/** One game's order controls. */
export interface GameControls {
  /** The draft to start from: the seat's last order where the view tells it, else the bot's suggestion; one press sends it. */
  initialDraft(ctx: ControlsContext): Draft;
  /** The action rows (at most five) for a draft. */
  rows(ctx: ControlsContext, draft: Draft): ControlRow[];
  /** The draft after choosing `value` for the part named `part` (a select's value or a button's). */
  applyPart(draft: Draft, part: string, value: string): Draft;
  /** The text order a draft stands for, or a one-line error naming what is missing. */
  toText(draft: Draft): Parsed<string>;
  /** A one-line summary of the draft shown above the controls. */
  describe(draft: Draft): string;
}

/** Joins a draft for a custom id. */
export function encodeDraft(draft: Draft): string {
  return draft.map((p) => p || '-').join('.');
}

/** Splits a draft out of a custom id argument, padded to `length` parts. */
export function decodeDraft(text: string | undefined, length: number): Draft {
  const parts = (text ?? '').split('.').filter((p, i) => i < length);
  while (parts.length < length) parts.push('-');
  return parts.map((p) => (p === '' ? '-' : p));
}
