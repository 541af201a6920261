// A chat order carried out tick by tick: the input it gives this tick, and whether it is done or
// impossible. `walk`/`run` stop once the lamp is in reach (a dark lamp) or its pool is reached (a
// burning one); `light` holds the taper until the lamp takes; `retreat` runs to the nearest pool.
import { CLOCK, TURNS } from './constants.ts';
import { dist, nearestBurning } from './street.ts';
import { targetOf } from './taper.ts';
import { buyUpgrade, reachOf } from './upgrades.ts';
import type { LamplighterOrder, RoundEvent, RoundState, TickInput, Vec2 } from './types.ts';

/** An order in hand: the order, the tick it began, and the lamp it is about (light/release). */
export interface Intent {
  order: LamplighterOrder;
  startTick: number;
  lamp: number;
}

export type IntentStatus = 'go' | 'done' | 'impossible';

/** Begins an order for a seat now (a `buy` happens at once; a new `light` is a fresh press). */
export function beginIntent(s: RoundState, seat: number, order: LamplighterOrder, events: RoundEvent[]): Intent {
  const p = s.players[seat];
  let lamp = -1;
  if (order.kind === 'light') {
    p.latch = false;
    lamp = p.lighting >= 0 ? p.lighting : targetOf(s, p).index;
  } else if (order.kind === 'release') {
    lamp = p.lighting;
  } else if (order.kind === 'buy') {
    buyUpgrade(s, seat, order.upgrade, events);
  }
  return { order, startTick: s.tick, lamp };
}

/** Where a lamp number is (0 = the gate) and whether it burns. */
export function lampPoint(s: RoundState, n: number): { at: Vec2; lit: boolean } {
  if (n === 0) return { at: s.street.gate, lit: true };
  const l = s.lamps[n - 1];
  return { at: [l.x, l.y], lit: l.lit };
}

function toward(px: number, py: number, at: Vec2, stopAt: number): Vec2 | null {
  const d = dist(px, py, at[0], at[1]);
  if (d <= stopAt) return null;
  // Never step past the stopping ring: a last short step is given as a shorter (slower) direction.
  return [(at[0] - px) / d, (at[1] - py) / d];
}

/** The input an intent gives this tick, or its end. */
export function intentInput(s: RoundState, seat: number, it: Intent): { status: IntentStatus; input: TickInput } {
  const p = s.players[seat];
  const stand = { status: 'go' as IntentStatus, input: {} };
  if (!p.alive) return { status: 'impossible', input: {} };
  const o = it.order;
  switch (o.kind) {
    case 'walk':
    case 'run': {
      const { at, lit } = lampPoint(s, o.lamp);
      const stopAt = lit ? s.street.poolRadius - TURNS.poolMargin : reachOf(p) - TURNS.reachMargin;
      const dir = toward(p.x, p.y, at, stopAt);
      if (!dir) return { status: 'done', input: {} };
      return { status: 'go', input: { move: dir, run: o.kind === 'run' } };
    }
    case 'retreat': {
      const near = nearestBurning(s.street, s.lamps, p.x, p.y);
      const dir = toward(p.x, p.y, near.at, s.street.poolRadius - TURNS.poolMargin);
      if (!dir) return { status: 'done', input: {} };
      return { status: 'go', input: { move: dir, run: p.oil > 0 } };
    }
    case 'light': {
      if (it.lamp < 0) return { status: 'impossible', input: {} };
      if (s.lamps[it.lamp].lit) return { status: 'done', input: {} };
      const t = targetOf(s, p);
      if (t.index !== it.lamp || !t.inReach) return { status: 'impossible', input: {} };
      return { status: 'go', input: { interact: true } };
    }
    case 'release': {
      if (it.lamp < 0 || s.lamps[it.lamp].lit || s.lamps[it.lamp].progress <= 0) return { status: 'done', input: {} };
      return stand;
    }
    case 'wait':
      if (s.tick - it.startTick >= Math.round(o.seconds * CLOCK.hz)) return { status: 'done', input: {} };
      return stand;
    case 'buy':
      return { status: 'done', input: {} };
  }
}
