// Lantern's order controls: intent, target cell (column A–M and row 1–7 of the chat grid), crate,
// aim and crawl, then Submit. The draft becomes the text order (`push C2 to B3`, `hide F4 crawl`).
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import { gridCellName } from '../../engine/lantern/map.ts';
import { defaultAim } from '../../engine/lantern/orders.ts';
import type { LanternOrder } from '../../engine/lantern/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { encodeDraft, type ControlRow, type ControlsContext, type Draft, type GameControls } from './types.ts';

/** Intents by role, with what each needs (lantern-facts "Orders"). */
export const LANTERN_INTENTS = {
  hider: ['hide', 'push', 'lock', 'flee', 'scout', 'wait'],
  seeker: ['sweep', 'beeline', 'chase', 'pry', 'hold', 'wait'],
} as const;
const NEEDS_CELL = new Set(['push', 'hide', 'scout', 'sweep', 'beeline', 'hold']);
const NEEDS_CRATE = new Set(['push', 'lock', 'pry']);
/** Orders done once (the crate moves or locks): repeating one is rarely what a player wants. */
const ONE_OFF = NEEDS_CRATE;
const INTENT_HELP: Record<string, string> = {
  hide: 'go to a cell and hold still', push: 'shove a crate toward a cell', lock: 'lock a crate in place',
  flee: 'run from the nearest seeker', scout: 'walk to a cell and look', wait: 'stand where you are',
  sweep: 'advance with a sweeping beam', beeline: 'go straight to a cell', chase: 'chase the last lit hider',
  pry: 'pry a locked crate open', hold: 'hold a cell and watch',
};
const COLUMNS = 'ABCDEFGHIJKLM'.split('');
const ROWS = ['1', '2', '3', '4', '5', '6', '7'];
const CRATES = ['C0', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'];
const AIMS = ['-', 'sweep', 'hold', 'track', 'target'];

/** Draft positions. */
const I = { intent: 0, col: 1, row: 2, crate: 3, aim: 4, crawl: 5 } as const;
export const LANTERN_DRAFT_LENGTH = 6;

function roleOf(view: any): 'hider' | 'seeker' {
  return (view?.role ?? view?.self?.role) === 'seeker' ? 'seeker' : 'hider';
}

function select(ctx: ControlsContext, draft: Draft, part: string, placeholder: string, options: { label: string; value: string; description?: string }[], chosen: string): ActionRowBuilder<StringSelectMenuBuilder> {
  const menu = new StringSelectMenuBuilder()
    .setCustomId(encodeCustomId({ kind: 'part', matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args: [part, encodeDraft(draft)] }))
    .setPlaceholder(placeholder)
    .addOptions(options.map((o) => ({ ...o, default: o.value === chosen })));
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu);
}

function partButton(ctx: ControlsContext, draft: Draft, part: string, value: string, label: string, style = ButtonStyle.Secondary): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(encodeCustomId({ kind: 'part', matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args: [part, encodeDraft(draft), value] }))
    .setLabel(label).setStyle(style);
}

/** The draft of a typed Lantern order (the seat's last, or the bot's suggestion), or null when it is not one for this role. */
export function draftOfOrder(order: unknown, role: 'hider' | 'seeker'): Draft | null {
  const o = order as Partial<LanternOrder> | null | undefined;
  if (!o || typeof o.intent !== 'string' || !(LANTERN_INTENTS[role] as readonly string[]).includes(o.intent)) return null;
  const cell = Array.isArray(o.target) && NEEDS_CELL.has(o.intent) ? gridCellName(o.target[0], o.target[1]) : null;
  const crate = o.crate && NEEDS_CRATE.has(o.intent) && CRATES.includes(o.crate) ? o.crate : '-';
  const aim = o.aim && o.aim !== defaultAim(o.intent) && AIMS.includes(o.aim) ? o.aim : '-';
  return [o.intent, cell ? cell[0] : '-', cell ? cell.slice(1) : '-', crate, aim, o.crawl && role === 'hider' ? '1' : '0'];
}

