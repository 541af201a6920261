// Lantern speed: simulated ticks per second of whole warden-vs-warden lantern-classic matches (the
// original's scripted baselines and control layer included); the × real-time figure (target
// ≥ 5,000× in CPU time: 5,040 ticks < 42 ms); and the share of time spent in sight (V8 sampling
// profiler, inlining off). CPU time is reported beside wall time because the machine is shared
// (see load_average_1min).
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { playBotMatch } from '../engine/lantern/bot-match.ts';

const SIGHT = new Set(['hiderLitBy', 'hiderTeamLit', 'teamLit', 'lights', 'inLantern', 'losClear', 'beamNear', 'beamReported', 'bearingBrads', 'taggedBy', 'runDetection']);

interface ProfileNode { id: number; callFrame: { functionName: string }; children?: number[] }

/** Fraction of profile samples whose stack contains a function of each set. */
function shares(profile: { nodes: ProfileNode[]; samples: number[] }): { sight: number } {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of profile.nodes) { byId.set(n.id, n); for (const c of n.children ?? []) parent.set(c, n.id); }
  let sight = 0, busy = 0;
  for (const id of profile.samples) {
    const top = byId.get(id)!.callFrame.functionName;
    if (top === '(idle)' || top === '(program)' || top === '(garbage collector)') continue;
    busy++;
    let inSight = false;
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) if (SIGHT.has(byId.get(n)!.callFrame.functionName)) inSight = true;
    if (inSight) sight++;
  }
  return { sight: busy ? sight / busy : 0 };
}

/**
 * The sight share, measured in a child process with V8 inlining off (inlined
 * functions vanish from sampled stacks) by profiling whole matches.
 */
function profileShares(seeds: number[]): { sight: number } {
  const out = execFileSync(process.execPath, ['--no-turbo-inlining', fileURLToPath(new URL('../bin/run-ts.js', import.meta.url)), fileURLToPath(import.meta.url)], {
    env: { ...process.env, LANTERN_BENCH_SHARES: seeds.join(',') },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { sight: number };
}

async function sharesChild(seeds: number[]): Promise<void> {
  for (const seed of [101, 102]) playBotMatch('lantern-classic', seed);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (const seed of seeds) playBotMatch('lantern-classic', seed);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  process.stdout.write(JSON.stringify(shares(profile as unknown as { nodes: ProfileNode[]; samples: number[] })) + '\n');
}

if (process.env.LANTERN_BENCH_SHARES) await sharesChild(process.env.LANTERN_BENCH_SHARES.split(',').map(Number));

/** Runs the benchmark and returns its figures. */
export async function run() {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  for (const seed of [101, 102, 103]) playBotMatch('lantern-classic', seed); // warm-up (JIT)
  const times: number[] = [], cpu: number[] = [];
  let ticks = 0;
  for (const seed of seeds) {
    const t0 = performance.now(), c0 = process.cpuUsage();
    const s = playBotMatch('lantern-classic', seed);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    ticks = s.tick;
  }
  const sorted = times.slice().sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1], best = sorted[0];
  const cpuMedian = cpu.slice().sort((a, b) => a - b)[cpu.length >> 1];
  const sh = profileShares(seeds);
  const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    match: 'lantern-classic, the original\'s warden script in all six seats, control layer included',
    ticks_per_match: ticks,
    ms_per_match_median: round(median),
    cpu_ms_per_match_median: round(cpuMedian),
    ms_per_match_best: round(best),
    ticks_per_second: Math.round((ticks / median) * 1000),
    x_real_time: Math.round(((ticks / 24) * 1000) / median),
    x_real_time_best: Math.round(((ticks / 24) * 1000) / best),
    x_real_time_cpu: Math.round(((ticks / 24) * 1000) / cpuMedian),
    target_x_real_time: 5000,
    meets_target_wall: ((ticks / 24) * 1000) / median >= 5000,
    meets_target_cpu: ((ticks / 24) * 1000) / cpuMedian >= 5000,
    load_average_1min: Math.round(loadavg()[0] * 10) / 10,
    share_sight: round(sh.sight, 3),
  };
}
