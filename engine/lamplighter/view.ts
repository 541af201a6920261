// What a seat, the street team or a spectator gets of a Lamplighter round: everything the street
// picture and the dread meters need, and nothing else (the renders' only input while live).
import type { Viewer } from '../core/game.ts';
import type {
  BuyCheck, Bounds, Cause, PaleState, Phase, RoundStats, RulesetId, TargetInfo, UpgradeName, Vec2, VeilProps,
} from './types.ts';

/** One lamp as drawn. `number` is what orders call it (1..n). */
export interface LampView {
  number: number;
  x: number;
  y: number;
  lit: boolean;
  /** Light progress 0..1 of an attempt in hand or guttering. */
  progress: number;
  /** Seats holding the taper on it now. */
  holders: number[];
  litBy: number;
}

/** One upgrade row of the meters. */
export interface UpgradeRowView {
  name: UpgradeName;
  label: string;
  blurb: string;
  rank: number;
  maxRank: number;
  /** Embers for the next rank, or null once maxed. */
  cost: number | null;
  /** The number the track gives now ("4.2 m"). */
  effect: string;
  /** Whether the row is bright, and why it is dim. */
  canBuy: BuyCheck;
}

/** One lamplighter as drawn and metered. */
export interface LamplighterView {
  seat: number;
  alias: string;
  name: string | null;
  x: number;
  y: number;
  /** Facing, a unit vector. */
  facing: Vec2;
  moving: boolean;
  running: boolean;
  alive: boolean;
  cause: Cause | null;
  lantern: { oil: number; oilFrac: number; lit: boolean };
  dread: number;
  dreadFrac: number;
  embers: number;
  embersEarned: number;
  lampsLit: number;
  upgrades: Record<UpgradeName, number>;
  upgradeRows: UpgradeRowView[];
  prompt: string;
  stats: RoundStats;
  target: { number: number; distance: number | null; inReach: boolean } | null;
  veil: VeilProps;
  bpm: number;
  /** The order in hand in chat play (described), or null. */
  intent: string | null;
}

/** The Pale as a viewer knows it: position only while seen (its cold light or a lamp shows it). */
export interface PaleView {
  enabled: boolean;
  state: PaleState;
  visible: boolean;
  x: number | null;
  y: number | null;
  facing: Vec2 | null;
  /** Distance to the viewing seat (or the nearest lamplighter), when visible. */
  dist: number | null;
  /** The face flares while the sting of a notice is fresh (0..1). */
  flare: number;
}

/** The whole view of a round for one viewer. */
export interface RoundView {
  game: 'lamplighter';
  ruleset: RulesetId;
  viewer: Viewer;
  /** The seat this view is centred on (meters and veil), or null for spectators. */
  seat: number | null;
  phase: Phase;
  cause: Cause | null;
  /** Seconds of play and the raw tick. */
  time: number;
  tick: number;
  turn: number;
  street: { name: string; gate: Vec2; poolRadius: number; bounds: Bounds };
  lamps: LampView[];
  lampsLit: number;
  lampTotal: number;
  lamplighters: LamplighterView[];
  pale: PaleView;
  /** The veil of the centred seat (spectators: the most afraid lamplighter). */
  veil: VeilProps;
  /** The centred seat's target lamp. */
  target: TargetInfo | null;
  /** Order grammar for the centred seat, when it is a seat. */
  orderHelp: string | null;
}
