// The real-time round (`lamplighter-live`) on the Game contract: a turn is LIVE.ticks ticks of the
// keys a lamplighter holds. The keys order is the seat's standing order: a seat that sends nothing
// this turn keeps holding what it held last, as a held key does; `buy` rides along once.
import type { Parsed } from '../core/game.ts';
import { excerpt, quoteInput } from '../core/text.ts';
import { LIVE } from './constants.ts';
import { cannotOrder } from './orders.ts';
import type { Round } from './round.ts';
import { buyUpgrade, canBuy, isUpgradeName, unknownUpgrade } from './upgrades.ts';
import type { RoundEvent, RoundState, TickInput, UpgradeName, Vec2 } from './types.ts';

/** What a lamplighter holds down: a direction (or none), run on or off, the taper; an upgrade bought once. */
export interface KeysOrder {
  kind: 'keys';
  move: Vec2 | null;
  run: boolean;
  light: boolean;
  buy?: UpgradeName;
}

/** The real-time round's order grammar in one line. */
export const KEYS_HELP = 'a real-time round takes held keys: { kind: "keys", move: [x, y] or null (x, y each -1, 0 or 1), run, light, buy? }';

/** Checks a keys order for a seat now; text orders are refused (a terminal's keys send the typed form). */
export function checkKeys(s: RoundState, seat: number, input: unknown): Parsed<KeysOrder> {
  const why = cannotOrder(s, seat);
  if (why) return { ok: false, error: why };
  if (typeof input === 'string') return { ok: false, error: `typed orders are for rounds in turns: ${KEYS_HELP}` };
  const o = input as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || o.kind !== 'keys') return { ok: false, error: `unknown order ${quoteInput(o && typeof o === 'object' ? o.kind : input)}: ${KEYS_HELP}` };
  let move: Vec2 | null = null;
  if (o.move !== null && o.move !== undefined) {
    const m = o.move as unknown[];
    const unit = (v: unknown) => v === -1 || v === 0 || v === 1;
    if (!Array.isArray(m) || m.length !== 2 || !unit(m[0]) || !unit(m[1])) return { ok: false, error: `move ${excerpt(o.move)} is not a direction: ${KEYS_HELP}` };
    move = m[0] || m[1] ? [m[0] as number, m[1] as number] : null;
  }
  if (o.run !== undefined && typeof o.run !== 'boolean') return { ok: false, error: `run must be true or false, got ${excerpt(o.run)}` };
  if (o.light !== undefined && typeof o.light !== 'boolean') return { ok: false, error: `light must be true or false, got ${excerpt(o.light)}` };
  const order: KeysOrder = { kind: 'keys', move, run: o.run === true, light: o.light === true };
  if (o.buy !== undefined) {
    if (!isUpgradeName(o.buy)) return { ok: false, error: unknownUpgrade(o.buy) };
    const c = canBuy(s, seat, o.buy);
    if (!c.ok) return { ok: false, error: `cannot buy ${o.buy}: ${c.reason}` };
    order.buy = o.buy;
  }
  return { ok: true, value: order };
}

const DIR_WORDS: Record<string, string> = { '0,-1': 'N', '0,1': 'S', '-1,0': 'W', '1,0': 'E', '-1,-1': 'NW', '1,-1': 'NE', '-1,1': 'SW', '1,1': 'SE' };

/** A keys order in a few words ("run NE, taper held, buy wick"). */
export function describeKeys(o: KeysOrder): string {
  const parts = [o.move ? `${o.run ? 'run' : 'walk'} ${DIR_WORDS[o.move.join(',')] ?? o.move.join(',')}` : 'stand'];
  if (o.light) parts.push('taper held');
  if (o.buy) parts.push(`buy ${o.buy}`);
  return parts.join(', ');
}

/** One real-time turn on the round in place: each seat's keys (given, else standing) for LIVE.ticks ticks. */
export function runLiveTurn(round: Round, standing: (KeysOrder | null)[], given: ReadonlyMap<number, unknown>): { chosen: (KeysOrder | null)[]; standing: (KeysOrder | null)[]; events: RoundEvent[] } {
  const s = round.state;
  const events: RoundEvent[] = [];
  const next = s.players.map((_, seat) => standing[seat] ?? null);
  const chosen = s.players.map((p, seat): KeysOrder | null => {
    if (!p.alive) return null;
    const g = given.get(seat);
    if (g) {
      const ok = checkKeys(s, seat, g);
      if (ok.ok) {
        const { buy: _once, ...held } = ok.value;
        next[seat] = held;
        return ok.value;
      }
    }
    return next[seat];
  });
  chosen.forEach((o, seat) => { if (o?.buy) buyUpgrade(s, seat, o.buy, events); });
  const inputs: TickInput[] = chosen.map((o) => (o ? { move: o.move, run: o.run, interact: o.light } : {}));
  for (let i = 0; i < LIVE.ticks && s.phase !== 'won' && s.phase !== 'lost'; i++) events.push(...round.tick(inputs));
  return { chosen, standing: next, events };
}
