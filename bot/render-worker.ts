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

/** Its answer: the picture, or the one-line error the drawing threw. */
export type RenderAnswer = { id: number; ok: true; picture: Picture } | { id: number; ok: false; error: string };

parentPort?.on('message', (job: RenderJob) => {
  let answer: RenderAnswer;
  try {
    const picture = job.kind === 'picture' ? renderPicture(job.game, job.view)
      : job.kind === 'endCard' ? renderEndCard(job.game, job.view, job.results, { footnote: job.footnote })
      : renderReplayGif(job.game, job.replay);
    answer = { id: job.id, ok: true, picture };
  } catch (err) {
    answer = { id: job.id, ok: false, error: (err as Error).message };
  }
  parentPort!.postMessage(answer);
});
