// Lantern's order pad: intent, target cell (column A–M and row 1–7 of the grid drawn on every
// picture), crate, aim and crawl, then Submit. The draft becomes the typed order (`push C2 to B3`
// as { intent: 'push', crate: 'C2', target: centre of B3 }).
import type { Parsed } from '../core/game.ts';
import { UNSET, type Draft, type OrderPad, type PadChoice, type PadPart } from '../core/pad.ts';
import { gridCellName, parseGridCell } from './map.ts';
import { defaultAim } from './orders.ts';
import type { AimMode, CrateId, LanternIntent, LanternOrder } from './types.ts';
import type { LanternView } from './view.ts';

/** Intents by role, as the chat lists them (lantern-facts "Orders"). */
export const PAD_INTENTS = {
  hider: ['hide', 'push', 'lock', 'flee', 'scout', 'wait'],
  seeker: ['sweep', 'beeline', 'chase', 'pry', 'hold', 'wait'],
} as const satisfies Record<string, readonly LanternIntent[]>;
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
const AIMS = [UNSET, 'sweep', 'hold', 'track', 'target'];

/** Draft slots. */
const I = { intent: 0, cell: 1, crate: 2, aim: 3, crawl: 4 } as const;

type Role = 'hider' | 'seeker';

function roleOf(view: LanternView | null | undefined): Role {
  return (view?.role ?? view?.self?.role) === 'seeker' ? 'seeker' : 'hider';
}

/** The column and row of a cell slot ("G4", "G-", "-4" or "-"). */
function cellParts(slot: string): { col: string | null; row: string | null } {
  const col = COLUMNS.includes(slot[0]) ? slot[0] : null;
  const row = ROWS.includes(slot.slice(1)) ? slot.slice(1) : null;
  return { col, row };
}

/** The draft of a typed order (the seat's last, or the bot's suggestion), or null when it is not one for this role. */
export function draftOfOrder(order: unknown, role: Role): string[] | null {
  const o = order as Partial<LanternOrder> | null | undefined;
  if (!o || typeof o.intent !== 'string' || !(PAD_INTENTS[role] as readonly string[]).includes(o.intent)) return null;
  const cell = Array.isArray(o.target) && NEEDS_CELL.has(o.intent) ? gridCellName(o.target[0], o.target[1]) : UNSET;
  const crate = o.crate && NEEDS_CRATE.has(o.intent) && CRATES.includes(o.crate) ? o.crate : UNSET;
  const aim = o.aim && o.aim !== defaultAim(o.intent) && AIMS.includes(o.aim) ? o.aim : UNSET;
  return [o.intent, cell, crate, aim, o.crawl && role === 'hider' ? '1' : '0'];
}

/** The order a draft stands for in words (`push C2 to B3 crawl`), or what is missing. */
function draftText(draft: Draft): Parsed<string> {
  const intent = draft[I.intent];
  const { col, row } = cellParts(draft[I.cell]);
  const cell = col && row ? `${col}${row}` : null;
  const crate = draft[I.crate] !== UNSET ? draft[I.crate] : null;
  if (NEEDS_CRATE.has(intent) && !crate) return { ok: false, error: `${intent} needs a crate: pick one of C0–C9` };
  if (NEEDS_CELL.has(intent) && !cell) return { ok: false, error: `${intent} needs a target cell: pick a column (A–M) and a row (1–7)` };
  const words = [intent];
  if (intent === 'push') words.push(crate!, 'to', cell!);
  else if (crate && NEEDS_CRATE.has(intent)) words.push(crate);
  else if (cell && NEEDS_CELL.has(intent)) words.push(cell);
  if (draft[I.aim] !== UNSET) words.push('aim', draft[I.aim]);
  if (draft[I.crawl] === '1') words.push('crawl');
  return { ok: true, value: words.join(' ') };
}

