// The lamp street under its lights: cobbles, pavements and façades, lit by a light map (gaslight
// pools, the lantern's glow, the Pale's cold light) multiplied over them, then the lamp posts with
// lit or dark glass, lamp numbers and the light-progress ring while the taper is held.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { rgba } from '../draw/colour.ts';
import { font } from '../fonts.ts';
import { labelScale, px, py, type Camera } from './camera.ts';
import { STREET_LAYOUT as L } from './theme.ts';
import { TONE_STEPS, type StreetPalette } from './tone.ts';

const layers = new Map<string, Canvas>();

function layer(name: string, w: number, h: number): Canvas {
  const key = `${name}:${w}x${h}`;
  let cv = layers.get(key);
  if (!cv) { cv = createCanvas(w, h); layers.set(key, cv); }
  return cv;
}

function cobbles(C: StreetPalette): Canvas {
  const t = createCanvas(48, 48);
  const g = t.getContext('2d');
  g.fillStyle = C.cobbleEdge;
  g.fillRect(0, 0, 48, 48);
  const shades = [C.road, C.cobbleA, C.cobbleB, C.cobbleA];
  for (let r = 0; r < 4; r++) for (let k = -1; k < 4; k++) {
    const x = k * 16 + (r % 2) * 8, y = r * 12;
    g.fillStyle = shades[(r * 3 + k + 4) % 4];
    g.beginPath(); g.ellipse(x + 8, y + 6, 6.6, 4.8, 0, 0, Math.PI * 2); g.fill();
  }
  return t;
}

/** The ground in a camera and palette level: its unlit colours, and the same under the ambient night alone. */
interface Ground { plain: Canvas; dark: Canvas }

const groundCache = new Map<string, Ground>();
/** Grounds kept (each two layers, ~5 MB for the 1,200 x 560 street, as many bytes as 48 single layers held before): a match's pictures reuse a few cameras and Dread levels. */
const GROUND_CACHE_MAX = 24;

/** The ground for a camera and palette level, drawn once and cached (a few kept). */
function ground(cam: Camera, C: StreetPalette, level: number): Ground {
  const key = `${cam.width}x${cam.height}:${cam.scale.toFixed(4)}:${cam.ox.toFixed(2)}:${cam.oy.toFixed(2)}:${level}`;
  let found = groundCache.get(key);
  if (!found) {
    if (groundCache.size >= GROUND_CACHE_MAX) groundCache.delete(groundCache.keys().next().value as string);
    const plain = createCanvas(cam.width, cam.height);
    drawGround(plain.getContext('2d'), cam, C);
    // Where no light reaches, the light map is the ambient colour alone: that product is the same every picture.
    const dark = createCanvas(cam.width, cam.height);
    const dg = dark.getContext('2d');
    dg.drawImage(plain, 0, 0);
    dg.globalCompositeOperation = 'multiply';
    dg.fillStyle = C.ambient;
    dg.fillRect(0, 0, cam.width, cam.height);
    found = { plain, dark };
    groundCache.set(key, found);
  }
  return found;
}

function drawGround(g: SKRSContext2D, cam: Camera, C: StreetPalette): void {
  g.fillStyle = C.facade;
  g.fillRect(0, 0, cam.width, cam.height);
  const road0 = py(cam, -3.4), road1 = py(cam, 3.4);
  const pave0 = py(cam, -6.2), pave1 = py(cam, 6.2);
  g.fillStyle = C.pavement;
  g.fillRect(0, pave0, cam.width, pave1 - pave0);
  g.strokeStyle = rgba('#000000', 0.25);
  g.lineWidth = 1;
  const flag = cam.scale * 1.2;
  g.beginPath();
  for (let x = (cam.ox % flag); x < cam.width; x += flag) { g.moveTo(x, pave0); g.lineTo(x, road0); g.moveTo(x, road1); g.lineTo(x, pave1); }
  g.stroke();
  const pat = g.createPattern(cobbles(C), 'repeat');
  g.fillStyle = pat ?? C.road;
  g.fillRect(0, road0, cam.width, road1 - road0);
  g.fillStyle = C.kerb;
  g.fillRect(0, road0 - 3, cam.width, 4);
  g.fillRect(0, road1 - 1, cam.width, 4);
  g.fillStyle = C.window;
  for (let x = -20; x < 60; x += 3.1) {
    const sx = px(cam, x);
    if (sx < -40 || sx > cam.width) continue;
    g.fillRect(sx, pave0 - cam.scale * 1.6, cam.scale * 0.7, cam.scale * 0.9);
    g.fillRect(sx + cam.scale * 1.4, pave1 + cam.scale * 0.5, cam.scale * 0.7, cam.scale * 0.9);
  }
}

function glow(g: SKRSContext2D, x: number, y: number, r: number, colour: string, strength: number): void {
  const grad = g.createRadialGradient(x, y, 0, x, y, r);
  grad.addColorStop(0, rgba(colour, Math.min(1, strength)));
  grad.addColorStop(0.55, rgba(colour, Math.min(1, strength * 0.6)));
  grad.addColorStop(1, rgba(colour, 0));
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
}

