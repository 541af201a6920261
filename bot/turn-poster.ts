// Posts what happens in matches by consuming each match's event stream through a consumer group:
// resolved turns become an edit of the match message, the end becomes the end card, results and
// replay GIF. Entries are acknowledged only after the post, so a crash re-delivers them; the
// watermark in a button's custom id of the message makes a re-delivered entry that was already
// posted a no-op. A turn that opens also redraws the players' private views and pings who is awaited.
import { Routes } from 'discord.js';
import type { GameEvent } from '../engine/core/game.ts';
import type { NameOf } from '../engine/core/event-words.ts';
import { eventText, seatNames } from '../engine/games.ts';
import { SERVICE_EVENTS } from '../engine/match/service.ts';
import { compareStreamIds, type StreamEntry } from '../engine/store/types.ts';
import type { BotContext } from './context.ts';
import type { MatchHome } from './match-home.ts';
import { postEnd } from './match-post.ts';
import { postedThrough } from './messages/match-message.ts';

const READ_COUNT = 200;
/** Entries a crashed consumer left unacknowledged are taken over after this long. */
const CLAIM_IDLE_MS = 30_000;
const END_TYPES = new Set(['matchFinished', 'matchCancelled']);
const RECENT_FINISHED = 20;

/** Polls event streams of the matches this process's guilds hold. */
export class TurnPoster {
  private readonly watching = new Set<string>();
  private readonly watermarkRead = new Set<string>();
  /** Matches whose end this process posted (a failed edit after it must not post it again). */
  private readonly endPosted = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  private live = new Set<string>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  /** `inGuild` says whether a guild is served by this process (sharding); null guild = any. */
  constructor(private readonly ctx: BotContext, private readonly inGuild: (guildId: string | null) => boolean) {}

  /** Starts polling (after a first look at recently finished matches a crash may have left unposted). */
  async start(): Promise<void> {
    await this.catchUpFinished().catch((err) => this.ctx.log.error({ err }, 'catch-up of finished matches failed'));
    this.schedule();
  }

  /** Stops polling and waits for the poll in hand (its posts and acks) to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await Promise.all(this.inFlight.values());
  }

  /** Adds a match to watch now (a lobby just opened here). */
  watch(matchId: string): void {
    this.watching.add(matchId);
  }

  /** Posts a match's new events now (this process just committed a turn of it) instead of at the next poll. */
  nudge(matchId: string): void {
    if (this.stopped) return;
    this.watching.add(matchId);
    void this.consumeSerially(matchId).catch((err) => this.ctx.log.error({ err, matchId }, 'posting match events failed; will retry'));
  }

