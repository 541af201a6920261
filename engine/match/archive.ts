// Finished matches: the archive entry (ruleset, players, results, replay) and the leaderboard.
//
// The leaderboard is win/loss per game, not a rating: each human seat of a finished match counts
// one game played and a win (its seat is among the results' winners), a loss (others won) or a
// draw (no winners: a draw, or a co-operative match nobody won). Bots are not counted. Rows sort
// by wins, then fewer losses, then more games (engine/store/leaderboard.ts). A match counts once, whichever process archives it.
import type { GameResults } from '../core/game.ts';
import type { ArchiveEntry, LeaderboardResult, MatchDoc } from '../store/types.ts';

/** The archive entry of a finished match. */
export function archiveEntry(doc: MatchDoc, results: GameResults, replay: unknown): ArchiveEntry {
  return {
    matchId: doc.id, game: doc.game, ruleset: doc.ruleset, seed: doc.seed, host: doc.host, code: doc.code, turn: doc.turn,
    startedAt: doc.startedAt, finishedAt: doc.finishedAt ?? doc.startedAt ?? doc.createdAt,
    players: doc.seats.map((s) => ({ seat: s.index, team: s.team, role: s.role, alias: s.alias, playerId: s.owner, name: s.name, bot: s.bot })),
    results, replay,
  };
}

/** Each human player's outcome in a finished match (players holding several seats count once, best outcome). */
export function leaderboardResults(doc: MatchDoc, results: GameResults): LeaderboardResult[] {
  const winners = new Set(results.winners);
  const rank = { win: 2, draw: 1, loss: 0 } as const;
  const byPlayer = new Map<string, LeaderboardResult>();
  for (const s of doc.seats) {
    if (s.owner === null || s.bot) continue;
    const outcome = winners.size === 0 ? 'draw' : winners.has(s.index) ? 'win' : 'loss';
    const prev = byPlayer.get(s.owner);
    if (!prev || rank[outcome] > rank[prev.outcome]) byPlayer.set(s.owner, { playerId: s.owner, name: s.name ?? s.owner, outcome });
  }
  return [...byPlayer.values()];
}
