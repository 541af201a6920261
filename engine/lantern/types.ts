// Lantern's data shapes: rulesets, the match state, orders, views and the results document.
// Other areas (renders, match service, front ends) build on these: keep them stable, add only.
import type { GameEvent, GameResults } from '../core/game.ts';
import type { Pcg32State } from '../core/pcg32.ts';

export type Team = 'moth' | 'owl';
export type Role = 'hider' | 'seeker';
export type Act = 'build' | 'hunt' | 'over';
/** warden, moth: the original's scripted baselines; lamplit-warden, lamplit-moth: lamplit's own bots. */
export type BotKind = 'warden' | 'moth' | 'lamplit-warden' | 'lamplit-moth';
export const BOT_KINDS: readonly BotKind[] = ['warden', 'moth', 'lamplit-warden', 'lamplit-moth'];

export type HiderIntent = 'push' | 'lock' | 'hide' | 'flee' | 'scout' | 'wait';
export type SeekerIntent = 'sweep' | 'beeline' | 'chase' | 'pry' | 'hold' | 'wait';
export type LanternIntent = HiderIntent | SeekerIntent;
export type AimMode = 'sweep' | 'hold' | 'track' | 'target';
/** Crate ids as players write them. */
export type CrateId = `C${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/** Cog state codes (replay keyframes): 0 active, 1 frozen, 2 crawling, 3 found. */
export const COG_ACTIVE = 0, COG_FROZEN = 1, COG_CRAWLING = 2, COG_FOUND = 3;
/** Crate state codes: 0 loose, 1 locked, 2 broken. */
export const CRATE_LOOSE = 0, CRATE_LOCKED = 1, CRATE_BROKEN = 2;
export type CrateStateName = 'loose' | 'locked' | 'broken';
export type CogStateName = 'active' | 'frozen' | 'crawling' | 'found';
/** Heartbeat bands, 0 cold .. 4 burning. */
export type HeartbeatBand = 'cold' | 'cool' | 'warm' | 'hot' | 'burning';
export const HEARTBEAT_BANDS: readonly HeartbeatBand[] = ['cold', 'cool', 'warm', 'hot', 'burning'];
export type SoundKind = 'footstep' | 'push' | 'break';

/** A ruleset: tick counts and wall-clock limits. */
export interface LanternRuleset {
  id: 'lantern-classic' | 'lantern-sprint' | 'lantern-test';
  label: string;
  buildTicks: number;
  huntTicks: number;
  ticksPerTurn: number;
  turns: number;
  /** Whole-match wall-clock budget (ms) that ends the match with `deadline`. */
  wallClockMs: number;
  /** Per-turn order deadline in chat (seconds). */
  turnSeconds: number;
}

/** The structured order of one seat for one turn (lantern-facts "Orders"). */
export interface LanternOrder {
  intent: LanternIntent;
  /** Target point [x, y] in px, clamped to x 8..1227, y 8..651; null when the intent needs none. */
  target: [number, number] | null;
  crate: CrateId | null;
  aim: AimMode;
  /** Hiders only. */
  crawl: boolean;
  /** ≤ 32 code points, shown to spectators only after the match. */
  say?: string;
}

/** One cog. Positions and velocities in sub-pixels (MotionScale 256); fields as the original's cog. */
export interface Cog {
  x: number;
  y: number;
  vx: number;
  vy: number;
  aim: number;
  /** COG_* state code as the keyframe `cogs` array gives it (derived from found, crawling and the act). */
  state: number;
  /** Crawl bit of the last applied tick; found in the caught pen. */
  crawling: boolean;
  found: boolean;
  /** Lock progress (hiders) and pry progress (seekers), each with its crate index (-1 none). */
  lockTarget: number;
  lockProgress: number;
  pryTarget: number;
  pryProgress: number;
  /** The progress a viewer is shown: lock progress for a hider, pry progress for a seeker. */
  progress: number;
  progressCrate: number;
  /** Tick of the last footstep ring. */
  lastStep: number;
  /** Consecutive ticks this cog (a hider) has been in the team's light. */
  litStreak: number;
  /** The seeker seat lighting it now (-1 none). */
  litBy: number;
  /** Seekers: newest lit hider position (px) and its tick (-1 never). */
  lastLitX: number;
  lastLitY: number;
  lastLitTick: number;
  /** The control layer's unstick rule: eighths of a turn added, anchor (sub-px) and tick of the last check. */
  unstickRot: number;
  unstickX: number;
  unstickY: number;
  unstickTick: number;
  /** Where the standing order steers when it names no target (px, fixed when the order is installed). */
  tx: number;
  ty: number;
  /** Scratch of the original's scripted baselines (lane index, push turns, hot turns, flee count). */
  memo: number[];
}

/** One crate: centre in px, CRATE_* state, last push ring tick, last pusher seat. */
export interface Crate {
  x: number;
  y: number;
  state: number;
  lastPushRing: number;
  lastPusher: number;
}

/** A live sound ring: the true origin (kept for information only) and the jittered point it is heard from and told at. */
export interface Ring {
  kind: SoundKind;
  ox: number;
  oy: number;
  x: number;
  y: number;
  r: number;
  born: number;
  crate: number;
}

/** Per-seat memory lamplit's own bots read at turn boundaries (observations condensed by the engine). */
export interface SeatMemory {
  /** Turns in a row with hot/burning heartbeat and nothing lit (seekers). */
  hotTurns: number;
  /** Turns since the team last lit a hider (seekers); 99 = never. */
  unlitTurns: number;
  /** A beam was reported within 220 px during the last turn (hiders). */
  beamSeen: boolean;
  /** Warden hider: nook index in use, flee turns left. */
  nook: number;
  fleeing: number;
  /** Warden seeker: sweep-lane waypoint index. */
  lane: number;
  /** Warden hider: locks done in the build act, and build sub-step. */
  built: number;
}

/** Per-seat tallies for the results document. */
export interface SeatStats {
  finds: number;
  pushed: number;
  locked: number;
  broken: number;
}

/** One keyframe of the replay. */
export interface Keyframe {
  tick: number;
  /** The original's state digest (FORMAT.md §5) as 8 hex digits. */
  digest: string;
  /** Per cog [x, y, aim, stateCode] with x, y in px. */
  cogs: number[][];
  /** Per crate [x, y, stateCode]. */
  crates: number[][];
  /** Heartbeat band index of the three seekers (team slot order), 0 cold..4 burning. */
  heartbeat: number[];
  hidden: number[];
}

/** A player failure recorded once for a runtime to report. */
export interface PlayerFailure {
  seat: number;
  alias: string;
  reason: 'no_show';
  turn: number;
}

/** The whole match state: plain JSON data. */
export interface LanternState {
  game: 'lantern';
  /** 2 since the step follows the original game (issue 21); a v1 state cannot be resumed. */
  v: 2;
  ruleset: LanternRuleset;
  seed: number;
  names: string[];
  bots: Record<Team, BotKind>;
  /** Ticks simulated so far (the next tick to simulate); skipped ticks are jumped over. */
  tick: number;
  half: number;
  act: Act;
  cogs: Cog[];
  crates: Crate[];
  locksUsed: number[];
  hiddenTicks: number[];
  /** Hunt ticks played per half (ticks skipped by all_found count as played). */
  huntPlayed: number[];
  /** Heartbeat band index per seat (seekers; hiders hold 0). */
  heartbeat: number[];
  rings: Ring[];
  /** The episode's one PCG32 stream (sound-ring jitter). */
  rng: Pcg32State;
  /** The pen door blocks sight (solid from each half reset to the end of its build act). */
  doorSolid: boolean;
  /** Per half: the hunt act's end was already announced (all found or time). */
  actEnded: boolean[];
  orders: (LanternOrder | null)[];
  /** Whether each seat was ever given an order by a player (not the baseline). */
  ordered: boolean[];
  noShow: boolean[];
  /** Seats a bot plays by design (a bot match): no order is expected from them and they are never no-shows. */
  botSeats?: boolean[];
  memory: SeatMemory[];
  stats: SeatStats[];
  /** Found list of the current half: seat, tick, finder seat, mode. */
  found: { seat: number; tick: number; by: number; mode: 'beam' | 'tag' }[];
  /** Quantised control bytes of every simulated tick, base64, one chunk per turn. */
  controls: string[];
  keyframes: Keyframe[];
  events: GameEvent[];
  /** Events of the last resolved turn only (what resolveTurn returned). */
  failures: PlayerFailure[];
  end: { reason: 'complete' | 'deadline' | 'fault'; endRule: 'full_time' | 'wall_clock' | 'sim_fault' | 'host_error'; detail?: string } | null;
}

/** The results document (lantern-facts "Records") plus the contract's fields. Arrays are per seat in slot order. */
export interface LanternResults extends GameResults {
  game: 'lantern';
  ruleset: string;
  aliases: string[];
  names: string[];
  teams: Team[];
  hid_in_half: number[];
  scores: number[];
  win: boolean[];
  hidden_ticks: number[];
  hidden_seconds: number[];
  finds: number[];
  crates_pushed: number[];
  crates_locked: number[];
  crates_broken: number[];
  /** Index 0 Moth, 1 Owl. */
  team_hidden_frac: number[];
  team_hidden_seconds: number[];
  reason: 'complete' | 'deadline' | 'fault';
  end_rule: 'full_time' | 'wall_clock' | 'sim_fault' | 'host_error';
  winner: 0 | 1 | null;
  final_tick: number;
  final_turn: number;
  halves_played: number;
  hunt_ticks_played: number[];
  seed: number;
}
