// The original's two scripted baselines, with its shipped parameters (coverage gate 60 %, one build
// lock, 3 hot turns before a pry). `warden` screens its alcove with a crate and bolts it, then
// holds still and crawls away from reported beams; as seeker it chases anything lit, pries after
// hot turns with nothing lit, and sweeps its lane. `moth` walks to the far corner; as seeker it
// chases anything lit, heads for the middle every fourth turn, else sweeps toward a waypoint drawn
// from its own PCG32 stream. Each is run at a turn start for every unfound seat, and may update the
// seat's scratch memory (cog.memo) as the original's does.
import { dist2 } from '../core/intmath.ts';
import { rootFloor as isqrt } from './grid.ts';
import { pcgMod, pcgNext, pcgSeedLantern } from '../core/pcg32.ts';
import { phaseOf } from './clock.ts';
import { touchesCrate } from './lock-pry.ts';
import { VAULT } from './map.ts';
import { beamNear, hiderTeamLit } from './sight.ts';
import { hidesIn, teamSlot, type Sim } from './sim.ts';
import { CRATE_LOCKED, CRATE_LOOSE, type AimMode, type CrateId, type LanternIntent, type LanternOrder, type LanternState } from './types.ts';

/** The tuned parameters of the warden (the original's shipped values). */
export const WARDEN_PARAMS = { coverageGatePct: 60, buildLocks: 1, pryHotTurns: 3 } as const;

const W = 1235, H = 659;

const order = (intent: LanternIntent, target: [number, number], crate: number, aim: AimMode, crawl: boolean, say: string): LanternOrder =>
  ({ intent, target, crate: crate >= 0 ? (`C${crate}` as CrateId) : null, aim, crawl, say });

const dist = (ax: number, ay: number, bx: number, by: number): number => isqrt(dist2(ax, ay, bx, by));

/** The nearest crate (by centre) in one of `states` to (x, y); ties keep the lower index; -1 none. */
export function nearestCrateTo(s: LanternState, x: number, y: number, states: readonly number[]): number {
  let best = 0x7fffffff, out = -1;
  for (let i = 0; i < s.crates.length; i++) {
    const cr = s.crates[i];
    if (!states.includes(cr.state)) continue;
    const d = dist2(x, y, cr.x, cr.y);
    if (d < best) { best = d; out = i; }
  }
  return out;
}

/** How much of nook n's opening (percent) crate i's box screens, as the original measures it. */
export function coveragePct(s: LanternState, n: number, i: number): number {
  const [[ax, ay], [bx, by]] = VAULT.nooks[n].opening;
  const vertical = ax === bx;
  const lo = vertical ? Math.min(ay, by) : Math.min(ax, bx), hi = vertical ? Math.max(ay, by) : Math.max(ax, bx);
  const fixed = vertical ? ax : ay;
  const cr = s.crates[i], x0 = cr.x - 24, y0 = cr.y - 24;
  const span = Math.max(1, hi - lo);
  const clampPct = (v: number): number => (v < 0 ? 0 : v > 100 ? 100 : v);
  if (vertical) {
    if (fixed < x0 - 8 || fixed > x0 + 48 + 8) return 0;
    return clampPct(Math.trunc(((Math.min(hi, y0 + 48) - Math.max(lo, y0)) * 100) / span));
  }
  if (fixed < y0 - 8 || fixed > y0 + 48 + 8) return 0;
  return clampPct(Math.trunc(((Math.min(hi, x0 + 48) - Math.max(lo, x0)) * 100) / span));
}

function wardenHide(sim: Sim, k: number): LanternOrder {
  const s = sim.s, c = s.cogs[k], hx = c.x >> 8, hy = c.y >> 8;
  const nook = VAULT.nooks[teamSlot(k) % VAULT.nooks.length];
  const p = phaseOf(s, s.tick);
  if (p.act === 'build') {
    if (s.locksUsed[k] < WARDEN_PARAMS.buildLocks) {
      const [[ax, ay], [bx, by]] = nook.opening;
      const mid: [number, number] = [Math.trunc((ax + bx) / 2), Math.trunc((ay + by) / 2)];
      const target = nearestCrateTo(s, mid[0], mid[1], [CRATE_LOOSE]);
      if (target >= 0) {
        const cr = s.crates[target];
        const seated = coveragePct(s, teamSlot(k) % VAULT.nooks.length, target) >= WARDEN_PARAMS.coverageGatePct || dist(cr.x, cr.y, mid[0], mid[1]) <= 36;
        const pushTurns = c.memo[1];
        const stalled = pushTurns >= 2;
        const lastBuildTurn = p.actLeft <= s.ruleset.ticksPerTurn;
        if (seated || stalled || lastBuildTurn) {
          const reach = touchesCrate(hx, hy, cr.x, cr.y, 96) ? target : nearestCrateTo(s, hx, hy, [CRATE_LOOSE]);
          c.memo[1] = 0;
          if (reach >= 0) return order('lock', [s.crates[reach].x, s.crates[reach].y], reach, 'target', false, 'bolting down');
        }
        c.memo[1] = pushTurns + 1; // the turns counted before this one, as the original counts
        return order('push', mid, target, 'target', false, 'screening');
      }
    }
    return order('hide', [nook.anchor[0], nook.anchor[1]], -1, 'target', false, 'set');
  }
  let beamed = false;
  for (let o = 0; o < 6 && !beamed; o++) if (!hidesIn(o, s.half) && beamNear(s, sim.occ, o, hx, hy)) beamed = true;
  if (beamed) {
    c.memo[3] += 1;
    return order('flee', [hx, hy], -1, 'target', true, 'moving');
  }
  const cycled = VAULT.nooks[(teamSlot(k) + c.memo[3]) % VAULT.nooks.length];
  return order('hide', [cycled.anchor[0], cycled.anchor[1]], -1, 'target', true, 'holding');
}

