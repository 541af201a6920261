// Draws a scene's floor at any scale: the lit floor, crates, the dark outside every lit set (~8 %
// luminance, soft-edged cones with crate shadows), the blueprint over the dark, cone tints with a
// bright core, the pen door, rings, beams and cogs.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { rgba } from '../draw/colour.ts';
import { floorLayers } from './floor.ts';
import { penSpot, type LanternScene, type SceneLamp } from './scene.ts';
import { drawBeam, drawBurst, drawCaught, drawCog, drawCrate, drawRing } from './sprites.ts';
import { bradsToRad } from './geometry.ts';
import { DARKNESS_ALPHA, LANTERN_COLOURS as C, LIGHT, teamColour } from './theme.ts';

const darkCache = new Map<string, Canvas>();

function darkLayer(w: number, h: number): Canvas {
  const key = `${w}x${h}`;
  let cv = darkCache.get(key);
  if (!cv) { cv = createCanvas(w, h); darkCache.set(key, cv); }
  return cv;
}

function path(g: SKRSContext2D, poly: readonly number[]): void {
  g.beginPath();
  g.moveTo(poly[0], poly[1]);
  for (let i = 2; i < poly.length; i += 2) g.lineTo(poly[i], poly[i + 1]);
  g.closePath();
}

function cutLight(g: SKRSContext2D, lamp: SceneLamp): void {
  const grad = g.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, LIGHT.range);
  grad.addColorStop(0, 'rgba(0,0,0,1)');
  grad.addColorStop(0.78, 'rgba(0,0,0,0.95)');
  grad.addColorStop(1, 'rgba(0,0,0,0.25)');
  g.fillStyle = grad;
  path(g, lamp.cone); g.fill();
  const soft = g.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, LIGHT.range);
  soft.addColorStop(0, 'rgba(0,0,0,0.45)');
  soft.addColorStop(1, 'rgba(0,0,0,0.05)');
  g.fillStyle = soft;
  for (const p of lamp.soft) { path(g, p); g.fill(); }
  const bub = g.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, LIGHT.bubble);
  bub.addColorStop(0, 'rgba(0,0,0,1)');
  bub.addColorStop(0.7, 'rgba(0,0,0,0.9)');
  bub.addColorStop(1, 'rgba(0,0,0,0.3)');
  g.fillStyle = bub;
  path(g, lamp.bubble); g.fill();
}

function tintLight(g: SKRSContext2D, lamp: SceneLamp): void {
  const col = teamColour(lamp.team);
  const grad = g.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, LIGHT.range);
  grad.addColorStop(0, rgba(col, 0.3));
  grad.addColorStop(1, rgba(col, 0.1));
  g.fillStyle = grad;
  path(g, lamp.cone); g.fill();
  g.save();
  path(g, lamp.cone); g.clip();
  const t = bradsToRad(lamp.aim);
  const core = g.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, LIGHT.range * 0.9);
  core.addColorStop(0, 'rgba(255,250,235,0.5)');
  core.addColorStop(1, 'rgba(255,250,235,0)');
  g.fillStyle = core;
  g.beginPath(); g.moveTo(lamp.x, lamp.y); g.arc(lamp.x, lamp.y, LIGHT.range, -t - 0.07, -t + 0.07); g.closePath(); g.fill();
  g.restore();
  const bub = g.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, LIGHT.bubble);
  bub.addColorStop(0, rgba(col, 0.3));
  bub.addColorStop(1, rgba(col, 0));
  g.fillStyle = bub;
  path(g, lamp.bubble); g.fill();
}

/** Options for one drawing of the floor. */
export interface WarehouseDrawOptions {
  /** Alias label size in floor px (bigger for small pictures). */
  labelPx?: number;
  /** Short labels (`M1`, `O2`) for small pictures. */
  short?: boolean;
}

/** Draws the scene's floor with its top-left at (x, y) on `g`, `scale` picture px per floor px. */
export function drawWarehouse(g: SKRSContext2D, scene: LanternScene, x: number, y: number, scale: number, opts: WarehouseDrawOptions = {}): void {
  const bp = scene.blueprint;
  const layers = floorLayers(bp, scale);
  g.drawImage(layers.lit, x, y);
  g.save();
  g.translate(x, y);
  g.scale(scale, scale);
  for (const t of scene.trails ?? []) {
    g.strokeStyle = rgba(C.crate, 0.5 * (t.fade ?? 1)); g.lineWidth = 6; g.lineCap = 'round';
    g.beginPath(); g.moveTo(t.x0, t.y0); g.lineTo(t.x1, t.y1); g.stroke();
  }
  for (const c of scene.crates) drawCrate(g, c);
  g.restore();

  const dark = darkLayer(layers.width, layers.height);
  const d = dark.getContext('2d');
  d.setTransform(1, 0, 0, 1, 0, 0);
  d.globalCompositeOperation = 'copy';
  d.fillStyle = `rgba(0,0,0,${DARKNESS_ALPHA})`;
  d.fillRect(0, 0, layers.width, layers.height);
  d.globalCompositeOperation = 'destination-out';
  d.scale(scale, scale);
  for (const lamp of scene.lamps) cutLight(d, lamp);
  d.globalCompositeOperation = 'source-over';
  g.drawImage(dark, x, y);
  g.drawImage(layers.overlay, x, y);

  g.save();
  g.translate(x, y);
  g.scale(scale, scale);
  g.beginPath(); g.rect(0, 0, bp.width, bp.height); g.clip();
  for (const c of scene.crates) drawCrate(g, c, c.lit ? 0.85 : 0.55);
  g.globalCompositeOperation = 'source-over';
  for (const lamp of scene.lamps) tintLight(g, lamp);
  g.globalCompositeOperation = 'source-over';
  const door = bp.pen.door;
  if (scene.hunting) {
    g.strokeStyle = rgba(C.doorOpen, 0.8); g.lineWidth = 2; g.setLineDash([8, 6]);
    g.beginPath(); g.moveTo(door.x, door.y + door.h / 2); g.lineTo(door.x + door.w, door.y + door.h / 2); g.stroke(); g.setLineDash([]);
  } else {
    g.fillStyle = C.doorShut; g.fillRect(door.x, door.y, door.w, door.h);
    g.fillStyle = '#5a1f1e';
    for (let k = door.x + 6; k < door.x + door.w; k += 14) g.fillRect(k, door.y, 4, door.h);
  }
  for (const r of scene.rings) drawRing(g, r);
  const seeker = (scene.lamps[0]?.team) ?? (scene.cogs.find((c) => c.role === 'seeker')?.team ?? 'owl');
  for (const b of scene.beams) drawBeam(g, b.x, b.y, b.bearing, b.band, teamColour(seeker));
  for (const p of scene.pen) { const [px, py] = penSpot(bp, p.seat); drawCaught(g, px, py, p.alias, p.team); }
  const labelPx = opts.labelPx ?? 14;
  for (const c of scene.cogs) if (c.look === 'ghost') drawCog(g, c, labelPx, opts.short);
  for (const c of scene.cogs) if (c.look !== 'ghost' && !c.self) drawCog(g, c, labelPx, opts.short);
  for (const c of scene.cogs) if (c.look !== 'ghost' && c.self) drawCog(g, c, labelPx, opts.short);
  if (scene.burst) drawBurst(g, scene.burst.x, scene.burst.y, scene.burst.age);
  g.restore();
}
