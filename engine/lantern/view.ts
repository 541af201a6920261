// What each viewer of a Lantern match gets. A seat's view carries only what that seat may know
// (lantern-facts "Views"); a team view merges its three seats; a spectator of a live match gets
// the blueprint, clock, score, found list and phase, never a position (and the counts of crates
// locked and broken, which name neither a crate nor who worked it); `full` is for finished
// matches, replays and tests.
import type { AimMode, CogStateName, CrateId, CrateStateName, HeartbeatBand, LanternIntent, LanternOrder, LanternResults, Role, SoundKind, Team } from './types.ts';
import type { MapSpec } from './map.ts';
import type { Viewer } from '../core/game.ts';
import { isqrt } from '../core/intmath.ts';
import { phaseOf } from './clock.ts';
import { GN, rebakeOcclusion } from './grid.ts';
import { VAULT } from './map.ts';
import { lanternResults } from './results.ts';
import { teamHidden } from './scoring.ts';
import { beamsNear, crateLitBy, seekersSeenBy } from './sight.ts';
import { hears, roleHears } from './sound.ts';
import { aliasOf, hidesIn, teamOf, turnOfTick } from './sim.ts';
import { COG_FOUND, CRATE_BROKEN, CRATE_LOCKED, HEARTBEAT_BANDS, type LanternState } from './types.ts';

