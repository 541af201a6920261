// The policy harness plays whole matches with each seat's player deciding from its own view: a policy
// sees only its seat's view, a refused order falls back to the baseline and is counted, and team games
// give a policy every seat of one team.
import { describe, expect, it } from 'vitest';
import { decisionSeed, seedNumber } from '../../../engine/core/bots.ts';
import { getGame } from '../../../engine/games.ts';
import { isTeamGame, playPolicies, policySeats, policyWon } from '../../../engine/match/policy-play.ts';

describe('policy harness', () => {
  it('gives a policy every seat of one team in Lantern, one seat in a dungeon race, every lamplighter in a duo', () => {
    const lantern = getGame('lantern').seats('lantern-sprint');
    expect(isTeamGame(lantern)).toBe(true);
    const teamA = policySeats(lantern, 0), teamB = policySeats(lantern, 1);
    expect(teamA).toHaveLength(3);
    expect(teamB).toHaveLength(3);
    expect(new Set([...teamA, ...teamB]).size).toBe(6);
    expect(policySeats(getGame('dungeon').seats('race', 4), 5)).toEqual([1]);
    expect(policySeats(getGame('lamplighter').seats('lamplighter-duo'), 3)).toEqual([0, 1]);
  });

  it('hands a deciding seat only its own view, and counts a refused order as a fallback the baseline plays', () => {
    const game = getGame('dungeon');
    const seen: unknown[] = [];
    const m = playPolicies(game, 'race', 3, new Map([[0, { kind: 'decide', decide: (view: unknown) => { seen.push(view); return 'fly north'; } }]]), { players: 2 });
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect((v as { viewer: unknown }).viewer).toEqual({ kind: 'seat', seat: 0 });
    expect(m.fallbacks.get(0)).toBe(m.turns);
    expect(m.refusals.get(0)).toMatch(/\S/);
    expect(m.results).not.toBeNull();
  });

  it('plays the same match for the same seed, and a different one for another seed', () => {
    const game = getGame('dungeon');
    const play = (seed: number) => game.digest(playPolicies(game, 'race', seed, new Map(), { players: 4 }).state);
    expect(play(7)).toBe(play(7));
    expect(play(7)).not.toBe(play(8));
  });

  it('leaves an unfinished match without results, which nobody won', () => {
    const game = getGame('dungeon');
    const m = playPolicies(game, 'race', 1, new Map(), { players: 2, maxTurns: 1 });
    expect(m.results).toBeNull();
    expect(policyWon(m.results, [0, 1])).toBe(false);
  });

  it('mixes a decision seed from the match seed, the turn and the seat', () => {
    expect(seedNumber('abc')).toBe(seedNumber('abc'));
    expect(seedNumber('abc')).not.toBe(seedNumber('abd'));
    const seeds = new Set<number>();
    for (let turn = 0; turn < 20; turn++) for (let seat = 0; seat < 6; seat++) seeds.add(decisionSeed(42, turn, seat));
    expect(seeds.size).toBe(120);
  });
});
