// Lamplighter's order pad: pick a lamp, then one button per order (walk, run, light, release, wait,
// retreat, buy; plan on the terminal's keys). A button is a whole order, sent at once. Only orders
// the game would take are offered: Light only with a dark lamp in reach, Release only while holding
// the taper, a buy only when affordable.
import type { Parsed } from '../core/game.ts';
import { UNSET, type Draft, type OrderPad, type PadChoice, type PadPart } from '../core/pad.ts';
import type { LamplighterCommand } from './plan.ts';
import type { UpgradeName } from './types.ts';
import type { RoundView } from './view.ts';

const WAIT_SECONDS = [1, 3, 8];
const UPGRADE_NAMES: readonly UpgradeName[] = ['reach', 'stride', 'wick'];
const I = { lamp: 0, order: 1 } as const;

interface LampLike { number: number; lit: boolean; holders?: number[] }

function lampsOf(view: RoundView | null | undefined): LampLike[] {
  return Array.isArray(view?.lamps) ? (view.lamps as unknown as LampLike[]) : [];
}

function meOf(view: RoundView | null | undefined, seat: number): any {
  return (view?.lamplighters ?? []).find((p: { seat: number }) => p.seat === seat);
}

const send = (id: string, label: string, draft: Draft, extra: Partial<PadChoice> = {}): PadChoice => ({ id, value: id, label, chosen: draft[I.order] === id, ...extra });

function parts(view: RoundView, seat: number, draft: Draft): PadPart[] {
  const lamp = draft[I.lamp];
  const lamps = lampsOf(view).slice(0, 25);
  const me = meOf(view, seat);
  const rowsOf = (me?.upgradeRows ?? []) as { name: string; cost: number | null; canBuy?: { ok: boolean } }[];
  // Only what the game would take now: Light with a dark lamp in reach, Release while holding the taper.
  const canLight = me?.target?.inReach === true && me?.alive !== false;
  const holding = lamps.some((l) => l.holders?.includes(seat));
  const walkTone = canLight ? 'normal' : 'primary';
  const out: PadPart[] = [];
  if (lamps.length) {
    out.push({
      key: 'l', kind: 'choice', label: 'Lamp to walk or run to', slot: I.lamp, value: lamp,
      choices: lamps.map((l) => ({ id: String(l.number), value: String(l.number), label: `lamp ${l.number}`, hint: l.lit ? 'burning' : 'dark', chosen: String(l.number) === lamp, hotkey: l.number <= 9 ? String(l.number) : undefined })),
    });
  }
  out.push({
    key: 'o', kind: 'send', label: 'Orders', slot: I.order, value: draft[I.order],
    choices: [
      ...(canLight ? [send('light', `Light lamp ${me.target.number}`, draft, { tone: 'go', hotkey: 'l' })] : []),
      send('walk', `Walk to ${lamp}`, draft, { tone: walkTone, hotkey: 'w' }),
      send('run', `Run to ${lamp}`, draft, { tone: walkTone, hotkey: 'r' }),
      ...(holding ? [send('release', 'Release', draft, { hotkey: 'x' })] : []),
      send('retreat', 'Retreat', draft, { tone: 'danger', hotkey: 't' }),
    ],
  });
  out.push({ key: 'z', kind: 'send', label: 'Wait', slot: I.order, value: draft[I.order], choices: WAIT_SECONDS.map((s) => send(`wait${s}`, `Wait ${s} s`, draft)) });
  out.push({
    key: 'b', kind: 'send', label: 'Buy', slot: I.order, value: draft[I.order],
    choices: UPGRADE_NAMES.map((name) => {
      const row = rowsOf.find((r) => r.name === name);
      const label = row ? (row.cost === null ? `${name}: max` : `Buy ${name} (${row.cost})`) : `Buy ${name}`;
      return send(`buy-${name}`, label, draft, { disabled: row ? row.cost === null || row.canBuy?.ok === false : false });
    }),
  });
  const last = lamps.length || 9;
  out.push({ key: 'p', kind: 'send', label: 'Plan', slot: I.order, value: draft[I.order], keysOnly: true, choices: [send('plan', Number(lamp) >= last ? `Plan ${last}` : `Plan ${lamp}-${last}`, draft, { hotkey: 'p' })] });
  return out;
}

function toOrder(view: RoundView, _seat: number, draft: Draft): Parsed<LamplighterCommand> {
  const lamp = Number(draft[I.lamp]);
  const order = draft[I.order];
  if (!Number.isInteger(lamp) && (order === 'walk' || order === 'run' || order === 'plan')) return { ok: false, error: `${order} needs a lamp: pick one` };
  if (order === 'walk' || order === 'run') return { ok: true, value: { kind: order, lamp } };
  if (order === 'light' || order === 'release' || order === 'retreat') return { ok: true, value: { kind: order } };
  const wait = /^wait(\d+)$/.exec(order);
  if (wait) return { ok: true, value: { kind: 'wait', seconds: Number(wait[1]) } };
  const buy = /^buy-(\w+)$/.exec(order);
  if (buy && (UPGRADE_NAMES as readonly string[]).includes(buy[1])) return { ok: true, value: { kind: 'buy', upgrade: buy[1] as UpgradeName } };
  if (order === 'plan') {
    const last = Math.max(lamp, lampsOf(view).length || 9);
    return { ok: true, value: { kind: 'plan', lamps: Array.from({ length: last - lamp + 1 }, (_, i) => lamp + i) } };
  }
  return { ok: false, error: 'pick an order: walk, run, light, release, wait, retreat or buy' };
}

/** Lamplighter's order pad. */
export const LAMPLIGHTER_PAD: OrderPad<RoundView, LamplighterCommand> = {
  draftLength: 2,

  initialDraft(view) {
    const index = view?.target?.index;
    const target = typeof index === 'number' && index >= 0 ? index + 1 : undefined;
    const first = lampsOf(view).find((l) => !l.lit)?.number;
    return [String(target ?? first ?? 1), UNSET];
  },

  describe(view, seat, draft) {
    return {
      parts: parts(view, seat, draft),
      summary: `Lamp chosen: ${draft[I.lamp]}. Each button sends its order at once; Light appears with a dark lamp in reach.`,
      submit: null,
    };
  },

  toOrder,
};
