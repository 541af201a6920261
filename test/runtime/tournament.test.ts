// The tournament: seats rotate so that no entrant gains from its slot, the same seeds give the same
// table however many matches run at once, a stopped run resumes where it stopped and ends with the
// table an unbroken run makes, and the command prints one JSON object with --json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../engine/games.ts';
import { assignment, tournamentShape, wilson95, type TournamentPlan } from '../../engine/match/tournament.ts';
import { runTournament } from '../../runtime/tournament/runner.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/agents/misbehaving-agent.mjs');

describe('tournament seats', () => {
  it('give every entrant every seat equally over a block, in each shape', () => {
    for (const [game, ruleset, players, entrants] of [['dungeon', 'race', 4, 3], ['lantern', 'lantern-sprint', undefined, 2], ['lantern', 'lantern-sprint', undefined, 3], ['lamplighter', 'lamplighter-duo', undefined, 2]] as const) {
      const seats = getGame(game).seats(ruleset, players);
      const plan: TournamentPlan = { game, rulesetId: ruleset, players, entrants: Array.from({ length: entrants }, (_, i) => `e${i}`), matches: entrants * 4, seed: 9 };
      const count = seats.map(() => new Array(entrants).fill(0));
      for (let i = 0; i < plan.matches; i++) {
        const a = assignment(plan, seats, i);
        expect(a.seed).toBe(9 + Math.floor(i / entrants));
        a.seats.forEach((e, s) => count[s][e]++);
      }
      // Every entrant sat in every seat the same number of times.
      for (const row of count) expect(new Set(row).size).toBe(1);
    }
  });

  it('keeps a team one entrant when there are as many entrants as teams, swapping sides each match', () => {
    const seats = getGame('lantern').seats('lantern-sprint');
    expect(tournamentShape(seats)).toBe('teams');
    const plan: TournamentPlan = { game: 'lantern', rulesetId: 'lantern-sprint', entrants: ['a', 'b'], matches: 2, seed: 1 };
    for (const i of [0, 1]) {
      const a = assignment(plan, seats, i);
      const byTeam = new Map<string, Set<number>>();
      seats.forEach((s) => byTeam.set(s.team, (byTeam.get(s.team) ?? new Set()).add(a.seats[s.index])));
      for (const set of byTeam.values()) expect(set.size).toBe(1);
    }
    expect(assignment(plan, seats, 0).seats).not.toEqual(assignment(plan, seats, 1).seats);
  });

  it('gives a 95 % Wilson interval that holds the rate and narrows with more matches', () => {
    const [lo, hi] = wilson95(30, 60);
    expect(lo).toBeLessThan(0.5);
    expect(hi).toBeGreaterThan(0.5);
    const [lo2, hi2] = wilson95(300, 600);
    expect(hi2 - lo2).toBeLessThan(hi - lo);
    expect(wilson95(0, 10)[0]).toBe(0);
  });
});

describe('a tournament run', () => {
  const plan: TournamentPlan = { game: 'dungeon', rulesetId: 'race', players: 3, entrants: ['builtin:baseline', `cmd:AGENT_TEXT=exit node ${FIXTURE} good`, 'builtin:baseline'], matches: 6, seed: 40 };

  it('gives the same table for the same seeds, one match at a time or two at once', { timeout: 90_000 }, async () => {
    const one = await runTournament(plan, { parallel: 1, turnMs: 3000 });
    const two = await runTournament(plan, { parallel: 2, turnMs: 3000 });
    const strip = (t: typeof one.table) => t.entrants.map(({ decisionMs: _ms, ...rest }) => rest);
    expect(one.complete).toBe(true);
    expect(one.table.matches).toBe(6);
    expect(strip(two.table)).toEqual(strip(one.table));
    // The agent answered every turn it was asked.
    expect(one.table.entrants[1]).toMatchObject({ timeouts: 0, fallbacks: 0 });
    expect(one.table.entrants[1].decisionMs.count).toBeGreaterThan(0);
  });

  it('resumes a stopped run from its file and ends with the unbroken run\'s table', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-tournament-'));
    const whole = await runTournament(plan, { parallel: 1, turnMs: 3000 });
    const file = join(dir, 'run.jsonl');
    const stop = new AbortController();
    const first = await runTournament(plan, { parallel: 1, turnMs: 3000, resumeFile: file, signal: stop.signal, onProgress: (done) => { if (done >= 3) stop.abort(); } });
    expect(first.complete).toBe(false);
    expect(first.table.matches).toBe(3);
    const second = await runTournament(plan, { parallel: 1, turnMs: 3000, resumeFile: file });
    expect(second.complete).toBe(true);
    expect(second.resumed).toBe(3);
    const strip = (t: typeof whole.table) => t.entrants.map(({ decisionMs: _ms, ...rest }) => rest);
    expect(strip(second.table)).toEqual(strip(whole.table));
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(7);
    // Another tournament's file is refused in one line, and left as it was.
    await expect(runTournament({ ...plan, seed: 41 }, { parallel: 1, turnMs: 3000, resumeFile: file })).rejects.toThrow(/holds another tournament/);
    // A record cut short mid-write is played again, not lost.
    writeFileSync(file, `${readFileSync(file, 'utf8').trim().split('\n').slice(0, -1).join('\n')}\n{"index":5,"se`);
    const third = await runTournament(plan, { parallel: 1, turnMs: 3000, resumeFile: file });
    expect(third.resumed).toBe(5);
    expect(strip(third.table)).toEqual(strip(whole.table));
  });

  it('prints one JSON object with --json, and refuses a bad entrant in one line', () => {
    const out = execFileSync(process.execPath, ['bin/lamplit.js', 'tournament', '--game', 'dungeon', '--agents', 'builtin:baseline,builtin:baseline', '--matches', '4', '--json'], { encoding: 'utf8' });
    const doc = JSON.parse(out) as { matches: number; entrants: { name: string; rating: { mu: number; sigma: number }; winRate: number; timeouts: number; fallbacks: number }[] };
    expect(doc.matches).toBe(4);
    expect(doc.entrants).toHaveLength(2);
    for (const e of doc.entrants) expect(e).toMatchObject({ name: expect.any(String), rating: { mu: expect.any(Number), sigma: expect.any(Number) }, winRate: expect.any(Number), timeouts: 0, fallbacks: 0 });
    let err = '';
    try {
      execFileSync(process.execPath, ['bin/lamplit.js', 'tournament', '--game', 'dungeon', '--agents', 'builtin:baseline,robot:x'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      err = (e as { stderr: string }).stderr;
    }
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/unknown entrant "robot:x": entrants of dungeon are cmd:COMMAND, builtin:easy/);
  });
});
