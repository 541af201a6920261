// What each viewer of a Lantern match gets. A seat's view carries only what that seat may know
// (lantern-facts "Views"); a team view merges its three seats; a spectator of a live match gets
// the blueprint, clock, score, found list and phase, never a position; `full` is for finished
// matches, replays and tests.
import type { AimMode, CogStateName, CrateId, CrateStateName, HeartbeatBand, LanternIntent, LanternOrder, LanternResults, Role, SoundKind, Team } from './types.ts';
import type { MapSpec } from './map.ts';

/** The phase clock as every viewer sees it. */
export interface ClockView {
  tick: number;
  /** Turn being decided (0-based) and the match's turn count. */
  turn: number;
  turns: number;
  half: number;
  act: 'build' | 'hunt' | 'over';
  /** Ticks into the current act, and the act's length. */
  actTick: number;
  actTicks: number;
  ticksPerTurn: number;
  /** Seconds left in the current act (floor). */
  actSecondsLeft: number;
  /** Which team hides this half. */
  hiding: Team;
}

/** Live score: hidden seconds so far per team and their fraction of the hunt played. */
export interface ScoreView {
  /** Index 0 Moth, 1 Owl. */
  hiddenSeconds: [number, number];
  huntSecondsPlayed: [number, number];
}

/** One entry of the found list. */
export interface FoundView {
  seat: number;
  alias: string;
  by: string;
  mode: 'beam' | 'tag';
  afterSeconds: number;
  half: number;
}

/** A cog as a viewer sees it (positions in px). */
export interface CogView {
  seat: number;
  alias: string;
  team: Team;
  role: Role;
  x: number;
  y: number;
  aim: number;
  state: CogStateName;
}

/** A crate as a viewer sees it. */
export interface CrateView {
  id: CrateId;
  x: number;
  y: number;
  state: CrateStateName;
  /** Seeker views: the seeker seat whose lantern lights it. */
  litBy?: string;
}

/** A lit hider in a seeker's view. */
export interface LitHiderView extends CogView {
  litBy: string;
  streak: number;
}

/** A seeker a hider can see (within 700 px with line of sight). */
export interface SeenSeekerView extends CogView {
  dist: number;
}

/** A beam reported to a hider: bearing (brads) from the hider toward the lit area and a band. */
export interface BeamView {
  bearing: number;
  band: 'near' | 'far';
}

/** A sound ring a viewer hears (jittered point). */
export interface RingView {
  kind: SoundKind;
  x: number;
  y: number;
  r: number;
  ageTicks: number;
}

/** The viewer's own cog with its private details. */
export interface SelfView extends CogView {
  vx: number;
  vy: number;
  /** Lock (hider) or pry (seeker) progress in ticks and its target crate. */
  progress: number;
  progressCrate: CrateId | null;
  locksLeft: number;
  order: LanternOrder | null;
  heartbeat?: HeartbeatBand;
}

/** A view of a Lantern match. Optional parts appear only for viewers allowed to know them. */
export interface LanternView {
  game: 'lantern';
  kind: 'seat' | 'team' | 'spectator' | 'full';
  ruleset: string;
  /** The static map: never secret. */
  blueprint: MapSpec;
  clock: ClockView;
  score: ScoreView;
  found: FoundView[];
  /** Seat aliases in slot order (always public). */
  aliases: string[];
  /** Real names: spectators and finished matches only. */
  names?: string[];
  seat?: number;
  team?: Team;
  role?: Role;
  self?: SelfView;
  /** Own team's cogs (with heartbeat bands for seekers). */
  teammates?: (CogView & { heartbeat?: HeartbeatBand })[];
  /** Hiders: all ten; seekers: only what the team lights now; full: all. */
  crates?: CrateView[];
  /** Seekers: hiders the team lights now. */
  litHiders?: LitHiderView[];
  /** Hiders: seekers in sight. */
  seekersSeen?: SeenSeekerView[];
  beams?: BeamView[];
  rings?: RingView[];
  hidersLeft?: number;
  /** Full views only: every cog and the seed. */
  cogs?: (CogView & { vx: number; vy: number; litStreak: number })[];
  seed?: number;
  heartbeats?: (HeartbeatBand | null)[];
  over: boolean;
  results?: LanternResults;
}

/** Shape hints re-exported for front ends that build order menus. */
export type { AimMode, LanternIntent };
