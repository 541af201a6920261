// Seconds as every text of a match says them: rounded to one decimal, not cut (55.917 s → 55.9 s).
// Kept apart from the canvas helpers so the bot's main thread can use it without loading a canvas.

/** Seconds with many decimals rounded to one (93.292 s → 93.3 s). */
export function roundSeconds(line: string): string {
  return line.replace(/(\d+\.\d{2,})(\s?s\b)/g, (_, n: string, unit: string) => `${Number(n).toFixed(1)}${unit}`);
}
