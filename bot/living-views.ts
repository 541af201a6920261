// The one private view each player keeps: the ephemeral seat message from "My view" or /view is
// edited in place every turn (new picture, controls prefilled for the new turn) through the newest
// interaction token that can reach it, instead of a new private message per turn. A token lasts 15
// minutes and every click on the view brings a fresh one; once none is fresh the view is dropped and
// the turn ping asks for a fresh "My view". Edits of one view run one at a time, each built from
// the match as it is then, so a late edit never shows an older turn over a newer one.
import { DiscordAPIError, Routes } from 'discord.js';
import type { BotContext } from './context.ts';
import { TOKEN_LIFETIME_MS } from './message-editor.ts';
import { restRequest } from './messages/outgoing.ts';
import { seatViewMessage } from './seat-view.ts';

const TOKEN_MARGIN_MS = 30_000;
const LIMIT = 5_000;

interface LivingView {
  matchId: string;
  seat: number;
  playerId: string;
  token: string;
  at: number;
  /** The turn (and status) the view last showed, so a refresh for the same turn is skipped. */
  shows: string;
  chain: Promise<void>;
}

/** The players' living private views, by match and seat. */
export class LivingViews {
  private readonly views = new Map<string, LivingView>();
  /** Edits sent, for tests and the notes: whole refreshes (with picture) and text-only edits after clicks. */
  readonly sent = { refreshes: 0, dropped: 0 };

  constructor(private readonly bot: () => BotContext) {}

  /** Remembers the newest token whose `@original` is a seat's private view, shown at `shows`. */
  remember(matchId: string, seat: number, playerId: string, token: string, shows?: string): void {
    const key = `${matchId}:${seat}`;
    const old = this.views.get(key);
    if (this.views.size >= LIMIT && !old) this.views.delete(this.views.keys().next().value!);
    this.views.set(key, { matchId, seat, playerId, token, at: this.bot().now(), shows: shows ?? old?.shows ?? '', chain: old?.chain ?? Promise.resolve() });
  }

  /** Whether a seat has a view this process can still edit. */
  has(matchId: string, seat: number): boolean {
    const v = this.views.get(`${matchId}:${seat}`);
    return !!v && this.fresh(v);
  }

  /** Runs `edit` for a seat's view after the edits before it (one at a time per view). */
  serial<T>(matchId: string, seat: number, edit: () => Promise<T>): Promise<T> {
    const v = this.views.get(`${matchId}:${seat}`);
    if (!v) return edit();
    const run = v.chain.then(edit, edit);
    v.chain = run.then(() => undefined, () => undefined);
    return run;
  }

  /** Redraws every living view of a match for its current turn (or its end); returns how many were edited. */
  async refresh(matchId: string): Promise<number> {
    const mine = [...this.views.values()].filter((v) => v.matchId === matchId);
    const done = await Promise.all(mine.map((v) => this.serial(matchId, v.seat, () => this.redraw(v))));
    return done.filter(Boolean).length;
  }

  /** Forgets a match's views (it is over and its views said so). */
  forget(matchId: string): void {
    for (const [key, v] of this.views) if (v.matchId === matchId) this.views.delete(key);
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
      this.views.delete(key);
      this.sent.dropped += 1;
      return false;
    }
    const ctx = this.bot();
    const snap = await ctx.service.snapshot(v.matchId);
    const shows = `${snap.status}:${snap.turn}`;
    if (shows === v.shows) return false;
    const seat = snap.seats[v.seat];
    if (!seat || seat.owner !== v.playerId || seat.left) {
      this.views.delete(key);
      return false;
    }
    const msg = snap.status === 'running'
      ? await seatViewMessage(ctx, snap, seat)
      : { content: `**${seat.name ?? seat.alias}** · match ${snap.matchId} is ${snap.status}${snap.results ? `: ${snap.results.summary}` : ''}. The end card is in the channel.`, embeds: [], components: [], files: [] };
    const { body, files } = restRequest(msg);
    try {
      await ctx.rest.patch(Routes.webhookMessage(ctx.appId, v.token, '@original'), { body, files, auth: false });
      v.shows = shows;
      this.sent.refreshes += 1;
      return true;
    } catch (err) {
      if (err instanceof DiscordAPIError && (err.status === 401 || err.status === 404)) {
        this.views.delete(key);
        this.sent.dropped += 1;
        return false;
      }
      throw err;
    }
  }
}
