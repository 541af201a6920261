// The Pale: a stalker whose only senses are lightAt(player) (lamplight: seen from across the
// district; lantern glow: near; dry and dark: touching). It writes only `paleState` and each
// lamplighter's `paleDist` (plus its own body), and reports who it reached; the rules own the
// consequences (38 Dread under a lamp, the end in the dark).
import { pcgBelow, type Pcg32State } from '../core/pcg32.ts';
import { CLOCK as CLOCK_TABLE, PALE as PALE_TABLE } from './constants.ts';
import { dist, lightAt } from './street.ts';
import type { PaleBody, RoundEvent, RoundState, Street, Vec2 } from './types.ts';

// Module-local handles on the tables: the step path reads them every tick, and a local
// binding is cheaper than an imported one under the TypeScript loader.
const CLOCK = CLOCK_TABLE;
const PALE = PALE_TABLE;

/** The Pale's body at the start of a round: beyond the far end of the street, dormant. */
export function paleStart(street: Street, rng: Pcg32State): PaleBody {
  let far = street.lamps[0], fd = -1;
  for (const l of street.lamps) {
    const d = dist(l[0], l[1], street.gate[0], street.gate[1]);
    if (d > fd) { fd = d; far = l; }
  }
  const ux = fd > 0 ? (far[0] - street.gate[0]) / fd : 1, uy = fd > 0 ? (far[1] - street.gate[1]) / fd : 0;
  // Somewhere on a short arc beyond the far end, drawn from the round's generator.
  const along = PALE.startBeyond[0] + pcgBelow(rng, (PALE.startBeyond[1] - PALE.startBeyond[0]) * 10 + 1) / 10;
  const across = (pcgBelow(rng, 81) - 40) / 10;
  const x = far[0] + ux * along - uy * across, y = far[1] + uy * along + ux * across;
  return { x, y, fx: -ux, fy: -uy, target: -1, lastSeen: null, waypoint: [x, y], timer: 0, exposure: 0 };
}

/** The Dread multiplier a Pale at this distance applies: 1 while unset or beyond 14 m, 2.2 at 0. */
export function paleMultiplier(paleDist: number | null): number {
  if (paleDist === null || paleDist >= PALE.pressureRange) return 1;
  return 1 + (PALE.maxMultiplier - 1) * (1 - paleDist / PALE.pressureRange);
}

/** How visible a lamplighter is to the Pale (its exposure sense), 0 when not seen at this distance. */
function exposureOf(s: RoundState, seat: number): { seen: boolean; exposure: number; d: number; inLamplight: boolean } {
  const p = s.players[seat];
  const light = lightAt(s.street, s.lamps, p);
  const d = dist(s.pale.x, s.pale.y, p.x, p.y);
  const seen = p.alive && d <= light.seenFrom;
  const exposure = !seen ? 0 : light.inLamplight ? 0.6 + 0.4 * light.lampLight : light.lantern ? 0.35 : 0.1;
  return { seen, exposure, d, inLamplight: light.inLamplight };
}

/** The most visible lamplighter the Pale sees now (ties: nearest, then lowest seat), or -1. */
function mostVisible(s: RoundState): number {
  let best = -1, bx = 0, bd = 0;
  for (let i = 0; i < s.players.length; i++) {
    const e = exposureOf(s, i);
    if (!e.seen) continue;
    if (best < 0 || e.exposure > bx || (e.exposure === bx && e.d < bd)) { best = i; bx = e.exposure; bd = e.d; }
  }
  return best;
}

function moveToward(b: PaleBody, tx: number, ty: number, speed: number, bounds: Street['bounds']): number {
  const dx = tx - b.x, dy = ty - b.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  const step = speed * CLOCK.dt;
  if (d > 1e-9) { b.fx = dx / d; b.fy = dy / d; }
  if (d <= step) { b.x = tx; b.y = ty; return 0; }
  b.x = Math.min(bounds.maxX, Math.max(bounds.minX, b.x + (dx / d) * step));
  b.y = Math.min(bounds.maxY, Math.max(bounds.minY, b.y + (dy / d) * step));
  return d - step;
}

function newWaypoint(s: RoundState): Vec2 {
  const b = s.street.bounds;
  const w = Math.max(1, Math.floor((b.maxX - b.minX) * 10)), h = Math.max(1, Math.floor((b.maxY - b.minY) * 10));
  return [b.minX + pcgBelow(s.rng, w) / 10, b.minY + pcgBelow(s.rng, h) / 10];
}