/** One light on the street: centre, radius (px), colour and strength at its centre. */
interface Light { x: number; y: number; r: number; colour: string; strength: number }

/** Every light in the view, in picture px. */
function lightsOf(v: RoundView, cam: Camera, C: StreetPalette): Light[] {
  const out: Light[] = [];
  const pool = v.street.poolRadius * cam.scale * 1.25;
  out.push({ x: px(cam, v.street.gate[0]), y: py(cam, v.street.gate[1]), r: pool, colour: C.gaslight, strength: 1 });
  for (const l of v.lamps) {
    if (l.lit) out.push({ x: px(cam, l.x), y: py(cam, l.y), r: pool, colour: C.gaslight, strength: 1 });
    else if (l.progress > 0) out.push({ x: px(cam, l.x), y: py(cam, l.y), r: pool * 0.5 * l.progress, colour: C.gaslight, strength: 0.6 * l.progress });
  }
  for (const p of v.lamplighters) {
    if (!p.alive || !p.lantern.lit) continue;
    out.push({ x: px(cam, p.x), y: py(cam, p.y), r: cam.scale * (1.1 + 1.2 * p.lantern.oilFrac), colour: C.lanternGlow, strength: 0.55 + 0.3 * p.lantern.oilFrac });
  }
  if (v.pale.visible && v.pale.x !== null && v.pale.y !== null) {
    out.push({ x: px(cam, v.pale.x), y: py(cam, v.pale.y), r: cam.scale * (2.6 + 1.5 * v.pale.flare), colour: C.paleLight, strength: 0.55 + 0.4 * v.pale.flare });
  }
  return out.filter((l) => l.r > 0);
}

type Box = [x0: number, y0: number, x1: number, y1: number];

/** The lights' boxes in whole pixels (2 px wider for the stretched map's blur), overlapping ones merged into their bounds. */
function mergedBoxes(lights: readonly Light[], width: number, height: number): Box[] {
  let boxes: Box[] = lights.map((l) => [
    Math.max(0, Math.floor(l.x - l.r) - 2), Math.max(0, Math.floor(l.y - l.r) - 2),
    Math.min(width, Math.ceil(l.x + l.r) + 2), Math.min(height, Math.ceil(l.y + l.r) + 2),
  ]);
  boxes = boxes.filter(([x0, y0, x1, y1]) => x1 > x0 && y1 > y0);
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < boxes.length && !merged; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!, b = boxes[j]!;
        if (a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]) {
          boxes[i] = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
          boxes.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return boxes;
}

/**
 * The light map on `light` (a layer at 1/`k` of the street's size): ambient night over the whole
 * layer, in its own pixels (a street of odd size would leave the last half-covered row blending
 * with the picture before), then every light added in street px.
 */
function drawLights(light: Canvas, k: number, lights: readonly Light[], C: StreetPalette): void {
  const g = light.getContext('2d');
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.globalCompositeOperation = 'source-over';
  g.fillStyle = C.ambient;
  g.fillRect(0, 0, light.width, light.height);
  g.setTransform(1 / k, 0, 0, 1 / k, 0, 0);
  g.globalCompositeOperation = 'lighter';
  for (const l of lights) glow(g, l.x, l.y, l.r, l.colour, l.strength);
  g.globalCompositeOperation = 'source-over';
}

