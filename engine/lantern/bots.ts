// Bots by name. `warden` and `moth` are the original's scripted baselines (scripts.ts);
// `lamplit-warden` and `lamplit-moth` are lamplit's own two bots (lantern-facts "Baselines"), pure
// functions of the state at a turn boundary, kept beside them under their own names.
import { pcgRange, pcgSeed } from '../core/pcg32.ts';
import { copyCog, phaseOf } from './clock.ts';
import { scriptedOrder } from './scripts.ts';
import { makeSim } from './sim.ts';
import { crateDist2 } from './lock-pry.ts';
import { VAULT } from './map.ts';
import { defaultAim } from './orders.ts';
import { hidesIn, teamOf, teamSlot } from './sim.ts';
import { CRATE_LOCKED, CRATE_LOOSE, type BotKind, type CrateId, type LanternOrder, type LanternState } from './types.ts';

const order = (intent: LanternOrder['intent'], target: [number, number] | null, extra: Partial<LanternOrder> = {}): LanternOrder =>
  ({ intent, target, crate: null, aim: defaultAim(intent), crawl: false, ...extra });

/** The outer face (px) of the wall around nook n's opening, and the outward direction (+1/-1) along the opening's normal. */
export function nookFace(n: number): { face: number; out: number; vertical: boolean } {
  const nook = VAULT.nooks[n];
  const [[x0, y0], [x1]] = nook.opening;
  const vertical = x0 === x1;
  const px = vertical ? x0 : x0 - 1, py = y0 - 1;
  const wall = VAULT.walls.find((r) => px >= r.x && px < r.x + r.w && py >= r.y && py < r.y + r.h);
  if (!wall) throw new Error(`map: no wall beside nook ${n}'s opening`);
  const out = (vertical ? nook.anchor[0] < x0 : nook.anchor[1] < y0) ? 1 : -1;
  const face = vertical ? (out > 0 ? wall.x + wall.w : wall.x) : out > 0 ? wall.y + wall.h : wall.y;
  return { face, out, vertical };
}

/** The crate spot that shields nook n: the opening's full width, 14 px out from the wall's outer face. */
export function coverSpot(n: number): [number, number] {
  const [[x0, y0], [x1, y1]] = VAULT.nooks[n].opening;
  const { face, out, vertical } = nookFace(n);
  return vertical ? [face + out * (14 + 24), (y0 + y1) >> 1] : [(x0 + x1) >> 1, face + out * (14 + 24)];
}

/** Whether crate i covers at least 60 % of nook n's opening from within 30 px outside the wall. */
export function crateCovers(s: LanternState, i: number, n: number): boolean {
  const cr = s.crates[i];
  if (cr.state === 2) return false;
  const nook = VAULT.nooks[n];
  const [[x0, y0], [x1, y1]] = nook.opening;
  const vertical = x0 === x1;
  const lo = vertical ? y0 : x0, hi = vertical ? y1 : x1;
  const c0 = (vertical ? cr.y : cr.x) - 24, c1 = c0 + 48;
  const cover = Math.min(hi, c1) - Math.max(lo, c0);
  if (cover * 100 < 60 * (hi - lo)) return false;
  const { face, out } = nookFace(n);
  const gap = ((vertical ? cr.x : cr.y) - face) * out - 24;
  return gap >= 0 && gap <= 30;
}

function nearestCrate(s: LanternState, x: number, y: number, state: number, skip = -1): number {
  let best = -1, bestD = -1;
  for (let i = 0; i < s.crates.length; i++) {
    if (i === skip || s.crates[i].state !== state) continue;
    const d = crateDist2(x, y, s.crates[i].x, s.crates[i].y);
    if (bestD < 0 || d < bestD) { bestD = d; best = i; }
  }
  return best;
}

const cid = (i: number): CrateId => `C${i}` as CrateId;

