// "Holding" a key in a terminal. A terminal sends no key-up, only a key's auto-repeat, so a key
// counts as held from its press until it stops repeating: the first press holds it through the
// usual auto-repeat delay, and once repeats arrive a short gap without one means it was let go.

/** Hold windows in ms: after a lone press (covers the auto-repeat delay), and between repeats. */
export const HOLD_MS = { firstPress: 550, repeatGap: 160 } as const;

/** One holdable key (a direction, the taper). */
export class HeldKey {
  private lastAt = -Infinity;
  private repeating = false;

  /** Records a press (or an auto-repeat) at `now` ms. */
  press(now: number): void {
    this.repeating = now - this.lastAt <= HOLD_MS.firstPress;
    this.lastAt = now;
  }

  /** Whether the key is held at `now`. */
  held(now: number): boolean {
    const window = this.repeating ? HOLD_MS.repeatGap : HOLD_MS.firstPress;
    return now - this.lastAt <= window;
  }

  /** Lets go at once (another direction was pressed). */
  release(): void {
    this.lastAt = -Infinity;
    this.repeating = false;
  }
}
