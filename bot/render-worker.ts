// The worker thread that draws the channel's pictures (each turn's match picture, end cards,
// replay GIFs), so drawing never stalls the bot's event loop (interactions are acknowledged meanwhile).
import { parentPort } from 'node:worker_threads';
import type { GameId, GameResults } from '../engine/core/game.ts';
import { renderEndCard, renderPicture, renderReplayGif, type Picture } from '../renders/index.ts';

/** A drawing job. */
export type RenderJob =
  | { id: number; kind: 'picture'; game: GameId; view: unknown }
  | { id: number; kind: 'endCard'; game: GameId; view: unknown; results: GameResults; footnote?: string }
  | { id: number; kind: 'replayGif'; game: GameId; replay: unknown };

/** Its answer: the picture (its bytes in an ArrayBuffer of their own, moved to the bot's thread), or the one-line error the drawing threw. */
export type RenderAnswer = { id: number; ok: true; picture: Omit<Picture, 'data'> & { data: ArrayBuffer } } | { id: number; ok: false; error: string };

/**
 * The bytes copied (here, off the bot's thread) into an ArrayBuffer of their own, to transfer rather
 * than clone: a cloned picture was copied twice on the bot's thread (the clone, then into a Buffer),
 * ~250 KB a seat view, in a burst of views. Always a copy: an encoder's buffer may be pooled or external.
 */
function ownBytes(data: Buffer): ArrayBuffer {
  const own = new ArrayBuffer(data.byteLength);
  new Uint8Array(own).set(data);
  return own;
}

parentPort?.on('message', (job: RenderJob) => {
  let answer: RenderAnswer;
  try {
    const picture = job.kind === 'picture' ? renderPicture(job.game, job.view)
      : job.kind === 'endCard' ? renderEndCard(job.game, job.view, job.results, { footnote: job.footnote })
      : renderReplayGif(job.game, job.replay);
    answer = { id: job.id, ok: true, picture: { ...picture, data: ownBytes(picture.data) } };
  } catch (err) {
    answer = { id: job.id, ok: false, error: (err as Error).message };
  }
  parentPort!.postMessage(answer, answer.ok ? [answer.picture.data] : []);
});
