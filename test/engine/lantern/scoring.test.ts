import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { lanternResults } from '../../../engine/lantern/results.ts';
import { scoreTeams } from '../../../engine/lantern/scoring.ts';
import { setupLantern } from '../../../engine/lantern/match.ts';

describe('scoring and results', () => {
  it('gives the worked example 0.378 to Moth and 0.622 to Owl', () => {
    const T = 75 * 24;
    const hm = (75 + 41 + 12) * 24, ho = (75 + 75 + 33) * 24;
    const r = scoreTeams(hm, ho, T, T);
    expect(r.mothMicro / 1e6).toBeCloseTo(0.378, 3);
    expect((1e6 - r.mothMicro) / 1e6).toBeCloseTo(0.622, 3);
    expect(r.frac[0]).toBe(568888 / 1e6); // millionths, truncated, as the original keeps them
    expect(r.frac[1]).toBe(813333 / 1e6);
    expect(r.mothMicro).toBe(378000); // (1e6 + 568888 − 813333) div 2 = 377777 → rounded half up to 378 thousandths
    expect(r.winner).toBe(1);
  });

  it('rounds Moth\'s score half up to thousandths from truncated millionths, as the original', () => {
    // fM − fO = −1000 micro: moth = 499500 → (499500 + 500) div 1000 = 500: a draw
    expect(scoreTeams(3 * 1000 - 3, 3 * 1000, 1000, 1000).mothMicro).toBe(500000);
    expect(scoreTeams(3 * 1000 - 3, 3 * 1000, 1000, 1000).winner).toBeNull();
    // −1001 micro: moth = 499499 → 499: Owl wins
    expect(scoreTeams(2997 * 1000 - 3003, 2997 * 1000, 1000 * 1000, 1000 * 1000).mothMicro).toBe(499000);
  });

  it('scores equal fractions 0.5 each with winner null and every win false', () => {
    const s = setupLantern('lantern-classic', 1);
    s.hiddenTicks = [100, 100, 100, 100, 100, 100];
    s.huntPlayed = [1800, 1800];
    s.end = { reason: 'complete', endRule: 'full_time' };
    const r = lanternResults(s)!;
    expect(r.scores).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(r.winner).toBeNull();
    expect(r.win).toEqual([false, false, false, false, false, false]);
    expect(r.winners).toEqual([]);
  });

  it('makes the six scores sum to 3.0 for any hidden ticks', () => {
    for (let i = 0; i < 200; i++) {
      const s = setupLantern('lantern-classic', i);
      s.hiddenTicks = [0, 1, 2, 3, 4, 5].map((k) => (i * 7919 + k * 104729) % 1801);
      s.huntPlayed = [1800, 1 + (i % 1800)];
      s.end = { reason: 'complete', endRule: 'full_time' };
      const r = lanternResults(s)!;
      expect(r.scores.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 9);
      expect(r.scores[0] + r.scores[1]).toBeCloseTo(1, 9);
    }
  });

  it('scores every seat 0.5 on a fault and on a deadline before half 2 hunted', () => {
    const s = setupLantern('lantern-classic', 1);
    s.hiddenTicks = [500, 0, 100, 0, 0, 0];
    s.huntPlayed = [900, 0];
    s.end = { reason: 'deadline', endRule: 'wall_clock' };
    expect(lanternResults(s)!.scores).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    s.huntPlayed = [1800, 900];
    s.hiddenTicks = [1800, 450, 1800, 450, 1800, 450];
    s.end = { reason: 'fault', endRule: 'sim_fault' };
    expect(lanternResults(s)!.winner).toBeNull();
    s.end = { reason: 'deadline', endRule: 'wall_clock' };
    expect(lanternResults(s)!.scores[0]).toBeCloseTo(0.5 + 0.5 * (1 - 0.5), 6); // f(Owl) over the 900 hunt ticks it played
  });

  it('fills every field of the results document for a whole match', () => {
    const s = playBotMatch('lantern-test', 5);
    const r = lanternResults(s)!;
    for (const key of ['aliases', 'teams', 'hid_in_half', 'scores', 'win', 'hidden_ticks', 'hidden_seconds', 'finds', 'crates_pushed', 'crates_locked', 'crates_broken']) {
      expect((r as Record<string, unknown[]>)[key]).toHaveLength(6);
    }
    expect(r.team_hidden_frac).toHaveLength(2);
    expect(r.team_hidden_seconds).toHaveLength(2);
    expect(r.reason).toBe('complete');
    expect(r.end_rule).toBe('full_time');
    expect(r.final_tick).toBe(1440);
    expect(r.halves_played).toBe(2);
    expect(r.hunt_ticks_played).toEqual([480, 480]);
    expect(r.teams).toEqual(['moth', 'owl', 'moth', 'owl', 'moth', 'owl']);
    expect(r.hid_in_half).toEqual([1, 2, 1, 2, 1, 2]);
    expect(r.seed).toBe(5);
  }, 120_000);
});
