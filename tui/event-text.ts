// One readable line per game event for the event log. Known events get their own wording; any
// other event is shown by its type and its simple fields, so a new event never breaks the log.
import type { GameEvent } from '../engine/core/game.ts';

type Fmt = (e: GameEvent) => string | null;

const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Wording of the events a player cares most about, by event type. `null` hides an event. */
const EVENT_TEXT: Record<string, Fmt> = {
  matchCreated: () => null,
  playerJoined: (e) => `${s(e.name)} joined (seat ${s(e.seat)})`,
  playerLeft: (e) => `seat ${s(e.seat)} left; a bot plays it now`,
  botsFilled: () => 'open seats filled with bots',
  matchStarted: () => 'the match starts',
  matchCancelled: () => 'the match was cancelled',
  turnResolved: (e) => {
    const orders = (e.orders as { seat: number; order: string }[] | undefined) ?? [];
    return `turn ${e.turn + 1} resolved${orders.length ? `: ${orders.map((o) => `#${o.seat} ${o.order}`).join(', ')}` : ''}`;
  },
  matchFinished: (e) => `match over: ${s((e.results as { summary?: string } | undefined)?.summary)}`,
  turn_start: () => null,
  order: () => null,
  sound: () => null,
  move: () => null,
  monster_move: () => null,
  found: (e) => `FOUND ${s(e.alias ?? e.seat)} by ${s(e.by)} (${s(e.mode)})`,
  crate_lock: (e) => `${s(e.crate)} locked`,
  crate_break: (e) => `${s(e.crate)} broken open`,
  act_start: (e) => `${s(e.act)} act of half ${s(e.half)} begins`,
  half_start: (e) => `half ${s(e.half)} begins`,
  lampLit: (e) => `lamp ${Number(e.lamp ?? e.index ?? -1) + (e.lamp !== undefined ? 0 : 1)} lit`,
  lampFailed: (e) => `the flame on lamp ${s(e.lamp ?? e.index)} died`,
  paleNoticed: () => 'IT HAS SEEN YOU',
  paleCaught: () => 'the Pale caught a lamplighter',
};

/** The log line for an event, or null for events the log leaves out. */
export function eventText(e: GameEvent): string | null {
  const fmt = EVENT_TEXT[e.type];
  if (fmt) return fmt(e);
  const fields = Object.entries(e)
    .filter(([k, v]) => k !== 'type' && k !== 'turn' && k !== 'tick' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v}`);
  return `${e.type}${fields.length ? ` (${fields.join(', ')})` : ''}`;
}
