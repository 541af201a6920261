// The game's own random stream (facts §3): draw n is the first 4 big-endian bytes of
// sha256(seed followed by the decimal n), divided by 2^32. Map generation uses it first, then
// the monster's wandering; the state keeps the count of draws taken.
import { createHash, hash } from 'node:crypto';

/** Draw number n of a seed's stream, in [0, 1). */
export function seedDraw(seed: string, n: number): number {
  return parseInt(sha256Hex(seed + String(n)).slice(0, 8), 16) / 0x100000000;
}

/** A cursor over a seed's stream. */
export class DrawStream {
  constructor(readonly seed: string, public count = 0) {}

  /** The next draw in [0, 1). */
  next(): number {
    return seedDraw(this.seed, this.count++);
  }
}

/** sha256 hex of a string. */
export function sha256Hex(text: string): string {
  // crypto.hash (one-shot) is several times faster than createHash for short inputs
  return typeof hash === 'function' ? hash('sha256', text, 'hex') : createHash('sha256').update(text).digest('hex');
}

/** The digger's integer seed: the first 13 hex characters of the seed as base 16 (at least 1); a non-hex seed is hashed first. */
export function seedInt(seed: string): number {
  const hex = /^[0-9a-f]+$/i.test(seed) ? seed : sha256Hex(seed);
  const n = parseInt(hex.slice(0, 13), 16);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
