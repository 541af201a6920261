// Discord users as lamplit players: `discord:<user id>` surfaces mapped to stable player ids by
// the match service. The map here is only a cache of what the store already says.
import type { MatchService } from '../engine/match/service.ts';
import type { PlayerRef } from '../engine/match/types.ts';

const CACHE_LIMIT = 10_000;

/** Resolves Discord users to players. */
export class Players {
  private readonly cache = new Map<string, PlayerRef>();

  constructor(private readonly service: MatchService) {}

  /** The player for a Discord user (created on first sight), with the name to show on a seat. */
  async of(user: { id: string; username: string; globalName?: string | null }): Promise<PlayerRef> {
    const name = user.globalName ?? user.username;
    const hit = this.cache.get(user.id);
    if (hit && hit.name === name) return hit;
    const player = await this.service.ensurePlayer(`discord:${user.id}`, name);
    const ref = { id: player.id, name };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(user.id, ref);
    return ref;
  }

  /** Forgets a cached user (after /link moved them to another player). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }
}
