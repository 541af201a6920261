// What a seat, the street team or a spectator gets of a Lamplighter round: everything the street
// picture and the dread meters need, and nothing else (the renders' only input while live).
import type { Viewer } from '../core/game.ts';
import { CLOCK, MAX_RANK, OIL, PALE, UPGRADES } from './constants.ts';
import { bpmFor, veilOf } from './feel.ts';
import { promptOf, statsOf } from './hud.ts';
import { orderGrammar } from './orders.ts';
import { dist, gaslight } from './street.ts';
import { targetOf } from './taper.ts';
import { canBuy, upgradeCost, upgradeEffect } from './upgrades.ts';
import type {
  BuyCheck, Bounds, Cause, PaleState, Phase, RoundState, RoundStats, RulesetId, TargetInfo, UpgradeName, Vec2, VeilProps,
} from './types.ts';

/** One lamp as drawn. `number` is what orders call it (1..n). */
/** A lamplighter seat's alias ("L1" for seat 0): its name in views, seats and events when no player's name is known. */
export function lamplighterAlias(seat: number): string {
  return `L${seat + 1}`;
}

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
  /** Chat play: the lowest oil during the last turn, when it dipped below what the lantern holds now. */
  oilLow?: number;
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

/** What the match adds to a round for its views: the turn, names and the orders in hand. */
export interface ViewExtras {
  turn?: number;
  names?: readonly string[];
  intents?: readonly (string | null)[];
  /** The lowest oil of each seat during the last chat turn (lamplight refills it before the turn ends). */
  oilLow?: readonly number[];
}

function centredSeat(s: RoundState, viewer: Viewer): number | null {
  if (viewer.kind === 'seat') return viewer.seat >= 0 && viewer.seat < s.players.length ? viewer.seat : null;
  return null;
}

/** Whether the viewer sees the Pale now: its cold light within 16 m of a lamplighter, or it stands in lamplight. */
function paleSeen(s: RoundState, viewer: Viewer): boolean {
  if (s.paleState === 'off') return false;
  if (viewer.kind === 'full') return true;
  if (gaslight(s.street, s.lamps, s.pale.x, s.pale.y).inLamplight) return true;
  // A lamp street has no secrets between partners: what one lamplighter sees, all see.
  return s.players.some((p) => p.alive && dist(p.x, p.y, s.pale.x, s.pale.y) <= PALE.glowSeen);
}

function plainTarget(t: TargetInfo): TargetInfo {
  return { ...t, lamp: t.lamp ? { ...t.lamp, holders: [...t.lamp.holders] } : null };
}

/** The view of a round for a seat, the street team, a spectator or (finished rounds, tests) everything. */
export function roundView(s: RoundState, viewer: Viewer, extras: ViewExtras = {}): RoundView {
  const seat = centredSeat(s, viewer);
  const lamplighters: LamplighterView[] = s.players.map((p) => {
    const t = targetOf(s, p);
    return {
      seat: p.seat,
      alias: lamplighterAlias(p.seat),
      name: extras.names?.[p.seat] ?? null,
      x: p.x, y: p.y, facing: [p.fx, p.fy], moving: p.moving, running: p.running,
      alive: p.alive, cause: p.cause,
      lantern: { oil: p.oil, oilFrac: p.oil / OIL.full, lit: p.oil > 0 && p.alive },
      dread: p.dread, dreadFrac: p.dread / 100,
      embers: p.embers, embersEarned: p.embersEarned, lampsLit: p.lampsLit,
      upgrades: { ...p.upgrades },
      upgradeRows: UPGRADES.map((u) => ({
        name: u.name, label: u.label, blurb: u.blurb, rank: p.upgrades[u.name], maxRank: MAX_RANK,
        cost: upgradeCost(p, u.name), effect: upgradeEffect(p, u.name), canBuy: canBuy(s, p.seat, u.name),
      })),
      prompt: promptOf(s, p.seat),
      stats: statsOf(s, p.seat),
      target: t.index >= 0 ? { number: t.index + 1, distance: t.distance, inReach: t.inReach } : null,
      veil: veilOf(p),
      bpm: bpmFor(p.dread),
      intent: extras.intents?.[p.seat] ?? null,
      ...(extras.oilLow?.[p.seat] !== undefined && extras.oilLow[p.seat] < p.oil ? { oilLow: extras.oilLow[p.seat] } : {}),
    };
  });
  const seen = paleSeen(s, viewer);
  const ref = seat !== null ? s.players[seat] : s.players.find((p) => p.alive) ?? s.players[0];
  const afraid = s.players.reduce((a, p) => (p.dread > a.dread ? p : a), s.players[0]);
  const veilFrom = seat !== null ? s.players[seat] : afraid;
  return {
    game: 'lamplighter',
    ruleset: s.ruleset,
    viewer,
    seat,
    phase: s.phase,
    cause: s.cause,
    time: s.playTicks / CLOCK.hz,
    tick: s.tick,
    turn: extras.turn ?? 0,
    street: { name: s.street.name, gate: [s.street.gate[0], s.street.gate[1]], poolRadius: s.street.poolRadius, bounds: { ...s.street.bounds } },
    lamps: s.lamps.map((l, i) => ({ number: i + 1, x: l.x, y: l.y, lit: l.lit, progress: l.progress, holders: [...l.holders], litBy: l.litBy })),
    lampsLit: s.lamps.filter((l) => l.lit).length,
    lampTotal: s.lamps.length,
    lamplighters,
    pale: {
      enabled: s.paleState !== 'off',
      state: s.paleState,
      visible: seen,
      x: seen ? s.pale.x : null,
      y: seen ? s.pale.y : null,
      facing: seen ? [s.pale.fx, s.pale.fy] : null,
      dist: seen ? dist(ref.x, ref.y, s.pale.x, s.pale.y) : null,
      flare: Math.max(0, ...s.players.map((p) => p.sting)),
    },
    veil: veilOf(veilFrom),
    target: seat !== null ? plainTarget(targetOf(s, s.players[seat])) : null,
    orderHelp: seat !== null ? orderGrammar(s) : null,
  };
}
