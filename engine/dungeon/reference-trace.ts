// The two-player reference script of the original's match data (FORMAT.md §4), played through
// lamplit's own real-time match engine (MatchEngine over MatchRoom, as the terminal and Discord
// play it), and recorded in the shape of a matches.json record: the original's event shapes,
// [x, y] points, the treasure as [x, y, carrierId] and the final standings after finalize.
import type { GameEvent } from '../core/game.ts';
import { distanceField } from './grid.ts';
import { MatchEngine } from './match-engine.ts';
import { MatchRoom } from './match-room.ts';
import { getRuleset, listRulesets } from './registry.ts';
import { seedInt } from './rng.ts';
import type { Dir, DungeonState, PlayerState, Point } from './types.ts';

type XY = [number, number];
export interface TraceTick {
  tick: number;
  inputs: Record<string, { dir: Dir | null; goal: 'exit' | 'treasure' } | null>;
  players: Record<string, { x: number; y: number; alive: boolean; finished: boolean; hasTreasure: boolean }>;
  monster: XY | null;
  treasure: [number, number, string | null] | null;
  events: Record<string, unknown>[];
}

export interface TraceRecord {
  seed: string;
  seed_int: number;
  preset: string;
  ruleset: string;
  max_ticks: number;
  width: number;
  height: number;
  entrance: XY;
  exit: XY;
  treasure: XY | null;
  fingerprint: string;
  spawns: XY[];
  monster_start: XY | null;
  start_events: Record<string, unknown>[];
  ticks: TraceTick[];
  expired_by_driver?: true;
  final: {
    status: string;
    endReason: string | null;
    winnerId: string | null;
    tickCount: number;
    players: Record<string, { placement: number | null; score: number; moves: number; alive: boolean; finished: boolean; escaped: boolean; hasTreasure: boolean; killedBy: string | null }>;
  };
}

export interface TraceOptions {
  seed: string;
  preset?: string;
  ruleset?: string;
  maxTicks?: number;
  /** Entrants p1…pN (default 2, the reference script); the script sends odd slots (p2, p4, …) for the treasure. */
  players?: number;
}

const xy = (p: Point): XY => [p.x, p.y];
const STEPS: readonly [Dir, number, number][] = [['N', 0, -1], ['E', 1, 0], ['S', 0, 1], ['W', -1, 0]];

/** An engine event in the original's shape and key order (lamplit's `turn` envelope dropped). */
export function originalEvent(e: GameEvent): Record<string, unknown> {
  const { type, tick } = e as GameEvent & { tick: number };
  const f = e as unknown as Record<string, unknown>;
  switch (type) {
    case 'move': return { type, id: f.id, from: f.from, to: f.to, facing: f.facing, tick };
    case 'move_failed': return { type, id: f.id, reason: f.reason, from: f.from, to: f.to, tick };
    case 'player_death': return { type, id: f.id, killedBy: f.killedBy, tick };
    case 'treasure_pickup': return { type, id: f.id, x: f.x, y: f.y, tick };
    case 'player_exit': return { type, id: f.id, hasTreasure: f.hasTreasure, tick };
    case 'match_end': return { type, reason: f.reason, winnerId: f.winnerId, tick };
    case 'match_start': return { type, tick, seedHash: f.seedHash };
    case 'monster_move': return { type, x: f.x, y: f.y, tick };
    default: {
      const { turn: _turn, ...rest } = f;
      return rest;
    }
  }
}

/** The script's step for one player: toward the exit (p1), or the treasure while it lies on the floor (p2; with more players every odd slot), by the first of N, E, S, W one step closer. */
function scriptInput(s: DungeonState, p: PlayerState, slot: number): { dir: Dir | null; goal: 'exit' | 'treasure' } {
  const goal: 'exit' | 'treasure' = slot % 2 === 1 && s.treasure ? 'treasure' : 'exit';
  const target = goal === 'treasure' ? s.treasure! : s.map.exit;
  const dist = distanceField(s.map.rows, target), w = s.map.width;
  const here = dist[p.y * w + p.x];
  if (here <= 0) return { dir: null, goal };
  for (const [d, dx, dy] of STEPS) {
    const x = p.x + dx, y = p.y + dy;
    if (x < 0 || y < 0 || x >= w || y >= s.map.height) continue;
    if (dist[y * w + x] === here - 1) return { dir: d, goal };
  }
  return { dir: null, goal };
}

