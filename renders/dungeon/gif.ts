// A dungeon match as an animated GIF, drawn from the frames the game plays its replay back as (one
// per tick), seen whole (the monster shown throughout), with the standings under the map. Each turn
// is 8 ticks: a frame per tick inside the turn (players and monster stepping), then the turn's
// resolved view closes it, so a path can be followed step by step.
import { createCanvas } from '@napi-rs/canvas';
import type { ReplayFrame } from '../../engine/core/game.ts';
import type { DungeonView } from '../../engine/dungeon/types.ts';
import type { ReplayGif } from '../types.ts';
import { text } from '../draw/text.ts';
import { fixedPalette } from '../gif/palette.ts';
import { GifWriter } from '../gif/writer.ts';
import { DUNGEON_STYLE as S, drawDungeonFloor } from './picture.ts';

/** GIF layout and timing (one table). */
export const DUNGEON_GIF = { maxW: 720, maxH: 400, headerH: 30, footH: 30, tickMs: 110, turnMs: 600, endMs: 3000 } as const;
const G = DUNGEON_GIF;

/** Encodes a dungeon replay's frames (played back every tick) as a GIF. */
export function dungeonReplayGif(frames: Iterable<ReplayFrame>, keys: string[]): ReplayGif {
  const all = [...frames] as ReplayFrame<DungeonView>[];
  const views = all.filter((f) => !f.step).map((f) => f.view);
  if (!views.length) throw new Error('the replay has no frames');
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
  let turns = 0;
  for (const f of all) {
    if (f.step) frame(f.view, G.tickMs, `step ${f.step.index}/${f.step.of}`);
    else frame(f.view, ++turns === views.length ? G.endMs : G.turnMs, `tick ${f.view.tick}`);
  }
  const last = views[views.length - 1];
  const data = writer.finish();
  return { data, mime: 'image/gif', ext: 'gif', width: w, height: h, frames: writer.frames, durationMs: writer.durationMs, alt: `Replay of a dungeon match (${last.ruleset.label}), ${views.length - 1} turns: ${last.standings.map((st) => `${st.place}. ${st.name} ${st.status}`).join(', ')}.` };
}
