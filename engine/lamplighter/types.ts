// The exported shapes of Lamplighter's Round (seed 000): street data, the round state, tick input,
// chat orders and the HUD surface's results. Renders and front ends build on these; keep them
// stable (additions are fine).
import type { Pcg32State } from '../core/pcg32.ts';

/** A point or a direction on the street plane, in metres (x east, y down the screen). */
export type Vec2 = [number, number];

/** A street as data: the burning gate lamp where the round starts and the lamps to light. */
export interface StreetData {
  gate: Vec2;
  lamps: Vec2[];
  /** Radius of a burning lamp's pool of light, in metres (default 3.5). */
  poolRadius?: number;
  /** Where the lamplighters start (default: the gate). Measurement streets start in the dark. */
  start?: Vec2;
  /** A name for pictures and logs. */
  name?: string;
}

/** The street bounds (metres): nobody walks past them. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A street after normalisation: every field filled, frozen. */
export interface Street {
  name: string;
  gate: Vec2;
  lamps: Vec2[];
  poolRadius: number;
  start: Vec2;
  bounds: Bounds;
}

export type Phase = 'prelude' | 'playing' | 'won' | 'lost';
/** Why a lamplighter (and, once all are lost, the round) was lost. */
export type Cause = 'dark' | 'dry' | 'pale';
export type UpgradeName = 'reach' | 'stride' | 'wick';
export type RulesetId = 'lamplighter-solo' | 'lamplighter-duo' | 'lamplighter-trio' | 'lamplighter-live';

/**
 * The Pale's state as it writes it (`paleState`): `off` without a Pale, `dormant` in the prelude,
 * `wander` (does not know where anyone is), `hunt` (closing on someone it sees), `search` (lost
 * them in the dark, going to where it last saw them), `withdraw` (struck under a lamp, backing off),
 * `fed` (took the last lamplighter).
 */
export type PaleState = 'off' | 'dormant' | 'wander' | 'hunt' | 'search' | 'withdraw' | 'fed';

/** One tick's controls for one lamplighter. `interact` held = the taper held. */
export interface TickInput {
  /** A direction on the street plane (normalised by the rules; null or [0, 0] = stand). */
  move?: Vec2 | null;
  run?: boolean;
  interact?: boolean;
}

/** Upgrade ranks of one lamplighter. */
export type UpgradeRanks = Record<UpgradeName, number>;

/** One lamp of the street (lamp numbers in orders are index + 1; 0 is the gate). */
export interface LampState {
  x: number;
  y: number;
  lit: boolean;
  /** Light progress 0..1 of the current attempt. */
  progress: number;
  /** Highest progress the current attempt reached (for `lampFailed`). */
  peak: number;
  /** Fill rate (per tick) of the last hand on the taper: the flame drains at 1.5x this. */
  lastFill: number;
  /** Seats holding the taper on it this tick. */
  holders: number[];
  /** Seat that finished it, or -1. */
  litBy: number;
  /** Seat whose hand was last on the taper, or -1 (who a `lampFailed` belongs to). */
  lastHand: number;
  /** Fill each seat has given the current attempt: the lamp's one Ember goes to the largest share. */
  credit: number[];
  /** Tick it took, or -1. */
  litTick: number;
}

/** One lamplighter: body, lantern, nerve, purse and upgrades. */
export interface LamplighterState {
  seat: number;
  x: number;
  y: number;
  /** Facing, a unit vector (last direction walked). */
  fx: number;
  fy: number;
  moving: boolean;
  running: boolean;
  dread: number;
  oil: number;
  /** Ticks since this lamplighter last stood in lamplight. */
  darkTicks: number;
  /** Ticks since this lamplighter last lit a lamp (or since the round began). */
  sinceLampTicks: number;
  embers: number;
  embersEarned: number;
  lampsLit: number;
  upgrades: UpgradeRanks;
  /** The interact control (or the HUD button) is down. */
  held: boolean;
  /** A HUD button held via setLightHeld (ORed with the interact control). */
  hudHeld: boolean;
  /** Set when a lamp took under this hand; cleared when the taper is let go (no chain lighting). */
  latch: boolean;
  /** Lamp index being lit this tick, or -1. */
  lighting: number;
  alive: boolean;
  cause: Cause | null;
  lostTick: number;
  /** Written only by the Pale: its distance to this lamplighter, or null (multiplier 1). */
  paleDist: number | null;
  /** The sting of being noticed, 1 -> 0 at 1.55/s. */
  sting: number;
  /** Heartbeat phase 0..1. */
  beatPhase: number;
  /** Whether the Pale struck this one under a lamp (dread cost applied) this tick. */
  struck: boolean;
}

/** The Pale's own body and memory (its module also writes `paleState` and each `paleDist`). */
export interface PaleBody {
  x: number;
  y: number;
  fx: number;
  fy: number;
  /** Seat it is after, or -1. */
  target: number;
  /** Where it last saw its target (metres) or null. */
  lastSeen: Vec2 | null;
  /** Where it is wandering to. */
  waypoint: Vec2;
  /** Ticks left of the current state's timer (withdrawal, search, pause). */
  timer: number;
  /** How strongly it sees its target now, 0..1 (its `exposure` sense). */
  exposure: number;
}

