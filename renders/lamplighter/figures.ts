// Figures standing on the street: the lamplighter with a lantern (and the taper raised while
// lighting), and the Pale as the seed describes it: a three-metre hooded figure (hem pooling on
// the cobbles, heavy skirt, hunched shoulders, narrow hood, arms too long) with a cold light for a face.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { LamplighterView, PaleView } from '../../engine/lamplighter/view.ts';
import { rgba } from '../draw/colour.ts';
import { font } from '../fonts.ts';
import { labelScale, px, py, type Camera } from './camera.ts';
import { STREET_LAYOUT as L } from './theme.ts';
import type { Rect } from './street.ts';
import { paleWords } from '../../engine/lamplighter/status-text.ts';
import type { StreetPalette } from './tone.ts';

function glow(g: SKRSContext2D, x: number, y: number, r: number, colour: string, a: number): void {
  const grad = g.createRadialGradient(x, y, 0, x, y, r);
  grad.addColorStop(0, rgba(colour, a));
  grad.addColorStop(1, rgba(colour, 0));
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
}

/**
 * A lamplighter at its place: coat, cap, lantern glow, the taper toward the lamp being lit; or, lost,
 * fallen on the cobbles. Its label (name, or how it was lost) where `lamplighterNames` put it.
 */
export function drawLamplighter(g: SKRSContext2D, p: LamplighterView, cam: Camera, target: { x: number; y: number } | null, me: boolean, C: StreetPalette, name: LabelPlace | undefined): void {
  const x = px(cam, p.x), y = py(cam, p.y);
  const h = 1.75 * cam.scale * L.rise;
  g.fillStyle = 'rgba(0,0,0,0.5)';
  g.beginPath(); g.ellipse(x, y, 9, 3.5, 0, 0, Math.PI * 2); g.fill();
  if (!p.alive) {
    g.fillStyle = rgba(C.coat, 0.8);
    g.beginPath(); g.ellipse(x, y - 3, h * 0.45, 6, 0.1, 0, Math.PI * 2); g.fill();
    if (!name) return;
    g.font = font('sans', Math.round(LOST_SIZE * labelScale(cam)), true); g.textAlign = 'center'; g.fillStyle = C.bad;
    g.fillText(name.text, name.x, name.baseline);
    return;
  }
  const side = p.facing[0] >= 0 ? 1 : -1;
  if (target && p.stats.held) {
    g.strokeStyle = '#8a6a3a'; g.lineWidth = 2.5;
    g.beginPath(); g.moveTo(x + side * 4, y - h * 0.6); g.lineTo(target.x, target.y); g.stroke();
    glow(g, target.x, target.y, 12, C.ring, 0.9);
  }
  g.fillStyle = C.coat;
  g.beginPath();
  g.moveTo(x - 7, y); g.lineTo(x + 7, y); g.lineTo(x + 5, y - h * 0.72); g.lineTo(x - 5, y - h * 0.72); g.closePath(); g.fill();
  g.fillStyle = C.skin;
  g.beginPath(); g.arc(x, y - h * 0.8, 4.5, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#1e1914';
  g.fillRect(x - 6, y - h * 0.92, 12, 3);
  g.fillRect(x - 4, y - h * 1.02, 8, 5);
  const lx = x + side * 10, ly = y - h * 0.35;
  g.strokeStyle = '#1e1914'; g.lineWidth = 1.5;
  g.beginPath(); g.moveTo(x + side * 5, y - h * 0.55); g.lineTo(lx, ly - 5); g.stroke();
  if (p.lantern.lit) glow(g, lx, ly, 16 + 10 * p.lantern.oilFrac, C.lanternGlow, 0.85);
  g.fillStyle = p.lantern.lit ? '#ffd98a' : '#3a3a3a';
  g.fillRect(lx - 3, ly - 4, 6, 8);
  if (!name) return;
  const k = labelScale(cam);
  g.font = font('sans', Math.round(NAME_SIZE * k), true); g.textAlign = 'center';
  g.lineWidth = 3.5 * k; g.strokeStyle = 'rgba(0,0,0,0.85)';
  g.strokeText(name.text, name.x, name.baseline);
  g.fillStyle = me ? '#ffe2a6' : C.text;
  g.fillText(name.text, name.x, name.baseline);
}

/** A walking lamplighter's name size, and a lost one's label size, in px at label scale 1. */
const NAME_SIZE = 14, LOST_SIZE = 13;

/** The box a walking lamplighter's figure takes, with its lantern held out (40 px a side). */
function figureRect(p: LamplighterView, cam: Camera): Rect {
  const x = px(cam, p.x), y = py(cam, p.y), h = 1.75 * cam.scale * L.rise;
  return { x: x - 40, y: y - h, w: 80, h: h + 4 };
}

/**
 * Where each lamplighter's label goes, by seat (alignment set on `g`): a walking one's name above
 * the cap, a lost one's "name · lost (cause)" above where it fell; else under the feet or beside,
 * wherever it covers least of `avoid` (the lamp numbers), the walking lamplighters and the labels
 * placed before it, inside the picture; the first spot on a tie. On a small street (the end card's)
 * a name above a lamplighter under a post once sat under its number.
 */
export function lamplighterNames(g: SKRSContext2D, v: { lamplighters: readonly LamplighterView[] }, cam: Camera, avoid: readonly Rect[], me: number | null): Map<number, LabelPlace> {
  const k = labelScale(cam);
  g.textAlign = 'center';
  const walking = v.lamplighters.filter((p) => p.alive);
  const figures = walking.map((p) => figureRect(p, cam));
  const taken = [...avoid];
  const names = new Map<number, LabelPlace>();
  for (const p of v.lamplighters) {
    const others = figures.filter((_, j) => walking[j] !== p);
    const x = px(cam, p.x), y = py(cam, p.y), h = 1.75 * cam.scale * L.rise;
    const who = p.name ?? p.alias;
    const size = Math.round((p.alive ? NAME_SIZE : LOST_SIZE) * k);
    const text = !p.alive ? `${who} · lost (${p.cause ?? 'dark'})` : p.seat === me ? `${who} (you)` : who;
    g.font = font('sans', size, true);
    const tw = g.measureText(text).width;
    const side = 14 + tw / 2;
    const spots: [number, number][] = p.alive
      ? [[x, y - h - 10], [x, y + 6 + size], [x + side, y - h * 0.45], [x - side, y - h * 0.45]]
      : [[x, y - 14], [x, y + 12 + size], [x + side, y + size / 2 - 3], [x - side, y + size / 2 - 3]];
    const place = placeLabel(text, tw, size, spots, cam, [...taken, ...others]);
    names.set(p.seat, place);
    taken.push(place.box);
  }
  return names;
}

/** The boxes the walking lamplighters' figures and all the lamplighters' labels take, for the Pale's name to keep clear of. */
export function lamplighterRects(v: { lamplighters: readonly LamplighterView[] }, cam: Camera, names: ReadonlyMap<number, LabelPlace>): Rect[] {
  return [...v.lamplighters.filter((p) => p.alive).map((p) => figureRect(p, cam)), ...[...names.values()].map((n) => n.box)];
}

/** The Pale, where the view shows it: hem, skirt, shoulders, hood, long arms, the cold face and its own light. */
export function drawPale(g: SKRSContext2D, pale: PaleView, cam: Camera, C: StreetPalette, avoid: readonly Rect[] = []): void {
  if (!pale.visible || pale.x === null || pale.y === null) return;
  const x = px(cam, pale.x), y = py(cam, pale.y);
  const H = 3 * cam.scale * L.rise;
  const flare = pale.flare;
  const hem = g.createRadialGradient(x, y, 2, x, y, H * 0.5);
  hem.addColorStop(0, rgba(C.paleRobe, 0.55));
  hem.addColorStop(1, rgba(C.paleRobe, 0));
  g.fillStyle = hem;
  g.beginPath(); g.ellipse(x, y, H * 0.5, H * 0.16, 0, 0, Math.PI * 2); g.fill();
  const robe = g.createLinearGradient(x, y - H, x, y);
  robe.addColorStop(0, rgba(C.paleRobe, 0.95));
  robe.addColorStop(0.7, rgba(C.paleRobe, 0.75));
  robe.addColorStop(1, rgba(C.paleRobe, 0.25));
  g.fillStyle = robe;
  g.beginPath();
  g.moveTo(x - H * 0.3, y);
  g.quadraticCurveTo(x - H * 0.22, y - H * 0.4, x - H * 0.17, y - H * 0.72);
  g.quadraticCurveTo(x - H * 0.2, y - H * 0.8, x - H * 0.08, y - H * 0.86);
  g.quadraticCurveTo(x - H * 0.06, y - H * 1.02, x + H * 0.01, y - H * 1.04);
  g.quadraticCurveTo(x + H * 0.07, y - H * 1.0, x + H * 0.08, y - H * 0.86);
  g.quadraticCurveTo(x + H * 0.2, y - H * 0.8, x + H * 0.17, y - H * 0.72);
  g.quadraticCurveTo(x + H * 0.22, y - H * 0.4, x + H * 0.3, y);
  g.closePath(); g.fill();
  g.strokeStyle = rgba(C.paleRobe, 0.85); g.lineWidth = 3.5; g.lineCap = 'round';
  g.beginPath();
  g.moveTo(x - H * 0.16, y - H * 0.74); g.quadraticCurveTo(x - H * 0.27, y - H * 0.45, x - H * 0.24, y - H * 0.2);
  g.moveTo(x + H * 0.16, y - H * 0.74); g.quadraticCurveTo(x + H * 0.27, y - H * 0.45, x + H * 0.24, y - H * 0.2);
  g.stroke();
  g.lineCap = 'butt';
  g.fillStyle = '#0b0d12';
  g.beginPath(); g.ellipse(x + H * 0.005, y - H * 0.9, H * 0.05, H * 0.085, 0, 0, Math.PI * 2); g.fill();
  glow(g, x, y - H * 0.9, H * (0.22 + 0.3 * flare), C.paleLight, 0.55 + 0.4 * flare);
  g.fillStyle = C.paleFace;
  g.beginPath(); g.ellipse(x + H * 0.005, y - H * 0.9, H * 0.028, H * 0.05, 0, 0, Math.PI * 2); g.fill();
  const k = labelScale(cam);
  const place = paleLabelPlace(g, pale, cam, avoid);
  g.lineWidth = 3.5 * k; g.strokeStyle = 'rgba(0,0,0,0.85)';
  g.strokeText(place.text, place.x, place.baseline);
  g.fillStyle = '#cfe6ff';
  g.fillText(place.text, place.x, place.baseline);
}

/** A label laid out: its text, the centre x and baseline it is drawn at, its box, and the area of the boxes to avoid it covers. */
export interface LabelPlace { text: string; x: number; baseline: number; box: Rect; covered: number }

/**
 * Of the candidate spots (centre x, baseline) for a label `tw` px wide in a `size` px font, the one
 * that covers least of `avoid` and stays inside the picture; the first such spot on a tie.
 */
function placeLabel(text: string, tw: number, size: number, spots: readonly [number, number][], cam: Camera, avoid: readonly Rect[]): LabelPlace {
  let best: LabelPlace | null = null;
  for (const [x, baseline] of spots) {
    const box = { x: x - tw / 2, y: baseline - size, w: tw, h: size + 4 };
    const outside = box.x < 0 || box.y < 0 || box.x + box.w > cam.width || box.y + box.h > cam.height ? 1e9 : 0;
    const covered = outside + avoid.reduce((sum, r) => sum + overlap(r, box), 0);
    if (!best || covered < best.covered) best = { text, x, baseline, box, covered };
  }
  return best!;
}

/**
 * Where the Pale's name goes (font and alignment set on `g`): above the hood, under the hem or beside
 * it, wherever it covers least of `avoid` (the lamp numbers, drawn over it anyway, and the
 * lamplighters) and stays inside the picture; the first such spot on a tie.
 */
export function paleLabelPlace(g: SKRSContext2D, pale: PaleView, cam: Camera, avoid: readonly Rect[]): LabelPlace {
  const x = px(cam, pale.x ?? 0), y = py(cam, pale.y ?? 0);
  const H = 3 * cam.scale * L.rise;
  const size = Math.round(13 * labelScale(cam));
  g.font = font('sans', size, true); g.textAlign = 'center';
  const text = `THE PALE · ${paleWords(pale.state)}`;
  const tw = g.measureText(text).width;
  const side = H * 0.3 + tw / 2 + 8;
  return placeLabel(text, tw, size, [[x, y - H * 1.04 - 8], [x, y + 7 + size], [x + side, y - H * 0.5], [x - side, y - H * 0.5]], cam, avoid);
}

/** The area two boxes share. */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
