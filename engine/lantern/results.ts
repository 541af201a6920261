// The results document (lantern-facts "Records") plus the contract's placements, winners and summary.
import { phaseOf } from './clock.ts';
import { scoreTeams, teamHidden } from './scoring.ts';
import { aliasOf, teamOf, turnOfTick } from './sim.ts';
import type { LanternResults, LanternState } from './types.ts';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The results of a finished match, or null while it runs. */
export function lanternResults(s: LanternState): LanternResults | null {
  if (!s.end) return null;
  const [hm, ho] = teamHidden(s.hiddenTicks);
  let sc = scoreTeams(hm, ho, s.huntPlayed[0], s.huntPlayed[1]);
  const half2HuntStarted = s.huntPlayed[1] > 0;
  if (s.end.reason === 'fault' || (s.end.reason === 'deadline' && !half2HuntStarted)) sc = { mothMicro: 500000, winner: null, frac: sc.frac };
  const mothScore = sc.mothMicro / 1e6, owlScore = (1e6 - sc.mothMicro) / 1e6;
  const seats = [0, 1, 2, 3, 4, 5];
  const teams = seats.map(teamOf);
  const scores = seats.map((k) => (k & 1 ? owlScore : mothScore));
  const win = seats.map((k) => sc.winner !== null && (k & 1) === sc.winner);
  const ranked = seats.slice().sort((a, b) => scores[b] - scores[a] || a - b);
  const placements = ranked.map((seat) => ({ seat, place: 1 + seats.filter((k) => scores[k] > scores[seat]).length, score: scores[seat] }));
  const halves = s.end.reason === 'complete' ? 2 : phaseOf(s, Math.max(0, s.tick - 1)).half + (s.tick > 0 ? 1 : 0);
  const who = sc.winner === 0 ? 'Moth wins' : sc.winner === 1 ? 'Owl wins' : 'draw';
  const summary = `lantern ${s.ruleset.id} seed ${s.seed}: ${who} ${r3(mothScore)}–${r3(owlScore)} (Moth hid ${r3(hm / 24)} s, Owl ${r3(ho / 24)} s; ${s.end.reason}/${s.end.endRule})`;
  return {
    game: 'lantern',
    ruleset: s.ruleset.id,
    reason: s.end.reason,
    end_rule: s.end.endRule,
    placements,
    winners: seats.filter((k) => win[k]),
    summary,
    aliases: seats.map(aliasOf),
    names: s.names.slice(),
    teams,
    hid_in_half: seats.map((k) => (k & 1) + 1),
    scores,
    win,
    hidden_ticks: s.hiddenTicks.slice(),
    hidden_seconds: s.hiddenTicks.map((t) => r3(t / 24)),
    finds: s.stats.map((x) => x.finds),
    crates_pushed: s.stats.map((x) => x.pushed),
    crates_locked: s.stats.map((x) => x.locked),
    crates_broken: s.stats.map((x) => x.broken),
    team_hidden_frac: [r3(sc.frac[0]), r3(sc.frac[1])],
    team_hidden_seconds: [r3(hm / 24), r3(ho / 24)],
    winner: sc.winner,
    final_tick: s.tick,
    final_turn: turnOfTick(s, Math.max(0, s.tick - 1)),
    halves_played: halves,
    hunt_ticks_played: s.huntPlayed.slice(),
    seed: s.seed,
  };
}
