// Lamplighter's order controls: pick a lamp, then one button per order (walk, run, light, release,
// wait, retreat, buy). A button is a whole order, so it is sent at once (a `quick` custom id). Only
// orders the game would take are offered: Light only with a dark lamp in reach, Release only while
// holding the taper, a buy only when affordable.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import { encodeCustomId } from '../custom-id.ts';
import { encodeDraft, type ControlRow, type ControlsContext, type GameControls } from './types.ts';

const WAIT_SECONDS = [1, 3, 8];
const UPGRADE_NAMES = ['reach', 'stride', 'wick'];

function quick(ctx: ControlsContext, order: string, label: string, style = ButtonStyle.Secondary, disabled = false): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ kind: 'quick', matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args: [order.replace(/ /g, '.')] }))
    .setLabel(label).setStyle(style).setDisabled(disabled);
}

function lampsOf(view: any): { number: number; lit: boolean; holders?: number[] }[] {
  return Array.isArray(view?.lamps) ? view.lamps : [];
}

/** Lamplighter's controls. */
export const lamplighterControls: GameControls = {
  initialDraft(ctx) {
    const index = ctx.view?.target?.index;
    const target = typeof index === 'number' && index >= 0 ? index + 1 : undefined;
    const first = lampsOf(ctx.view).find((l) => !l.lit)?.number;
    return [String(target ?? first ?? 1)];
  },

  rows(ctx, draft): ControlRow[] {
    const lamp = draft[0];
    const lamps = lampsOf(ctx.view).slice(0, 25);
    const menu = new StringSelectMenuBuilder()
      .setCustomId(encodeCustomId({ kind: 'part', matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args: ['l', encodeDraft(draft)] }))
      .setPlaceholder('Lamp to walk or run to')
      .addOptions(lamps.map((l) => ({ label: `lamp ${l.number}`, value: String(l.number), description: l.lit ? 'burning' : 'dark', default: String(l.number) === lamp })));
    const me = (ctx.view?.lamplighters ?? []).find((p: { seat: number }) => p.seat === ctx.seat);
    const rowsOf = (me?.upgradeRows ?? []) as { name: string; cost: number | null; canBuy?: { ok: boolean } }[];
    const buy = UPGRADE_NAMES.map((name) => {
      const row = rowsOf.find((r) => r.name === name);
      const label = row ? (row.cost === null ? `${name}: max` : `Buy ${name} (${row.cost})`) : `Buy ${name}`;
      return quick(ctx, `buy ${name}`, label, ButtonStyle.Secondary, row ? row.cost === null || row.canBuy?.ok === false : false);
    });
    // Only what the game would take now: Light with a dark lamp in reach, Release while holding the taper.
    const canLight = me?.target?.inReach === true && me?.alive !== false;
    const holding = lamps.some((l: { holders?: number[] }) => l.holders?.includes(ctx.seat));
    const walkStyle = canLight ? ButtonStyle.Secondary : ButtonStyle.Primary;
    return [
      ...(lamps.length ? [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] : []),
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        ...(canLight ? [quick(ctx, 'light', `Light lamp ${me.target.number}`, ButtonStyle.Success)] : []),
        quick(ctx, `walk ${lamp}`, `Walk to ${lamp}`, walkStyle),
        quick(ctx, `run ${lamp}`, `Run to ${lamp}`, walkStyle),
        ...(holding ? [quick(ctx, 'release', 'Release')] : []),
        quick(ctx, 'retreat', 'Retreat', ButtonStyle.Danger),
      ),
      new ActionRowBuilder<ButtonBuilder>().addComponents(WAIT_SECONDS.map((s) => quick(ctx, `wait ${s}`, `Wait ${s} s`))),
      new ActionRowBuilder<ButtonBuilder>().addComponents(buy),
    ];
  },

  applyPart(draft, part, value) {
    return part === 'l' && /^\d{1,2}$/.test(value) ? [value] : [...draft];
  },

  toText(draft) {
    return { ok: true, value: `walk ${draft[0]}` };
  },

  describe(draft) {
    return `Lamp chosen: ${draft[0]}. Each button sends its order at once; Light appears with a dark lamp in reach.`;
  },
};
