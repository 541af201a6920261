// The transient simulation context of one resolved turn (or a replay run): the mutable state
// copy plus derived grids and scratch arrays that never enter the state.
import type { GameEvent } from '../core/game.ts';
import { CTRL_BYTES, SEATS } from './constants.ts';
import { GN, rebakeOcclusion } from './grid.ts';
import { halfTicks } from './rulesets.ts';
import type { LanternState, Team } from './types.ts';


/** Mutable working context for stepping ticks. */
export interface Sim {
  s: LanternState;
  /** The sight grid (walls, the door while solid, live crates; a count per cell), kept up to date by pushes and breaks, rebaked when `occDirty`. */
  occ: Uint8Array;
  occDirty: boolean;
  /** A crate moved this tick (the crate-in-wall invariant is checked only then). */
  cratesMoved: boolean;
  /** Events of this run (also appended to s.events). */
  events: GameEvent[];
  /** Each cog's displacement (sub-px) from its own motion this tick, before separation. */
  movedX: Int32Array;
  movedY: Int32Array;
  /** Per seat: the team lit a hider this turn (seekers). */
  litAny: Uint8Array;
  /** The control layer's per-tick memo of "the seeker team lights hider h" (-1 not yet known), valid for `litTick`. */
  litHider: Int8Array;
  litTick: number;
  /** Control bytes of the ticks simulated in this run. */
  log: Uint8Array;
  logLen: number;
  /** The turn being resolved (for events). */
  turn: number;
}

/** Builds a context over a state that the caller already owns (mutated in place). */
export function makeSim(s: LanternState, turn: number): Sim {
  const sim: Sim = {
    s,
    occ: new Uint8Array(GN),
    occDirty: false,
    cratesMoved: true,
    events: [],
    movedX: new Int32Array(SEATS),
    movedY: new Int32Array(SEATS),
    litAny: new Uint8Array(SEATS),
    litHider: new Int8Array(SEATS),
    litTick: -1,
    log: new Uint8Array(s.ruleset.ticksPerTurn * SEATS * CTRL_BYTES),
    logLen: 0,
    turn,
  };
  rebakeOcclusion(sim.occ, s.crates, s.doorSolid);
  return sim;
}

/** Records an event in this run and in the match's event list. */
export function emit(sim: Sim, type: string, fields: Record<string, unknown> = {}): GameEvent {
  const ev: GameEvent = { type, turn: sim.turn, tick: sim.s.tick, ...fields };
  sim.events.push(ev);
  sim.s.events.push(ev);
  return ev;
}

/** Team of a seat: even slots Moth, odd Owl. */
export function teamOf(seat: number): Team {
  return (seat & 1) === 0 ? 'moth' : 'owl';
}

/** Index of a seat within its team (0..2). */
export function teamSlot(seat: number): number {
  return seat >> 1;
}

/** Alias of a seat: Moth-1..3 / Owl-1..3. */
export function aliasOf(seat: number): string {
  return `${(seat & 1) === 0 ? 'Moth' : 'Owl'}-${(seat >> 1) + 1}`;
}

/** Whether a seat hides in a half (half 0: Moth hides, half 1: Owl hides). */
export function hidesIn(seat: number, half: number): boolean {
  return (seat & 1) === half;
}

/** Total ticks of a match. */
export function totalTicks(s: LanternState): number {
  return 2 * halfTicks(s.ruleset);
}

/** The turn number (0-based) a tick falls in. */
export function turnOfTick(s: LanternState, tick: number): number {
  const t = tick >= totalTicks(s) ? totalTicks(s) - 1 : tick;
  return Math.trunc(t / s.ruleset.ticksPerTurn);
}

/** Step 9: rebakes the sight grid from the crates and the door as they stand now. */
export function rebake(sim: Sim): void {
  rebakeOcclusion(sim.occ, sim.s.crates, sim.s.doorSolid);
  sim.occDirty = false;
}