/** The phase clock as every viewer sees it. */
export interface ClockView {
  tick: number;
  /** Turn being decided (0-based) and the match's turn count. */
  turn: number;
  turns: number;
  /** 0 for the first half (Moth hides), 1 for the second. */
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
  /** 0-based, like the clock. */
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

/** How many of the floor's crates are locked and broken (loose: the rest). */
export interface CrateCountsView {
  locked: number;
  broken: number;
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
  /** Spectators of a live match: how many crates are locked and how many broken, not which. */
  crateCounts?: CrateCountsView;
  /** Full views only: every cog and the seed. */
  cogs?: (CogView & { vx: number; vy: number; litStreak: number })[];
  seed?: number;
  heartbeats?: (HeartbeatBand | null)[];
  over: boolean;
  results?: LanternResults;
}

/** Shape hints re-exported for front ends that build order menus. */
export type { AimMode, LanternIntent };

// ---------------------------------------------------------------- building views
const COG_NAMES: CogStateName[] = ['active', 'frozen', 'crawling', 'found'];
const CRATE_NAMES: CrateStateName[] = ['loose', 'locked', 'broken'];
const occScratch = new Uint8Array(GN);

function cogView(s: LanternState, k: number): CogView {
  const c = s.cogs[k];
  return { seat: k, alias: aliasOf(k), team: teamOf(k), role: hidesIn(k, s.half) ? 'hider' : 'seeker', x: c.x >> 8, y: c.y >> 8, aim: c.aim, state: COG_NAMES[c.state] };
}

function clockView(s: LanternState): ClockView {
  const p = phaseOf(s, s.tick);
  const actTicks = p.act === 'build' ? s.ruleset.buildTicks : p.act === 'hunt' ? s.ruleset.huntTicks : 0;
  return {
    tick: s.tick, turn: turnOfTick(s, s.tick), turns: s.ruleset.turns, half: s.end ? s.half : p.half, act: s.end ? 'over' : p.act,
    actTick: p.actTick, actTicks, ticksPerTurn: s.ruleset.ticksPerTurn,
    actSecondsLeft: Math.trunc((actTicks - p.actTick) / 24), hiding: (s.end ? s.half : p.half) === 0 ? 'moth' : 'owl',
  };
}

function common(s: LanternState, kind: LanternView['kind']): LanternView {
  const [hm, ho] = teamHidden(s.hiddenTicks);
  const half0 = s.half * (s.ruleset.buildTicks + s.ruleset.huntTicks);
  return {
    game: 'lantern', kind, ruleset: s.ruleset.id, blueprint: VAULT.spec, clock: clockView(s),
    score: { hiddenSeconds: [Math.trunc(hm / 24), Math.trunc(ho / 24)], huntSecondsPlayed: [Math.trunc(s.huntPlayed[0] / 24), Math.trunc(s.huntPlayed[1] / 24)] },
    found: s.found.map((f) => ({ seat: f.seat, alias: aliasOf(f.seat), by: aliasOf(f.by), mode: f.mode, afterSeconds: Math.max(0, f.tick + 1 - half0 - s.ruleset.buildTicks) / 24, half: s.half })),
    aliases: [0, 1, 2, 3, 4, 5].map(aliasOf), over: s.end !== null,
  };
}

function fullView(s: LanternState, kind: LanternView['kind']): LanternView {
  const v = common(s, kind);
  v.names = s.names.slice();
  v.seed = s.seed;
  v.cogs = s.cogs.map((c, k) => ({ ...cogView(s, k), vx: c.vx, vy: c.vy, litStreak: c.litStreak }));
  v.crates = s.crates.map((c, i) => ({ id: `C${i}` as CrateId, x: c.x, y: c.y, state: CRATE_NAMES[c.state] }));
  v.heartbeats = s.heartbeat.map((b, k) => (hidesIn(k, s.half) ? null : HEARTBEAT_BANDS[b]));
  v.rings = s.rings.map((r) => ({ kind: r.kind, x: r.x, y: r.y, r: r.r, ageTicks: s.tick - r.born }));
  const res = lanternResults(s);
  if (res) v.results = res;
  return v;
}

/** Adds what one seat knows to a view (used for seat views and merged for team views). */
function addSeatKnowledge(s: LanternState, occ: Uint8Array, v: LanternView, k: number): void {
  const hider = hidesIn(k, s.half);
  const px = s.cogs[k].x >> 8, py = s.cogs[k].y >> 8;
  const rings = v.rings ?? (v.rings = []);
  for (const r of s.rings) {
    if (!roleHears(r.kind, !hider) || !hears(r, px, py)) continue;
    if (!rings.some((x) => x.x === r.x && x.y === r.y && x.kind === r.kind)) rings.push({ kind: r.kind, x: r.x, y: r.y, r: r.r, ageTicks: s.tick - r.born });
  }
  if (hider) {
    if (s.cogs[k].state === COG_FOUND) return;
    v.crates = s.crates.map((c, i) => ({ id: `C${i}` as CrateId, x: c.x, y: c.y, state: CRATE_NAMES[c.state] }));
    const seen = v.seekersSeen ?? (v.seekersSeen = []);
    for (const o of seekersSeenBy(s, occ, k)) {
      const dist = isqrt(o.dist2);
      const have = seen.find((x) => x.seat === o.seat);
      if (have) have.dist = Math.min(have.dist, dist);
      else seen.push({ ...cogView(s, o.seat), dist });
    }
    if (v.kind === 'seat') v.beams = beamsNear(s, occ, k).map((b) => ({ bearing: b.bearing, band: b.band }));
  } else {
    v.crates = [];
    for (let i = 0; i < s.crates.length; i++) {
      const by = crateLitBy(s, occ, i);
      if (by >= 0) v.crates.push({ id: `C${i}` as CrateId, x: s.crates[i].x, y: s.crates[i].y, state: CRATE_NAMES[s.crates[i].state], litBy: aliasOf(by) });
    }
    v.litHiders = [];
    for (let h = 0; h < 6; h++) {
      const c = s.cogs[h];
      if (!hidesIn(h, s.half) || c.state === COG_FOUND || c.litBy < 0 || s.act !== 'hunt') continue;
      v.litHiders.push({ ...cogView(s, h), litBy: aliasOf(c.litBy), streak: c.litStreak });
    }
    v.hidersLeft = [0, 1, 2, 3, 4, 5].filter((h) => hidesIn(h, s.half) && s.cogs[h].state !== COG_FOUND).length;
  }
}

function crateCounts(s: LanternState): CrateCountsView {
  let locked = 0, broken = 0;
  for (const c of s.crates) {
    if (c.state === CRATE_LOCKED) locked++;
    else if (c.state === CRATE_BROKEN) broken++;
  }
  return { locked, broken };
}

/** The view of a Lantern state for a viewer (lantern-facts "Views"; SPEC 2 for spectators). */
export function lanternView(s: LanternState, viewer: Viewer): LanternView {
  if (viewer.kind === 'full') return fullView(s, 'full');
  if (viewer.kind === 'spectator') {
    if (s.end) return fullView(s, 'spectator');
    const v = common(s, 'spectator');
    v.names = s.names.slice();
    // SPEC 2 keeps every position from spectators of a live match. Two counts over all ten crates say
    // that hiders locked and seekers broke, which the found list and the clock already imply, but not
    // which crate, where, or by whom: no crate id, no cell, no seat goes with them.
    v.crateCounts = crateCounts(s);
    return v;
  }
  const team: Team | null = viewer.kind === 'seat' ? (Number.isInteger(viewer.seat) && viewer.seat >= 0 && viewer.seat < 6 ? teamOf(viewer.seat) : null) : viewer.team === 'moth' || viewer.team === 'owl' ? viewer.team : null;
  if (team === null) throw new Error(`unknown viewer: seats are 0–5, teams are moth, owl`);
  if (s.end) return { ...fullView(s, viewer.kind), seat: viewer.kind === 'seat' ? viewer.seat : undefined, team };
  const v = common(s, viewer.kind);
  const members = [0, 1, 2, 3, 4, 5].filter((k) => teamOf(k) === team);
  const role: Role = hidesIn(members[0], s.half) ? 'hider' : 'seeker';
  v.team = team;
  v.role = role;
  v.teammates = members.map((k) => ({ ...cogView(s, k), heartbeat: role === 'seeker' && s.act === 'hunt' ? HEARTBEAT_BANDS[s.heartbeat[k]] : undefined }));
  rebakeOcclusion(occScratch, s.crates, s.doorSolid);
  if (viewer.kind === 'seat') {
    const k = viewer.seat, c = s.cogs[k];
    v.seat = k;
    v.self = {
      ...cogView(s, k), vx: c.vx, vy: c.vy, progress: c.progress, progressCrate: c.progressCrate >= 0 ? (`C${c.progressCrate}` as CrateId) : null,
      locksLeft: role === 'hider' ? 3 - s.locksUsed[k] : 0, order: s.orders[k],
      heartbeat: role === 'seeker' && s.act === 'hunt' ? HEARTBEAT_BANDS[s.heartbeat[k]] : undefined,
    };
    addSeatKnowledge(s, occScratch, v, k);
  } else {
    for (const k of members) addSeatKnowledge(s, occScratch, v, k);
  }
  return v;
}