/** A lamp post with its head: lit glass and a halo, or dark glass (its number is drawn later, over the figures). */
function drawPost(g: SKRSContext2D, x: number, y: number, lit: boolean, cam: Camera, C: StreetPalette): void {
  const h = 3.3 * cam.scale * L.rise;
  g.fillStyle = 'rgba(0,0,0,0.45)';
  g.beginPath(); g.ellipse(x, y, 7, 3, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = C.post;
  g.fillRect(x - 2.5, y - h, 5, h);
  g.fillRect(x - 6, y - 4, 12, 4);
  const hy = y - h - 12;
  if (lit) glow(g, x, hy + 6, 34, C.glassLit, 0.55);
  g.fillStyle = C.post;
  g.beginPath(); g.moveTo(x - 9, hy); g.lineTo(x + 9, hy); g.lineTo(x + 5, hy - 6); g.lineTo(x - 5, hy - 6); g.closePath(); g.fill();
  g.fillStyle = lit ? C.glassLit : C.glassDark;
  g.fillRect(x - 6, hy, 12, 13);
  g.strokeStyle = C.post; g.lineWidth = 2; g.strokeRect(x - 6, hy, 12, 13);
}

/** A box in picture px. */
export interface Rect { x: number; y: number; w: number; h: number }

/** A post's label laid out: its text, where the text's centre and baseline sit, lit or not, and its pill. */
export interface LampLabel { text: string; x: number; baseline: number; lit: boolean; pill: Rect }

/**
 * The gate's and the lamps' labels laid out (measured once a picture): drawn after the figures, and
 * their pills are what the Pale's name keeps clear of.
 */
export function lampLabels(g: SKRSContext2D, v: RoundView, cam: Camera): LampLabel[] {
  const k = labelScale(cam);
  g.font = font('sans', Math.round(15 * k), true);
  const at = (mx: number, my: number, text: string, lit: boolean): LampLabel => {
    const x = px(cam, mx), y = py(cam, my);
    const w = Math.max(20 * k, g.measureText(text).width + 10 * k);
    return { text, x, baseline: y + 6 + 15 * k, lit, pill: { x: x - w / 2, y: y + 6, w, h: 19 * k } };
  };
  return [at(v.street.gate[0], v.street.gate[1], 'gate', true), ...v.lamps.map((l) => at(l.x, l.y, String(l.number), l.lit))];
}

/** Where the gate's and the lamps' number pills sit, for other labels to keep clear of. */
export function lampLabelRects(g: SKRSContext2D, v: RoundView, cam: Camera): Rect[] {
  return lampLabels(g, v, cam).map((l) => l.pill);
}

/** The ring showing a lamp's light progress while the taper is held (bright) or guttering (dim). */
function drawProgress(g: SKRSContext2D, x: number, y: number, progress: number, held: boolean, cam: Camera, C: StreetPalette): void {
  const hy = y - 3.3 * cam.scale * L.rise - 6;
  g.lineWidth = 5;
  g.strokeStyle = 'rgba(255,255,255,0.15)';
  g.beginPath(); g.arc(x, hy, 22, 0, Math.PI * 2); g.stroke();
  g.strokeStyle = held ? C.ring : rgba(C.ember, 0.7);
  g.beginPath(); g.arc(x, hy, 22, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * progress); g.stroke();
  const k = labelScale(cam);
  g.font = font('sans', Math.round(13 * k), true); g.fillStyle = held ? C.ring : C.ember; g.textAlign = 'left';
  g.fillText(`${Math.floor(progress * 100)}%`, x + 27, hy + 5 * k);
}

/** Draws the lit street (ground, lights, posts, progress rings) on `g` (already placed and clipped), in palette `C`. */
export function drawStreet(g: SKRSContext2D, v: RoundView, cam: Camera, C: StreetPalette, dread: number, posts = true): void {
  const level = Math.round(Math.max(0, Math.min(1, dread)) * TONE_STEPS);
  const { plain, dark } = ground(cam, C, level);
  // Outside every light the lit street is the ground under the ambient night alone (cached), so the
  // light map is multiplied in only inside the lights' boxes: the multiply of a stretched map is
  // the dearest step of the picture, and early in a round the lights cover a small part of it.
  g.drawImage(dark, 0, 0);
  const lights = lightsOf(v, cam, C);
  if (lights.length) {
    // Light is smooth: the map is drawn at half resolution and stretched (a quarter of the fill work).
    const light = layer('light', Math.ceil(cam.width / 2), Math.ceil(cam.height / 2));
    drawLights(light, 2, lights, C);
    // Each light's box (whole pixels, 2 px wider than the light for the stretched map's blur), boxes
    // that overlap merged into one, so no pixel is lit twice; outside them the light is ambient.
    const MB = mergedBoxes(lights, cam.width, cam.height);
    for (const [x0, y0, x1, y1] of MB) {
      const w = x1 - x0, h = y1 - y0;
      g.drawImage(plain, x0, y0, w, h, x0, y0, w, h);
      g.globalCompositeOperation = 'multiply';
      g.drawImage(light, x0 / 2, y0 / 2, w / 2, h / 2, x0, y0, w, h);
      g.globalCompositeOperation = 'source-over';
    }
  }
  if (!posts) return;
  drawPost(g, px(cam, v.street.gate[0]), py(cam, v.street.gate[1]), true, cam, C);
  for (const l of v.lamps) drawPost(g, px(cam, l.x), py(cam, l.y), l.lit, cam, C);
  for (const l of v.lamps) if (!l.lit && l.progress > 0) drawProgress(g, px(cam, l.x), py(cam, l.y), l.progress, l.holders.length > 0, cam, C);
}

/**
 * The gate's and the lamps' numbers (as `lampLabels` laid them out), drawn after the figures so
 * that a name or the Pale standing by a lamp never covers the number a player orders by ("walk 4").
 */
export function drawLampLabels(g: SKRSContext2D, labels: readonly LampLabel[], cam: Camera, C: StreetPalette): void {
  const k = labelScale(cam);
  g.font = font('sans', Math.round(15 * k), true);
  g.textAlign = 'center';
  for (const l of labels) {
    g.fillStyle = l.lit ? rgba(C.glassLit, 0.9) : 'rgba(20,22,28,0.85)';
    g.beginPath(); g.roundRect(l.pill.x, l.pill.y, l.pill.w, l.pill.h, 9 * k); g.fill();
    g.fillStyle = l.lit ? '#2a1d08' : C.text;
    g.fillText(l.text, l.x, l.baseline);
  }
}