function wardenSeek(sim: Sim, k: number): LanternOrder {
  const s = sim.s, c = s.cogs[k], hx = c.x >> 8, hy = c.y >> 8;
  let bestLit = -1, bestD = 0x7fffffff;
  for (let h = 0; h < 6; h++) {
    if (!hidesIn(h, s.half) || s.cogs[h].found) continue;
    const tx = s.cogs[h].x >> 8, ty = s.cogs[h].y >> 8;
    if (!hiderTeamLit(sim, h)) continue;
    const d = dist2(hx, hy, tx, ty);
    if (d < bestD) { bestD = d; bestLit = h; }
  }
  if (bestLit >= 0) {
    c.memo[2] = 0;
    return order('chase', [s.cogs[bestLit].x >> 8, s.cogs[bestLit].y >> 8], -1, 'track', false, 'on them');
  }
  c.memo[2] = s.heartbeat[k] >= 3 ? c.memo[2] + 1 : 0;
  if (c.memo[2] >= WARDEN_PARAMS.pryHotTurns) {
    const target = nearestCrateTo(s, hx, hy, [CRATE_LOCKED]);
    if (target >= 0) return order('pry', [s.crates[target].x, s.crates[target].y], target, 'target', false, 'breaching');
  }
  const lane = VAULT.sweepLanes[teamSlot(k) % VAULT.sweepLanes.length];
  let index = Math.min(Math.max(c.memo[0], 0), lane.length - 1);
  if (dist(hx, hy, lane[index][0], lane[index][1]) < 40) index = (index + 1) % lane.length;
  c.memo[0] = index;
  return order('sweep', [lane[index][0], lane[index][1]], -1, 'sweep', false, 'sweeping');
}

function mothHide(sim: Sim, k: number): LanternOrder {
  const c = sim.s.cogs[k], [fx, fy] = VAULT.farCorner;
  if (dist(c.x >> 8, c.y >> 8, fx, fy) > 24) return order('scout', [fx, fy], -1, 'target', true, 'far side');
  return order('hide', [fx, fy], -1, 'target', true, 'still');
}

function mothSeek(sim: Sim, k: number): LanternOrder {
  const s = sim.s, c = s.cogs[k], hx = c.x >> 8, hy = c.y >> 8;
  for (let h = 0; h < 6; h++) {
    if (!hidesIn(h, s.half) || s.cogs[h].found) continue;
    const tx = s.cogs[h].x >> 8, ty = s.cogs[h].y >> 8;
    if (hiderTeamLit(sim, h)) return order('chase', [tx, ty], -1, 'track', false, 'chasing');
  }
  const cx = Math.trunc(W / 2), cy = Math.trunc(H / 2);
  const turn = Math.trunc(s.tick / s.ruleset.ticksPerTurn);
  if (dist(hx, hy, cx, cy) > 120 && turn % 4 === 0) return order('beeline', [cx, cy], -1, 'sweep', false, 'centre');
  const rng = pcgSeedLantern((s.seed ^ (k << 8)) >>> 0);
  for (let i = 0; i <= Math.trunc(turn / 4); i++) pcgNext(rng);
  const x = Math.min(Math.max(pcgMod(rng, W), 24), W - 24), y = Math.min(Math.max(pcgMod(rng, H), 24), H - 24);
  return order('sweep', [x, y], -1, 'sweep', false, 'looking');
}

/** The original's scripted order for seat k now (updates the seat's scratch memory). */
export function scriptedOrder(sim: Sim, k: number, kind: 'warden' | 'moth'): LanternOrder {
  const hider = hidesIn(k, sim.s.half);
  if (kind === 'moth') return hider ? mothHide(sim, k) : mothSeek(sim, k);
  return hider ? wardenHide(sim, k) : wardenSeek(sim, k);
}
