// Integer helpers for step paths that must never touch floating point results.

/** Truncating integer division (toward zero), as C does. Throws on division by zero. */
export function idiv(a: number, b: number): number {
  if (b === 0) throw new RangeError('idiv by zero');
  return Math.trunc(a / b);
}

/** Squared distance between two integer points. */
export function dist2(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax - bx, dy = ay - by;
  return dx * dx + dy * dy;
}

/** Floor of the square root of a non-negative integer, by integer Newton iteration. */
export function isqrt(n: number): number {
  if (n < 0) throw new RangeError('isqrt of a negative number');
  if (n < 2) return n;
  let x = n;
  let y = Math.trunc((x + 1) / 2);
  while (y < x) {
    x = y;
    y = Math.trunc((x + Math.trunc(n / x)) / 2);
  }
  return x;
}

/** Clamp an integer into [lo, hi]. */
export function clampInt(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** Sign of an integer: -1, 0 or 1. */
export function isign(v: number): number {
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** Absolute value of an integer. */
export function iabs(v: number): number {
  return v < 0 ? -v : v;
}
