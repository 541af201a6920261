// A dungeon match as an animated GIF, re-simulated turn by turn from its replay through the Game
// contract, seen whole (the monster shown throughout), with the standings under the map. Each turn
// is 8 ticks: the turn's move events give a frame per tick (players and monster stepping), and the
// turn's resolved view closes it, so a path can be followed step by step.
import { createCanvas } from '@napi-rs/canvas';
import { getGame } from '../../engine/games.ts';
import type { DungeonOrder, DungeonView } from '../../engine/dungeon/types.ts';
import type { ReplayGif } from '../index.ts';
import { text } from '../draw/text.ts';
import { fixedPalette } from '../gif/palette.ts';
import { GifWriter } from '../gif/writer.ts';
import { DUNGEON_STYLE as S, drawDungeonFloor } from './picture.ts';

/** GIF layout and timing (one table). */
export const DUNGEON_GIF = { maxW: 720, maxH: 400, headerH: 30, footH: 30, tickMs: 110, turnMs: 600, endMs: 3000 } as const;
const G = DUNGEON_GIF;

interface DungeonReplayDoc { game: 'dungeon'; rulesetId: string; seed: string; players: number; names: string[]; chain: string | null; turns: Record<string, DungeonOrder>[] }

interface TickEvent { type: string; tick: number; id?: string; to?: { x: number; y: number }; x?: number; y?: number }

/** The view stepped through a turn's ticks by its move events (players and the monster), one view per tick but the last. */
function tickFrames(before: DungeonView, events: TickEvent[]): DungeonView[] {
  const ticks = [...new Set(events.filter((e) => e.type === 'move' || e.type === 'monster_move').map((e) => e.tick))].sort((a, b) => a - b);
  const frames: DungeonView[] = [];
  let cur = before;
  for (const tick of ticks.slice(0, -1)) {
    const players = cur.players.map((p) => {
      const mv = events.find((e) => e.type === 'move' && e.tick === tick && e.id === p.id);
      return mv?.to ? { ...p, x: mv.to.x, y: mv.to.y } : p;
    });
    const m = events.find((e) => e.type === 'monster_move' && e.tick === tick);
    cur = { ...cur, players, monster: m && cur.monster ? { x: m.x!, y: m.y! } : cur.monster };
    frames.push(cur);
  }
  return frames;
}

/** Re-simulates a dungeon replay and encodes it as a GIF. */
export function dungeonReplayGif(doc: unknown, keys: string[]): ReplayGif {
  const d = doc as DungeonReplayDoc;
  if (!d || d.game !== 'dungeon' || !Array.isArray(d.turns)) throw new Error('not a dungeon replay (expected { game: "dungeon", turns: [...] })');
  const game = getGame('dungeon');
  let s = game.setup(d.rulesetId, d.seed, { players: d.players, names: d.names, chain: d.chain ?? undefined });
  const views: DungeonView[] = [game.view(s, { kind: 'full' })];
  /** Frames between views[i - 1] and views[i]: the turn's ticks, from its move events. */
  const between: DungeonView[][] = [[]];
  for (const t of d.turns) {
    const before = views[views.length - 1];
    const out = game.resolveTurn(s, new Map(Object.entries(t).map(([k, v]) => [Number(k), v])));
    s = out.state;
    between.push(tickFrames(before, out.events as TickEvent[]));
    views.push(game.view(s, { kind: 'full' }));
  }
  const v0 = views[0];
  const tile = Math.max(6, Math.floor(Math.min(G.maxW / v0.width, G.maxH / v0.height)));
  const w = v0.width * tile, h = G.headerH + v0.height * tile + G.footH;
  const writer = new GifWriter(w, h, fixedPalette(keys));
  const cv = createCanvas(w, h);
  const g = cv.getContext('2d');
  const frame = (v: DungeonView, ms: number, tickLabel: string) => {
    g.fillStyle = S.panel; g.fillRect(0, 0, w, h);
    text(g, `DUNGEON ${v.ruleset.label} · turn ${v.turn} · ${tickLabel}`, 8, 21, 15, S.exit, { bold: true });
    drawDungeonFloor(g, v, 0, G.headerH, tile, true, false);
    const line = v.standings.map((st) => `${st.place}. ${st.name} ${st.status}`).join('   ');
    text(g, line, 8, h - 10, 14, S.text, { maxWidth: w - 16 });
    writer.add(cv, ms);
  };
  views.forEach((v, i) => {
    for (const [k, f] of between[i].entries()) frame(f, G.tickMs, `step ${k + 1}/${between[i].length + 1}`);
    frame(v, i === views.length - 1 ? G.endMs : G.turnMs, `tick ${v.tick}`);
  });
  const last = views[views.length - 1];
  const data = writer.finish();
  return { data, mime: 'image/gif', ext: 'gif', width: w, height: h, frames: writer.frames, durationMs: writer.durationMs, alt: `Replay of a dungeon match (${last.ruleset.label}), ${views.length - 1} turns: ${last.standings.map((st) => `${st.place}. ${st.name} ${st.status}`).join(', ')}.` };
}
