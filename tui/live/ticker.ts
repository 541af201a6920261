// A fixed-rate clock for real-time play that keeps to wall time: when a frame runs late (a slow
// draw, a busy machine), the missed ticks run back to back (up to a cap) before the next draw, so
// the game clock keeps pace with the wall clock instead of drifting like a bare setInterval.

/** Most ticks caught up in one go; beyond that the game slows down rather than jumping. */
export const MAX_CATCH_UP = 4;

/** Calls `run(ticksDue)` every `periodMs` on average; `ticksDue` is usually 1. */
export class Ticker {
  private next = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly periodMs: number, private readonly run: (ticks: number) => void, private readonly now: () => number = () => performance.now()) {}

  /** Starts ticking (the first tick one period from now). */
  start(): this {
    this.next = this.now() + this.periodMs;
    this.schedule();
    return this;
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.fire(), Math.max(0, this.next - this.now()));
  }

  private fire(): void {
    if (!this.timer) return;
    const now = this.now();
    let due = 0;
    while (this.next <= now && due < MAX_CATCH_UP) { due++; this.next += this.periodMs; }
    if (this.next <= now) this.next = now + this.periodMs; // too far behind: resume from now
    if (due > 0) this.run(due);
    if (this.timer) this.schedule();
  }

  /** Stops for good. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
