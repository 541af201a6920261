// One readable line per game event, shared by the front ends (the terminal's event log, the
// Discord match message). Known events get their own wording; any other event is shown by its
// type and its simple fields, so a new event never breaks a log. Pure text: no I/O.
import type { GameEvent } from './core/game.ts';
import { gridCellName } from './lantern/map.ts';

/** A player's display name from the id an event gives (a Dungeon `P2`, say). */
export type NameOf = (id: string) => string;

type Fmt = (e: GameEvent, nameOf: NameOf) => string | null;

const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const sameName: NameOf = (id) => id;
/** The player an event is about: its own name if it carries one, else its id as `nameOf` names it. */
const player = (e: GameEvent, nameOf: NameOf) => (typeof e.name === 'string' ? e.name : nameOf(s(e.id)));
/** The warehouse cell (as the map labels it, e.g. F4) of an event's x and y in pixels. */
const cell = (e: GameEvent) => (typeof e.x === 'number' && typeof e.y === 'number' ? gridCellName(e.x, e.y) : 'a new place');

/** Wording of the events a player cares most about, by event type. `null` hides an event. */
const EVENT_TEXT: Record<string, Fmt> = {
  matchCreated: () => null,
  playerJoined: (e) => `${s(e.name)} joined (seat ${s(e.seat)})`,
  playerLeft: (e) => `seat ${s(e.seat)} left; a bot plays it now`,
  botsFilled: () => 'open seats filled with bots',
  matchStarted: () => 'the match starts',
  matchCancelled: (e) => (e.reason === 'lobby-expired' ? 'the lobby closed: nobody started the match in time' : 'the match was cancelled'),
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
  move_failed: () => null,
  match_start: () => null,
  player_death: (e, nameOf) => `${player(e, nameOf)} was killed${e.killedBy ? ` by the ${s(e.killedBy)}` : ''}`,
  player_exit: (e, nameOf) => `${player(e, nameOf)} escaped`,
  treasure_pickup: (e, nameOf) => `${player(e, nameOf)} picked up the treasure`,
  level_complete: (e) => `level ${s(e.level)} complete`,
  match_end: (e) => `the dungeon match ends${e.reason ? ` (${s(e.reason)})` : ''}`,
  playing: () => 'the round begins: out of the gate light',
  emberEarned: () => null,
  intentDone: () => null,
  dreadCrossed: (e) => `Dread past ${s(e.level)}`,
  lanternDry: () => 'the lantern is dry',
  upgradeBought: (e) => `bought ${s(e.upgrade ?? e.name)}`,
  lamplighterLost: (e) => `a lamplighter is lost (${s(e.cause)})`,
  roundOver: (e) => `the round is ${s(e.phase)}`,
  found: (e) => `FOUND ${s(e.alias ?? e.seat)} by ${s(e.by_alias ?? e.by)}${e.mode ? ` (${s(e.mode)})` : ''}`,
  spot: (e) => `${s(e.by_alias ?? e.by)}'s lantern falls on ${s(e.alias ?? e.seat)}`,
  crate_push: (e) => `${s(e.crate)} pushed to ${cell(e)}`,
  crate_lock: (e) => `${s(e.crate)} locked`,
  lock_refused: (e) => `${s(e.crate)} not locked: ${s(e.reason)}`,
  crate_pry: (e) => `${s(e.crate)} pried ${s(e.percent)}%`,
  crate_break: (e) => `${s(e.crate)} broken open`,
  act_end: () => null,
  half_end: (e) => {
    const found = (e.found as string[] | undefined) ?? [];
    return `half ${s(e.half)} ends: ${found.length ? `found ${found.join(', ')}` : 'nobody found'}`;
  },
  end: (e) => `the match ends (${s(e.reason).replace(/_/g, ' ')})`,
  player_failure: (e) => `${s(e.alias ?? e.seat)} never ordered (${s(e.reason).replace(/_/g, ' ')}); a bot plays the seat`,
  act_start: (e) => `${s(e.act)} act of half ${s(e.half)} begins`,
  half_start: (e) => `half ${s(e.half)} begins`,
  lampLit: (e) => `lamp ${s(e.lamp)} lit`,
  lampFailed: (e) => `the flame on lamp ${s(e.lamp ?? e.index)} died`,
  paleNoticed: () => 'IT HAS SEEN YOU',
  paleCaught: () => 'the Pale caught a lamplighter',
};

/** Whether the log has its own wording for (or deliberately hides) an event type. */
export function hasWording(type: string): boolean {
  return Object.hasOwn(EVENT_TEXT, type);
}

/**
 * The log line for an event, or null for events the log leaves out. `nameOf` turns the player ids
 * events carry into the names the screen shows (the ids themselves without it).
 */
export function eventText(e: GameEvent, nameOf: NameOf = sameName): string | null {
  const fmt = EVENT_TEXT[e.type];
  if (fmt) return fmt(e, nameOf);
  const fields = Object.entries(e)
    .filter(([k, v]) => k !== 'type' && k !== 'turn' && k !== 'tick' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v}`);
  return `${e.type}${fields.length ? ` (${fields.join(', ')})` : ''}`;
}

/** Names by seat alias for a match's seats: a person's name, or the alias for a bot or an empty seat. */
export function seatNames(seats: readonly { alias: string; name?: string | null; bot?: boolean; owner?: string | null }[]): NameOf {
  const by = new Map(seats.map((seat) => [seat.alias, !seat.bot && seat.owner && seat.name ? seat.name : seat.alias]));
  return (id) => by.get(id) ?? id;
}
