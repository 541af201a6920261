// The dungeon's order controls: a path of up to 8 steps built with N/E/S/W (and undo), sent with
// Submit, or one-button orders (exit, treasure, wait) sent at once.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { encodeCustomId } from '../custom-id.ts';
import { encodeDraft, type ControlRow, type ControlsContext, type Draft, type GameControls } from './types.ts';

const MAX_STEPS = 8;
const DIRECTIONS = [['N', '↑ N'], ['E', '→ E'], ['S', '↓ S'], ['W', '← W']] as const;

function path(draft: Draft): string {
  return draft[0] === '-' ? '' : draft[0];
}

function button(ctx: ControlsContext, kind: 'part' | 'quick' | 'submit', args: string[], label: string, style = ButtonStyle.Secondary, disabled = false): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ kind, matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args }))
    .setLabel(label).setStyle(style).setDisabled(disabled);
}

/** The dungeon's controls. */
export const dungeonControls: GameControls = {
  initialDraft() {
    return ['-'];
  },

  rows(ctx, draft): ControlRow[] {
    const p = path(draft);
    const d = encodeDraft(draft);
    const full = p.length >= MAX_STEPS;
    return [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        ...DIRECTIONS.map(([dir, label]) => button(ctx, 'part', ['d', d, dir], label, ButtonStyle.Secondary, full)),
        button(ctx, 'part', ['d', d, 'undo'], '⌫ Undo', ButtonStyle.Secondary, p.length === 0),
      ),
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        button(ctx, 'submit', [d], p ? `Move ${p}` : 'Move (pick steps)', ButtonStyle.Success, p.length === 0),
        button(ctx, 'quick', ['exit'], 'To the exit', ButtonStyle.Primary),
        button(ctx, 'quick', ['treasure'], 'To the treasure', ButtonStyle.Primary),
        button(ctx, 'quick', ['wait'], 'Wait'),
      ),
    ];
  },

  applyPart(draft, part, value) {
    const p = path(draft);
    if (part !== 'd') return [...draft];
    if (value === 'undo') return [p.slice(0, -1) || '-'];
    if (!/^[NESW]$/.test(value) || p.length >= MAX_STEPS) return [...draft];
    return [p + value];
  },

  toText(draft) {
    const p = path(draft);
    return p ? { ok: true, value: `move ${p}` } : { ok: false, error: 'a move needs at least one step: pick N, E, S or W (up to 8)' };
  },

  describe(draft) {
    const p = path(draft);
    return p ? `Path so far: \`${p}\` (${p.length}/${MAX_STEPS} steps)` : `Path so far: none (up to ${MAX_STEPS} steps)`;
  },
};
