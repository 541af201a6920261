// Whether decisions matter (issue 29): for each game's default ruleset in each mode (`turns`, and
// `live` where the game has a real-time ruleset), the win rate of the best trivial policy (one blind
// order repeated every turn) against the win rate of the best policy there is (the `hard` bot), each
// playing one seat (every seat of its team in a team game) while the default bots play the rest.
// Targets: trivialWinRate <= 1/3 and bestWinRate >= 2/3 over >= 200 seeds. `baselineWinRate` is the
// default bot in the same seats, for scale. DEPTH_MATCHES sets the seeds per figure (default 200);
// DEPTH_GAMES (comma-separated ids) limits the games.
import { performance } from 'node:perf_hooks';
import type { Game, RulesetInfo } from '../engine/core/game.ts';
import { defaultTurnRuleset, gameIds, getGame, realtimeRuleset } from '../engine/games.ts';
import { playPolicies, policySeats, policyWon, type SeatPlayer } from '../engine/match/policy-play.ts';

const MATCHES = Number(process.env.DEPTH_MATCHES ?? 200);
const GAMES = process.env.DEPTH_GAMES?.split(',').map((s) => s.trim()).filter(Boolean);

/** Players for a ruleset where the game takes a count: four, within the ruleset's bounds. */
function playersFor(game: Game<any, any, any>, r: RulesetInfo): number | undefined {
  return game.playerCount ? Math.min(r.players.max, Math.max(r.players.min, 4)) : undefined;
}

interface Rate { wins: number; matches: number; unfinished: number; fallbackTurns: number; turns: number; ms: number }

/** Plays `MATCHES` seeds with `make(seat)` playing the policy's seats; counts its wins. */
function rate(game: Game<any, any, any>, r: RulesetInfo, make: () => SeatPlayer): Rate {
  const players = playersFor(game, r);
  const seats = game.seats(r.id, players);
  const out: Rate = { wins: 0, matches: 0, unfinished: 0, fallbackTurns: 0, turns: 0, ms: 0 };
  const t0 = performance.now();
  for (let seed = 1; seed <= MATCHES; seed++) {
    const mine = policySeats(seats, seed);
    const map = new Map(mine.map((s) => [s, make()] as const));
    const m = playPolicies(game, r.id, seed, map, players === undefined ? {} : { players });
    out.matches++;
    out.turns += m.turns;
    if (policyWon(m.results, mine)) out.wins++;
    if (!m.results) out.unfinished++;
    for (const s of mine) out.fallbackTurns += m.fallbacks.get(s) ?? 0;
  }
  out.ms = Math.round(performance.now() - t0);
  return out;
}

const ratio = (x: Rate): number => Math.round((x.wins / Math.max(1, x.matches)) * 1000) / 1000;

/** The depth figures of one game's ruleset. */
function depthOf(game: Game<any, any, any>, r: RulesetInfo) {
  const trivial: Record<string, { winRate: number; fallbackTurns: number }> = {};
  let bestTrivial = { name: 'none', winRate: 0 };
  for (const policy of game.trivialPolicies?.(r.id) ?? []) {
    const x = rate(game, r, () => ({ kind: 'trivial', policy }));
    trivial[policy.name] = { winRate: ratio(x), fallbackTurns: x.fallbackTurns };
    if (ratio(x) >= bestTrivial.winRate) bestTrivial = { name: policy.name, winRate: ratio(x) };
  }
  const best = rate(game, r, () => (game.bots ? { kind: 'bot', strength: 'hard' } : { kind: 'baseline' }));
  const baseline = rate(game, r, () => ({ kind: 'baseline' }));
  return {
    ruleset: r.id,
    players: playersFor(game, r) ?? game.seats(r.id).length,
    matches: best.matches,
    trivialWinRate: bestTrivial.winRate,
    trivialPolicy: bestTrivial.name,
    trivial,
    bestWinRate: ratio(best),
    bestPolicy: game.bots ? 'hard' : 'baseline (no bots yet)',
    baselineWinRate: ratio(baseline),
    meetsTarget: Object.keys(trivial).length > 0 && bestTrivial.winRate <= 1 / 3 && ratio(best) >= 2 / 3,
    unfinished: { best: best.unfinished, baseline: baseline.unfinished },
    msPerMatch: { best: Math.round(best.ms / best.matches), baseline: Math.round(baseline.ms / baseline.matches) },
  };
}

/** Runs the benchmark and returns its figures. */
export async function run() {
  const out: Record<string, Record<string, unknown>> = {};
  for (const id of gameIds()) {
    if (GAMES && !GAMES.includes(id)) continue;
    const game = getGame(id);
    const turns = defaultTurnRuleset(game);
    out[id] = { turns: depthOf(game, turns) };
    const live = realtimeRuleset(game, turns.id);
    if (live) out[id].live = depthOf(game, live);
  }
  return { targets: { trivialWinRate: '<= 0.333', bestWinRate: '>= 0.667' }, seedsPerFigure: MATCHES, ...out };
}
