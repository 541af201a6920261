// LAMPLIGHTER: Lamplighter's Round (seed 000) on the Game contract, and createRound for real time.
//
// Real-time play (the terminal UI): `const round = createRound({ ruleset, pale, seed, street })`,
// then call `round.tick(input)` 20 times a second. Solo: `tick({ move: [x, y], run, interact })`.
// Co-op (`lamplighter-duo` / `-trio`): `tick([inputSeat0, inputSeat1, ...])`, one input per
// lamplighter (a missing or null entry stands still). Every HUD read takes the seat as its last
// argument (`round.stats(1)`, `round.buyUpgrade('wick', 1)`, `round.setLightHeld(true, 2)`);
// it defaults to seat 0. `roundView(round.state, viewer)` gives the renders their view.
// A seat with no human can be played live by `autopilotHand(round, seat).input()` each tick.
import type { Game, Parsed, Seat, Viewer } from '../core/game.ts';
import { guardParse } from '../core/text.ts';
import { autopilotOrder } from './autopilot.ts';
import {
  awaitingSeats, decodeMatch, LAMPLIGHTER_HISTORY, matchDigest, matchReplay, matchResults, readLamplighterReplay, resolveMatchTurn, setupMatch, verifyMatchReplay,
  type LamplighterMatch,
} from './match.ts';
import { cannotOrder, checkOrder, describeOrder, orderGrammar, parseTextOrder } from './orders.ts';
import { RULESETS, rulesetOf } from './rulesets.ts';
import { checkPlan, describePlan, isPlanText, parsePlanText, PLAN_GRAMMAR, type LamplighterCommand } from './plan.ts';
import { lamplighterAlias, type RoundView } from './view.ts';
import { turnModeView } from './turn-prompts.ts';
import { LAMPLIGHTER_EVENT_WORDS } from './events-text.ts';
import { LAMPLIGHTER_PAD } from './pad.ts';
import { lamplighterStatusLine, lamplighterStatusLines } from './status-text.ts';
import { lamplighterPlayback, matchView } from './playback.ts';
import { checkKeys, describeKeys, KEYS_HELP } from './live.ts';

/** The Lamplighter game. Setup options: `{ pale?: boolean, street?: StreetData, names? }`. */
export const LAMPLIGHTER: Game<LamplighterMatch, LamplighterCommand, RoundView> = {
  id: 'lamplighter',
  title: "Lamplighter's Round",
  rulesets: () => Object.values(RULESETS).map(({ lamplighters: _n, ...info }) => info),
  seats(rulesetId: string): Seat[] {
    const rs = rulesetOf(rulesetId);
    return Array.from({ length: rs.lamplighters }, (_, i) => ({ index: i, team: 'street', role: 'lamplighter', alias: lamplighterAlias(i) }));
  },
  setup: (rulesetId, seed, options) => setupMatch(rulesetId, seed, options),
  turn: (m) => m.turn,
  awaiting: (m) => awaitingSeats(m),
  parseOrder(m, seat, input): Parsed<LamplighterCommand> {
    return guardParse<LamplighterCommand>(() => {
      const why = cannotOrder(m.round, seat);
      if (why) return { ok: false, error: why };
      if (rulesetOf(m.round.ruleset).realtime) return checkKeys(m.round, seat, input);
      if ((input as { kind?: unknown } | null)?.kind === 'keys') return { ok: false, error: 'held keys are for the real-time round (lamplighter-live): in turns, write e.g. "walk 4", "light" or "buy wick"' };
      // The plan order lives in plan.ts; every other order in orders.ts.
      if (typeof input === 'string') return isPlanText(input) ? parsePlanText(m.round, seat, input) : parseTextOrder(m.round, seat, input);
      if ((input as { kind?: unknown } | null)?.kind === 'plan') return checkPlan(m.round, seat, input);
      return checkOrder(m.round, seat, input);
    }, 'that order could not be read: write e.g. "walk 4", "light" or "buy wick"');
  },
  // Real time: a seat nobody plays stands still (its last keys let go).
  baseline: (m, seat) => (rulesetOf(m.round.ruleset).realtime ? { kind: 'keys', move: null, run: false, light: false } : autopilotOrder(m.round, seat)),
  resolveTurn: (m, orders) => resolveMatchTurn(m, orders),
  view: (m, viewer: Viewer) => matchView(m, viewer),
  isOver: (m) => m.round.phase === 'won' || m.round.phase === 'lost',
  results: (m) => matchResults(m),
  digest: (m) => matchDigest(m),
  encode: (m) => JSON.stringify(m),
  decode: (text) => decodeMatch(text),
  history: LAMPLIGHTER_HISTORY,
  replay: (m) => matchReplay(m),
  verifyReplay: (doc) => verifyMatchReplay(doc),
  replayFrames: (doc, opts) => lamplighterPlayback(doc, opts),
  readReplay: (doc) => readLamplighterReplay(doc),
  describeOrder: (o) => (o.kind === 'plan' ? describePlan(o) : o.kind === 'keys' ? describeKeys(o) : describeOrder(o)),
  orderHelp: (m, seat) => {
    const why = cannotOrder(m.round, seat);
    if (why) return why;
    return rulesetOf(m.round.ruleset).realtime ? KEYS_HELP : `${orderGrammar(m.round)}; ${PLAN_GRAMMAR}`;
  },
  rulesText: [
    'Light all nine lamps of the street before the dark takes you. Dread rises away from lamplight and falls fast under a burning lamp.',
    'Your lantern burns oil as you walk (twice as fast running); dry, the dark hurts twice as much. Hold the taper on a lamp until it catches.',
    'Each lamp lit gives an Ember; spend Embers in lamplight on reach, stride or wick. The Pale hunts what it can see: rest under lamps before long crossings.',
    'Orders: `walk 4`, `run 4`, `light`, `release`, `wait 3`, `retreat`, `buy wick`.',
  ],
  pad: LAMPLIGHTER_PAD,
  statusLine: (v) => lamplighterStatusLine(v),
  statusLines: (v, width) => lamplighterStatusLines(v, width),
  eventWords: LAMPLIGHTER_EVENT_WORDS,
  turnView: (v) => turnModeView(v),
  // Solo is the street's own way to play: it opens first although no one can join it.
  defaultRuleset: () => Object.keys(RULESETS)[0],
  orderExamples: ['walk 4', 'wait 2', 'retreat', 'plan 1-9'],
};

export { createRound, wrapRound, type Round } from './round.ts';
export { autopilotOrder, playAutopilot } from './autopilot.ts';
export { autopilotHand, type AutopilotHand } from './autopilot-hand.ts';
export { runTurn } from './turns.ts';
export { DEFAULT_STREET, normalizeStreet, lightAt } from './street.ts';
export { UPGRADES } from './constants.ts';
export { RULESETS } from './rulesets.ts';
export type { KeysOrder } from './live.ts';
export { roundView } from './view.ts';
export { playAutopilotMatch, type LamplighterMatch, type LamplighterReplay } from './match.ts';
export * from './types.ts';
export type * from './view.ts';
