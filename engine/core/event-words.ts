// Wording of events: one readable line per event for the front ends (the terminal's event log, the
// Discord match message). The match service's own events are worded here; each game words its
// engine events in its own table (`Game.eventWords`, engine/<game>/events-text.ts). Any event with
// no wording is shown by its type and its simple fields, so a new event never breaks a log.
import type { GameEvent } from './game.ts';

/** A player's display name from the id an event gives (a Dungeon `P2`, a Lantern alias). */
export type NameOf = (id: string) => string;

/** One event's line, or null to leave the event out of the log. */
export type EventWording = (e: GameEvent, nameOf: NameOf) => string | null;

/** A game's event wording by event type. */
export type EventWords = Readonly<Record<string, EventWording>>;

/** Text of a field (empty for a missing one). */
export const field = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const sameName: NameOf = (id) => id;

/** The match service's events, the same for every game. */
export const SERVICE_EVENT_WORDS: EventWords = {
  matchCreated: () => null,
  playerJoined: (e) => `${field(e.name)} joined (seat ${field(e.seat)})`,
  playerLeft: (e) => `seat ${field(e.seat)} left; a bot plays it now`,
  botsFilled: () => 'open seats filled with bots',
  matchStarted: () => 'the match starts',
  matchCancelled: (e) => (e.reason === 'lobby-expired' ? 'the lobby closed: nobody started the match in time' : 'the match was cancelled'),
  turnResolved: (e) => {
    const orders = (e.orders as { seat: number; order: string }[] | undefined) ?? [];
    return `turn ${e.turn + 1} resolved${orders.length ? `: ${orders.map((o) => `#${o.seat} ${o.order}`).join(', ')}` : ''}`;
  },
  matchFinished: (e) => `match over: ${field((e.results as { summary?: string } | undefined)?.summary)}`,
};

/** Whether an event type has its own wording (or is deliberately hidden) among the service's events or a game's. */
export function hasWording(type: string, words: EventWords = {}): boolean {
  return Object.hasOwn(SERVICE_EVENT_WORDS, type) || Object.hasOwn(words, type);
}

/**
 * The log line for an event, or null for events the log leaves out: the service's wording, then
 * the game's `words`, then the type and simple fields. `nameOf` turns the player ids events carry
 * into the names the screen shows (the ids themselves without it).
 */
export function wordEvent(e: GameEvent, words: EventWords = {}, nameOf: NameOf = sameName): string | null {
  const fmt = Object.hasOwn(SERVICE_EVENT_WORDS, e.type) ? SERVICE_EVENT_WORDS[e.type] : Object.hasOwn(words, e.type) ? words[e.type] : undefined;
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
