// The tournament's pure parts (issue 32): which entrant plays which seat of which match, and the table
// of ratings, win rates and counts made from the matches' records. Seats rotate so that no entrant
// gains from its slot: in a block of as many matches as there are entrants, all on one seed, every
// entrant plays every rotation of the seats. A co-operative or solo game (one team) is played in
// duplicate: each entrant plays the same seed in turn, and the block ranks them by how they did.
// Ratings are openskill's (Weng-Lin, Plackett-Luce), applied in match order, so the same seeds give
// the same table however many matches ran at once. Pure: the runner (runtime/tournament/) plays.
import type { Seat } from '../core/game.ts';

/** How a game's seats meet: teams of several seats, every seat for itself, or one team against the game. */
export type TournamentShape = 'teams' | 'free-for-all' | 'co-op';

/** What a tournament plays. */
export interface TournamentPlan {
  game: string;
  rulesetId: string;
  /** The player count for games whose seat count varies. */
  players?: number;
  /** The entrants' names in the order given (`builtin:hard`, `cmd:python3 bot.py`, ...). */
  entrants: string[];
  matches: number;
  /** The first match's seed; each block of rotations plays the next seed. */
  seed: number;
}

/** One match of the tournament: its seed and the entrant (index into `entrants`) in each seat. */
export interface Assignment {
  index: number;
  seed: number;
  block: number;
  rotation: number;
  seats: number[];
}

/** What one match gave, as the runner records it (and writes to the resume file). */
export interface MatchRecord {
  index: number;
  seed: number;
  seats: number[];
  /** null when the match did not finish. */
  reason: string | null;
  winners: number[];
  placements: { seat: number; place: number; score: number }[];
  /** Turns a seat's player did not answer in time, by seat. */
  timeouts: Record<number, number>;
  /** Turns a seat's fallback played (late, malformed, illegal, or the agent gone), by seat. */
  fallbacks: Record<number, number>;
  /** How long each decision took in ms, by seat. */
  decisionMs: Record<number, number[]>;
}

/** How the seats of a ruleset meet. */
export function tournamentShape(seats: readonly Seat[]): TournamentShape {
  const teams = new Set(seats.map((s) => s.team)).size;
  if (teams === 1) return 'co-op';
  return teams < seats.length ? 'teams' : 'free-for-all';
}

/** The entrant in each seat of match `index`. */
export function assignment(plan: TournamentPlan, seats: readonly Seat[], index: number): Assignment {
  const e = plan.entrants.length;
  const block = Math.floor(index / e), rotation = index % e;
  const shape = tournamentShape(seats);
  let out: number[];
  if (shape === 'co-op') out = seats.map(() => rotation);
  else if (shape === 'free-for-all') out = seats.map((_, s) => (rotation + s) % e);
  else {
    // Team t's p-th seat: with as many entrants as teams every team is one entrant, sides swapping
    // each match; with more, teams are mixed and every entrant meets every seat over a block.
    const teams = [...new Set(seats.map((s) => s.team))];
    const pos = new Map<string, number>();
    out = seats.map((s) => {
      const t = teams.indexOf(s.team), p = pos.get(s.team) ?? 0;
      pos.set(s.team, p + 1);
      return (rotation + t + p * teams.length) % e;
    });
  }
  return { index, seed: plan.seed + block, block, rotation, seats: out };
}

/** A 95 % Wilson score interval for `wins` out of `n`. */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964, p = wins / n, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The value at fraction `q` of sorted `xs` (nearest rank), or null for none. */
export function percentile(xs: readonly number[], q: number): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** One entrant's row of the table. */
export interface EntrantRow {
  name: string;
  rating: { mu: number; sigma: number; ordinal: number };
  matches: number;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  averageScore: number;
  timeouts: number;
  fallbacks: number;
  decisionMs: { p50: number | null; p99: number | null; max: number | null; count: number };
}

/** The tournament's table. */
export interface TournamentTable {
  game: string;
  ruleset: string;
  shape: TournamentShape;
  matches: number;
  /** Whether every block played all its rotations (a cut-short last block favours its first entrants). */
  rotationsComplete: boolean;
  entrants: EntrantRow[];
}

type Rater = (teams: { mu: number; sigma: number }[][], options: { rank: number[] }) => { mu: number; sigma: number }[][];

/** Rates one meeting: each group is the entrants (with repeats) of one side; ranks best = 1. */
function rateMeeting(rate: Rater, ratings: { mu: number; sigma: number }[], groups: number[][], ranks: number[]): void {
  if (groups.length < 2) return;
  const rated = rate(groups.map((g) => g.map((e) => ({ ...ratings[e] }))), { rank: ranks });
  const sums = new Map<number, { mu: number; sigma: number; n: number }>();
  groups.forEach((g, gi) => g.forEach((e, k) => {
    const s = sums.get(e) ?? { mu: 0, sigma: 0, n: 0 };
    s.mu += rated[gi][k].mu;
    s.sigma += rated[gi][k].sigma;
    s.n++;
    sums.set(e, s);
  }));
  // An entrant on several seats of one match moves once, by the mean of its seats' new ratings.
  for (const [e, s] of sums) ratings[e] = { mu: s.mu / s.n, sigma: s.sigma / s.n };
}

