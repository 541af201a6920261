// The pictures the bot attaches, each with its alt text: the spectator picture of a live match (the
// full one once over), a seat's own picture, the end card and the replay GIF. A picture that fails
// to draw or is too big to post is left out (and logged), never the message around it.
import { performance } from 'node:perf_hooks';
import type { GameId, GameResults } from '../engine/core/game.ts';
import { SPECTATOR, type MatchSnapshot } from '../engine/match/types.ts';
import type { Picture } from '../renders/index.ts';
import type { BotContext } from './context.ts';
import { pictureFile, type OutgoingFile } from './messages/outgoing.ts';

const CACHE_LIMIT = 200;
const matchPictures = new Map<string, { key: string; file: OutgoingFile | null; view: unknown }>();

const seatPictures = new Map<string, Promise<OutgoingFile | null>>();

/** The channel picture of a match and the view it was drawn from (cached per turn and status): a spectator's while live, everything once over. */
export async function matchPicture(ctx: BotContext, snap: MatchSnapshot): Promise<{ file: OutgoingFile | null; view: unknown }> {
  if (snap.status !== 'running' && snap.status !== 'finished') return { file: null, view: null };
  const key = `${snap.status}:${snap.turn}:${snap.startedAt}`;
  const hit = matchPictures.get(snap.matchId);
  if (hit && hit.key === key) return hit;
  const view = await ctx.service.view(snap.matchId, SPECTATOR);
  const file = await offThread(ctx, 'match', () => ctx.renders.render({ kind: 'picture', game: snap.game, view }), `${snap.matchId}-turn-${snap.turn + 1}`);
  if (matchPictures.size >= CACHE_LIMIT) matchPictures.clear();
  const entry = { key, file, view };
  matchPictures.set(snap.matchId, entry);
  return entry;
}

/**
 * How many seat pictures a new one would queue behind: in a burst of views the lane is deep and a
 * view's picture cannot come within a first answer's grace, so the words go at once.
 */
export function seatPicturesAhead(ctx: BotContext): number {
  return ctx.renders.pending('seats');
}

/** A seat's own picture (only what that seat knows), drawn on a render worker once per seat and turn. */
export function seatPicture(ctx: BotContext, snap: MatchSnapshot, seat: number, view: unknown, name: string): Promise<OutgoingFile | null> {
  const key = `${snap.matchId}:${seat}:${snap.status}:${snap.turn}:${snap.startedAt}`;
  const hit = seatPictures.get(key);
  if (hit) return hit;
  const drawing = offThread(ctx, 'seat', () => ctx.renders.render({ kind: 'picture', game: snap.game, view }, 'seats'), name);
  if (seatPictures.size >= CACHE_LIMIT * 4) seatPictures.clear();
  seatPictures.set(key, drawing);
  return drawing;
}

/** Draws a slow picture on the render worker; null (logged) when it fails or is too big to post. */
async function offThread(ctx: BotContext, kind: string, draw: () => Promise<Picture>, name: string): Promise<OutgoingFile | null> {
  const t0 = performance.now();
  try {
    const file = pictureFile(await draw(), name);
    if (!file) ctx.log.warn({ what: kind }, 'picture over the upload limit; posted without it');
    return file;
  } catch (err) {
    ctx.log.error({ err, what: kind }, 'picture failed to draw; posted without it');
    return null;
  } finally {
    ctx.observeRender?.(kind, (performance.now() - t0) / 1000);
  }
}

/** The end card of a finished match (drawn on the render worker), with a footnote line (the rating changes) when given. */
export function endCardPicture(ctx: BotContext, game: GameId, fullView: unknown, results: GameResults, name: string, footnote?: string): Promise<OutgoingFile | null> {
  return offThread(ctx, 'endcard', () => ctx.renders.render({ kind: 'endCard', game, view: fullView, results, footnote }), name);
}

/** The replay GIF of a finished match from its replay document (drawn on the render worker). */
export function replayPicture(ctx: BotContext, game: GameId, replay: unknown, name: string): Promise<OutgoingFile | null> {
  return offThread(ctx, 'replay', () => ctx.renders.render({ kind: 'replayGif', game, replay }), name);
}
