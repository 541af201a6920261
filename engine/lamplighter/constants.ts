// Every number of Lamplighter's Round, one table per topic (seed 000 and SPEC section 3).
import type { UpgradeInfo, UpgradeName } from './types.ts';

/** The clock. */
export const CLOCK = Object.freeze({
  hz: 20,
  dt: 1 / 20,
});

/** The real-time ruleset (live.ts): ticks per turn, and so a turn's wall-clock length (100 ms). */
export const LIVE = Object.freeze({
  ticks: 2,
  turnMs: 100,
});

/** Dread: rises in the dark, falls hard in gaslight. Per second unless named otherwise. */
export const DREAD = Object.freeze({
  max: 100,
  /** Base rise in the dark. */
  rise: 1.625,
  /** Growth of the rise with time out: x (1 + growth * darkTime). */
  growth: 0.054,
  dryFactor: 2,
  taperFactor: 1.75,
  /** Fall in lamplight. */
  fall: 16,
  /** Thresholds whose upward crossing is a decision point in chat. */
  marks: [50, 75, 90] as const,
});

/** The lantern. */
export const OIL = Object.freeze({
  full: 100,
  walk: 1.818,
  runFactor: 2,
  /** Refill in lamplight (full within 1 s). */
  refill: 100,
});

/** The body. */
export const BODY = Object.freeze({
  /** Running speed = stride x runFactor. */
  runFactor: 1.6,
});

/** Hold-to-light. */
export const TAPER = Object.freeze({
  /** Letting go drains the flame at this times the fill rate. */
  drainFactor: 1.5,
  /** An attempt past this fraction that dies emits lampFailed. */
  failAbove: 0.15,
  /** A full Dread bar adds this fraction to the light time (shaking hands). */
  shake: 0.3,
});

/** The street. */
export const STREET = Object.freeze({
  poolRadius: 3.5,
  /** Bounds are the lamps' box padded by this many metres. */
  margin: 12,
});

/** The three upgrade tracks: rank n costs n Embers, four values from rank 0 to 3. */
export const UPGRADE_TRACKS: Readonly<Record<UpgradeName, { values: readonly number[]; unit: string; digits: number }>> = Object.freeze({
  reach: { values: [3.0, 4.2, 5.4, 6.6], unit: 'm', digits: 1 },
  stride: { values: [2.5, 2.9, 3.3, 3.7], unit: 'm/s', digits: 1 },
  wick: { values: [2.6, 2.6 - 1.7 / 3, 2.6 - 3.4 / 3, 0.9], unit: 's', digits: 1 },
});
/** Every track stops at rank 3. */
export const MAX_RANK = 3;

/** The rows of the upgrade panel, in order (the seed's `Rules.UPGRADES`). */
export const UPGRADES: readonly UpgradeInfo[] = Object.freeze([
  Object.freeze({ name: 'reach', label: 'Reach', blurb: 'light a lamp from farther off: interact range 3.0 → 6.6 m' }),
  Object.freeze({ name: 'stride', label: 'Stride', blurb: 'walk faster between pools: 2.5 → 3.7 m/s' }),
  Object.freeze({ name: 'wick', label: 'Wick', blurb: 'a lamp takes sooner: light time 2.6 → 0.9 s' }),
] as UpgradeInfo[]);

/** The Pale: the stalker's senses and body. Distances in metres, speeds in m/s, times in s. */
export const PALE = Object.freeze({
  /** Sees a lamplighter in lamplight from across the district. */
  seeLamplight: 40,
  /** Sees lantern glow only near. */
  seeLantern: 9,
  /** Dry and dark: only at touching distance. */
  seeDark: 1.2,
  /** Reaching distance (paleCaught). */
  reach: 0.9,
  wanderSpeed: 1.4,
  huntSpeed: 3.0,
  /** The Dread multiplier rises from 1 at this distance to maxMultiplier at 0. */
  pressureRange: 14,
  maxMultiplier: 2.2,
  /** Dread a strike under a lamp costs. */
  strikeDread: 38,
  /** Withdrawal after a strike under a lamp. */
  withdrawSeconds: [3, 5] as const,
  withdrawSpeed: 3.4,
  /** How long it searches where it lost someone before wandering again. */
  searchSeconds: 4,
  /** Where it starts: this far (a range, metres) beyond the street's far end, up to 4 m aside. */
  startBeyond: [6, 14] as const,
  /** Pause between wander waypoints, in ticks (drawn from PCG32). */
  pauseTicks: [0, 30] as const,
  /** Visible to a lamplighter within this distance (its own cold light). */
  glowSeen: 16,
});

/** The heartbeat and sting envelopes and the veil. */
export const FEEL = Object.freeze({
  calmBpm: 52,
  fullBpm: 138,
  stingDecay: 1.55,
  /** Double thump: lub at phase 0 for lubWidth, dub at dubAt for dubWidth with dubGain. */
  lubWidth: 0.12,
  dubAt: 0.2,
  dubWidth: 0.1,
  dubGain: 0.6,
});

/** Chat turns. */
export const TURNS = Object.freeze({
  /** A turn runs at most this many seconds. */
  maxSeconds: 8,
  /** `wait` takes 0.05 .. 60 s. */
  waitMax: 60,
  /** `walk`/`run` to a dark lamp stops this far inside reach. */
  reachMargin: 0.25,
  /** `walk`/`run`/`retreat` to a burning lamp stops this far inside its pool. */
  poolMargin: 0.5,
});
