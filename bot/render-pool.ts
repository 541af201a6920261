// Runs the channel's drawings (match pictures, seat pictures, end cards, replay GIFs) on worker threads started on first use. The
// worker runs the compiled render-worker.js from a build, or the TypeScript source through bin/run-ts.js (runtime/entry.ts).
import { Worker } from 'node:worker_threads';
import type { GameId, GameResults } from '../engine/core/game.ts';
import { moduleEntry } from '../runtime/entry.ts';
import type { Picture } from '../renders/index.ts';
import type { RenderAnswer, RenderJob } from './render-worker.ts';

type Job =
  | { kind: 'picture'; game: GameId; view: unknown }
  | { kind: 'endCard'; game: GameId; view: unknown; results: GameResults; footnote?: string }
  | { kind: 'replayGif'; game: GameId; replay: unknown };

/** Channel pictures, seats' private pictures, and the slow end cards and GIFs: each lane its own thread. */
export type Lane = 'turns' | 'seats' | 'ends';

/** Three worker threads: each turn's channel picture, the seats' own pictures, and the slow end cards and replay GIFs (so a GIF or a burst of seat views never delays a turn). */
export class RenderPool {
  private readonly workers = new Map<Lane, Worker>();
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (p: Picture) => void; reject: (e: Error) => void }>();
  private readonly ids = new WeakMap<Worker, Set<number>>();
  private readonly queued = new Map<Lane, number>();

  /** Drawings asked of a lane and not yet answered (the one in hand included). */
  pending(lane: Lane): number {
    return this.queued.get(lane) ?? 0;
  }

  /** Draws on a worker; rejects with the drawing's own error. */
  render(job: Job, lane: Lane = job.kind === 'picture' ? 'turns' : 'ends'): Promise<Picture> {
    const worker = this.start(lane);
    const id = this.next++;
    this.queued.set(lane, this.pending(lane) + 1);
    const done = () => this.queued.set(lane, Math.max(0, this.pending(lane) - 1));
    return new Promise<Picture>((resolve, reject) => {
      this.waiting.set(id, { resolve: (p) => { done(); resolve(p); }, reject: (e) => { done(); reject(e); } });
      this.ids.get(worker)?.add(id);
      worker.postMessage({ id, ...job } as RenderJob);
    });
  }

  /** Starts the turns' worker now, so the first turn's picture does not wait for it to load. */
  warm(): void {
    this.start('turns');
    this.start('seats');
  }

  /** Stops the workers (pending drawings fail). */
  async close(): Promise<void> {
    const all = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(all.map((w) => w.terminate()));
  }

  private start(lane: Lane): Worker {
    const running = this.workers.get(lane);
    if (running) return running;
    const entry = moduleEntry(import.meta.url, './render-worker');
    const worker = new Worker(entry.script, { argv: entry.args });
    worker.unref();
    worker.on('message', (a: RenderAnswer) => {
      const w = this.waiting.get(a.id);
      if (!w) return;
      this.waiting.delete(a.id);
      if (a.ok) w.resolve({ ...a.picture, data: Buffer.from(a.picture.data) }); // moved, not copied: a view of the transferred bytes
      else w.reject(new Error(a.error));
    });
    const mine = new Set<number>();
    worker.on('message', (a: RenderAnswer) => mine.delete(a.id));
    const failAll = (err: Error) => {
      for (const id of mine) {
        this.waiting.get(id)?.reject(err);
        this.waiting.delete(id);
      }
      mine.clear();
      if (this.workers.get(lane) === worker) this.workers.delete(lane);
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`render worker exited with code ${code}`)));
    this.workers.set(lane, worker);
    this.ids.set(worker, mine);
    return worker;
  }
}
