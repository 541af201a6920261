// The leaderboard's one order, shared by both stores (they sort the rows they read back).
import type { LeaderboardRow } from './types.ts';

/** Leaderboard order: most wins, then fewest losses, then most games, then id. */
export function sortLeaderboard(rows: LeaderboardRow[]): LeaderboardRow[] {
  return rows.sort((a, b) => b.wins - a.wins || a.losses - b.losses || b.played - a.played || (a.playerId < b.playerId ? -1 : 1));
}
