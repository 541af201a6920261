// The resolver loop: real clock and timers around TurnResolver. Every process that serves
// matches runs one (bot, SSH server, terminal UI, `lamplit worker`); all of them may work on the
// same store at once, because each turn is claimed and committed conditionally in the store.
import type { TurnResolver } from '../engine/match/turn-resolver.ts';

/** Options of a resolver loop. */
export interface ResolverLoopOptions {
  resolver: TurnResolver;
  /** Unique per process (host:pid:random); it names this process's claims. */
  token: string;
  /** Pause between looks at the schedule when nothing was due (ms). */
  pollMs?: number;
  /** Matches resolved at once (store round trips overlap; the simulation itself is one core). */
  concurrency?: number;
  /** Due matches fetched per look. */
  batch?: number;
  /** Store or game errors (the loop carries on after a pause; a Redis outage is retried). */
  onError?: (err: unknown, matchId?: string) => void;
  /** After each match handled: turns resolved in this call. */
  onResolved?: (matchId: string, turns: number, finished: boolean) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Runs TurnResolver over the store's schedule until stopped. */
export class ResolverLoop {
  private readonly opts: Required<Omit<ResolverLoopOptions, 'onError' | 'onResolved'>> & Pick<ResolverLoopOptions, 'onError' | 'onResolved'>;
  private readonly inFlight = new Set<string>();
  /** Matches another process holds, skipped here until the given time. */
  private readonly busyUntil = new Map<string, number>();
  private readonly stopper = new AbortController();
  private running: Promise<void> | null = null;
  /** Turns this loop has resolved. */
  turns = 0;

  constructor(opts: ResolverLoopOptions) {
    this.opts = { ...opts, pollMs: opts.pollMs ?? 50, concurrency: opts.concurrency ?? 8, batch: opts.batch ?? 64 };
  }

  /** Starts looping in the background. */
  start(): this {
    this.running ??= this.loop();
    return this;
  }

  /** True once stop() was called. */
  get stopping(): boolean {
    return this.stopper.signal.aborted;
  }

  /** Stops taking new turns, lets the turns in hand commit, and resolves when the loop is idle. */
  async stop(): Promise<void> {
    this.stopper.abort();
    await this.running;
  }

  /** Resolves what is due now once (all of it, `concurrency` at a time); the number of turns resolved. */
  async runOnce(): Promise<number> {
    const now = Date.now();
    for (const [id, t] of this.busyUntil) if (t <= now) this.busyUntil.delete(id);
    const due = (await this.opts.resolver.due(this.opts.batch)).filter((id) => !this.inFlight.has(id) && !this.busyUntil.has(id));
    let turns = 0;
    let next = 0;
    const lane = async () => {
      while (next < due.length && !this.stopping) {
        const id = due[next++];
        this.inFlight.add(id);
        try {
          const r = await this.opts.resolver.resolveMatch(id, this.opts.token, () => this.stopping);
          turns += r.turns;
          if (r.busy) this.busyUntil.set(id, Date.now() + Math.max(this.opts.pollMs, 200));
          if (r.turns > 0 || r.finished) this.opts.onResolved?.(id, r.turns, r.finished);
        } catch (err) {
          this.opts.onError?.(err, id);
          this.busyUntil.set(id, Date.now() + 1000);
        } finally {
          this.inFlight.delete(id);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.concurrency, due.length) }, lane));
    this.turns += turns;
    return due.length;
  }

  private async loop(): Promise<void> {
    let pause = this.opts.pollMs;
    while (!this.stopping) {
      try {
        const handled = await this.runOnce();
        pause = this.opts.pollMs;
        if (handled === 0) await sleep(this.opts.pollMs, this.stopper.signal);
      } catch (err) {
        // The store is unreachable (a Redis restart): back off and try again; nothing is lost.
        this.opts.onError?.(err);
        await sleep(pause, this.stopper.signal);
        pause = Math.min(pause * 2, 2000);
      }
    }
  }
}