/** The whole round: plain data, JSON-serialisable, digested canonically. */
export interface RoundState {
  v: 1;
  ruleset: RulesetId;
  seed: number;
  paleOn: boolean;
  street: Street;
  rng: Pcg32State;
  /** Ticks since the round was created. */
  tick: number;
  /** Ticks of `playing` (the round clock: `time` = playTicks / 20). */
  playTicks: number;
  phase: Phase;
  cause: Cause | null;
  lamps: LampState[];
  players: LamplighterState[];
  pale: PaleBody;
  paleState: PaleState;
}

/**
 * An event of the rules (turned into GameEvents by the Game contract). `lamp` is the lamp NUMBER
 * as orders and pictures call it (1..n, index + 1); `tick` is the round tick it happened on.
 */
export type RoundEvent =
  | { type: 'playing'; tick: number }
  | { type: 'lampLit'; tick: number; lamp: number; seat: number }
  | { type: 'lampFailed'; tick: number; lamp: number; seat: number; peak: number }
  | { type: 'emberEarned'; tick: number; seat: number; embers: number }
  | { type: 'upgradeBought'; tick: number; seat: number; upgrade: UpgradeName; rank: number }
  | { type: 'dreadCrossed'; tick: number; seat: number; level: 50 | 75 | 90 }
  | { type: 'lanternDry'; tick: number; seat: number }
  | { type: 'paleNoticed'; tick: number; seat: number }
  | { type: 'paleCaught'; tick: number; seat: number; inLamplight: boolean }
  | { type: 'lamplighterLost'; tick: number; seat: number; cause: Cause }
  | { type: 'roundOver'; tick: number; phase: 'won' | 'lost'; cause: Cause | null };

/** `{ ok, reason }` as the HUD's buy buttons want it (reason is '' when ok). */
export interface BuyCheck {
  ok: boolean;
  reason: string;
}

/** One row of `UPGRADES`, in order. */
export interface UpgradeInfo {
  name: UpgradeName;
  label: string;
  blurb: string;
}

/** `stats()`: everything the meters and end cards want (the seed's field list, plus `seat`). */
export interface RoundStats {
  seat: number;
  phase: Phase;
  cause: Cause | null;
  /** Seconds of play. */
  time: number;
  lampsLit: number;
  lampTotal: number;
  dread: number;
  dreadFrac: number;
  oil: number;
  oilFrac: number;
  embers: number;
  /** Progress 0..1 of the lamp in hand (or the target lamp's flame). */
  lightProgress: number;
  lighting: boolean;
  inLamplight: boolean;
  /** Gaslight at the lamplighter, 0..1 (1 under the post, 0 at or past the pool's edge). */
  lampLight: number;
  darkTime: number;
  sinceLastLamp: number;
  reach: number;
  lightSeconds: number;
  targetDistance: number | null;
  targetInReach: boolean;
  held: boolean;
}

/** `targetLamp()`: the nearest dark lamp. */
export interface TargetInfo {
  lamp: LampState | null;
  /** Lamp index (0-based; lamp number index + 1), or -1 with no dark lamp left. */
  index: number;
  distance: number | null;
  inReach: boolean;
}

/** `lightAt(point)`: what the lamps and the lantern give a point; the Pale's senses. */
export interface LightReading {
  /** Inside a burning lamp's pool. */
  inLamplight: boolean;
  /** Gaslight 0..1. */
  lampLight: number;
  /** The lantern burns (oil left). */
  lantern: boolean;
  /** How far the Pale can see this lamplighter from, metres. */
  seenFrom: number;
}

/** The veil's three properties, pushed to the `dreadveil` pass every frame (all 0..1). */
export interface VeilProps {
  dread: number;
  beat: number;
  sting: number;
}

/** `debug()`: the hunt reading, the envelopes and the veil. */
export interface RoundDebug {
  hunt: {
    paleState: PaleState;
    paleDist: number | null;
    pale: Vec2 | null;
    target: number;
    lastSeen: Vec2 | null;
    exposure: number;
    /** The Dread multiplier it applies now (1 .. 2.2). */
    multiplier: number;
    /** The stalker's senses, fed from lightAt(player). */
    senses: { visible: boolean; hidden: boolean; exposure: number; flashOn: boolean };
  };
  sting: { value: number; decayPerSecond: number };
  heartbeat: { bpm: number; phase: number; beat: number; calmBpm: number; fullBpm: number };
  veil: VeilProps;
  tick: number;
}

/** A chat order: one intent. Lamp numbers are 1..n; 0 is the gate lamp. */
export type LamplighterOrder =
  | { kind: 'walk'; lamp: number }
  | { kind: 'run'; lamp: number }
  | { kind: 'light' }
  | { kind: 'release' }
  | { kind: 'wait'; seconds: number }
  | { kind: 'retreat' }
  | { kind: 'buy'; upgrade: UpgradeName };

export type OrderKind = LamplighterOrder['kind'];
