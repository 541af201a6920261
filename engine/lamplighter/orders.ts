// Chat orders: the one-line text form and the typed form, checked against the round now, with a
// one-line error naming what was wrong and what is allowed; plus describing orders and the grammar.
import type { Parsed } from '../core/game.ts';
import { excerpt, quoteInput } from '../core/text.ts';
import { TURNS, UPGRADES } from './constants.ts';
import { targetOf } from './taper.ts';
import { canBuy, isUpgradeName, reachOf, unknownUpgrade } from './upgrades.ts';
import type { LamplighterOrder, OrderKind, RoundState } from './types.ts';

/** The order words, in the order the grammar lists them. */
export const ORDER_KINDS: readonly OrderKind[] = ['walk', 'run', 'light', 'release', 'wait', 'retreat', 'buy'];

const GRAMMAR = 'walk <lamp>, run <lamp>, light, release, wait <seconds>, retreat, buy <reach|stride|wick>';

/** The order grammar in one line, with the lamps there are. */
export function orderGrammar(s: RoundState): string {
  return `orders: ${GRAMMAR} (lamps 1–${s.lamps.length}, 0 or "gate" for the gate lamp)`;
}

function lampRange(s: RoundState): string {
  return `lamps are 1–${s.lamps.length} (0 or "gate" for the gate lamp)`;
}

/** Why a seat cannot give orders now, or null. */
export function cannotOrder(s: RoundState, seat: number): string | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return `no lamplighter in seat ${excerpt(seat)}: seats are 0–${s.players.length - 1}`;
  if (s.phase === 'won' || s.phase === 'lost') return `the round is over (${s.phase}): no more orders`;
  if (!s.players[seat].alive) return 'you are lost to the dark: no more orders this round';
  return null;
}

function checkLamp(s: RoundState, raw: unknown): Parsed<number> {
  if (raw === 'gate') return { ok: true, value: 0 };
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > s.lamps.length) return { ok: false, error: `unknown lamp ${excerpt(raw)}: ${lampRange(s)}` };
  return { ok: true, value: n };
}

/** Checks a typed order against the round now (the Game contract's structured input). */
export function checkOrder(s: RoundState, seat: number, o: unknown): Parsed<LamplighterOrder> {
  const why = cannotOrder(s, seat);
  if (why) return { ok: false, error: why };
  if (!o || typeof o !== 'object') return { ok: false, error: `an order is text or { kind, ... }: ${GRAMMAR}` };
  const raw = o as Record<string, unknown>;
  const p = s.players[seat];
  switch (raw.kind) {
    case 'walk':
    case 'run': {
      const lamp = checkLamp(s, raw.lamp);
      if (!lamp.ok) return lamp;
      return { ok: true, value: { kind: raw.kind, lamp: lamp.value } };
    }
    case 'light': {
      const t = targetOf(s, p);
      if (p.lighting >= 0) return { ok: true, value: { kind: 'light' } };
      if (t.index < 0) return { ok: false, error: 'every lamp already burns: nothing to light' };
      if (!t.inReach) return { ok: false, error: `no dark lamp in reach: lamp ${t.index + 1} is ${t.distance!.toFixed(1)} m away and your reach is ${reachOf(p).toFixed(1)} m (walk ${t.index + 1} first)` };
      return { ok: true, value: { kind: 'light' } };
    }
    case 'release':
      if (p.lighting < 0) return { ok: false, error: 'you hold no taper: release lets go of a lamp you are lighting' };
      return { ok: true, value: { kind: 'release' } };
    case 'wait': {
      const sec = raw.seconds;
      if (typeof sec !== 'number' || !Number.isFinite(sec) || sec < 0.05 || sec > TURNS.waitMax) {
        return { ok: false, error: `wait takes seconds from 0.05 to ${TURNS.waitMax}, got ${excerpt(sec)}` };
      }
      return { ok: true, value: { kind: 'wait', seconds: Math.round(sec * 20) / 20 } };
    }
    case 'retreat':
      return { ok: true, value: { kind: 'retreat' } };
    case 'buy': {
      if (!isUpgradeName(raw.upgrade)) return { ok: false, error: unknownUpgrade(raw.upgrade) };
      const c = canBuy(s, seat, raw.upgrade);
      if (!c.ok) return { ok: false, error: `cannot buy ${raw.upgrade}: ${c.reason}` };
      return { ok: true, value: { kind: 'buy', upgrade: raw.upgrade } };
    }
    default:
      return { ok: false, error: `unknown order ${quoteInput(raw.kind)}: ${GRAMMAR}` };
  }
}

/** Reads a one-line text order (`walk 4`, `light`, `wait 2.5`, `buy wick`) and checks it. */
export function parseTextOrder(s: RoundState, seat: number, text: string): Parsed<LamplighterOrder> {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { ok: false, error: `empty order: ${GRAMMAR}` };
  const [verb, ...rest] = words;
  const arg = rest[0] === 'lamp' || rest[0] === 'to' ? rest.slice(1) : rest;
  const extra = (n: number) => (arg.length > n ? `${quoteInput(verb)} takes ${n === 0 ? 'nothing after it' : 'one word after it'}: ${GRAMMAR}` : null);
  switch (verb) {
    case 'walk':
    case 'run': {
      if (arg.length === 0) return { ok: false, error: `${verb} which lamp? ${lampRange(s)}` };
      const e = extra(1);
      if (e) return { ok: false, error: e };
      return checkOrder(s, seat, { kind: verb, lamp: arg[0] });
    }
    case 'light':
    case 'release':
    case 'retreat': {
      const e = extra(0);
      if (e) return { ok: false, error: e };
      return checkOrder(s, seat, { kind: verb });
    }
    case 'wait': {
      const m = /^(\d+(?:\.\d+)?)s?$/.exec(arg[0] ?? '');
      if (!m || arg.length > 1) return { ok: false, error: `wait takes seconds, e.g. "wait 2" or "wait 1.5" (0.05 to ${TURNS.waitMax})` };
      return checkOrder(s, seat, { kind: 'wait', seconds: Number(m[1]) });
    }
    case 'buy': {
      if (arg.length !== 1) return { ok: false, error: `buy which upgrade? upgrades are ${UPGRADES.map((u) => u.name).join(', ')}` };
      return checkOrder(s, seat, { kind: 'buy', upgrade: arg[0] });
    }
    default:
      return { ok: false, error: `unknown order ${quoteInput(verb)}: ${GRAMMAR}` };
  }
}

/** A short line describing an order. */
export function describeOrder(o: LamplighterOrder): string {
  switch (o.kind) {
    case 'walk':
    case 'run':
      return `${o.kind} to ${o.lamp === 0 ? 'the gate lamp' : `lamp ${o.lamp}`}`;
    case 'light':
      return 'hold the taper until the lamp takes';
    case 'release':
      return 'let go of the taper';
    case 'wait':
      return `wait ${o.seconds} s`;
    case 'retreat':
      return 'retreat to the nearest burning lamp';
    case 'buy':
      return `buy ${o.upgrade}`;
  }
}