function wardenHider(s: LanternState, seat: number): LanternOrder {
  const mem = s.memory[seat];
  const p = phaseOf(s, s.tick);
  const anchor = VAULT.nooks[mem.nook].anchor;
  if (p.act === 'hunt') {
    if (mem.fleeing > 0) return order('flee', null, { crawl: false });
    return order('hide', [anchor[0], anchor[1]], { crawl: true });
  }
  const turnsLeft = Math.trunc((s.ruleset.buildTicks - p.actTick) / s.ruleset.ticksPerTurn);
  if (turnsLeft <= 1) return order('hide', [anchor[0], anchor[1]], { crawl: true });
  const n = mem.nook;
  let cover = -1;
  for (let i = 0; i < s.crates.length; i++) if (crateCovers(s, i, n)) { cover = i; break; }
  if (cover < 0) {
    const spot = coverSpot(n);
    const c = nearestCrate(s, spot[0], spot[1], CRATE_LOOSE);
    if (c >= 0) return order('push', spot, { crate: cid(c) });
  } else if (s.crates[cover].state === CRATE_LOOSE) {
    if (s.locksUsed[seat] < 3) return order('lock', null, { crate: cid(cover) });
  } else if (s.locksUsed[seat] < 3 && turnsLeft > 2) {
    const c = nearestCrate(s, anchor[0], anchor[1], CRATE_LOOSE, cover);
    if (c >= 0 && crateDist2(anchor[0], anchor[1], s.crates[c].x, s.crates[c].y) <= 260 * 260) return order('lock', null, { crate: cid(c) });
  }
  return order('hide', [anchor[0], anchor[1]], { crawl: true });
}

function wardenSeeker(s: LanternState, seat: number): LanternOrder {
  const mem = s.memory[seat], c = s.cogs[seat];
  if (mem.unlitTurns <= 1 && c.lastLitTick >= 0) return order('chase', [c.lastLitX, c.lastLitY], { aim: 'track' });
  if (mem.hotTurns >= 3) {
    const c = s.cogs[seat];
    const i = nearestCrate(s, c.x >> 8, c.y >> 8, CRATE_LOCKED);
    if (i >= 0) return order('pry', null, { crate: cid(i), aim: 'sweep' });
  }
  const lane = VAULT.sweepLanes[teamSlot(seat)];
  const wp = lane[mem.lane % lane.length];
  return order('sweep', [wp[0], wp[1]], { aim: 'sweep' });
}

function mothHider(s: LanternState, seat: number): LanternOrder {
  const [x, y] = VAULT.farCorner;
  return order('hide', [x - 40 * teamSlot(seat), y], { crawl: true });
}

function mothSeeker(s: LanternState, seat: number): LanternOrder {
  const p = phaseOf(s, s.tick);
  const huntTurn = Math.trunc(p.actTick / s.ruleset.ticksPerTurn);
  if (huntTurn < 2) return order('beeline', [617, 329]);
  const block = Math.trunc(huntTurn / 4);
  const rng = pcgSeed((s.seed ^ (seat << 8)) >>> 0, 0);
  let x = 617, y = 329;
  for (let b = 0; b <= block; b++) { x = pcgRange(rng, 40, 1195); y = pcgRange(rng, 40, 619); }
  return order('sweep', [x, y], { aim: 'sweep' });
}

/** The order of one of lamplit's own bots for a seat now (`warden` and `moth` play lamplit-warden here). */
export function lamplitBotOrder(s: LanternState, seat: number, kind: BotKind): LanternOrder {
  if (s.cogs[seat].found || s.end) return order('wait', null);
  const hider = hidesIn(seat, s.half);
  if (kind === 'lamplit-moth') return hider ? mothHider(s, seat) : mothSeeker(s, seat);
  return hider ? wardenHider(s, seat) : wardenSeeker(s, seat);
}

/** The baseline order of a seat now, from the bot kind its team plays (warden unless set up otherwise). Pure. */
export function baselineOrder(s: LanternState, seat: number, kind: BotKind = s.bots[teamOf(seat)]): LanternOrder {
  if (s.cogs[seat].found || s.end) return order('wait', null);
  if (kind === 'warden' || kind === 'moth') {
    // The scripts update their seat's scratch memory: run them on a copy of the cogs.
    const copy: LanternState = { ...s, cogs: s.cogs.map(copyCog) };
    return scriptedOrder(makeSim(copy, 0), seat, kind);
  }
  return lamplitBotOrder(s, seat, kind);
}
