// Builds and posts what the channel shows of a match: the match message (for the editor) and, at
// the end, the end card, results and replay GIF as a new message.
import { Routes } from 'discord.js';
import type { GameId } from '../engine/core/game.ts';
import { SPECTATOR, type ArchiveEntry, type RatingChange } from '../engine/match/types.ts';
import type { BotContext } from './context.ts';
import type { MatchHome } from './match-home.ts';
import { endMessage, ratingFootnote } from './messages/end-message.ts';
import { matchMessage, stillAt, type PostMark } from './messages/match-message.ts';
import { restRequest, type OutgoingMessage } from './messages/outgoing.ts';
import { endCardPicture, matchPicture, replayPicture } from './pictures.ts';

const ARCHIVE_WAIT_MS = 3_000;
const ARCHIVE_POLL_MS = 100;
const RATING_WAIT_MS = 1_000;

/** The match message as it should look now; null for a refresh of a state the match has left (the stream posts the new one). */
export async function buildMatchPost(ctx: BotContext, matchId: string, mark: PostMark): Promise<OutgoingMessage | null> {
  const snap = await ctx.service.snapshot(matchId);
  if (mark.refreshOf && !stillAt(snap, mark.refreshOf)) return null;
  const { file, view } = await matchPicture(ctx, snap);
  return matchMessage(snap, view, file, mark);
}

/** The archive entry of a finished match (the resolver archives right after the last turn). */
async function archivedEntry(ctx: BotContext, matchId: string): Promise<ArchiveEntry | null> {
  const until = ctx.now() + ARCHIVE_WAIT_MS;
  for (;;) {
    const entry = await ctx.service.archived(matchId);
    if (entry || ctx.now() > until) return entry;
    await new Promise((r) => setTimeout(r, ARCHIVE_POLL_MS));
  }
}

/** End posts made by this process, newest last, kept up to END_CACHE_BYTES: /replay posts them again without drawing. */
const endPosts = new Map<string, OutgoingMessage>();
const END_CACHE_BYTES = 64 * 1024 * 1024;

function keepEndPost(matchId: string, msg: OutgoingMessage): void {
  endPosts.delete(matchId);
  endPosts.set(matchId, msg);
  const size = () => [...endPosts.values()].reduce((n, m) => n + m.files.reduce((k, f) => k + f.data.length, 0), 0);
  while (endPosts.size > 1 && size() > END_CACHE_BYTES) endPosts.delete(endPosts.keys().next().value!);
}

/** The end message (end card, results, replay GIF) of a finished match, or null if it is not archived; drawn once per process. */
export async function buildEndPost(ctx: BotContext, matchId: string): Promise<OutgoingMessage | null> {
  const kept = endPosts.get(matchId);
  if (kept) return kept;
  const msg = await drawEndPost(ctx, matchId);
  // A post missing a picture (it failed to draw) is not kept: the next /replay tries again.
  if (msg && msg.files.length === 2) keepEndPost(matchId, msg);
  return msg;
}

async function drawEndPost(ctx: BotContext, matchId: string): Promise<OutgoingMessage | null> {
  const entry = await archivedEntry(ctx, matchId);
  if (!entry) return null;
  const full = await ctx.service.view(matchId, SPECTATOR).catch(() => null);
  const seats = entry.players.map((p) => ({ seat: p.seat, alias: p.alias, name: p.name, bot: p.bot, playerId: p.playerId }));
  const gifDrawing = replayPicture(ctx, entry.game, entry.replay, `${matchId}-replay`);
  const ratings = await ratingChanges(ctx, entry.game, matchId);
  const [card, gif] = await Promise.all([
    full ? endCardPicture(ctx, entry.game, full, entry.results, `${matchId}-end-card`, ratingFootnote(seats, ratings)) : null,
    gifDrawing,
  ]);
  return endMessage(entry.game, entry.ruleset, matchId, entry.results, seats, card, gif, ratings);
}

/** The rating changes of a match (the resolver rates it right after archiving it: wait a moment for them). */
async function ratingChanges(ctx: BotContext, game: GameId, matchId: string): Promise<RatingChange[]> {
  const until = ctx.now() + RATING_WAIT_MS;
  for (;;) {
    const changes = await ctx.service.ratingChanges(game, matchId).catch(() => null);
    if (changes || ctx.now() > until) return changes ?? [];
    await new Promise((r) => setTimeout(r, ARCHIVE_POLL_MS));
  }
}

/** Posts a message to a channel; returns the new message's id. */
export async function postToChannel(ctx: BotContext, channelId: string, msg: OutgoingMessage): Promise<string> {
  const { body, files } = restRequest(msg);
  const res = (await ctx.rest.post(Routes.channelMessages(channelId), { body, files })) as { id: string };
  return res.id;
}

/** Posts the end of a match under its message. */
export async function postEnd(ctx: BotContext, matchId: string, home: MatchHome): Promise<void> {
  const msg = await buildEndPost(ctx, matchId);
  if (!msg) {
    ctx.log.warn({ matchId }, 'finished match not archived yet; end card not posted');
    return;
  }
  await postToChannel(ctx, home.channelId, msg);
}
