// Builds and posts what the channel shows of a match: the match message (for the editor) and, at
// the end, the end card, results and replay GIF as a new message.
import { Routes } from 'discord.js';
import type { ArchiveEntry } from '../engine/match/types.ts';
import type { BotContext } from './context.ts';
import type { MatchHome } from './match-home.ts';
import { endMessage } from './messages/end-message.ts';
import { matchMessage, type PostMark } from './messages/match-message.ts';
import { restRequest, type OutgoingMessage } from './messages/outgoing.ts';
import { endCardPicture, matchPicture, replayPicture } from './pictures.ts';

const ARCHIVE_WAIT_MS = 3_000;
const ARCHIVE_POLL_MS = 100;

/** The match message as it should look now. */
export async function buildMatchPost(ctx: BotContext, matchId: string, mark: PostMark): Promise<OutgoingMessage> {
  const snap = await ctx.service.snapshot(matchId);
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

/** The end message (end card, results, replay GIF) of a finished match, or null if it is not archived. */
export async function buildEndPost(ctx: BotContext, matchId: string): Promise<OutgoingMessage | null> {
  const entry = await archivedEntry(ctx, matchId);
  if (!entry) return null;
  const full = await ctx.service.view(matchId, { kind: 'full' }).catch(() => null);
  const [card, gif] = await Promise.all([
    full ? endCardPicture(ctx, entry.game, full, entry.results, `${matchId}-end-card`) : null,
    replayPicture(ctx, entry.game, entry.replay, `${matchId}-replay`),
  ]);
  const seats = entry.players.map((p) => ({ seat: p.seat, alias: p.alias, name: p.name, bot: p.bot }));
  return endMessage(entry.game, entry.ruleset, matchId, entry.results, seats, card, gif);
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
