// End screens say what the original's rules did to each player, in words, and never "wins" for a
// player who did not survive (results.headline, from outcome-text.ts as on every screen;
// placements[].ended / why, results.quirkNotes).
import { describe, expect, it } from 'vitest';
import { dungeonResults } from '../../../engine/dungeon/dungeon-game.ts';
import { buildView } from '../../../engine/dungeon/view.ts';
import { board } from './helpers.ts';

describe('results in words', () => {
  it('everyone fell in a race: the headline names who is placed first and why, never "wins", and notes the quirk', () => {
    const r = board(['#######', '#1M2..#', '#....X#', '#######'], { rulesetId: 'race', speed: 0 });
    r.forfeit('P2');
    r.queueMove('P1', 'E'); r.resolveTick();
    const res = dungeonResults(r.state)!;
    expect(res.headline).toBe("everyone fell; P2 placed first by the race's tie-break among the fallen (fewest moves, 0)");
    expect(res.summary).not.toMatch(/wins/);
    expect(res.placements.map((p) => [p.id, p.ended])).toEqual([['P2', 'forfeited'], ['P1', 'caught by the monster']]);
    expect(res.placements[0].why).toMatch(/^forfeited; placed above P1: named winner though fallen/);
    expect(res.quirkNotes).toEqual([expect.stringMatching(/^winnerWhenAllDead: everyone fell, yet P2 is named winner/)]);
  });

  it('with winnerWhenAllDead off there is no winner and no quirk note', () => {
    const r = board(['#######', '#1M2..#', '#....X#', '#######'], { rulesetId: 'race', speed: 0, quirks: { winnerWhenAllDead: false } });
    r.forfeit('P2');
    r.queueMove('P1', 'E'); r.resolveTick();
    const res = dungeonResults(r.state)!;
    expect([res.winnerId, res.headline, res.quirkNotes]).toEqual([null, "everyone fell; nobody wins; P2 placed first by the race's tie-break among the fallen (fewest moves, 0)", []]);
  });

  it('last-alive with everyone fallen: placed first as the last to fall', () => {
    const r = board(['########', '#1M.2.X#', '#3.....#', '########'], { rulesetId: 'last-alive', speed: 0 });
    r.forfeit('P3');
    r.queueMove('P1', 'E'); r.resolveTick(); // P1 steps onto the monster; P2 is the last standing
    const res = dungeonResults(r.state)!;
    expect(res.headline).toBe('P2 is the last one standing and wins');
    expect(res.placements.map((p) => p.why)).toEqual([
      'still inside, 2 tiles from the exit; placed above P1: the last one standing',
      'caught by the monster; placed above P3: fell later than P3',
      'forfeited',
    ]);
  });

  it('a survivor who escaped first wins, and the others say how they ended', () => {
    const r = board(['######', '#1.X.#', '#2...#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    r.queueMove('P1', 'E'); r.resolveTick(); r.queueMove('P1', 'E'); r.resolveTick();
    const res = dungeonResults(r.state)!;
    expect(res.headline).toBe('P1 escaped first and wins');
    expect(res.placements.map((p) => p.why)).toEqual(['escaped; placed above P2: first out of the exit', 'still inside, 3 tiles from the exit']);
  });

  it('live standings carry the same words: how each player stands and why they are placed there', () => {
    const r = board(['######', '#1.X.#', '#2...#', '######'], { rulesetId: 'race' });
    r.state.monster = null;
    const st = buildView(r.state, { kind: 'spectator' }).standings;
    expect(st.map((x) => [x.id, x.ended])).toEqual([['P1', 'still inside, 2 tiles from the exit'], ['P2', 'still inside, 3 tiles from the exit']]);
    expect(st[0].why).toBe('still inside, 2 tiles from the exit; placed above P2: closer to the exit (2 vs 3 tiles)');
  });
});