function toOrder(view: LanternView, _seat: number, draft: Draft): Parsed<LanternOrder> {
  const role = roleOf(view);
  const intent = draft[I.intent];
  if (!(PAD_INTENTS[role] as readonly string[]).includes(intent)) return { ok: false, error: `pick what to do: a ${role} may ${PAD_INTENTS[role].join(', ')}` };
  const text = draftText(draft);
  if (!text.ok) return text;
  const { col, row } = cellParts(draft[I.cell]);
  const target = NEEDS_CELL.has(intent) && col && row ? parseGridCell(`${col}${row}`) : null;
  const crate = NEEDS_CRATE.has(intent) ? (draft[I.crate] as CrateId) : null;
  const aim = (draft[I.aim] !== UNSET ? draft[I.aim] : defaultAim(intent as LanternIntent)) as AimMode;
  return { ok: true, value: { intent: intent as LanternIntent, target, crate, aim, crawl: role === 'hider' && draft[I.crawl] === '1' } };
}

const choice = (id: string, label: string, chosen: string, hint?: string): PadChoice => ({ id, value: id, label, chosen: id === chosen, ...(hint ? { hint } : {}) });

function parts(view: LanternView, draft: Draft): PadPart[] {
  const role = roleOf(view);
  const { col, row } = cellParts(draft[I.cell]);
  const out: PadPart[] = [
    { key: 'i', kind: 'choice', label: 'What to do', slot: I.intent, value: draft[I.intent], hotkey: 'i', choices: PAD_INTENTS[role].map((v) => choice(v, v, draft[I.intent], INTENT_HELP[v])) },
    {
      key: 'g', kind: 'grid-cell', label: 'Target cell', slot: I.cell, value: draft[I.cell], choices: [],
      grid: {
        columnLabel: 'Target column (A–M)', rowLabel: 'Target row (1–7)',
        columns: COLUMNS.map((c) => ({ id: c, value: `${c}${row ?? UNSET}`, label: `column ${c}`, chosen: c === col })),
        rows: ROWS.map((r) => ({ id: r, value: `${col ?? UNSET}${r}`, label: `row ${r}`, chosen: r === row })),
      },
    },
    { key: 'k', kind: 'choice', label: 'Crate (push, lock, pry)', slot: I.crate, value: draft[I.crate], hotkey: 'c', choices: [choice(UNSET, 'no crate', draft[I.crate]), ...CRATES.map((c) => choice(c, `crate ${c}`, draft[I.crate]))] },
    { key: 'a', kind: 'cycle', label: 'Aim', slot: I.aim, value: draft[I.aim], hotkey: 'a', choices: AIMS.map((a) => choice(a, a === UNSET ? 'default' : a, draft[I.aim])) },
  ];
  if (role === 'hider') {
    out.push({ key: 'w', kind: 'toggle', label: 'Crawl', slot: I.crawl, value: draft[I.crawl], hotkey: 'g', choices: [choice('0', 'off', draft[I.crawl] === '1' ? '1' : '0'), choice('1', 'on', draft[I.crawl])] });
  }
  return out;
}

/** Lantern's order pad. */
export const LANTERN_PAD: OrderPad<LanternView, LanternOrder> = {
  draftLength: 5,
  wantsSuggestion: true,

  initialDraft(view, _seat, suggestion) {
    const role = roleOf(view);
    // A lasting order (hide, sweep, hold...) is offered again; after a one-off (push, lock, pry) the bot's next step is.
    const last = draftOfOrder(view?.self?.order, role);
    const suggested = draftOfOrder(suggestion, role);
    const draft = last && !ONE_OFF.has(last[I.intent]) ? last : suggested ?? last;
    if (draft && draftText(draft).ok) return draft;
    return [PAD_INTENTS[role][PAD_INTENTS[role].length - 1], UNSET, UNSET, UNSET, '0'];
  },

  describe(view, _seat, draft) {
    const text = draftText(draft);
    return {
      parts: parts(view, draft),
      summary: text.ok ? `Order so far: \`${text.value}\`` : `Order so far: ${text.error}`,
      submit: { label: text.ok ? `Submit: ${text.value}`.slice(0, 80) : 'Submit', disabled: false },
    };
  },

  toOrder,
};
