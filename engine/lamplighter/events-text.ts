// Lamplighter's event wording for the event logs (see engine/core/event-words.ts).
import { field, type EventWords } from '../core/event-words.ts';

/** Wording of the round's events by type; null hides the ones the meters already show. */
export const LAMPLIGHTER_EVENT_WORDS: EventWords = {
  playing: () => 'the round begins: out of the gate light',
  emberEarned: () => null,
  intentDone: () => null,
  dreadCrossed: (e) => `Dread past ${field(e.level)}`,
  lanternDry: () => 'the lantern is dry',
  upgradeBought: (e) => `bought ${field(e.upgrade ?? e.name)}`,
  lamplighterLost: (e) => `a lamplighter is lost (${field(e.cause)})`,
  roundOver: (e) => `the round is ${field(e.phase)}`,
  lampLit: (e) => `lamp ${field(e.lamp)} lit`,
  lampFailed: (e) => `the flame on lamp ${field(e.lamp ?? e.index)} died`,
  paleNoticed: () => 'IT HAS SEEN YOU',
  paleCaught: () => 'the Pale caught a lamplighter',
};
