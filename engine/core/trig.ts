// Integer trigonometry in brads: 256 brads to a turn, 0 = east, counter-clockwise as seen on a
// screen whose y axis points down (so bearing 64 is "up", toward smaller y).
import { ATAN_64THS, SIN_1024 } from './trig-tables.ts';

export const BRADS = 256;
export const TRIG_ONE = 1024;

/** sin(b) scaled by 1024; b is any integer number of brads. */
export function isin(b: number): number {
  return SIN_1024[b & 255];
}

/** cos(b) scaled by 1024; b is any integer number of brads. */
export function icos(b: number): number {
  return SIN_1024[(b + 64) & 255];
}

/** b reduced to 0..255. */
export function wrapBrads(b: number): number {
  return b & 255;
}

/** Signed smallest difference a - b in brads, in -128..127. */
export function bradDelta(a: number, b: number): number {
  return ((a - b + 128) & 255) - 128;
}

/**
 * Bearing in brads of the screen vector (dx, dy) (y down), rounded to the nearest brad; 0 for (0, 0).
 * Works in 1/64 brads internally via an octant-reduced arctangent table.
 */
export function ibearing(dx: number, dy: number): number {
  const ux = dx, uy = -dy; // math orientation: y up
  if (ux === 0 && uy === 0) return 0;
  const ax = ux < 0 ? -ux : ux;
  const ay = uy < 0 ? -uy : uy;
  let fine: number; // 1/64 brads, first quadrant 0..4096
  if (ax >= ay) {
    fine = ATAN_64THS[Math.trunc((ay * 1024 + (ax >> 1)) / ax)];
  } else {
    fine = 4096 - ATAN_64THS[Math.trunc((ax * 1024 + (ay >> 1)) / ay)];
  }
  if (ux < 0) fine = 8192 - fine;
  if (uy < 0) fine = 16384 - fine;
  return ((fine + 32) >> 6) & 255;
}

/** A vector of length `len` (integer) along bearing b, truncated toward zero, in screen coordinates (y down). */
export function polar(b: number, len: number): [number, number] {
  return [Math.trunc((icos(b) * len) / 1024), -Math.trunc((isin(b) * len) / 1024)];
}
