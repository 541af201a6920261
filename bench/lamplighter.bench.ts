// Lamplighter speed: ticks per second of autopilot rounds with the Pale hunting on the default
// street, and that as a multiple of real time (20 ticks a second). Target: >= 20,000x real time.
// `round` drives createRound + tick() through the autopilot's turns (what the rules cost);
// `match` goes through the Game contract's resolveTurn (state copied per turn, digests logged).
// Rates are per CPU second of this process and per wall second (the machine is shared).
import { performance } from 'node:perf_hooks';
import { createRound, LAMPLIGHTER, playAutopilot } from '../engine/lamplighter/index.ts';

const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

function measure(label: string, rounds: number, play: (seed: number) => number) {
  let ticks = 0;
  const t0 = performance.now(), c0 = cpuMs();
  for (let seed = 1; seed <= rounds; seed++) ticks += play(seed);
  const ms = performance.now() - t0, cpu = cpuMs() - c0;
  const perCpu = ticks / (cpu / 1000), perWall = ticks / (ms / 1000);
  return {
    label, rounds, ticks,
    wallMs: Math.round(ms), cpuMs: Math.round(cpu),
    ticksPerCpuSecond: Math.round(perCpu), ticksPerWallSecond: Math.round(perWall),
    realTimeCpu: Math.round(perCpu / 20), realTimeWall: Math.round(perWall / 20),
  };
}

/** Runs the benchmark and returns its figures. */
export async function run() {
  const roundPlay = (seed: number) => { const r = createRound({ pale: true, seed }); playAutopilot(r); return r.state.tick; };
  const matchPlay = (seed: number) => {
    let m = LAMPLIGHTER.setup('lamplighter-solo', seed, { pale: true });
    while (!LAMPLIGHTER.isOver(m)) m = LAMPLIGHTER.resolveTurn(m, new Map()).state;
    return m.round.tick;
  };
  measure('warm-up', 20, roundPlay);
  const round = measure('round', 300, roundPlay);
  const match = measure('match', 40, matchPlay);
  return { target: '>= 20000x real time', round, match, meetsTarget: round.realTimeCpu >= 20000 };
}
