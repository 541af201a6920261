// A seat's order controls, built for any game from its order pad (engine/core/pad.ts): select
// menus for choices (two for a grid cell), buttons for steps, cycles, toggles and whole orders, and
// Submit. The draft travels in every custom id, so composing an order needs no memory in any
// process, and only the choices the game offers now are shown.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { Game } from '../../engine/core/game.ts';
import { encodeDraft, nextChoice, type Draft, type PadChoice, type PadPart, type PadState } from '../../engine/core/pad.ts';
import { encodeCustomId } from '../custom-id.ts';

export { decodeDraft, encodeDraft, type Draft } from '../../engine/core/pad.ts';

export type ControlRow = ActionRowBuilder<ButtonBuilder> | ActionRowBuilder<StringSelectMenuBuilder>;

/** Where the controls are: the match, the seat and the turn. */
export interface ControlsContext {
  matchId: string;
  seat: number;
  turn: number;
}

const MAX_ROWS = 5;
const MAX_BUTTONS = 5;
const MAX_OPTIONS = 25;
const STYLE: Record<NonNullable<PadChoice['tone']>, ButtonStyle> = {
  normal: ButtonStyle.Secondary, primary: ButtonStyle.Primary, go: ButtonStyle.Success, danger: ButtonStyle.Danger,
};

function select(ctx: ControlsContext, args: string[], placeholder: string, choices: PadChoice[]): ActionRowBuilder<StringSelectMenuBuilder> {
  const menu = new StringSelectMenuBuilder()
    .setCustomId(encodeCustomId({ kind: 'part', matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args }))
    .setPlaceholder(placeholder.slice(0, 150))
    .addOptions(choices.filter((c) => !c.disabled).slice(0, MAX_OPTIONS).map((c) => ({
      // The option's value is the choice's id (`F`, `hide`); the handler maps it back through the pad.
      label: c.label.slice(0, 100), value: c.id, ...(c.hint ? { description: c.hint.slice(0, 100) } : {}), default: c.chosen === true,
    })));
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu);
}

function button(ctx: ControlsContext, kind: 'part' | 'quick' | 'submit', args: string[], label: string, style: ButtonStyle, disabled = false): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ kind, matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args }))
    .setLabel(label.slice(0, 80)).setStyle(style).setDisabled(disabled);
}

const styleOf = (c: PadChoice) => STYLE[c.tone ?? 'normal'];

/** The rows of one part that has rows of its own (a select, a grid, a path), or null for one that joins the action row. */
function partRows(ctx: ControlsContext, part: PadPart, d: string): ControlRow[] | null {
  if (part.kind === 'choice') return part.choices.length ? [select(ctx, [part.key, d], part.label, part.choices)] : [];
  if (part.kind === 'grid-cell' && part.grid) {
    return [select(ctx, [part.key, d, 'c'], part.grid.columnLabel, part.grid.columns), select(ctx, [part.key, d, 'r'], part.grid.rowLabel, part.grid.rows)];
  }
  if (part.kind === 'path') {
    return [new ActionRowBuilder<ButtonBuilder>().addComponents(part.choices.slice(0, MAX_BUTTONS).map((c) => button(ctx, 'part', [part.key, d, c.value], c.label, styleOf(c), c.disabled)))];
  }
  return null;
}

/** The action rows (at most five) for a game's pad drawn for a draft. */
export function padRows(ctx: ControlsContext, pad: PadState, draft: Draft): ControlRow[] {
  const d = encodeDraft(draft);
  const rows: ControlRow[] = [];
  const actions: ButtonBuilder[] = [];
  const sends: ButtonBuilder[][] = [];
  for (const part of pad.parts.filter((p) => !p.keysOnly)) {
    const own = partRows(ctx, part, d);
    if (own) rows.push(...own);
    else if (part.kind === 'cycle' || part.kind === 'toggle') {
      const now = part.choices.find((c) => c.chosen) ?? part.choices[0];
      const next = nextChoice(part);
      if (now && next) actions.push(button(ctx, 'part', [part.key, d, next.value], `${part.label}: ${now.label}`, ButtonStyle.Secondary));
    } else if (part.kind === 'send' && part.choices.length) {
      sends.push(part.choices.slice(0, MAX_BUTTONS).map((c) => button(ctx, 'quick', [part.key, d, c.value], c.label, styleOf(c), c.disabled)));
    }
  }
  if (pad.submit) actions.push(button(ctx, 'submit', [d], pad.submit.label, ButtonStyle.Success, pad.submit.disabled));
  // Submit and the first whole orders share a row where they fit (the dungeon's Move, exit, treasure, wait).
  if (actions.length && sends.length && actions.length + sends[0].length <= MAX_BUTTONS) actions.push(...sends.shift()!);
  for (const group of [actions, ...sends]) if (group.length) rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(group));
  if (rows.length > MAX_ROWS) throw new Error(`the order pad needs ${rows.length} rows: Discord shows at most ${MAX_ROWS}`);
  return rows;
}

/**
 * The value a select's pick stands for: the options carry choice ids, a grid's two menus say their
 * axis (`c` or `r`) in the custom id. Unknown ids come back as they are (the pad then refuses them).
 */
export function pickedValue(pad: PadState, key: string, axis: string | undefined, picked: string): string {
  const part = pad.parts.find((p) => p.key === key);
  const choices = axis === 'c' ? part?.grid?.columns : axis === 'r' ? part?.grid?.rows : part?.choices;
  return choices?.find((c) => c.id === picked)?.value ?? picked;
}

/** A game's controls for a seat and draft: the rows and the one-line summary shown above them. */
export function seatControls(game: Game<any, any, any>, ctx: ControlsContext, view: unknown, draft: Draft): { rows: ControlRow[]; summary: string } {
  const pad = game.pad.describe(view, ctx.seat, draft);
  return { rows: padRows(ctx, pad, draft), summary: pad.summary };
}
