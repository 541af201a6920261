// Lamplighter's event wording for the event logs (see engine/core/event-words.ts).
import { field, type EventWords, type NameOf } from '../core/event-words.ts';
import { PALE } from './constants.ts';
import { lamplighterAlias } from './view.ts';

/** The lamplighter an event names, by the player's name where the front end knows it. */
const who = (seat: unknown, nameOf: NameOf): string => (typeof seat === 'number' ? nameOf(lamplighterAlias(seat)) : 'a lamplighter');

/** Wording of the round's events by type; null hides the ones the meters already show. */
export const LAMPLIGHTER_EVENT_WORDS: EventWords = {
  playing: () => 'the round begins: out of the gate light',
  emberEarned: () => null,
  intentDone: () => null,
  dreadCrossed: (e) => `Dread past ${field(e.level)}`,
  lanternDry: () => 'the lantern is dry',
  upgradeBought: (e) => `bought ${field(e.upgrade ?? e.name)}`,
  lamplighterLost: (e, nameOf) => `${who(e.seat, nameOf)} is lost (${field(e.cause)})`,
  roundOver: (e) => `the round is ${field(e.phase)}`,
  lampLit: (e) => `lamp ${field(e.lamp)} lit`,
  lampFailed: (e) => `the flame on lamp ${field(e.lamp ?? e.index)} died`,
  paleNoticed: () => 'IT HAS SEEN YOU',
  // Caught in lamplight a lamplighter lives (the original's rule): say what it cost, so "caught" is not read as lost.
  paleCaught: (e, nameOf) => (e.inLamplight
    ? `the Pale struck ${who(e.seat, nameOf)} in lamplight: Dread +${PALE.strikeDread}, and it draws back`
    : `the Pale took ${who(e.seat, nameOf)} in the dark`),
};