  /** One consume of a match at a time; a request meanwhile runs once more after it. */
  private consumeSerially(matchId: string): Promise<void> {
    const busy = this.inFlight.get(matchId);
    if (busy) {
      this.again.add(matchId);
      return busy;
    }
    const run = (async () => {
      try {
        do {
          this.again.delete(matchId);
          await this.consume(matchId);
        } while (this.again.has(matchId) && !this.stopped);
      } finally {
        this.inFlight.delete(matchId);
      }
    })();
    this.inFlight.set(matchId, run);
    return run;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pollOnce().catch((err) => this.ctx.log.error({ err }, 'turn poster poll failed'));
      void this.running.then(() => this.schedule());
    }, this.ctx.settings.pollMs);
  }

  /** One pass over every watched and live match. */
  async pollOnce(): Promise<void> {
    this.live = new Set((await this.ctx.service.listMatches(1000)).map((s) => s.matchId));
    for (const id of this.live) this.watching.add(id);
    await Promise.all([...this.watching].map((id) => this.consumeSerially(id).catch((err) => {
      this.ctx.log.error({ err, matchId: id }, 'posting match events failed; will retry');
    })));
  }

  private async catchUpFinished(): Promise<void> {
    for (const game of Object.values(this.ctx.service.games)) {
      for (const r of game?.rulesets() ?? []) {
        for (const entry of await this.ctx.service.archiveFor({ ruleset: r.id }, RECENT_FINISHED)) this.watching.add(entry.matchId);
      }
    }
  }

  /** Reads, posts and acknowledges one match's new events. */
  async consume(matchId: string): Promise<void> {
    const { ctx } = this;
    const home = await ctx.homes.get(matchId);
    if (!home) return;
    if (!this.inGuild(home.guildId)) {
      this.watching.delete(matchId);
      return;
    }
    const entries = await ctx.service.readEvents(matchId, ctx.settings.group, ctx.settings.consumer, READ_COUNT, CLAIM_IDLE_MS);
    if (entries.length === 0) {
      if (!this.live.has(matchId)) this.drop(matchId);
      return;
    }
    if (!this.watermarkRead.has(matchId)) {
      ctx.editor.setThrough(matchId, await this.readWatermark(home.channelId, home.messageId));
      this.watermarkRead.add(matchId);
    }
    const posted = ctx.editor.through(matchId);
    const fresh = entries.filter((e) => !posted || compareStreamIds(e.id, posted) > 0);
    const ended = fresh.some((e) => END_TYPES.has(e.event.type));
    ctx.log.debug({ matchId, read: entries.map((e) => `${e.id}:${e.event.type}:${e.event.turn}`), posted, fresh: fresh.length }, 'match events read');
    // The turns go up first; the end (slow pictures) after, and the watermark passes the end only once it is posted.
    const finish = fresh.findIndex((e) => e.event.type === 'matchFinished');
    const before = finish < 0 ? fresh : fresh.slice(0, finish);
    if (before.length) await ctx.editor.request(matchId, { turns: resolvedTurns(before), through: before[before.length - 1].id, happened: await this.happened(matchId, before) });
    const opened = before.some((e) => e.event.type === 'turnResolved' || e.event.type === 'matchStarted');
    // A new turn's views and pings go on beside the posting (drawing a view must not hold up the next
    // turn's post); at the end they go first, since the match's views are forgotten right after.
    if (finish >= 0) await this.turnOpened(matchId, home);
    else if (opened) void this.turnOpened(matchId, home);
    if (finish >= 0) {
      if (!this.endPosted.has(matchId)) {
        await postEnd(ctx, matchId, home);
        this.endPosted.add(matchId);
      }
      // From the end on there are only the service's own entries: no game events to tell.
      await ctx.editor.request(matchId, { turns: resolvedTurns(fresh.slice(finish)), through: fresh[fresh.length - 1].id });
    }
    await ctx.service.ack(matchId, ctx.settings.group, entries.map((e) => e.id));
    if (ended) this.drop(matchId);
  }

  /** A new turn (or the end) is up: the players' private views follow it, and who is awaited is pinged. */
  private async turnOpened(matchId: string, home: MatchHome): Promise<void> {
    const { ctx } = this;
    await Promise.all([
      ctx.views.refresh(matchId).catch((err) => ctx.log.warn({ err, matchId }, 'private views not refreshed')),
      ctx.pings.turnOpened(matchId, home).catch((err) => ctx.log.warn({ err, matchId }, 'turn ping failed')),
    ]);
  }

  /** The lines the channel may read about these entries: the game events a spectator may see, worded. */
  private async happened(matchId: string, entries: StreamEntry[]): Promise<string[]> {
    const games = entries.filter((e) => !SERVICE_EVENTS.has(e.event.type));
    if (!games.length) return [];
    const visible = await this.ctx.service.visibleEvents(matchId, games, null);
    if (!visible.length) return [];
    const { seats, game } = await this.ctx.service.snapshot(matchId);
    return happenedLines(visible.map((e) => e.event), seatNames(seats), game);
  }

  private drop(matchId: string): void {
    this.watching.delete(matchId);
    this.watermarkRead.delete(matchId);
    this.endPosted.delete(matchId);
    this.ctx.editor.forget(matchId);
    this.ctx.homes.forget(matchId);
    this.ctx.views.forget(matchId);
    void this.ctx.pings.forget(matchId).catch((err) => this.ctx.log.debug({ err, matchId }, 'last ping not removed'));
  }

  /** The watermark a previous process left in the match message (a button's custom id). */
  private async readWatermark(channelId: string, messageId: string): Promise<string | null> {
    try {
      const msg = (await this.ctx.rest.get(Routes.channelMessage(channelId, messageId))) as { components?: unknown };
      return postedThrough(msg.components);
    } catch (err) {
      this.ctx.log.warn({ err, channelId, messageId }, 'could not read the match message back; posting every pending event');
      return null;
    }
  }
}

/** The worded lines of events (those with wording, players by `nameOf`), a line repeated back to back shown once. */
export function happenedLines(events: GameEvent[], nameOf?: NameOf, gameId?: string): string[] {
  const lines = events.map((e) => eventText(e, nameOf, gameId)).filter((line): line is string => line !== null);
  // The same line twice in a row (a lantern falling on the same cog again within a turn) says nothing new.
  return lines.filter((line, i) => line !== lines[i - 1]);
}

/** Turn numbers resolved by a batch of entries. */
export function resolvedTurns(entries: StreamEntry[]): number[] {
  return entries.filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn);
}
