// A fresh round: the street, the lamplighters at the start point under the gate lamp, the Pale.
import { pcgSeed } from '../core/pcg32.ts';
import { OIL } from './constants.ts';
import { paleStart } from './pale.ts';
import { rulesetOf } from './rulesets.ts';
import { normalizeStreet } from './street.ts';
import type { LamplighterState, RoundState, RulesetId, StreetData } from './types.ts';

/** Options of a fresh round. */
export interface RoundOptions {
  street?: StreetData;
  /** Whether the Pale hunts (default true). */
  pale?: boolean;
  seed?: number;
  ruleset?: RulesetId | string;
}

/** Seeds are safe non-negative integers; strings hash to one. */
export function seedOf(seed: number | string | undefined): number {
  if (seed === undefined) return 1;
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`seed must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, got ${seed}`);
    return seed;
  }
  if (/^\d+$/.test(seed)) return seedOf(Number(seed));
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function lamplighter(seat: number, x: number, y: number, count: number): LamplighterState {
  // Co-op lamplighters stand side by side, half a metre apart, across the street.
  const off = (seat - (count - 1) / 2) * 0.5;
  return {
    seat, x, y: y + off, fx: 1, fy: 0, moving: false, running: false,
    dread: 0, oil: OIL.full, darkTicks: 0, sinceLampTicks: 0,
    embers: 0, embersEarned: 0, lampsLit: 0, upgrades: { reach: 0, stride: 0, wick: 0 },
    held: false, hudHeld: false, latch: false, lighting: -1,
    alive: true, cause: null, lostTick: -1, paleDist: null, sting: 0, beatPhase: 0, struck: false,
  };
}

/** A fresh round state (throws a one-line Error for a bad ruleset, street or seed). */
export function createState(opts: RoundOptions = {}): RoundState {
  const rs = rulesetOf(opts.ruleset);
  const street = normalizeStreet(opts.street);
  const seed = seedOf(opts.seed);
  const paleOn = opts.pale !== false;
  const rng = pcgSeed(seed, 3);
  const players = Array.from({ length: rs.lamplighters }, (_, i) => lamplighter(i, street.start[0], street.start[1], rs.lamplighters));
  return {
    v: 1, ruleset: rs.id as RulesetId, seed, paleOn, street,
    rng,
    tick: 0, playTicks: 0, phase: 'prelude', cause: null,
    lamps: street.lamps.map(([x, y]) => ({
      x, y, lit: false, progress: 0, peak: 0, lastFill: 0, holders: [], litBy: -1, lastHand: -1, credit: players.map(() => 0), litTick: -1,
    })),
    players,
    pale: paleStart(street, rng),
    paleState: paleOn ? 'dormant' : 'off',
  };
}
