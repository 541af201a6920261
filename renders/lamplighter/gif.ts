// A Lamplighter round as an animated GIF, re-simulated from its replay with the engine's own turn
// runner: the street under the veil every few ticks in real time (so the heartbeat visibly
// pulses the vignette), with a strip of meters under it.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Viewer } from '../../engine/core/game.ts';
import { setupMatch, type LamplighterReplay } from '../../engine/lamplighter/match.ts';
import { wrapRound, type Round } from '../../engine/lamplighter/round.ts';
import { runTurn } from '../../engine/lamplighter/turns.ts';
import { runLiveTurn } from '../../engine/lamplighter/live.ts';
import { rulesetOf } from '../../engine/lamplighter/rulesets.ts';
import { roundView, type RoundView } from '../../engine/lamplighter/view.ts';
import type { ReplayGif } from '../index.ts';
import { bar, clockText, text } from '../draw/text.ts';
import { fixedPalette } from '../gif/palette.ts';
import { GifWriter, GIF_MAX_BYTES } from '../gif/writer.ts';
import { meteredOf } from './meters.ts';
import { drawStreetVeiled } from './picture.ts';
import { STREET_COLOURS as C } from './theme.ts';

/** GIF size and timing (one table). */
export const STREET_GIF = { width: 600, streetH: 280, stripH: 44, maxFrames: 200, minEvery: 2, tickMs: 50 } as const;
const G = STREET_GIF;
const FULL: Viewer = { kind: 'full' };

/** Re-simulates a Lamplighter replay and returns the full view after every tick. */
export function lamplighterReplayViews(doc: unknown): RoundView[] {
  const d = doc as LamplighterReplay;
  if (!d || d.game !== 'lamplighter' || !Array.isArray(d.turns)) throw new Error('not a lamplighter replay (expected { game: "lamplighter", turns: [...] })');
  const m = setupMatch(d.ruleset, d.seed, { pale: d.options?.pale, street: d.options?.street ?? undefined });
  const views: RoundView[] = [roundView(m.round, FULL, { turn: 0 })];
  d.turns.forEach((t, turn) => {
    const inner = wrapRound(m.round);
    const round = { get state() { return inner.state; }, tick(input: Parameters<Round['tick']>[0]) { const e = inner.tick(input); views.push(roundView(inner.state, FULL, { turn })); return e; } } as Round;
    const orders = t.orders ?? [];
    // A real-time round logs each turn's held keys in full: they replay as given, nothing standing.
    if (rulesetOf(d.ruleset).realtime) runLiveTurn(round, [], new Map(orders.flatMap((o, seat) => (o ? [[seat, o] as const] : []))));
    else runTurn(round, orders as Parameters<typeof runTurn>[1]);
  });
  return views;
}

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

/** Re-simulates a Lamplighter replay and encodes it as a GIF. */
export function lamplighterReplayGif(doc: unknown, keys: string[]): ReplayGif {
  const views = lamplighterReplayViews(doc);
  const every = Math.max(G.minEvery, Math.ceil(views.length / G.maxFrames));
  const h = G.streetH + G.stripH;
  const writer = new GifWriter(G.width, h, fixedPalette(keys));
  const cv = createCanvas(G.width, h);
  const g = cv.getContext('2d');
  for (let i = 0; i < views.length; i += every) {
    const v = views[i];
    g.setTransform(1, 0, 0, 1, 0, 0);
    drawStreetVeiled(g, v, 0, 0, G.width, G.streetH, undefined, true, true);
    strip(g, v, G.streetH);
    writer.add(cv, every * G.tickMs);
  }
  const lastView = views[views.length - 1];
  drawStreetVeiled(g, lastView, 0, 0, G.width, G.streetH, undefined, true, true);
  strip(g, lastView, G.streetH);
  writer.add(cv, 3000);
  const data = writer.finish();
  if (data.length > GIF_MAX_BYTES) throw new Error(`the round's GIF came to ${data.length} bytes, over the ${GIF_MAX_BYTES} limit`);
  return { data, mime: 'image/gif', ext: 'gif', width: G.width, height: h, frames: writer.frames, durationMs: writer.durationMs, alt: `Replay of Lamplighter's Round on ${lastView.street.name}: ${lastView.phase} at ${clockText(lastView.time)}, ${lastView.lampsLit} of ${lastView.lampTotal} lamps.` };
}
