// Graceful shutdown on SIGTERM and SIGINT: stop taking new work, let the work in hand finish (the
// turn being resolved, the message being posted), close connections, exit 0; a hard timer exits
// anyway after the timeout so a stuck step cannot hold the process (the store lets another
// process finish whatever was abandoned). A second signal exits at once.
import type { Logger } from 'pino';

/** One step of shutting down, run in registration order. */
export type ShutdownStep = (reason: string) => Promise<void> | void;

/** Options of a process's shutdown. */
export interface ShutdownOptions {
  log: Logger;
  /** Exit anyway after this long (config.shutdownTimeoutMs, 10 s by default). */
  timeoutMs: number;
  /** How the process ends (tests replace it). */
  exit?: (code: number) => void;
  /** Signals to handle (default SIGTERM and SIGINT). */
  signals?: readonly NodeJS.Signals[];
}

/** A process's shutdown: register steps, watch `signal`, or call `begin` yourself. */
export class Shutdown {
  private readonly steps: { name: string; run: ShutdownStep }[] = [];
  private readonly finalSteps: { name: string; run: ShutdownStep }[] = [];
  private readonly controller = new AbortController();
  private running: Promise<void> | undefined;
  private readonly handlers = new Map<NodeJS.Signals, () => void>();

  constructor(private readonly opts: ShutdownOptions) {}

  /** Aborted when shutdown begins: loops check it before taking new work, waits pass it on. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** True once shutdown has begun. */
  get stopping(): boolean {
    return this.controller.signal.aborted;
  }

  /** Adds a step (stop intake, finish the turn in hand, close Redis, ...); steps run in the order added. */
  onShutdown(name: string, run: ShutdownStep): this {
    this.steps.push({ name, run });
    return this;
  }

  /** Adds a step that runs after every onShutdown step (closing the health endpoint, flushing logs). */
  atLast(name: string, run: ShutdownStep): this {
    this.finalSteps.push({ name, run });
    return this;
  }

  /** Handles SIGTERM and SIGINT from now on. */
  install(): this {
    for (const sig of this.opts.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
      const handler = () => {
        if (this.running) {
          this.opts.log.warn({ signal: sig }, 'second signal during shutdown; exiting now');
          this.exit(1);
          return;
        }
        void this.begin(sig);
      };
      this.handlers.set(sig, handler);
      process.on(sig, handler);
    }
    // A signal that came while the CLI was still loading (bin/lamplit.js keeps it): shut down now,
    // once the caller has registered its steps (they are added right after startProcess returns).
    const early = (globalThis as { [k: symbol]: { take(): NodeJS.Signals | undefined } | undefined })[Symbol.for('lamplit.earlySignals')]?.take();
    if (early) setImmediate(() => void this.begin(early));
    return this;
  }

  /** Stops handling signals (tests). */
  uninstall(): void {
    for (const [sig, handler] of this.handlers) process.off(sig, handler);
    this.handlers.clear();
  }

  /** Runs every step once, then exits 0 (1 if a step failed or the timeout struck first). */
  begin(reason: string): Promise<void> {
    this.running ??= this.run(reason);
    return this.running;
  }

  private async run(reason: string): Promise<void> {
    const { log, timeoutMs } = this.opts;
    const started = Date.now();
    log.info({ reason, timeoutMs }, 'shutting down: no new work, finishing the work in hand');
    this.controller.abort(new Error(`shutting down (${reason})`));
    const hard = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown took too long; exiting without finishing');
      this.exit(1);
    }, timeoutMs);
    let failed = false;
    for (const step of [...this.steps, ...this.finalSteps]) {
      try {
        await step.run(reason);
        log.debug({ step: step.name }, 'shutdown step done');
      } catch (err) {
        failed = true;
        log.error({ err, step: step.name }, 'shutdown step failed');
      }
    }
    clearTimeout(hard);
    log.info({ ms: Date.now() - started, clean: !failed }, 'shut down');
    this.exit(failed ? 1 : 0);
  }

  private exit(code: number): void {
    if (this.opts.exit) this.opts.exit(code);
    else {
      // Let pino's synchronous destination drain, then leave.
      process.exitCode = code;
      setImmediate(() => process.exit(code));
    }
  }
}

/** Resolves after `ms`, or early (without throwing) when `signal` aborts: for poll loops that must stop at shutdown. */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
