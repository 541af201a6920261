// The lamp street picture (street under the dreadveil, figures, the meters beside it) and the
// meters on their own.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { LamplighterView, RoundView } from '../../engine/lamplighter/view.ts';
import { cameraFor, px, py } from './camera.ts';
import { drawLamplighter, drawPale, lamplighterNames, lamplighterRects, type LabelPlace } from './figures.ts';
import { drawMeters, meteredOf } from './meters.ts';
import { drawLampLabels, drawStreet, lampLabels } from './street.ts';
import { STREET_LAYOUT as L } from './theme.ts';
import { drawVeil } from './veil.ts';
import { streetPalette } from './tone.ts';

const canvases = new Map<string, Canvas>();

function canvas(w: number, h: number): Canvas {
  const key = `${w}x${h}`;
  let cv = canvases.get(key);
  if (!cv) { cv = createCanvas(w, h); canvases.set(key, cv); }
  return cv;
}

/** Checks the shape of a Lamplighter view (one-line Error otherwise). */
export function asRoundView(view: unknown): RoundView {
  const v = view as RoundView;
  if (v?.game !== 'lamplighter' || !Array.isArray(v.lamps) || !Array.isArray(v.lamplighters) || !v.street) {
    throw new Error('not a Lamplighter view: expected what GAMES.lamplighter.view(state, viewer) returns');
  }
  return v;
}

/** How a street is drawn: the heartbeat phase, figures on it, a camera on the lamps only, the dreadveil over it. */
export interface StreetDrawing {
  beat?: number;
  /** Lamplighters and the Pale (default true). */
  figures?: boolean;
  /** Frame the lamps only, not the movers (default false; true keeps a GIF's camera still). */
  steady?: boolean;
  /** Lay the dreadveil's vignette over the street (default true; an end card shows the street bare). */
  veil?: boolean;
}

/** Draws the street (with figures) under the veil onto `g` at (x, y), `w` x `h`. */
export function drawStreetVeiled(g: SKRSContext2D, v: RoundView, x: number, y: number, w: number, h: number, { beat, figures = true, steady = false, veil: veiled = true }: StreetDrawing = {}): void {
  const cam = cameraFor(v, w, h, !steady);
  const pal = streetPalette(v.veil.dread);
  const me = meteredOf(v);
  g.save();
  g.beginPath(); g.rect(x, y, w, h); g.clip();
  g.translate(x, y);
  drawStreet(g, v, cam, pal, v.veil.dread, figures);
  const order = [...v.lamplighters].sort((a, b) => a.y - b.y);
  const you = v.seat !== null && me ? me.seat : null;
  const labels = figures ? lampLabels(g, v, cam) : [];
  const names = figures ? lamplighterNames(g, v, cam, labels.map((l) => l.pill), you) : new Map<number, LabelPlace>();
  const figure = (p: LamplighterView) => drawLamplighter(g, p, cam, targetOf(v, p.seat, cam), p.seat === you, pal, names.get(p.seat));
  const paleY = v.pale.visible && v.pale.y !== null ? v.pale.y : null;
  if (figures) for (const p of order) if (paleY === null || p.y < paleY) figure(p);
  if (figures && paleY !== null) {
    drawPale(g, v.pale, cam, pal, [...labels.map((l) => l.pill), ...lamplighterRects(v, cam, names)]);
    for (const p of order) if (p.y >= paleY) figure(p);
  }
  drawLampLabels(g, labels, cam, pal);
  g.restore();
  if (!veiled) return;
  const veil = { ...v.veil, beat: beat ?? v.veil.beat };
  const cx = me ? px(cam, me.x) : w / 2, cy = me ? py(cam, me.y) : h / 2;
  g.save();
  g.beginPath(); g.rect(x, y, w, h); g.clip();
  drawVeil(g, x, y, w, h, veil, cx, cy);
  g.restore();
}

function targetOf(v: RoundView, seat: number, cam: ReturnType<typeof cameraFor>): { x: number; y: number } | null {
  const lamp = v.lamps.find((l) => l.holders.includes(seat));
  if (!lamp) return null;
  return { x: px(cam, lamp.x), y: py(cam, lamp.y) - 3.3 * cam.scale * L.rise - 6 };
}

/** The street picture: street under the veil, with the meters panel beside it unless `meters` is false. */
export function drawLamplighterPicture(v: RoundView, opts: { meters?: boolean; beat?: number } = {}): Canvas {
  const withMeters = opts.meters !== false;
  const w = L.streetW + (withMeters ? L.panelW : 0), h = L.streetH;
  const cv = canvas(w, h);
  const g = cv.getContext('2d');
  g.setTransform(1, 0, 0, 1, 0, 0);
  // The street's ground and the panel cover every pixel: no night fill under them (a whole-picture fill for nothing).
  drawStreetVeiled(g, v, 0, 0, L.streetW, L.streetH, { beat: opts.beat });
  if (withMeters) drawMeters(g, v, L.streetW, 0, L.panelW, h);
  return cv;
}

/** The meters as a picture of their own. */
export function drawMetersPicture(v: RoundView): Canvas {
  const cv = canvas(L.panelW, L.metersH);
  const g = cv.getContext('2d');
  g.setTransform(1, 0, 0, 1, 0, 0);
  drawMeters(g, v, 0, 0, L.panelW, L.metersH);
  return cv;
}
