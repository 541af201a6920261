// The seed's table of measured behaviour as scenarios played through createRound and tick(): the
// tests assert their figures and `lamplit sim lamplighter --scenario NAME` prints them.
import { CLOCK } from './constants.ts';
import { playAutopilot } from './autopilot.ts';
import { createRound, type Round } from './round.ts';
import type { Cause, StreetData } from './types.ts';

/** Measurement streets, made for the rows the default street does not fit. */
export const MEASURE_STREETS = Object.freeze({
  /** Standing in the dark from the first tick, far from any lamp. */
  dark: { name: 'the dark', gate: [0, 0], lamps: [[60, 0]], start: [20, 0] } as StreetData,
  /** The gate pool (3.5 m), 11 m of dark, then a lamp 2.9 m on (in reach); a far lamp keeps the round open. */
  crossing: { name: 'an 11 m crossing', gate: [0, 0], lamps: [[17.4, 0], [80, 0]], poolRadius: 3.5 } as StreetData,
  /** A long dark run to empty the lantern. */
  long: { name: 'the long dark', gate: [0, 0], lamps: [[200, 0]], start: [10, 0] } as StreetData,
});

/** The seed's crossing: 11 m of dark walked from the pool's edge. */
export const CROSSING_METRES = 11;

function runUntil(r: Round, input: Parameters<Round['tick']>[0], until: () => boolean, maxTicks = 20 * 600): number {
  let n = 0;
  while (!until() && n < maxTicks && r.state.phase !== 'won' && r.state.phase !== 'lost') { r.tick(input); n++; }
  return n;
}

/** Standing still in the dark with a full lantern: when and how it ends. */
export function standDark(): { time: number; cause: Cause | null; phase: string } {
  const r = createRound({ pale: false, street: MEASURE_STREETS.dark });
  runUntil(r, null, () => false);
  const st = r.stats();
  return { time: st.time, cause: st.cause, phase: st.phase };
}

/** Walks out of the gate pool and 11 m on into the dark. */
export function crossing(r: Round = createRound({ pale: false, street: MEASURE_STREETS.crossing })): { dread: number; oilSpent: number; darkTime: number; metres: number } {
  const edge = r.state.street.poolRadius;
  runUntil(r, { move: [1, 0] }, () => r.state.players[0].x >= edge + CROSSING_METRES);
  const st = r.stats();
  return { dread: st.dread, oilSpent: 100 - st.oil, darkTime: st.darkTime, metres: r.state.players[0].x - edge };
}

/** After the crossing, holds the taper on the lamp at the far end: the Dread peak, and the taking. */
export function taperAndTaking(): { peakDread: number; lightSeconds: number; zeroAfter: number; oilAfter: number; lit: boolean } {
  const r = createRound({ pale: false, street: MEASURE_STREETS.crossing });
  crossing(r);
  let peak = r.stats().dread;
  const held = runUntil(r, { interact: true }, () => {
    peak = Math.max(peak, r.stats().dread);
    return r.state.lamps[0].lit;
  });
  peak = Math.max(peak, r.stats().dread);
  const zero = runUntil(r, null, () => r.stats().dread <= 0 && r.stats().oil >= 100, 20 * 5);
  return { peakDread: peak, lightSeconds: held / CLOCK.hz, zeroAfter: zero / CLOCK.hz, oilAfter: r.stats().oil, lit: r.state.lamps[0].lit };
}

/** Runs into the dark until the lantern is dry, then compares the Dread rate with a lit lantern at the same dark time. */
export function dry(): { darkTime: number; dryRate: number; litRate: number; ratio: number; cause: Cause | null } {
  const a = createRound({ pale: false, street: MEASURE_STREETS.long });
  runUntil(a, { move: [1, 0], run: true }, () => a.stats().oil <= 0);
  const darkTicks = a.state.players[0].darkTicks;
  const d0 = a.stats().dread;
  a.tick({ move: [1, 0], run: true });
  const dryRate = (a.stats().dread - d0) * CLOCK.hz;
  const b = createRound({ pale: false, street: MEASURE_STREETS.long });
  runUntil(b, null, () => b.state.players[0].darkTicks >= darkTicks);
  const e0 = b.stats().dread;
  b.tick(null);
  const litRate = (b.stats().dread - e0) * CLOCK.hz;
  runUntil(a, { move: [1, 0], run: true }, () => false);
  return { darkTime: darkTicks / CLOCK.hz, dryRate, litRate, ratio: dryRate / litRate, cause: a.stats().cause };
}

/** The autopilot's full nine-lamp round on the default street over seeds 1..n: the times and their mean. */
export function fullRound(pale: boolean, seeds = 10): { mean: number; times: number[]; won: number } {
  const times: number[] = [];
  let won = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const r = createRound({ pale, seed });
    playAutopilot(r);
    times.push(r.stats().time);
    if (r.state.phase === 'won') won++;
  }
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, times, won };
}

/** Every scenario by its CLI name. */
export const SCENARIOS: Readonly<Record<string, () => Record<string, unknown>>> = Object.freeze({
  'stand-dark': () => standDark(),
  crossing: () => crossing(),
  taper: () => { const t = taperAndTaking(); return { peakDread: t.peakDread, lightSeconds: t.lightSeconds }; },
  'lamp-taking': () => { const t = taperAndTaking(); return { zeroAfter: t.zeroAfter, oilAfter: t.oilAfter, lit: t.lit }; },
  dry: () => dry(),
  'round-clear': () => fullRound(false),
  'round-pale': () => fullRound(true),
});
