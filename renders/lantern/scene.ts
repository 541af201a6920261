// What a warehouse picture shows, worked out from one view: which cogs and crates are drawn and
// how (bright in light or known to the viewer, or a faint silhouette), whose lanterns shine, the
// rings heard, the beams reported and who sits in the caught pen. Nothing else reaches the drawing.
import type { MapSpec } from '../../engine/lantern/map.ts';
import type { CogStateName, CrateStateName, HeartbeatBand, Team } from '../../engine/lantern/types.ts';
import type { LanternView, RingView } from '../../engine/lantern/view.ts';
import { LIGHT } from './theme.ts';
import { bubblePolygon, conePolygon, inPolygon, lightBlockers } from './geometry.ts';

/** How a thing is drawn: in full colour, or as a faint outline (an unlit hider in a full view). */
export type Look = 'bright' | 'ghost';

export interface SceneCog {
  seat: number;
  alias: string;
  team: Team;
  role: string;
  x: number;
  y: number;
  aim: number;
  state: CogStateName;
  look: Look;
  self: boolean;
}

export interface SceneCrate {
  id: string;
  x: number;
  y: number;
  state: CrateStateName;
  /** Lit now (full colour) or only known (drawn dimmed in the dark). */
  lit: boolean;
}

/** A lantern that shines in this picture, with its light polygons. */
export interface SceneLamp {
  seat: number;
  team: Team;
  x: number;
  y: number;
  aim: number;
  cone: number[];
  /** A slightly wider cone for the soft edge. */
  soft: number[][];
  bubble: number[];
}

/** Everything one warehouse picture draws on the floor. */
export interface LanternScene {
  blueprint: MapSpec;
  hunting: boolean;
  cogs: SceneCog[];
  crates: SceneCrate[];
  lamps: SceneLamp[];
  rings: RingView[];
  beams: { x: number; y: number; bearing: number; band: 'near' | 'far' }[];
  /** Found hiders of this half, sitting in the caught pen. */
  pen: { seat: number; alias: string; team: Team }[];
  heartbeats: { alias: string; band: HeartbeatBand }[];
  /** GIF extras: a find burst (0..1 age) at a point, fading crate trails. */
  burst?: { x: number; y: number; age: number };
  trails?: { x0: number; y0: number; x1: number; y1: number; fade?: number }[];
}

const PEN_SLOT = 24;

/** Where a found hider sits: the caught pen spot plus 24 px per index in its team. */
export function penSpot(blueprint: MapSpec, seat: number): [number, number] {
  return [blueprint.caught_pen[0] + PEN_SLOT * (seat >> 1), blueprint.caught_pen[1]];
}

/** Light polygons of a seeker's lantern against what the picture knows stops light. */
export function lampOf(seat: number, team: Team, x: number, y: number, aim: number, blockers: ReturnType<typeof lightBlockers>): SceneLamp {
  return {
    seat, team, x, y, aim,
    cone: conePolygon(x, y, aim, LIGHT.halfAngle, LIGHT.range, blockers),
    soft: [conePolygon(x, y, aim, LIGHT.halfAngle + 2, LIGHT.range, blockers, 48)],
    bubble: bubblePolygon(x, y, LIGHT.bubble, blockers),
  };
}

/** Whether a point is lit by any of the lamps. */
export function isLit(lamps: readonly SceneLamp[], x: number, y: number): boolean {
  return lamps.some((l) => inPolygon(x, y, l.cone) || inPolygon(x, y, l.bubble));
}

/** The scene of a view: only what the view holds, placed and styled for drawing. */
export function sceneFromView(view: LanternView): LanternScene {
  if (view?.game !== 'lantern' || !view.blueprint || !view.clock) throw new Error('not a Lantern view: expected { game: "lantern", blueprint, clock, ... }');
  const hunting = view.clock.act === 'hunt';
  const seekingTeam: Team = view.clock.hiding === 'moth' ? 'owl' : 'moth';
  const crates: SceneCrate[] = (view.crates ?? []).map((c) => ({ id: c.id, x: c.x, y: c.y, state: c.state, lit: view.role === 'seeker' || c.litBy !== undefined }));
  const cogs = new Map<number, SceneCog>();
  const add = (c: { seat: number; alias: string; team: Team; role: string; x: number; y: number; aim: number; state: CogStateName }, look: Look) => {
    if (!cogs.has(c.seat)) cogs.set(c.seat, { seat: c.seat, alias: c.alias, team: c.team, role: c.role, x: c.x, y: c.y, aim: c.aim, state: c.state, look, self: c.seat === view.seat });
  };
  if (view.self) add(view.self, 'bright');
  for (const c of view.teammates ?? []) add(c, 'bright');
  for (const c of view.seekersSeen ?? []) add(c, 'bright');
  for (const c of view.litHiders ?? []) add(c, 'bright');
  for (const c of view.cogs ?? []) add(c, 'bright');
  const blockers = lightBlockers(view.blueprint, crates);
  const lamps: SceneLamp[] = [];
  if (hunting) {
    for (const c of cogs.values()) if (c.team === seekingTeam && c.state !== 'frozen') lamps.push(lampOf(c.seat, c.team, c.x, c.y, c.aim, blockers));
  }
  if (view.kind === 'full' && hunting) {
    for (const c of cogs.values()) if (c.team !== seekingTeam && c.state !== 'found' && !isLit(lamps, c.x, c.y)) c.look = 'ghost';
  }
  if (view.role !== 'seeker') for (const c of crates) c.lit = isLit(lamps, c.x, c.y);
  const half = view.clock.half;
  const pen = view.found.filter((f) => f.half === half).map((f) => ({ seat: f.seat, alias: f.alias, team: view.clock.hiding }));
  for (const p of pen) cogs.delete(p.seat);
  const beams = view.self && view.beams ? view.beams.map((b) => ({ x: view.self!.x, y: view.self!.y, bearing: b.bearing, band: b.band })) : [];
  const heartbeats: LanternScene['heartbeats'] = [];
  if (view.heartbeats) view.heartbeats.forEach((b, seat) => { if (b) heartbeats.push({ alias: view.aliases[seat], band: b }); });
  else {
    if (view.self?.heartbeat) heartbeats.push({ alias: view.self.alias, band: view.self.heartbeat });
    for (const t of view.teammates ?? []) if (t.heartbeat && t.seat !== view.seat) heartbeats.push({ alias: t.alias, band: t.heartbeat });
  }
  return { blueprint: view.blueprint, hunting, cogs: [...cogs.values()], crates, lamps, rings: view.rings ?? [], beams, pen, heartbeats };
}
