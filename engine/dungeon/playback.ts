// Dungeon replays played back for pictures and the terminal's replay player (Game.replayFrames):
// the full view (the monster shown throughout) after every turn, and, asked for ticks, the ticks
// inside each turn as its move events step the players and the monster, so a path can
// be followed step by step.
import type { PlaybackOptions, ReplayDoc, ReplayFrame } from '../core/game.ts';
import { isReplayDoc, ordersMap, REPLAY_FORMAT, REPLAY_VERSION } from '../core/replay.ts';
import { sanitizeWorld, worldFromEnv, type DungeonWorld } from './difficulty.ts';
import type { DungeonOrder, DungeonState, DungeonView } from './types.ts';
import { resolveDungeonTurn } from './turns.ts';
import { buildView } from './view.ts';

/** The dungeon replay document (version 2, engine/core/replay.ts). */
export interface DungeonReplay extends ReplayDoc<string> {
  game: 'dungeon';
  seed: string;
  /** `world`: the operator's world settings, when any were set. */
  options: { players: number; names: string[]; chain: string | null; world?: DungeonWorld };
  orders: Record<string, DungeonOrder>[];
}

/** Version 1 (before issue 19): no version field, setup options and the orders (`turns`) and digests (`keyframes`) at the top. */
interface DungeonReplayV1 {
  game: 'dungeon';
  rulesetId: string;
  seed: string;
  players: number;
  names: string[];
  chain: string | null;
  env?: Record<string, string>;
  turns: Record<string, DungeonOrder>[];
  keyframes: string[];
}

/** A dungeon replay in the current shape, version 1 upgraded (the one place old documents are read); a one-line Error otherwise. */
export function readDungeonReplay(doc: unknown): DungeonReplay {
  if (isReplayDoc(doc, 'dungeon')) {
    if (!Array.isArray(doc.orders)) throw new Error('damaged dungeon replay: orders must be a list of one entry per turn');
    const d = doc as DungeonReplay;
    // A world written as the original's variables (version 2 as first written) is read into the typed one.
    const world = d.env ? worldFromEnv(d.env) : d.options.world !== undefined ? sanitizeWorld(d.options.world) : undefined;
    const { env: _env, ...rest } = d;
    return { ...rest, options: { ...d.options, ...worldField(world) } };
  }
  const d = doc as DungeonReplayV1;
  if (!d || d.game !== 'dungeon' || !Array.isArray(d.turns) || !Array.isArray(d.keyframes) || (d as { version?: unknown }).version !== undefined) throw new Error('not a dungeon replay');
  return {
    format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'dungeon', rulesetId: d.rulesetId, seed: d.seed,
    options: { players: d.players, names: d.names, chain: d.chain, ...worldField(d.env ? worldFromEnv(d.env) : undefined) },
    orders: d.turns, digests: d.keyframes,
  };
}

/** `{ world }` when a world has any setting, else nothing (a replay of the default world has no world field). */
export function worldField(world: DungeonWorld | null | undefined): { world?: DungeonWorld } {
  return world && Object.keys(world).length ? { world } : {};
}

interface TickEvent { type: string; tick: number; id?: string; to?: { x: number; y: number }; x?: number; y?: number }

/** The view stepped through a turn's ticks by its move events (players and the monster), one view per tick but the last (the turn's resolved view). */
export function tickFrames(before: DungeonView, events: readonly TickEvent[]): { view: DungeonView; tick: number }[] {
  const ticks = [...new Set(events.filter((e) => e.type === 'move' || e.type === 'monster_move').map((e) => e.tick))].sort((a, b) => a - b);
  const frames: { view: DungeonView; tick: number }[] = [];
  let cur = before;
  for (const tick of ticks.slice(0, -1)) {
    const players = cur.players.map((p) => {
      const mv = events.find((e) => e.type === 'move' && e.tick === tick && e.id === p.id);
      return mv?.to ? { ...p, x: mv.to.x, y: mv.to.y } : p;
    });
    const m = events.find((e) => e.type === 'monster_move' && e.tick === tick);
    cur = { ...cur, players, monster: m && cur.monster ? { x: m.x!, y: m.y! } : cur.monster };
    frames.push({ view: cur, tick });
  }
  return frames;
}

/** Plays a dungeon replay back as full views, oldest first, from a match set up by `setup` (see PlaybackOptions). */
export function* dungeonPlayback(d: DungeonReplay, setup: (d: DungeonReplay) => DungeonState, opts: PlaybackOptions = {}): Generator<ReplayFrame<DungeonView>> {
  let s = setup(d);
  let view = buildView(s, { kind: 'full' });
  yield { view, turn: s.turn, tick: s.tick };
  for (const orders of d.orders) {
    const turn = s.turn;
    const out = resolveDungeonTurn(s, ordersMap(orders));
    s = out.state;
    if (opts.ticks) {
      const between = tickFrames(view, out.events as TickEvent[]);
      for (const [k, f] of between.entries()) yield { view: f.view, turn, tick: f.tick, step: { index: k + 1, of: between.length + 1 } };
    }
    view = buildView(s, { kind: 'full' });
    yield { view, turn: s.turn, tick: s.tick };
  }
}
