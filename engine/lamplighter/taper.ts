// Hold-to-light: the target lamp, the fill while the taper is held, the 1.5x gutter on letting go,
// `lampFailed` for an attempt that passed 15 % and died, and one Ember per lamp.
import { CLOCK as CLOCK_TABLE, DREAD as DREAD_TABLE, TAPER as TAPER_TABLE } from './constants.ts';
import { dist } from './street.ts';
import { reachOf, wickOf } from './upgrades.ts';
import type { LamplighterState, RoundEvent, RoundState, TargetInfo } from './types.ts';

// Module-local handles on the tables: the step path reads them every tick, and a local
// binding is cheaper than an imported one under the TypeScript loader.
const CLOCK = CLOCK_TABLE;
const DREAD = DREAD_TABLE;
const TAPER = TAPER_TABLE;

/** The nearest dark lamp to a lamplighter, its distance and whether it is in reach. */
export function targetOf(s: RoundState, p: LamplighterState): TargetInfo {
  let index = -1, best = Infinity;
  for (let i = 0; i < s.lamps.length; i++) {
    const l = s.lamps[i];
    if (l.lit) continue;
    const d = dist(p.x, p.y, l.x, l.y);
    if (d < best) { best = d; index = i; }
  }
  if (index < 0) return { lamp: null, index: -1, distance: null, inReach: false };
  return { lamp: s.lamps[index], index, distance: best, inReach: best <= reachOf(p) };
}

/** Seconds this lamplighter's taper needs now: the wick, +30 % at a full Dread bar. */
export function lightSecondsOf(p: LamplighterState): number {
  return wickOf(p) * (1 + TAPER.shake * Math.min(1, p.dread / DREAD.max));
}

/** Decides who holds the taper on which lamp this tick (writes `lighting` and lamp holders). */
export function gripTapers(s: RoundState): void {
  for (const l of s.lamps) if (l.holders.length) l.holders = [];
  for (const p of s.players) {
    p.lighting = -1;
    if (!p.alive || !p.held || p.latch) continue;
    const t = targetOf(s, p);
    if (t.index >= 0 && t.inReach) {
      p.lighting = t.index;
      s.lamps[t.index].holders.push(p.seat);
    }
  }
}

/** Fills held lamps, gutters let-go ones, lights the finished and pays their Embers. */
export function stepLamps(s: RoundState, events: RoundEvent[]): void {
  for (let i = 0; i < s.lamps.length; i++) {
    const l = s.lamps[i];
    if (l.lit) continue;
    if (l.holders.length) {
      let fill = 0, most = 0;
      for (const seat of l.holders) {
        const f = CLOCK.dt / lightSecondsOf(s.players[seat]);
        fill += f;
        l.credit[seat] += f;
        if (f > most) most = f;
      }
      l.lastFill = most;
      l.lastHand = l.holders[0];
      l.progress += fill;
      if (l.progress > l.peak) l.peak = l.progress;
      if (l.progress >= 1 - 1e-9) {
        // One Ember per lamp: to the hand that gave the attempt most (ties: the lower seat).
        let best = l.holders[0];
        for (let k = 0; k < l.credit.length; k++) if (l.credit[k] > l.credit[best]) best = k;
        l.progress = 1; l.lit = true; l.litBy = best; l.litTick = s.tick; l.peak = 0;
        for (let k = 0; k < l.credit.length; k++) l.credit[k] = 0;
        events.push({ type: 'lampLit', tick: s.tick, lamp: i + 1, seat: best });
        const p = s.players[best];
        p.embers += 1; p.embersEarned += 1; p.lampsLit += 1;
        events.push({ type: 'emberEarned', tick: s.tick, seat: best, embers: p.embers });
        for (const seat of l.holders) {
          const h = s.players[seat];
          h.sinceLampTicks = 0; h.latch = true; h.lighting = -1;
        }
        l.holders = [];
      }
    } else if (l.progress > 0) {
      l.progress -= TAPER.drainFactor * l.lastFill;
      if (l.progress <= 0) {
        l.progress = 0;
        for (let k = 0; k < l.credit.length; k++) l.credit[k] = 0;
        if (l.peak > TAPER.failAbove) {
          events.push({ type: 'lampFailed', tick: s.tick, lamp: i + 1, seat: l.lastHand, peak: l.peak });
        }
        l.peak = 0;
      }
    }
  }
}