/** Plays the reference script and returns its matches.json-shaped record; a one-line error for an unknown ruleset or preset. */
export function referenceTrace(opts: TraceOptions): TraceRecord {
  const preset = opts.preset ?? 'normal';
  const rulesetId = opts.ruleset ?? 'race';
  const maxTicks = opts.maxTicks ?? 300;
  if (!Number.isInteger(maxTicks) || maxTicks < 1) throw new Error(`--max-ticks must be a whole number of at least 1, not ${opts.maxTicks}`);
  const n = opts.players ?? 2;
  if (!Number.isInteger(n) || n < 2 || n > 8) throw new Error(`--players must be a whole number from 2 to 8, not ${opts.players}`);
  const base = getRuleset(rulesetId);
  if (!base || base.mode === 'solo') throw new Error(`unknown match ruleset "${rulesetId}": use one of ${listRulesets().filter((r) => r.mode !== 'solo').map((r) => r.id).join(', ')}`);
  const room = MatchRoom.create({ seed: opts.seed, rulesetId, rulesetOverrides: { world: { difficultyPreset: preset } }, maxPlayers: n });
  const s = room.state;
  const monsterStart: XY | null = s.monster ? [s.monster.x, s.monster.y] : null;
  for (let i = 1; i <= n; i++) room.addPlayer(`p${i}`, `P${i}`);
  const spawns = s.players.map(xy);
  let pending: GameEvent[] = [];
  const engine = new MatchEngine(room, { scheduler: { every: () => () => undefined }, onTick: (events) => { pending.push(...events); } });
  engine.start();
  const startEvents = room.drainEvents().map(originalEvent);
  let carried: XY | null = null;
  const ticks: TraceTick[] = [];
  for (let t = 1; t <= maxTicks && s.status === 'active'; t++) {
    const inputs: TraceTick['inputs'] = {};
    s.players.forEach((p, slot) => {
      if (!p.alive || p.finished) { inputs[p.id] = null; return; }
      const input = scriptInput(s, p, slot);
      inputs[p.id] = input;
      if (input.dir) engine.queue(p.id, input.dir);
    });
    pending = [];
    engine.step();
    const events = pending.map(originalEvent);
    for (const e of events) if (e.type === 'treasure_pickup') carried = [e.x as number, e.y as number];
    const carrier = s.players.find((p) => p.hasTreasure && p.alive && !p.finished) ?? null;
    const players: TraceTick['players'] = {};
    for (const p of s.players) players[p.id] = { x: p.x, y: p.y, alive: p.alive, finished: p.finished, hasTreasure: p.hasTreasure };
    ticks.push({
      tick: s.tick,
      inputs,
      players,
      monster: s.monster ? [s.monster.x, s.monster.y] : null,
      // the original keeps the pickup spot while the treasure is carried, and drops it when it leaves the map
      treasure: s.treasure ? [s.treasure.x, s.treasure.y, null] : carrier && carried ? [carried[0], carried[1], carrier.id] : null,
      events,
    });
  }
  const expired = s.status === 'active';
  if (expired) engine.expire('hard_ceiling');
  const players: TraceRecord['final']['players'] = {};
  for (const p of s.players) {
    players[p.id] = { placement: p.placement, score: p.score, moves: p.moves, alive: p.alive, finished: p.finished, escaped: p.escaped, hasTreasure: p.hasTreasure, killedBy: p.killedBy };
  }
  return {
    seed: opts.seed,
    seed_int: seedInt(opts.seed),
    preset,
    ruleset: rulesetId,
    max_ticks: maxTicks,
    width: s.map.width,
    height: s.map.height,
    entrance: xy(s.map.entrance),
    exit: xy(s.map.exit),
    treasure: s.map.treasure ? xy(s.map.treasure) : null,
    fingerprint: s.map.fingerprint,
    spawns,
    monster_start: monsterStart,
    start_events: startEvents,
    ticks,
    ...(expired ? { expired_by_driver: true as const } : {}),
    final: { status: s.status, endReason: s.endReason, winnerId: s.winnerId, tickCount: s.tick, players },
  };
}
