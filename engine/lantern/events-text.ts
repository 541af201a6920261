// Lantern's event wording for the event logs (see engine/core/event-words.ts).
import { field, type EventWords } from '../core/event-words.ts';
import type { GameEvent } from '../core/game.ts';
import { gridCellName } from './map.ts';

/** The warehouse cell (as the map labels it, e.g. F4) of an event's x and y in pixels. */
const cell = (e: GameEvent) => (typeof e.x === 'number' && typeof e.y === 'number' ? gridCellName(e.x, e.y) : 'a new place');

/** Wording of the warehouse's events by type; null hides the bookkeeping ones. */
export const LANTERN_EVENT_WORDS: EventWords = {
  turn_start: () => null,
  order: () => null,
  sound: () => null,
  found: (e) => `FOUND ${field(e.alias ?? e.seat)} by ${field(e.by_alias ?? e.by)}${e.mode ? ` (${field(e.mode)})` : ''}`,
  spot: (e) => `${field(e.by_alias ?? e.by)}'s lantern falls on ${field(e.alias ?? e.seat)}`,
  crate_push: (e) => `${field(e.crate)} pushed to ${cell(e)}`,
  crate_lock: (e) => `${field(e.crate)} locked`,
  lock_refused: (e) => `${field(e.crate)} not locked: ${field(e.reason)}`,
  crate_pry: (e) => `${field(e.crate)} pried ${field(e.percent)}%`,
  crate_break: (e) => `${field(e.crate)} broken open`,
  act_end: () => null,
  half_end: (e) => {
    const found = (e.found as string[] | undefined) ?? [];
    return `half ${field(e.half)} ends: ${found.length ? `found ${found.join(', ')}` : 'nobody found'}`;
  },
  end: (e) => `the match ends (${field(e.reason).replace(/_/g, ' ')})`,
  player_failure: (e) => `${field(e.alias ?? e.seat)} never ordered (${field(e.reason).replace(/_/g, ' ')}); a bot plays the seat`,
  act_start: (e) => `${field(e.act)} act of half ${field(e.half)} begins`,
  half_start: (e) => `half ${field(e.half)} begins`,
};
