// Dungeon speed: ticks per second of 8-player last-alive matches with the monster.
// `roomTicksPerSecond` times MatchRoom.resolveTick alone (intents from a seeded PCG32, the way a
// real-time front end feeds it); `turnTicksPerSecond` times whole chat turns with the baseline bots
// planning every seat. Match setup (dungeon generation) is timed apart, and `layoutMsPerMap` times
// the original's generator alone per preset (150 seeds each, as layouts.json). Target: room ticks
// >= 50,000 per CPU second.
// Rates are given per CPU second of this process (process.cpuUsage) and per wall second: on a
// shared machine the wall figure mostly measures the other processes.
import { performance } from 'node:perf_hooks';
import { pcgBelow, pcgSeed } from '../engine/core/pcg32.ts';
import { DUNGEON } from '../engine/dungeon/dungeon-game.ts';
import { MatchRoom } from '../engine/dungeon/match-room.ts';
import type { Dir } from '../engine/dungeon/types.ts';
import { layoutRecord, LAYOUT_PRESETS } from '../engine/dungeon/layout-record.ts';

const DIRS: Dir[] = ['N', 'E', 'S', 'W'];
/** Chat-turn matches timed (about 45 ticks each). */
const BENCH_TURN_MATCHES = 400;

const cpuMs = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

interface Rate { ticks: number; ms: number; cpu: number; setupMs: number }

function roomRate(matches: number): Rate {
  const rng = pcgSeed(7);
  let ticks = 0, ms = 0, cpu = 0, setupMs = 0;
  for (let m = 0; m < matches; m++) {
    const t0 = performance.now();
    // hard ceiling long enough that matches end by the rules, not by the clock
    const room = MatchRoom.create({ seed: `bench-room-${m}`, rulesetId: 'last-alive' });
    for (let i = 0; i < 8; i++) room.addPlayer(`P${i + 1}`);
    room.start();
    const t1 = performance.now(), c1 = cpuMs();
    setupMs += t1 - t0;
    while (room.state.status === 'active' && room.state.tick < 2000) {
      for (const p of room.state.players) if (p.alive && !p.finished && pcgBelow(rng, 4) !== 0) room.queueMove(p.id, DIRS[pcgBelow(rng, 4)]);
      room.resolveTick();
      room.events.length = 0;
    }
    cpu += cpuMs() - c1;
    ms += performance.now() - t1;
    ticks += room.state.tick;
  }
  return { ticks, ms, cpu, setupMs };
}

function turnRate(matches: number): Rate {
  let ticks = 0, ms = 0, cpu = 0, setupMs = 0;
  for (let m = 0; m < matches; m++) {
    const t0 = performance.now();
    let s = DUNGEON.setup('last-alive', `bench-turn-${m}`, { players: 8 });
    const t1 = performance.now(), c1 = cpuMs();
    setupMs += t1 - t0;
    while (!DUNGEON.isOver(s)) s = DUNGEON.resolveTurn(s, new Map()).state;
    cpu += cpuMs() - c1;
    ms += performance.now() - t1;
    ticks += s.tick;
  }
  return { ticks, ms, cpu, setupMs };
}

/** Milliseconds of CPU per generated layout, per preset (the reference seeds seed-0 … seed-149). */
function layoutRate(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const preset of LAYOUT_PRESETS) {
    const c0 = cpuMs();
    for (let i = 0; i < 150; i++) layoutRecord(`seed-${i}`, preset);
    out[preset] = Math.round(((cpuMs() - c0) / 150) * 100) / 100;
  }
  return out;
}

/** Runs the dungeon benchmark. */
export async function run() {
  // Warm up until the optimising compiler is done with the hot paths: a chat-turn match is ~45
  // ticks (a few ms), so 60 of them timed right after 3 of warm-up mostly measured V8's background
  // compile threads (process CPU about twice the wall time). Each phase now runs for ~0.5 s.
  roomRate(20); turnRate(150);
  const room = roomRate(200);
  const turn = turnRate(BENCH_TURN_MATCHES);
  layoutRate();
  const layoutMsPerMap = layoutRate();
  const rate = (r: Rate, ms: number) => Math.round(r.ticks / (ms / 1000));
  return {
    roomTicksPerCpuSecond: rate(room, room.cpu),
    roomTicksPerWallSecond: rate(room, room.ms),
    roomTicks: room.ticks,
    turnTicksPerCpuSecond: rate(turn, turn.cpu),
    turnTicksPerWallSecond: rate(turn, turn.ms),
    turnTicks: turn.ticks,
    setupMsPerMatch: Math.round((room.setupMs / 200) * 100) / 100,
    layoutMsPerMap,
    target: 50000,
  };
}