/** Ranks (1 = best, ties share) from keys where higher is better. */
function ranksOf(keys: readonly number[]): number[] {
  return keys.map((k) => 1 + keys.filter((o) => o > k).length);
}

/** The table of a tournament from its match records (any order; they are applied in match order). */
export async function tournamentTable(plan: TournamentPlan, seats: readonly Seat[], records: readonly MatchRecord[]): Promise<TournamentTable> {
  const { rate, rating } = await import('openskill');
  const shape = tournamentShape(seats);
  const n = plan.entrants.length;
  const fresh = rating();
  const ratings = plan.entrants.map(() => ({ mu: fresh.mu, sigma: fresh.sigma }));
  const tally = plan.entrants.map(() => ({ matches: 0, wins: 0, score: 0, scored: 0, timeouts: 0, fallbacks: 0, ms: [] as number[] }));
  const sorted = [...records].sort((a, b) => a.index - b.index);
  const teamOf = (seat: number): string => (shape === 'free-for-all' ? `seat-${seat}` : seats[seat].team);
  let block: MatchRecord[] = [];

  const rateBlock = (): void => {
    // Duplicate play: the entrants who played this seed, ranked by winning, then by score.
    const keys = block.map((r) => (r.winners.length > 0 ? 1e9 : 0) + Math.max(0, ...r.placements.map((p) => p.score)));
    rateMeeting(rate as unknown as Rater, ratings, block.map((r) => [r.seats[0]]), ranksOf(keys));
    block = [];
  };

  for (const r of sorted) {
    const mine = new Map<number, number[]>();
    r.seats.forEach((e, seat) => mine.set(e, [...(mine.get(e) ?? []), seat]));
    for (const [e, list] of mine) {
      const t = tally[e];
      t.matches++;
      t.wins += list.filter((s) => r.winners.includes(s)).length / list.length;
      for (const s of list) {
        const p = r.placements.find((x) => x.seat === s);
        if (p) { t.score += p.score; t.scored++; }
        t.timeouts += r.timeouts[s] ?? 0;
        t.fallbacks += r.fallbacks[s] ?? 0;
        t.ms.push(...(r.decisionMs[s] ?? []));
      }
    }
    if (r.reason === null) continue;
    if (shape === 'co-op') {
      if (block.length > 0 && Math.floor(block[0].index / n) !== Math.floor(r.index / n)) rateBlock();
      block.push(r);
      continue;
    }
    const sides = [...new Set(seats.map((s) => teamOf(s.index)))];
    const groups = sides.map((side) => seats.filter((s) => teamOf(s.index) === side).map((s) => r.seats[s.index]));
    const placeOf = (seat: number): number => (r.winners.includes(seat) ? 1 : (r.placements.find((p) => p.seat === seat)?.place ?? seats.length) + 1);
    const ranks = sides.map((side) => Math.min(...seats.filter((s) => teamOf(s.index) === side).map((s) => placeOf(s.index))));
    rateMeeting(rate as unknown as Rater, ratings, groups, ranks);
  }
  if (block.length > 0) rateBlock();

  // The same entrant given twice (a check that equal bots come out equal) is told apart by its place.
  const names = plan.entrants.map((name, e) => (plan.entrants.filter((x) => x === name).length > 1 ? `${name} #${e + 1}` : name));
  const entrants: EntrantRow[] = names.map((name, e) => {
    const t = tally[e];
    const { mu, sigma } = ratings[e];
    return {
      name,
      rating: { mu: round(mu, 3), sigma: round(sigma, 3), ordinal: round(mu - 3 * sigma, 3) },
      matches: t.matches, wins: round(t.wins, 3), winRate: t.matches ? round(t.wins / t.matches, 3) : 0,
      winRate95: wilson95(t.wins, t.matches).map((x) => round(x, 3)) as [number, number],
      averageScore: t.scored ? round(t.score / t.scored, 3) : 0,
      timeouts: t.timeouts, fallbacks: t.fallbacks,
      decisionMs: { p50: roundOrNull(percentile(t.ms, 0.5)), p99: roundOrNull(percentile(t.ms, 0.99)), max: roundOrNull(percentile(t.ms, 1)), count: t.ms.length },
    };
  });
  return { game: plan.game, ruleset: plan.rulesetId, shape, matches: sorted.length, rotationsComplete: sorted.length % n === 0, entrants };
}

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d;
const roundOrNull = (x: number | null): number | null => (x === null ? null : round(x, 2));
