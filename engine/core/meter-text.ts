// Small text helpers for status lines: a meter as a bar of block characters, minutes and seconds.

/** A bar of `width` cells filled to `frac` (0..1), in block characters readable without colour. */
export function bar(frac: number, width: number): string {
  const f = Math.max(0, Math.min(1, Number.isFinite(frac) ? frac : 0));
  const full = Math.round(f * width);
  return '█'.repeat(full) + '░'.repeat(Math.max(0, width - full));
}

/** Seconds as m:ss (never negative). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A team id as a name (`moth` → `Moth`). */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
