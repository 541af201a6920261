// The street as data: the default lamp street, normalising a given one, and lightAt (what the
// lamps and the lantern give a point; the Pale's only senses).
import { PALE, STREET } from './constants.ts';
import type { LamplighterState, LampState, LightReading, Street, StreetData, Vec2 } from './types.ts';

/** The default street: the burning gate lamp and nine lamps, tuned for the autopilot's 18 s / 48 s. */
export const DEFAULT_STREET: StreetData = Object.freeze({
  name: 'Cinder Lane',
  gate: [0, 0],
  lamps: [
    [3.2, -2.2], [3.2, 2.2], [6.6, -2.2], [6.6, 2.2], [10.0, -2.2],
    [10.0, 2.2], [13.4, -2.2], [13.4, 2.2], [16.8, 0],
  ],
  poolRadius: 3.5,
}) as StreetData;

function isPoint(p: unknown): p is Vec2 {
  return Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 10000);
}

/** A street from data, every field filled; throws a one-line Error naming what is wrong. */
export function normalizeStreet(data: StreetData = DEFAULT_STREET): Street {
  if (!data || typeof data !== 'object') throw new Error('a street must be { gate: [x, y], lamps: [[x, y], ...], poolRadius? }');
  if (!isPoint(data.gate)) throw new Error('street gate must be a point [x, y] in metres');
  if (!Array.isArray(data.lamps) || data.lamps.length < 1 || data.lamps.length > 30) throw new Error('street lamps must be a list of 1 to 30 points [x, y]');
  data.lamps.forEach((p, i) => {
    if (!isPoint(p)) throw new Error(`street lamp ${i + 1} must be a point [x, y] in metres`);
  });
  const poolRadius = data.poolRadius ?? STREET.poolRadius;
  if (typeof poolRadius !== 'number' || !(poolRadius >= 0.5 && poolRadius <= 20)) throw new Error('street poolRadius must be 0.5 to 20 metres');
  if (data.start !== undefined && !isPoint(data.start)) throw new Error('street start must be a point [x, y] in metres');
  const start: Vec2 = data.start ? [data.start[0], data.start[1]] : [data.gate[0], data.gate[1]];
  const pts = [data.gate, start, ...data.lamps];
  const m = STREET.margin;
  return {
    name: typeof data.name === 'string' && data.name ? data.name : 'a street',
    gate: [data.gate[0], data.gate[1]],
    lamps: data.lamps.map((p) => [p[0], p[1]] as Vec2),
    poolRadius,
    start,
    bounds: {
      minX: Math.min(...pts.map((p) => p[0])) - m,
      minY: Math.min(...pts.map((p) => p[1])) - m,
      maxX: Math.max(...pts.map((p) => p[0])) + m,
      maxY: Math.max(...pts.map((p) => p[1])) + m,
    },
  };
}

/** Distance between two points. */
export function dist(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax - bx, dy = ay - by;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Gaslight at a point: the brightest burning pool (the gate always burns), 0..1, and whether inside one. */
export function gaslight(street: Street, lamps: readonly LampState[], x: number, y: number): { inLamplight: boolean; lampLight: number } {
  const r = street.poolRadius, r2 = r * r;
  let best = -1;
  const gx = x - street.gate[0], gy = y - street.gate[1];
  let d2 = gx * gx + gy * gy;
  if (d2 < r2) best = d2;
  for (let i = 0; i < lamps.length; i++) {
    const l = lamps[i];
    if (!l.lit) continue;
    const dx = x - l.x, dy = y - l.y;
    d2 = dx * dx + dy * dy;
    if (d2 < r2 && (best < 0 || d2 < best)) best = d2;
  }
  if (best < 0) return { inLamplight: false, lampLight: 0 };
  return { inLamplight: true, lampLight: 1 - Math.sqrt(best) / r };
}

/** lightAt(player): the lamps and the lantern at a lamplighter, and how far the Pale sees them from. */
export function lightAt(street: Street, lamps: readonly LampState[], p: LamplighterState): LightReading {
  const g = gaslight(street, lamps, p.x, p.y);
  const lantern = p.oil > 0;
  const seenFrom = g.inLamplight ? PALE.seeLamplight : lantern ? PALE.seeLantern : PALE.seeDark;
  return { inLamplight: g.inLamplight, lampLight: g.lampLight, lantern, seenFrom };
}

/** The nearest burning lamp (-1 = the gate) to a point, with its distance. */
export function nearestBurning(street: Street, lamps: readonly LampState[], x: number, y: number): { index: number; distance: number; at: Vec2 } {
  let index = -1, at: Vec2 = street.gate, d = dist(x, y, street.gate[0], street.gate[1]);
  lamps.forEach((l, i) => {
    if (!l.lit) return;
    const e = dist(x, y, l.x, l.y);
    if (e < d) { d = e; index = i; at = [l.x, l.y]; }
  });
  return { index, distance: d, at };
}
