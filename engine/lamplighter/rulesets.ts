// The rulesets of Lamplighter's Round as data: solo (the seed's round) and the co-op duo and trio.
import type { RulesetInfo } from '../core/game.ts';
import type { RulesetId } from './types.ts';
import { LIVE } from './constants.ts';

/** Every Lamplighter ruleset, by id, with its number of lamplighters. */
export const RULESETS: Readonly<Record<RulesetId, RulesetInfo & { lamplighters: number }>> = Object.freeze({
  'lamplighter-solo': {
    id: 'lamplighter-solo', game: 'lamplighter', label: "Lamplighter's Round", mode: 'solo',
    players: { min: 1, max: 1 }, winCondition: 'all nine lamps burning',
    description: 'Walk the street and light its nine lamps before the dark (or the Pale) has you.',
    turnSeconds: 120, wallClockMs: null, soloOnly: true, lamplighters: 1,
  },
  'lamplighter-duo': {
    id: 'lamplighter-duo', game: 'lamplighter', label: "Lamplighter's Round for two", mode: 'co-op',
    players: { min: 2, max: 2 }, winCondition: 'all nine lamps burning; lost when both are lost',
    description: 'Two lamplighters, each with their own Dread, oil and Embers; the Pale hunts the most visible.',
    turnSeconds: 120, wallClockMs: null, lamplighters: 2,
  },
  'lamplighter-trio': {
    id: 'lamplighter-trio', game: 'lamplighter', label: "Lamplighter's Round for three", mode: 'co-op',
    players: { min: 3, max: 3 }, winCondition: 'all nine lamps burning; lost when all three are lost',
    description: 'Three lamplighters, each with their own Dread, oil and Embers; the Pale hunts the most visible.',
    turnSeconds: 120, wallClockMs: null, lamplighters: 3,
  },
  'lamplighter-live': {
    id: 'lamplighter-live', game: 'lamplighter', label: "Lamplighter's Round in real time", mode: 'solo',
    players: { min: 1, max: 1 }, winCondition: 'all nine lamps burning',
    description: 'The solo round at 20 Hz with held keys: walk, run, hold the taper to a lamp.',
    turnSeconds: 0, wallClockMs: null, soloOnly: true, realtime: true, turnMs: LIVE.turnMs, realtimeOf: 'lamplighter-solo', lamplighters: 1,
  },
});

/** The seed's round: one lamplighter. */
export const DEFAULT_RULESET: RulesetId = 'lamplighter-solo';

/** The ruleset for an id; throws a one-line Error naming the rulesets there are. */
export function rulesetOf(id: string | undefined): RulesetInfo & { lamplighters: number } {
  const r = (RULESETS as Record<string, (RulesetInfo & { lamplighters: number }) | undefined>)[id ?? DEFAULT_RULESET];
  if (!r) throw new Error(`unknown ruleset "${id}": lamplighter rulesets are ${Object.keys(RULESETS).join(', ')}`);
  return r;
}
