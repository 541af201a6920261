// Pings: when a turn opens, the players whose order is awaited are mentioned in one channel message
// (allowed mentions limited to them, so Discord notifies exactly them), and once more when a third
// of the deadline is left to those who still have not ordered. The previous ping of a match is
// deleted when the next is posted, so a match leaves at most one ping in the channel. A channel
// turns pings off with `/pings off` (a setting in the store, so every process honours it).
import { Routes } from 'discord.js';
import type { MatchSnapshot } from '../engine/match/types.ts';
import { PerKeyQueue } from './per-key-queue.ts';
import type { BotContext, Pings } from './context.ts';
import type { MatchHome } from './match-home.ts';
import { gameTitle } from './messages/game-text.ts';

const SURFACE = 'discord:';
const DISCORD_ID = /^\d{5,25}$/;

/** The store key of a channel's ping switch. */
export function pingSettingKey(channelId: string): string {
  return `discord:pings:${channelId}`;
}

/** Whether pings are on in a channel (on unless switched off). */
export async function pingsOn(ctx: BotContext, channelId: string): Promise<boolean> {
  return (await ctx.service.setting(pingSettingKey(channelId))) !== 'off';
}

/** The Discord user ids of players (those linked to Discord), by player id. */
async function discordIds(ctx: BotContext, playerIds: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of playerIds) {
    const player = await ctx.service.identity.getPlayer(id);
    const surface = player?.surfaces.find((s) => s.startsWith(SURFACE))?.slice(SURFACE.length);
    if (surface && DISCORD_ID.test(surface)) out.push(surface);
  }
  return [...new Set(out)];
}

/** The human seats whose order this turn is still missing. */
export function awaitedPeople(snap: MatchSnapshot): string[] {
  return [...new Set(snap.seats.filter((s) => s.awaited && !s.ordered && !s.bot && !s.left && s.owner).map((s) => s.owner!))];
}

/** Posts turn pings and reminders for the matches this process posts. */
export class TurnPings implements Pings {
  private readonly last = new Map<string, { channelId: string; messageId: string }>();
  private readonly pinged = new Map<string, string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Each match's ping work, one step after another: a match that ends while its ping is being posted deletes that ping too. */
  private readonly work = new PerKeyQueue();
  /** Pings posted, for tests and the notes. */
  readonly sent = { pings: 0, reminders: 0 };

  constructor(private readonly ctx: BotContext) {}

  /** A turn has been posted: ping who is awaited (once per turn) and set the reminder. */
  turnOpened(matchId: string, home: MatchHome): Promise<void> {
    return this.work.run(matchId, () => this.open(matchId, home));
  }

  private async open(matchId: string, home: MatchHome): Promise<void> {
    const snap = await this.ctx.service.snapshot(matchId);
    this.clearTimer(matchId);
    if (snap.status !== 'running') {
      await this.removeLast(matchId);
      this.pinged.delete(matchId);
      return;
    }
    const turnKey = `${snap.startedAt}:${snap.turn}`;
    if (this.pinged.get(matchId) === turnKey) return;
    this.pinged.set(matchId, turnKey);
    if (!(await pingsOn(this.ctx, home.channelId))) return;
    await this.post(snap, home, 'turn');
    if (snap.deadline !== null) {
      const left = snap.deadline - this.ctx.now();
      const at = left - left / 3;
      if (at > 0) {
        const timer = setTimeout(() => void this.work.run(matchId, () => this.remind(matchId, turnKey, home)).catch((err) => this.ctx.log.warn({ err, matchId }, 'turn reminder failed')), at);
        timer.unref();
        this.timers.set(matchId, timer);
      }
    }
  }

  /** Forgets a match that ended here (finished or cancelled): its reminder stops and its last ping goes (after one being posted). */
  forget(matchId: string): Promise<void> {
    this.clearTimer(matchId);
    return this.work.run(matchId, async () => {
      this.clearTimer(matchId);
      this.pinged.delete(matchId);
      await this.removeLast(matchId);
    });
  }


  /** Stops reminders (the process is stopping). */
  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private async remind(matchId: string, turnKey: string, home: MatchHome): Promise<void> {
    this.timers.delete(matchId);
    const snap = await this.ctx.service.snapshot(matchId);
    if (snap.status !== 'running' || `${snap.startedAt}:${snap.turn}` !== turnKey) return;
    if (!(await pingsOn(this.ctx, home.channelId))) return;
    await this.post(snap, home, 'reminder');
  }

  private async post(snap: MatchSnapshot, home: MatchHome, kind: 'turn' | 'reminder'): Promise<void> {
    const users = await discordIds(this.ctx, awaitedPeople(snap));
    if (!users.length) return;
    await this.removeLast(snap.matchId);
    const who = users.map((u) => `<@${u}>`).join(' ');
    const closes = snap.deadline !== null ? `; orders close <t:${Math.ceil(snap.deadline / 1000)}:R>` : '';
    const where = `${gameTitle(snap.game)} ${snap.matchId}`;
    const content = kind === 'turn'
      ? `${who} turn ${snap.turn + 1} of ${where} awaits your order${closes}. Your private view has this turn's controls (or press My view).`
      : `${who} a third of the time is left for your order on turn ${snap.turn + 1} of ${where}${closes}.`;
    const body = { content, allowed_mentions: { parse: [], users } };
    const res = (await this.ctx.rest.post(Routes.channelMessages(home.channelId), { body })) as { id: string };
    this.last.set(snap.matchId, { channelId: home.channelId, messageId: res.id });
    if (kind === 'turn') this.sent.pings += 1;
    else this.sent.reminders += 1;
  }

  private async removeLast(matchId: string): Promise<void> {
    const last = this.last.get(matchId);
    if (!last) return;
    this.last.delete(matchId);
    await this.ctx.rest.delete(Routes.channelMessage(last.channelId, last.messageId)).catch((err) => this.ctx.log.debug({ err, matchId }, 'old ping already gone'));
  }

  private clearTimer(matchId: string): void {
    const t = this.timers.get(matchId);
    if (t) clearTimeout(t);
    this.timers.delete(matchId);
  }
}
