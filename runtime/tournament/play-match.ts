// Plays one match of a tournament: each seat's entrant as its player, agents started for the match
// and ended after it, and the record the table is made from.
import { getGame } from '../../engine/games.ts';
import { playPoliciesAsync } from '../../engine/match/policy-play.ts';
import type { Assignment, MatchRecord, TournamentPlan } from '../../engine/match/tournament.ts';
import { parseEntrant, seatEntry, type EntrantSpec } from './entrants.ts';

/** Settings of a tournament's matches beside the plan. */
export interface MatchSettings {
  /** Time an agent has to answer each turn, in ms. */
  turnMs: number;
  /** Folder agents start in. */
  cwd?: string;
}

/** The entrants of a plan, parsed; throws a one-line Error for a bad one. */
export function entrantSpecs(plan: TournamentPlan): EntrantSpec[] {
  const game = getGame(plan.game);
  return plan.entrants.map((raw) => {
    const got = parseEntrant(game, raw);
    if (!got.ok) throw new Error(got.error);
    return got.value;
  });
}

/** Plays match `a` of `plan` and returns its record. */
export async function playTournamentMatch(plan: TournamentPlan, a: Assignment, settings: MatchSettings): Promise<MatchRecord> {
  const game = getGame(plan.game);
  const specs = entrantSpecs(plan);
  const entries = a.seats.map((e) => seatEntry(game, specs[e], { rulesetId: plan.rulesetId, players: plan.players, turnMs: settings.turnMs, cwd: settings.cwd }));
  try {
    const m = await playPoliciesAsync(game, plan.rulesetId, a.seed, new Map(entries.map((x, seat) => [seat, x.player])), plan.players === undefined ? {} : { players: plan.players });
    const bySeat = <T>(f: (seat: number) => T | undefined): Record<number, T> => {
      const out: Record<number, T> = {};
      entries.forEach((_, seat) => { const v = f(seat); if (v !== undefined) out[seat] = v; });
      return out;
    };
    return {
      index: a.index, seed: a.seed, seats: a.seats,
      reason: m.results?.reason ?? null,
      winners: m.results?.winners ?? [],
      placements: (m.results?.placements ?? []).map((p) => ({ seat: p.seat, place: p.place, score: p.score })),
      timeouts: bySeat((s) => entries[s].stats?.timeouts || undefined),
      fallbacks: bySeat((s) => m.fallbacks.get(s)),
      decisionMs: bySeat((s) => (entries[s].decisionMs.length ? entries[s].decisionMs.map((x) => Math.round(x * 100) / 100) : undefined)),
    };
  } finally {
    await Promise.all(entries.map((x) => x.close()));
  }
}