/** Lantern's controls. */
export const lanternControls: GameControls = {
  initialDraft(ctx) {
    const role = roleOf(ctx.view);
    // A lasting order (hide, sweep, hold...) is offered again; after a one-off (push, lock, pry) the bot's next step is.
    const last = draftOfOrder(ctx.view?.self?.order, role);
    const suggested = draftOfOrder(ctx.suggestion, role);
    const draft = last && !ONE_OFF.has(last[I.intent]) ? last : suggested ?? last;
    if (draft && lanternControls.toText(draft).ok) return draft;
    return [LANTERN_INTENTS[role][LANTERN_INTENTS[role].length - 1], '-', '-', '-', '-', '0'];
  },

  rows(ctx, draft): ControlRow[] {
    const role = roleOf(ctx.view);
    const intents = LANTERN_INTENTS[role].map((v) => ({ label: v, value: v, description: INTENT_HELP[v] }));
    const rows: ControlRow[] = [
      select(ctx, draft, 'i', 'What to do', intents, draft[I.intent]),
      select(ctx, draft, 'c', 'Target column (A–M)', COLUMNS.map((c) => ({ label: `column ${c}`, value: c })), draft[I.col]),
      select(ctx, draft, 'r', 'Target row (1–7)', ROWS.map((r) => ({ label: `row ${r}`, value: r })), draft[I.row]),
      select(ctx, draft, 'k', 'Crate (push, lock, pry)', [{ label: 'no crate', value: '-' }, ...CRATES.map((c) => ({ label: `crate ${c}`, value: c }))], draft[I.crate]),
    ];
    const aim = draft[I.aim];
    const nextAim = AIMS[(AIMS.indexOf(aim) + 1) % AIMS.length];
    const buttons = [partButton(ctx, draft, 'a', nextAim, `Aim: ${aim === '-' ? 'default' : aim}`)];
    if (role === 'hider') buttons.push(partButton(ctx, draft, 'w', draft[I.crawl] === '1' ? '0' : '1', `Crawl: ${draft[I.crawl] === '1' ? 'on' : 'off'}`));
    const text = lanternControls.toText(draft);
    buttons.push(new ButtonBuilder()
      .setCustomId(encodeCustomId({ kind: 'submit', matchId: ctx.matchId, seat: ctx.seat, turn: ctx.turn, args: [encodeDraft(draft)] }))
      .setLabel(text.ok ? `Submit: ${text.value}`.slice(0, 80) : 'Submit').setStyle(ButtonStyle.Success));
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons));
    return rows;
  },

  applyPart(draft, part, value) {
    const next = [...draft];
    const at: Record<string, number> = { i: I.intent, c: I.col, r: I.row, k: I.crate, a: I.aim, w: I.crawl };
    const allowed: Record<string, readonly string[]> = {
      i: [...LANTERN_INTENTS.hider, ...LANTERN_INTENTS.seeker], c: COLUMNS, r: ROWS, k: ['-', ...CRATES], a: AIMS, w: ['0', '1'],
    };
    if (at[part] === undefined || !allowed[part].includes(value)) return next;
    next[at[part]] = value;
    return next;
  },

  toText(draft) {
    const intent = draft[I.intent];
    const cell = draft[I.col] !== '-' && draft[I.row] !== '-' ? `${draft[I.col]}${draft[I.row]}` : null;
    const crate = draft[I.crate] !== '-' ? draft[I.crate] : null;
    if (NEEDS_CRATE.has(intent) && !crate) return { ok: false, error: `${intent} needs a crate: pick one of C0–C9` };
    if (NEEDS_CELL.has(intent) && !cell) return { ok: false, error: `${intent} needs a target cell: pick a column (A–M) and a row (1–7)` };
    const words = [intent];
    if (intent === 'push') words.push(crate!, 'to', cell!);
    else if (crate && NEEDS_CRATE.has(intent)) words.push(crate);
    else if (cell && NEEDS_CELL.has(intent)) words.push(cell);
    if (draft[I.aim] !== '-') words.push('aim', draft[I.aim]);
    if (draft[I.crawl] === '1') words.push('crawl');
    return { ok: true, value: words.join(' ') };
  },

  describe(draft) {
    const text = lanternControls.toText(draft);
    return text.ok ? `Order so far: \`${text.value}\`` : `Order so far: ${text.error}`;
  },
};
