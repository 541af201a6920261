// Skill ratings per game with openskill (Weng-Lin, Plackett-Luce): teams of any size and many teams
// at once. A finished match rates its human players only, team against team, ranked by the results'
// placings; bots are left out, so nobody gains from beating a bot and a bot's seat moves no rating.
// A co-operative match (one team of people) is rated against the house: a fixed opponent the team
// beats by winning. The shown number is openskill's ordinal (mu - 3 sigma), never below 0; it is
// provisional over a player's first few rated matches. Pure: the store is passed in.
//
// openskill (with ramda and @stdlib, ~500 files) is loaded on the first rated match, not when this
// module loads: every process that can finish a match imports this file, and most never rate one.
import type { GameId } from '../core/game.ts';
import type { ArchiveEntry, RatingChange, RatingRow, RatingStore } from '../store/types.ts';

/** A rating is provisional until this many rated matches. */
export const PROVISIONAL_MATCHES = 5;
/** The fixed opponent of co-operative matches: a new player's rating with a settled sigma. */
const HOUSE = { mu: 25, sigma: 25 / 6 };

/** openskill's `ordinal` with its defaults (z = 3): the skill we are fairly sure a player has. */
const ORDINAL_Z = 3;

type OpenSkill = typeof import('openskill');
let openskill: Promise<OpenSkill> | undefined;
/** openskill, loaded once on first use. */
function loadOpenSkill(): Promise<OpenSkill> {
  return (openskill ??= import('openskill'));
}

/** The number shown for a rating (openskill's ordinal, mu - 3 sigma, at least 0). */
export function displayRating(row: { mu: number; sigma: number }): number {
  return Math.max(0, row.mu - ORDINAL_Z * row.sigma);
}

/** Whether a rating still moves a lot (few rated matches). */
export function isProvisional(row: { played: number }): boolean {
  return row.played < PROVISIONAL_MATCHES;
}

/** The human teams of a match, each with its best placing, players counted once (their first seat). */
function humanTeams(entry: ArchiveEntry): { team: string; place: number; players: { playerId: string; name: string }[] }[] {
  const placeOf = new Map(entry.results.placements.map((p) => [p.seat, p.place]));
  const winners = new Set(entry.results.winners);
  const teams = new Map<string, { team: string; place: number; players: { playerId: string; name: string }[] }>();
  const seen = new Set<string>();
  for (const p of entry.players) {
    if (p.bot || !p.playerId || seen.has(p.playerId)) continue;
    seen.add(p.playerId);
    // Without a team every seat plays for itself (the dungeon's free-for-all).
    const key = p.team ?? `seat-${p.seat}`;
    const place = winners.has(p.seat) ? 1 : (placeOf.get(p.seat) ?? Number.MAX_SAFE_INTEGER);
    const t = teams.get(key) ?? { team: key, place, players: [] };
    t.place = Math.min(t.place, place);
    t.players.push({ playerId: p.playerId, name: p.name ?? p.playerId });
    teams.set(key, t);
  }
  return [...teams.values()];
}

/** Whether every seat of the match is on one team (a co-operative game). */
function coOperative(entry: ArchiveEntry): boolean {
  return new Set(entry.players.map((p) => p.team ?? `seat-${p.seat}`)).size === 1;
}

/** The rating changes one finished match makes, from the players' current ratings; empty when it rates nobody. */
export async function rateMatch(entry: ArchiveEntry, current: ReadonlyMap<string, RatingRow>): Promise<RatingChange[]> {
  const teams = humanTeams(entry);
  if (teams.length === 0) return [];
  const { rate, rating } = await loadOpenSkill();
  const fresh = rating();
  const ratingOf = (id: string) => current.get(id) ?? { mu: fresh.mu, sigma: fresh.sigma };
  const withHouse = teams.length === 1 && coOperative(entry);
  if (teams.length < 2 && !withHouse) return [];
  const groups = teams.map((t) => t.players.map((p) => ({ mu: ratingOf(p.playerId).mu, sigma: ratingOf(p.playerId).sigma })));
  const ranks = teams.map((t) => t.place);
  if (withHouse) {
    groups.push([{ ...HOUSE }]);
    ranks[0] = entry.results.winners.length > 0 ? 1 : 2;
    ranks.push(entry.results.winners.length > 0 ? 2 : 1);
  }
  const rated = rate(groups, { rank: ranks });
  const changes: RatingChange[] = [];
  teams.forEach((t, ti) => t.players.forEach((p, pi) => {
    const before = current.get(p.playerId) ?? null;
    const r = rated[ti][pi];
    changes.push({ playerId: p.playerId, before, after: { playerId: p.playerId, name: p.name, mu: r.mu, sigma: r.sigma, played: (before?.played ?? 0) + 1 } });
  }));
  return changes;
}

/** Rates a finished match into the store (once per match id); the changes made, or null if it was rated before. */
export async function applyMatchRating(store: RatingStore, entry: ArchiveEntry): Promise<RatingChange[] | null> {
  const ids = [...new Set(entry.players.filter((p) => !p.bot && p.playerId).map((p) => p.playerId!))];
  const current = new Map((await store.ratings(entry.game, ids)).map((r) => [r.playerId, r]));
  const changes = await rateMatch(entry, current);
  return (await store.applyRatings(entry.game, entry.matchId, changes)) ? changes : null;
}

/** A game's ratings board: highest shown rating first, provisional ratings after settled ones. */
export function sortRatings(rows: RatingRow[]): RatingRow[] {
  return [...rows].sort((a, b) => Number(isProvisional(a)) - Number(isProvisional(b)) || displayRating(b) - displayRating(a) || b.played - a.played || (a.playerId < b.playerId ? -1 : 1));
}

/** Rebuilds a game's ratings from archive entries (any order: they are rated oldest first); how many matches were rated. */
export async function rebuildRatings(store: RatingStore, game: GameId, entries: ArchiveEntry[]): Promise<number> {
  await store.clearRatings(game);
  let n = 0;
  for (const e of [...entries].filter((x) => x.game === game).sort((a, b) => a.finishedAt - b.finishedAt || (a.matchId < b.matchId ? -1 : 1))) {
    if ((await applyMatchRating(store, e))?.length) n++;
  }
  return n;
}
