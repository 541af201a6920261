// One 1/20 s tick of a round: controls, the taper, walking, lamps, Dread and oil, the Pale, the
// losses and the ending. Mutates the state it is given; pure otherwise (no clock, no Math.random).
import { BODY as BODY_TABLE, CLOCK as CLOCK_TABLE, DREAD as DREAD_TABLE, OIL as OIL_TABLE, PALE as PALE_TABLE } from './constants.ts';
import { stepFeel } from './feel.ts';
import { paleMultiplier, stepPale } from './pale.ts';
import { gaslight } from './street.ts';
import { gripTapers, stepLamps } from './taper.ts';
import { strideOf } from './upgrades.ts';
import type { Cause, LamplighterState, RoundEvent, RoundState, TickInput } from './types.ts';

// Module-local handles on the tables: the step path reads them every tick, and a local
// binding is cheaper than an imported one under the TypeScript loader.
const BODY = BODY_TABLE;
const CLOCK = CLOCK_TABLE;
const DREAD = DREAD_TABLE;
const OIL = OIL_TABLE;
const PALE = PALE_TABLE;

const NO_INPUT: TickInput = {};

function wantsToMove(i: TickInput): boolean {
  return !!i.move && (i.move[0] !== 0 || i.move[1] !== 0);
}

/** Walks a lamplighter one tick along its input (nothing while the taper is in hand). */
function walk(s: RoundState, p: LamplighterState, input: TickInput): void {
  p.moving = false;
  p.running = false;
  if (p.lighting >= 0 || !input.move) return;
  const [mx, my] = input.move;
  if (!Number.isFinite(mx) || !Number.isFinite(my)) return;
  const len = Math.sqrt(mx * mx + my * my);
  if (len < 1e-6) return;
  // A direction longer than 1 is normalised; shorter ones walk slower (an analogue stick).
  const k = len > 1 ? 1 / len : 1;
  const ux = mx * k, uy = my * k;
  const speed = strideOf(p) * (input.run ? BODY.runFactor : 1);
  const b = s.street.bounds;
  p.x = Math.min(b.maxX, Math.max(b.minX, p.x + ux * speed * CLOCK.dt));
  p.y = Math.min(b.maxY, Math.max(b.minY, p.y + uy * speed * CLOCK.dt));
  const u = Math.sqrt(ux * ux + uy * uy);
  p.fx = ux / u; p.fy = uy / u;
  p.moving = true;
  p.running = !!input.run;
}

function lose(s: RoundState, p: LamplighterState, cause: Cause, events: RoundEvent[]): void {
  p.alive = false; p.cause = cause; p.lostTick = s.tick; p.lighting = -1; p.held = false; p.moving = false; p.running = false;
  events.push({ type: 'lamplighterLost', tick: s.tick, seat: p.seat, cause });
}

/** Dread, oil and the dark clock of one lamplighter for one tick of play. */
function nerve(s: RoundState, p: LamplighterState, events: RoundEvent[]): boolean {
  const g = gaslight(s.street, s.lamps, p.x, p.y);
  const before = p.dread;
  if (p.moving) {
    const hadOil = p.oil > 0;
    p.oil = Math.max(0, p.oil - OIL.walk * (p.running ? OIL.runFactor : 1) * CLOCK.dt);
    if (hadOil && p.oil <= 0 && !g.inLamplight) events.push({ type: 'lanternDry', tick: s.tick, seat: p.seat });
  }
  if (g.inLamplight) {
    p.dread = Math.max(0, p.dread - DREAD.fall * CLOCK.dt);
    p.darkTicks = 0;
    p.oil = Math.min(OIL.full, p.oil + OIL.refill * CLOCK.dt);
  } else {
    // The rise is integrated at the middle of the tick, so the clock's grain does not bias it.
    const darkTime = (p.darkTicks + 0.5) * CLOCK.dt;
    let rate = DREAD.rise * (1 + DREAD.growth * darkTime);
    if (p.oil <= 0) rate *= DREAD.dryFactor;
    if (p.lighting >= 0) rate *= DREAD.taperFactor;
    rate *= paleMultiplier(p.paleDist);
    p.dread = Math.min(DREAD.max, p.dread + rate * CLOCK.dt);
    p.darkTicks++;
  }
  for (const m of DREAD.marks) if (before < m && p.dread >= m) events.push({ type: 'dreadCrossed', tick: s.tick, seat: p.seat, level: m });
  return g.inLamplight;
}

/** Advances a round by one tick with one input per lamplighter (missing = stand). Returns its events. */
export function stepRound(s: RoundState, inputs: readonly (TickInput | null | undefined)[]): RoundEvent[] {
  const events: RoundEvent[] = [];
  if (s.phase === 'won' || s.phase === 'lost') return events;
  s.tick++;
  for (const p of s.players) {
    if (!p.alive) continue;
    const input = inputs[p.seat] ?? NO_INPUT;
    p.held = !!input.interact || p.hudHeld;
    if (!p.held) p.latch = false;
  }
  if (s.phase === 'prelude') {
    const stirred = s.players.some((p) => {
      const i = inputs[p.seat] ?? NO_INPUT;
      return wantsToMove(i) || p.held || !gaslight(s.street, s.lamps, p.x, p.y).inLamplight;
    });
    if (!stirred) {
      for (const p of s.players) stepFeel(p);
      return events;
    }
    s.phase = 'playing';
    events.push({ type: 'playing', tick: s.tick });
  }
  s.playTicks++;
  gripTapers(s);
  for (const p of s.players) if (p.alive) walk(s, p, inputs[p.seat] ?? NO_INPUT);
  stepLamps(s, events);
  const lit = new Map<number, boolean>();
  for (const p of s.players) {
    if (!p.alive) continue;
    p.struck = false;
    p.sinceLampTicks++;
    lit.set(p.seat, nerve(s, p, events));
  }
  const caught = stepPale(s, events);
  for (const seat of caught) {
    const p = s.players[seat];
    if (lit.get(seat)) {
      p.dread = Math.min(DREAD.max, p.dread + PALE.strikeDread);
      p.struck = true;
    } else {
      lose(s, p, 'pale', events);
    }
  }
  for (const p of s.players) {
    if (p.alive && p.dread >= DREAD.max && !lit.get(p.seat)) lose(s, p, p.oil <= 0 ? 'dry' : 'dark', events);
    stepFeel(p);
  }
  // Being noticed stings (the veil's bruise), set here: the Pale writes only paleState and paleDist.
  for (const e of events) if (e.type === 'paleNoticed') s.players[e.seat].sting = 1;
  if (s.lamps.every((l) => l.lit)) {
    s.phase = 'won';
    events.push({ type: 'roundOver', tick: s.tick, phase: 'won', cause: null });
  } else if (s.players.every((p) => !p.alive)) {
    s.phase = 'lost';
    let last = s.players[0];
    for (const p of s.players) if (p.lostTick >= last.lostTick) last = p;
    s.cause = last.cause;
    events.push({ type: 'roundOver', tick: s.tick, phase: 'lost', cause: s.cause });
  }
  return events;
}
