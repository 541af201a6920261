// Runs the slow drawings (end card, replay GIF) on one worker thread started on first use. The
// worker loads the TypeScript sources through bin/run-ts.js, like every other entry point.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameId, GameResults } from '../engine/core/game.ts';
import type { Picture } from '../renders/index.ts';
import type { RenderAnswer, RenderJob } from './render-worker.ts';

type Job = { kind: 'endCard'; game: GameId; view: unknown; results: GameResults } | { kind: 'replayGif'; game: GameId; replay: unknown };

/** A one-thread pool for slow pictures. */
export class RenderPool {
  private worker: Worker | null = null;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (p: Picture) => void; reject: (e: Error) => void }>();

  /** Draws on the worker; rejects with the drawing's own error. */
  render(job: Job): Promise<Picture> {
    const worker = this.start();
    const id = this.next++;
    return new Promise<Picture>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...job } as RenderJob);
    });
  }

  /** Stops the worker (pending drawings fail). */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const runTs = fileURLToPath(new URL('../bin/run-ts.js', import.meta.url));
    const entry = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
    const worker = new Worker(runTs, { argv: [entry] });
    worker.unref();
    worker.on('message', (a: RenderAnswer) => {
      const w = this.waiting.get(a.id);
      if (!w) return;
      this.waiting.delete(a.id);
      if (a.ok) w.resolve({ ...a.picture, data: Buffer.from(a.picture.data) });
      else w.reject(new Error(a.error));
    });
    const failAll = (err: Error) => {
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
      if (this.worker === worker) this.worker = null;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`render worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
