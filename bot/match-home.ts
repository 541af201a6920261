// Where a match lives in Discord: the channel and the one message the bot keeps up to date for it.
// Kept in the match's own event stream (a `discordHome` event), so every bot process, also one
// started after a crash, finds it; this process only caches what it has read.
import type { MatchService } from '../engine/match/service.ts';
import type { MatchHome } from '../engine/match/types.ts';

export type { MatchHome };

const NEGATIVE_CACHE_MS = 5_000;

/** Reads and records match homes. */
export class MatchHomes {
  private readonly known = new Map<string, MatchHome>();
  private readonly missing = new Map<string, number>();

  constructor(private readonly service: MatchService, private readonly now: () => number = Date.now) {}

  /** Records a match's home in its event stream (through the match service). */
  async record(matchId: string, home: MatchHome): Promise<void> {
    await this.service.recordHome(matchId, home);
    this.known.set(matchId, home);
    this.missing.delete(matchId);
  }

  /** The home of a match, or null if no bot posted it (a terminal-only match). */
  async get(matchId: string): Promise<MatchHome | null> {
    const hit = this.known.get(matchId);
    if (hit) return hit;
    const miss = this.missing.get(matchId);
    if (miss !== undefined && this.now() - miss < NEGATIVE_CACHE_MS) return null;
    const home = await this.service.home(matchId);
    if (!home) {
      this.missing.set(matchId, this.now());
      return null;
    }
    this.known.set(matchId, home);
    return home;
  }

  /** Forgets a match (finished and posted). */
  forget(matchId: string): void {
    this.known.delete(matchId);
    this.missing.delete(matchId);
  }
}
