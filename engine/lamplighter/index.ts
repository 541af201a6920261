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
  awaitingSeats, decodeMatch, LAMPLIGHTER_HISTORY, matchDigest, matchReplay, matchResults, resolveMatchTurn, setupMatch, verifyMatchReplay,
  type LamplighterMatch,
} from './match.ts';
import { cannotOrder, checkOrder, describeOrder, orderGrammar, parseTextOrder } from './orders.ts';
import { RULESETS, rulesetOf } from './rulesets.ts';
import { checkPlan, describePlan, isPlanText, parsePlanText, PLAN_GRAMMAR, type LamplighterCommand } from './plan.ts';
import { roundView, type RoundView } from './view.ts';
import { checkKeys, describeKeys, KEYS_HELP } from './live.ts';

/** The Lamplighter game. Setup options: `{ pale?: boolean, street?: StreetData, names? }`. */
export const LAMPLIGHTER: Game<LamplighterMatch, LamplighterCommand, RoundView> = {
  id: 'lamplighter',
  title: "Lamplighter's Round",
  rulesets: () => Object.values(RULESETS).map(({ lamplighters: _n, ...info }) => info),
  seats(rulesetId: string): Seat[] {
    const rs = rulesetOf(rulesetId);
    return Array.from({ length: rs.lamplighters }, (_, i) => ({ index: i, team: 'street', role: 'lamplighter', alias: `L${i + 1}` }));
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
  view: (m, viewer: Viewer) => roundView(m.round, viewer, { turn: m.turn, names: m.options.names, intents: m.intents, oilLow: m.oilLow }),
  isOver: (m) => m.round.phase === 'won' || m.round.phase === 'lost',
  results: (m) => matchResults(m),
  digest: (m) => matchDigest(m),
  encode: (m) => JSON.stringify(m),
  decode: (text) => decodeMatch(text),
  history: LAMPLIGHTER_HISTORY,
  replay: (m) => matchReplay(m),
  verifyReplay: (doc) => verifyMatchReplay(doc),
  describeOrder: (o) => (o.kind === 'plan' ? describePlan(o) : o.kind === 'keys' ? describeKeys(o) : describeOrder(o)),
  orderHelp: (m, seat) => {
    const why = cannotOrder(m.round, seat);
    if (why) return why;
    return rulesetOf(m.round.ruleset).realtime ? KEYS_HELP : `${orderGrammar(m.round)}; ${PLAN_GRAMMAR}`;
  },
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
