// How fear feels: the double-thump heartbeat envelope (52 bpm calm to 138 bpm at full Dread), the
// sting of being noticed (decaying at 1.55/s) and the veil's three properties for the renders.
import { CLOCK as CLOCK_TABLE, DREAD as DREAD_TABLE, FEEL as FEEL_TABLE } from './constants.ts';
import type { LamplighterState, VeilProps } from './types.ts';

// Module-local handles on the tables: the step path reads them every tick, and a local
// binding is cheaper than an imported one under the TypeScript loader.
const CLOCK = CLOCK_TABLE;
const DREAD = DREAD_TABLE;
const FEEL = FEEL_TABLE;

/** Heart rate for a Dread level. */
export function bpmFor(dread: number): number {
  return FEEL.calmBpm + (FEEL.fullBpm - FEEL.calmBpm) * Math.min(1, Math.max(0, dread / DREAD.max));
}

function bump(phase: number, at: number, width: number): number {
  const u = (phase - at) / width;
  return u >= 0 && u < 1 ? 4 * u * (1 - u) : 0;
}

/** The double-thump envelope 0..1 at a heartbeat phase 0..1 (lub, then a softer dub). */
export function beatAt(phase: number): number {
  return Math.max(bump(phase, 0, FEEL.lubWidth), FEEL.dubGain * bump(phase, FEEL.dubAt, FEEL.dubWidth));
}

/** Advances one lamplighter's heartbeat and sting by one tick. */
export function stepFeel(p: LamplighterState): void {
  const ph = p.beatPhase + (bpmFor(p.dread) / 60) * CLOCK.dt;
  p.beatPhase = ph >= 1 ? ph - 1 : ph;
  p.sting = Math.max(0, p.sting - FEEL.stingDecay * CLOCK.dt);
}

/** The veil's three properties for a lamplighter: dread, beat and sting, each 0..1. */
export function veilOf(p: LamplighterState): VeilProps {
  return { dread: Math.min(1, p.dread / DREAD.max), beat: beatAt(p.beatPhase), sting: p.sting };
}
