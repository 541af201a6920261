// Where a match lives in Discord: the channel and the one message the bot keeps up to date for it.
// Kept in the match's own event stream (a `discordHome` event), so every bot process, also one
// started after a crash, finds it; this process only caches what it has read.
import type { MatchService } from '../engine/match/service.ts';

/** The channel message of a match. */
export interface MatchHome {
  guildId: string | null;
  channelId: string;
  messageId: string;
}

export const HOME_EVENT = 'discordHome';
const WRITE_RETRIES = 8;
const NEGATIVE_CACHE_MS = 5_000;

/** Reads and records match homes. */
export class MatchHomes {
  private readonly known = new Map<string, MatchHome>();
  private readonly missing = new Map<string, number>();

  constructor(private readonly service: MatchService, private readonly now: () => number = Date.now) {}

  /** Records a match's home in its event stream (retrying when the match moved on meanwhile). */
  async record(matchId: string, home: MatchHome): Promise<void> {
    const store = this.service.store;
    for (let i = 0; i < WRITE_RETRIES; i++) {
      const doc = await store.getMatch(matchId);
      if (!doc) throw new Error(`no match "${matchId}"`);
      const v = await store.writeMatch(matchId, doc.version, { doc, events: [{ type: HOME_EVENT, turn: doc.turn, ...home }] });
      if (v !== null) {
        this.known.set(matchId, home);
        this.missing.delete(matchId);
        return;
      }
    }
    throw new Error(`match ${matchId} is changing too fast to record its Discord message; try again`);
  }

  /** The home of a match, or null if no bot posted it (a terminal-only match). */
  async get(matchId: string): Promise<MatchHome | null> {
    const hit = this.known.get(matchId);
    if (hit) return hit;
    const miss = this.missing.get(matchId);
    if (miss !== undefined && this.now() - miss < NEGATIVE_CACHE_MS) return null;
    const entries = await this.service.events(matchId);
    const last = entries.map((e) => e.event).filter((e) => e.type === HOME_EVENT).at(-1);
    if (!last) {
      this.missing.set(matchId, this.now());
      return null;
    }
    const home: MatchHome = { guildId: (last.guildId as string | null) ?? null, channelId: String(last.channelId), messageId: String(last.messageId) };
    this.known.set(matchId, home);
    return home;
  }

  /** Forgets a match (finished and posted). */
  forget(matchId: string): void {
    this.known.delete(matchId);
    this.missing.delete(matchId);
  }
}
