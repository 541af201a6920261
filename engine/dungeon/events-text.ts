// The Dungeon's event wording for the event logs (see engine/core/event-words.ts).
import { field, type EventWords, type NameOf } from '../core/event-words.ts';
import type { GameEvent } from '../core/game.ts';

/** The player an event is about: its own name if it carries one, else its id as `nameOf` names it. */
const player = (e: GameEvent, nameOf: NameOf) => (typeof e.name === 'string' ? e.name : nameOf(field(e.id)));

/** Wording of the dungeon's events by type; null hides the step-by-step ones. */
export const DUNGEON_EVENT_WORDS: EventWords = {
  turn_start: () => null,
  order: () => null,
  sound: () => null,
  move: () => null,
  monster_move: () => null,
  move_failed: () => null,
  match_start: () => null,
  player_death: (e, nameOf) => `${player(e, nameOf)} was killed${e.killedBy ? ` by the ${field(e.killedBy)}` : ''}`,
  player_exit: (e, nameOf) => `${player(e, nameOf)} escaped`,
  treasure_pickup: (e, nameOf) => `${player(e, nameOf)} picked up the treasure`,
  level_complete: (e) => `level ${field(e.level)} complete`,
  match_end: (e) => `the dungeon match ends${e.reason ? ` (${field(e.reason)})` : ''}`,
};