function notice(s: RoundState, seat: number, events: RoundEvent[]): void {
  s.pale.target = seat;
  s.paleState = 'hunt';
  events.push({ type: 'paleNoticed', tick: s.tick, seat });
}

/** One tick of the Pale during play. Returns the seats it reached this tick (the rules resolve them). */
export function stepPale(s: RoundState, events: RoundEvent[]): number[] {
  const b = s.pale;
  const caught: number[] = [];
  if (s.paleState === 'off' || s.paleState === 'fed') return caught;
  if (s.paleState === 'dormant') { s.paleState = 'wander'; b.timer = 0; }
  const bounds = s.street.bounds;
  switch (s.paleState) {
    case 'wander': {
      const seat = mostVisible(s);
      if (seat >= 0) { notice(s, seat, events); break; }
      if (b.timer > 0) { b.timer--; break; }
      if (moveToward(b, b.waypoint[0], b.waypoint[1], PALE.wanderSpeed, bounds) === 0) {
        b.waypoint = newWaypoint(s);
        b.timer = PALE.pauseTicks[0] + pcgBelow(s.rng, PALE.pauseTicks[1] - PALE.pauseTicks[0] + 1);
      }
      break;
    }
    case 'search': {
      const seat = mostVisible(s);
      if (seat >= 0) { notice(s, seat, events); break; }
      const lx = b.lastSeen ? b.lastSeen[0] : b.x, ly = b.lastSeen ? b.lastSeen[1] : b.y;
      if (moveToward(b, lx, ly, PALE.huntSpeed, bounds) === 0 && --b.timer <= 0) {
        s.paleState = 'wander'; b.target = -1; b.lastSeen = null; b.timer = 0; b.waypoint = newWaypoint(s);
      }
      break;
    }
    case 'withdraw': {
      const t = s.players[b.target];
      const ax = b.x - (t ? t.x : b.x), ay = b.y - (t ? t.y : b.y);
      const d = Math.sqrt(ax * ax + ay * ay) || 1;
      moveToward(b, b.x + (ax / d) * 10, b.y + (ay / d) * 10, PALE.withdrawSpeed, bounds);
      if (--b.timer <= 0) { s.paleState = 'wander'; b.target = -1; b.lastSeen = null; b.timer = 0; b.waypoint = newWaypoint(s); }
      break;
    }
    default:
      break;
  }
  if (s.paleState === 'hunt') {
    let e = b.target >= 0 ? exposureOf(s, b.target) : null;
    if (!e || !e.seen) {
      const other = mostVisible(s);
      if (other >= 0 && other !== b.target) { notice(s, other, events); e = exposureOf(s, other); }
    }
    if (!e || !e.seen) {
      s.paleState = 'search';
      b.timer = Math.round(PALE.searchSeconds * CLOCK.hz);
      b.exposure = 0;
    } else {
      const t = s.players[b.target];
      b.lastSeen = [t.x, t.y];
      b.exposure = e.exposure;
      const left = moveToward(b, t.x, t.y, PALE.huntSpeed, bounds);
      if (left <= PALE.reach) {
        caught.push(b.target);
        events.push({ type: 'paleCaught', tick: s.tick, seat: b.target, inLamplight: e.inLamplight });
        if (e.inLamplight) {
          s.paleState = 'withdraw';
          const [lo, hi] = PALE.withdrawSeconds;
          b.timer = Math.round(lo * CLOCK.hz) + pcgBelow(s.rng, Math.round((hi - lo) * CLOCK.hz) + 1);
        } else {
          b.lastSeen = null;
          b.timer = 0;
          s.paleState = s.players.some((o) => o.alive && o.seat !== b.target) ? 'wander' : 'fed';
          b.waypoint = newWaypoint(s);
        }
      }
    }
  }
  for (const p of s.players) p.paleDist = p.alive ? dist(b.x, b.y, p.x, p.y) : null;
  return caught;
}

/** The stalker's senses toward its target (or the nearest lamplighter), for debug(). */
export function paleSenses(s: RoundState, seat: number): { visible: boolean; hidden: boolean; exposure: number; flashOn: boolean } {
  const p = s.players[seat];
  if (!p || s.paleState === 'off') return { visible: false, hidden: true, exposure: 0, flashOn: false };
  const e = exposureOf(s, seat);
  const light = lightAt(s.street, s.lamps, p);
  return { visible: e.seen, hidden: !light.inLamplight && !e.seen, exposure: e.exposure, flashOn: light.lantern };
}
