// A whole Lantern match as an animated GIF, drawn from the frames the game plays its replay back as:
// the build acts in 4x timelapse with fading crate trails, the hunts at 2x with the full light,
// a white burst and a banner on each find, an intermission card between the halves. Frames are
// drawn at half scale on a fixed palette; the whole classic match stays well under 8 MB.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ReplayFrame } from '../../engine/core/game.ts';
import type { LanternView } from '../../engine/lantern/view.ts';
import type { ReplayGif } from '../types.ts';
import { clockText, text } from '../draw/text.ts';
import { fixedPalette } from '../gif/palette.ts';
import { GifWriter } from '../gif/writer.ts';
import { sceneFromView, type LanternScene } from './scene.ts';
import { LANTERN_COLOURS as C, teamColour } from './theme.ts';
import { drawWarehouse } from './warehouse.ts';
import { LANTERN_KEYS } from './keys.ts';

/** GIF timing and size (one table). */
export const LANTERN_GIF = {
  scale: 0.5,
  headerH: 34,
  /** Playback pace: ticks per frame. */
  every: 24,
  buildDelayMs: 250,
  huntDelayMs: 500,
  bannerFrames: 3,
  intermissionMs: 2500,
  trailFrames: 6,
} as const;
const G = LANTERN_GIF;
const BANDS = ['cold', 'cool', 'warm', 'hot', 'burning'];

function header(g: SKRSContext2D, v: LanternView, w: number, frame: number): void {
  g.fillStyle = C.panel;
  g.fillRect(0, 0, w, G.headerH);
  const ck = v.clock;
  const act = ck.act === 'over' ? 'FULL TIME' : `H${ck.half + 1} ${ck.act.toUpperCase()} ${clockText(ck.actSecondsLeft)}`;
  text(g, act, 10, 23, 16, C.text, { bold: true });
  text(g, `Moth ${v.score.hiddenSeconds[0].toFixed(1)}s`, 190, 23, 15, C.moth, { bold: true });
  text(g, `Owl ${v.score.hiddenSeconds[1].toFixed(1)}s`, 300, 23, 15, C.owl, { bold: true });
  (v.heartbeats ?? []).forEach((band, seat) => {
    if (!band || ck.act !== 'hunt') return;
    const n = BANDS.indexOf(band);
    const k = [...(v.heartbeats ?? [])].slice(0, seat).filter(Boolean).length;
    const pulse = frame % Math.max(1, 5 - n) === 0;
    const x = w - 150 + k * 48;
    for (let i = 0; i <= n; i++) {
      g.fillStyle = pulse ? C.heartbeat[n] : `${C.heartbeat[n]}88`;
      g.fillRect(x + i * 7, 26 - (5 + i * 3), 5, 5 + i * 3);
    }
  });
}

function banner(g: SKRSContext2D, msg: string, w: number, y: number): void {
  g.fillStyle = 'rgba(0,0,0,0.72)';
  g.fillRect(0, y - 26, w, 40);
  text(g, msg, w / 2, y, 20, C.white, { bold: true, align: 'center' });
}

/** Encodes a Lantern replay's frames (played back every `LANTERN_GIF.every` ticks) as a GIF. */
export function lanternReplayGif(frames: Iterable<ReplayFrame>): ReplayGif {
  let writer: GifWriter | null = null;
  let cv: Canvas | null = null;
  let last: LanternView | null = null;
  const trail: { x: number; y: number }[][] = [];
  let found = 0, half = 0, frame = 0;
  let pendingBanner: { msg: string; frames: number; at: [number, number] } | null = null;
  const pal = fixedPalette(LANTERN_KEYS);
  let lastCogs = new Map<number, [number, number]>();
  for (const { view } of frames) {
    const v = view as LanternView;
    const bp = v.blueprint;
    const w = Math.round(bp.width * G.scale), h = Math.round(bp.height * G.scale) + G.headerH;
    if (!writer) { writer = new GifWriter(w, h, pal); cv = createCanvas(w, h); }
    const g = cv!.getContext('2d');
    if (v.clock.half !== half && last) {
      half = v.clock.half;
      found = 0;
      trail.length = 0;
      g.fillStyle = C.background; g.fillRect(0, 0, w, h);
      text(g, `HALF ${half} OVER`, w / 2, h / 2 - 30, 34, C.white, { bold: true, align: 'center' });
      text(g, `Moth hid ${last.score.hiddenSeconds[0].toFixed(1)} s · Owl ${last.score.hiddenSeconds[1].toFixed(1)} s`, w / 2, h / 2 + 10, 20, C.text, { align: 'center' });
      text(g, `Half ${half + 1}: ${v.clock.hiding === 'moth' ? 'Moth' : 'Owl'} hide`, w / 2, h / 2 + 44, 20, teamColour(v.clock.hiding), { bold: true, align: 'center' });
      writer.add(cv!, G.intermissionMs);
    }
    const scene: LanternScene = sceneFromView(v);
    const building = v.clock.act === 'build';
    (v.crates ?? []).forEach((c, i) => { (trail[i] ??= []).push({ x: c.x, y: c.y }); if (trail[i].length > G.trailFrames) trail[i].shift(); });
    if (building) scene.trails = trail.flatMap((t) => t.slice(1).map((p, k) => ({ x0: t[k].x, y0: t[k].y, x1: p.x, y1: p.y, fade: (k + 1) / (t.length - 1) }))).filter((s) => s.x0 !== s.x1 || s.y0 !== s.y1);
    const now = v.found.filter((f) => f.half === v.clock.half);
    if (now.length > found) {
      const f = now[now.length - 1];
      found = now.length;
      const at = lastCogs.get(f.seat) ?? [bp.caught_pen[0], bp.caught_pen[1]];
      pendingBanner = { msg: `FOUND — ${f.alias} after ${f.afterSeconds.toFixed(1)} s, by ${f.by}`, frames: G.bannerFrames, at };
    }
    if (pendingBanner) scene.burst = { x: pendingBanner.at[0], y: pendingBanner.at[1], age: 1 - pendingBanner.frames / G.bannerFrames };
    g.setTransform(1, 0, 0, 1, 0, 0);
    header(g, v, w, frame);
    drawWarehouse(g, scene, 0, G.headerH, G.scale, { labelPx: 24, short: true });
    if (building) text(g, 'BUILD · 4x', w - 10, G.headerH + 24, 16, C.moth, { bold: true, align: 'right' });
    if (pendingBanner) { banner(g, pendingBanner.msg, w, h - 30); if (--pendingBanner.frames <= 0) pendingBanner = null; }
    writer.add(cv!, building ? G.buildDelayMs : v.clock.act === 'over' ? 3000 : G.huntDelayMs);
    lastCogs = new Map((v.cogs ?? []).filter((c) => c.state !== 'found').map((c) => [c.seat, [c.x, c.y]]));
    last = v;
    frame++;
  }
  if (!writer || !last) throw new Error('the replay has no frames');
  const data = writer.finish();
  return { data, mime: 'image/gif', ext: 'gif', width: writer.width, height: writer.height, frames: writer.frames, durationMs: writer.durationMs, alt: `Replay of a Lantern match, ${writer.frames} frames: ${last.results?.summary ?? 'finished'}`.slice(0, 1000) };
}
