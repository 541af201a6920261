// The one private view each player keeps: the ephemeral seat message from "My view" or /view is
// edited in place every turn (new picture, controls prefilled for the new turn) through the newest
// interaction token that can reach it, instead of a new private message per turn. A token lasts 15
// minutes and every click on the view brings a fresh one; once none is fresh the view is dropped and
// the turn ping asks for a fresh "My view". Edits of one view run one at a time, each built from
// the match as it is then, so a late edit never shows an older turn over a newer one.
import { DiscordAPIError, Routes } from 'discord.js';
import { MatchError } from '../engine/match/errors.ts';
import { PerKeyQueue } from './per-key-queue.ts';
import type { BotContext, SeatViews } from './context.ts';
import { TOKEN_LIFETIME_MS } from './message-editor.ts';
import { restRequest } from './messages/outgoing.ts';
import { seatViewMessage } from './seat-view.ts';

const TOKEN_MARGIN_MS = 30_000;

/** The store key of a seat's private view (the newest token that reaches it). */
function storeKey(matchId: string, seat: number): string {
  return `discord:view:${matchId}:${seat}`;
}
const LIMIT = 5_000;

interface LivingView {
  matchId: string;
  seat: number;
  playerId: string;
  token: string;
  at: number;
  /** The turn (and status) the view last showed, so a refresh for the same turn is skipped. */
  shows: string;
}

/** The players' living private views, by match and seat. */
export class LivingViews implements SeatViews {
  private readonly views = new Map<string, LivingView>();
  private readonly edits = new PerKeyQueue();
  /** Edits sent, for tests and the notes: whole refreshes (with picture) and text-only edits after clicks. */
  readonly sent = { refreshes: 0, dropped: 0 };

  constructor(private readonly bot: () => BotContext) {}

  /**
   * Remembers the newest token whose `@original` is a seat's private view, shown at `shows`. It is
   * also kept in the store, so another process posting the match's turns (or this one restarted)
   * edits the same view.
   */
  remember(matchId: string, seat: number, playerId: string, token: string, shows?: string, at = this.bot().now()): void {
    const key = `${matchId}:${seat}`;
    const old = this.views.get(key);
    if (this.views.size >= LIMIT && !old) this.views.delete(this.views.keys().next().value!);
    this.views.set(key, { matchId, seat, playerId, token, at, shows: shows ?? old?.shows ?? '' });
    const ctx = this.bot();
    void ctx.service.putSetting(storeKey(matchId, seat), JSON.stringify({ playerId, token, at }))
      .catch((err) => ctx.log.warn({ err, matchId }, 'private view not kept in the store'));
  }

  /** Runs `edit` for a seat's view after the edits before it (one at a time per view). */
  serial<T>(matchId: string, seat: number, edit: () => Promise<T>): Promise<T> {
    return this.edits.run(`${matchId}:${seat}`, edit);
  }

  /** Redraws every living view of a match for its current turn (or its end); returns how many were edited. */
  async refresh(matchId: string): Promise<number> {
    await this.adopt(matchId);
    const mine = [...this.views.values()].filter((v) => v.matchId === matchId);
    const done = await Promise.all(mine.map((v) => this.serial(matchId, v.seat, () => this.redraw(v))));
    return done.filter(Boolean).length;
  }

  /** Forgets a match's views (it is over and its views said so), here and in the store. */
  forget(matchId: string): void {
    const ctx = this.bot();
    for (const [key, v] of this.views) {
      if (v.matchId !== matchId) continue;
      this.views.delete(key);
      void ctx.service.putSetting(storeKey(matchId, v.seat), null).catch(() => undefined);
    }
  }

  /** Takes up the views of a match's seats that another process (or this one before a restart) answered. */
  private async adopt(matchId: string): Promise<void> {
    const ctx = this.bot();
    const snap = await ctx.service.snapshot(matchId);
    for (const seat of snap.seats) {
      if (!seat.owner || seat.bot || seat.left) continue;
      const raw = await ctx.service.setting(storeKey(matchId, seat.index));
      if (!raw) continue;
      const kept = JSON.parse(raw) as { playerId: string; token: string; at: number };
      const local = this.views.get(`${matchId}:${seat.index}`);
      if (kept.playerId !== seat.owner || (local && local.at >= kept.at)) continue;
      this.views.set(`${matchId}:${seat.index}`, { matchId, seat: seat.index, playerId: kept.playerId, token: kept.token, at: kept.at, shows: local?.shows ?? '' });
    }
  }

  /** Lets a view go (its tokens expired or were refused): here and in the store. */
  private drop(v: LivingView): void {
    this.views.delete(`${v.matchId}:${v.seat}`);
    this.sent.dropped += 1;
    void this.bot().service.putSetting(storeKey(v.matchId, v.seat), null).catch(() => undefined);
  }

  private fresh(v: LivingView): boolean {
    return this.bot().now() - v.at < TOKEN_LIFETIME_MS - TOKEN_MARGIN_MS;
  }

  private async redraw(was: LivingView): Promise<boolean> {
    const key = `${was.matchId}:${was.seat}`;
    // A click meanwhile may have brought a newer token: use the entry as it is now.
    const v = this.views.get(key);
    if (!v) return false;
    if (!this.fresh(v)) {
      this.drop(v);
      return false;
    }
    const ctx = this.bot();
    const snap = await ctx.service.snapshot(v.matchId);
    const shows = `${snap.status}:${snap.turn}`;
    if (shows === v.shows) return false;
    const seat = snap.seats[v.seat];
    // The service refuses the seat's view to a player who no longer holds it (left, or a seat that is gone): the view stops living.
    const msg = !seat ? null : snap.status === 'running'
      ? await seatViewMessage(ctx, v.playerId, snap, seat).catch((err: unknown) => {
        if (err instanceof MatchError && (err.code === 'not-your-seat' || err.code === 'no-seat')) return null;
        throw err;
      })
      : { content: `**${seat.name ?? seat.alias}** · match ${snap.matchId} is ${snap.status}${snap.results ? `: ${snap.results.summary}` : ''}. The end card is in the channel.`, embeds: [], components: [], files: [] };
    if (!msg) {
      this.views.delete(key);
      return false;
    }
    const { body, files } = restRequest(msg);
    try {
      await ctx.rest.patch(Routes.webhookMessage(ctx.appId, v.token, '@original'), { body, files, auth: false });
      v.shows = shows;
      this.sent.refreshes += 1;
      return true;
    } catch (err) {
      if (err instanceof DiscordAPIError && (err.status === 401 || err.status === 404)) {
        this.drop(v);
        return false;
      }
      throw err;
    }
  }
}
