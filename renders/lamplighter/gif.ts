// A Lamplighter round as an animated GIF, drawn from the frames the game plays its replay back as
// (one per tick): the street under the veil every few ticks in real time (so the heartbeat
// visibly pulses the vignette), with a strip of meters under it.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ReplayFrame } from '../../engine/core/game.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import type { ReplayGif } from '../types.ts';
import { bar, clockText, text } from '../draw/text.ts';
import { fixedPalette } from '../gif/palette.ts';
import { GifWriter, GIF_MAX_BYTES } from '../gif/writer.ts';
import { meteredOf } from './meters.ts';
import { drawStreetVeiled } from './picture.ts';
import { STREET_COLOURS as C } from './theme.ts';

/** GIF size and timing (one table). */
export const STREET_GIF = { width: 600, streetH: 280, stripH: 44, maxFrames: 200, minEvery: 2, tickMs: 50 } as const;
const G = STREET_GIF;
function strip(g: SKRSContext2D, v: RoundView, y: number): void {
  g.fillStyle = C.panel;
  g.fillRect(0, y, G.width, G.stripH);
  const p = meteredOf(v);
  text(g, `${clockText(v.time)} · lamps ${v.lampsLit}/${v.lampTotal}`, 10, y + 27, 16, C.text, { bold: true });
  if (!p) return;
  text(g, 'Dread', 200, y + 19, 12, C.dimText, { bold: true });
  bar(g, 200, y + 24, 120, 9, p.dreadFrac, p.dread >= 75 ? C.dreadHot : C.dread);
  text(g, 'Oil', 335, y + 19, 12, C.dimText, { bold: true });
  bar(g, 335, y + 24, 80, 9, p.lantern.oilFrac, C.oil);
  text(g, p.prompt, G.width - 8, y + 27, 13, p.veil.sting > 0.35 ? C.bad : '#ffe2a6', { bold: true, align: 'right', maxWidth: 165 });
}

/** Encodes a Lamplighter replay's frames (played back every tick) as a GIF, a frame every few ticks. */
export function lamplighterReplayGif(frames: Iterable<ReplayFrame>, keys: string[]): ReplayGif {
  const views = [...frames].map((f) => f.view as RoundView);
  if (!views.length) throw new Error('the replay has no frames');
  const every = Math.max(G.minEvery, Math.ceil(views.length / G.maxFrames));
  const h = G.streetH + G.stripH;
  const writer = new GifWriter(G.width, h, fixedPalette(keys));
  const cv = createCanvas(G.width, h);
  const g = cv.getContext('2d');
  for (let i = 0; i < views.length; i += every) {
    const v = views[i];
    g.setTransform(1, 0, 0, 1, 0, 0);
    drawStreetVeiled(g, v, 0, 0, G.width, G.streetH, { steady: true });
    strip(g, v, G.streetH);
    writer.add(cv, every * G.tickMs);
  }
  const lastView = views[views.length - 1];
  drawStreetVeiled(g, lastView, 0, 0, G.width, G.streetH, { steady: true });
  strip(g, lastView, G.streetH);
  writer.add(cv, 3000);
  const data = writer.finish();
  if (data.length > GIF_MAX_BYTES) throw new Error(`the round's GIF came to ${data.length} bytes, over the ${GIF_MAX_BYTES} limit`);
  return { data, mime: 'image/gif', ext: 'gif', width: G.width, height: h, frames: writer.frames, durationMs: writer.durationMs, alt: `Replay of Lamplighter's Round on ${lastView.street.name}: ${lastView.phase} at ${clockText(lastView.time)}, ${lastView.lampsLit} of ${lastView.lampTotal} lamps.` };
}
