import { describe, expect, it } from 'vitest';
import {
  ALL_ESCAPE, expiryRank, finalScore, FIRST_TO_EXIT, HIGH_SCORE, LAST_ALIVE, lastAliveTier, preScore, resolveWinCondition,
} from '../../../engine/dungeon/win-conditions.ts';
import { board, pl } from './helpers.ts';

// exit at (9,1); players along row 1 and row 3
const MAP = ['##########', '#1.2.3.4.X', '#........#', '#5.......#', '##########'];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

function room(rulesetId: string) {
  const r = board(MAP, { rulesetId });
  const ended: string[] = [];
  const ctx = { state: r.state, end: (reason: string) => { ended.push(reason); r.end(reason); } };
  return { r, ctx, ended };
}

describe('FIRST_TO_EXIT', () => {
  it('the first player out wins and the match ends with escaped', () => {
    const { r, ctx, ended } = room('race');
    FIRST_TO_EXIT.onExit(ctx, 'P3');
    FIRST_TO_EXIT.onExit(ctx, 'P1');
    expect([r.state.winnerId, ended[0]]).toEqual(['P3', 'escaped']);
  });

  it('on death: all_dead only when nobody is active and nobody finished', () => {
    const { r, ctx, ended } = room('race');
    for (const p of r.state.players.slice(0, 4)) p.alive = false;
    FIRST_TO_EXIT.onDeath(ctx);
    expect(ended).toEqual([]);
    pl(r, 'P5').alive = false;
    FIRST_TO_EXIT.onDeath(ctx);
    expect(ended).toEqual(['all_dead']);
  });

  it('on death with a finished player and nobody active: no all_dead', () => {
    const { r, ctx, ended } = room('race');
    for (const p of r.state.players) p.alive = false;
    pl(r, 'P2').alive = true; pl(r, 'P2').finished = true;
    FIRST_TO_EXIT.onDeath(ctx);
    expect(ended).toEqual([]);
  });

  it('ranks winner, finished, alive, dist (dead = infinite), treasure, fewer moves, id', () => {
    const { r, ctx } = room('race');
    const s = r.state;
    s.winnerId = 'P1';                                  // winner first though farthest
    pl(r, 'P5').finished = true;                        // finished next
    pl(r, 'P4').alive = false;                          // dead last despite dist 1
    // P2 (dist 5) and P3 (dist 3) alive: P3 closer first
    expect(ids(FIRST_TO_EXIT.rank(ctx))).toEqual(['P1', 'P5', 'P3', 'P2', 'P4']);
  });

  it('breaks equal dist by treasure, then fewer moves, then id', () => {
    const r = board(['#######', '#1...X#', '#.....#', '#2.3.4#', '#######'], { rulesetId: 'race' });
    const ctx = { state: r.state, end: () => undefined };
    // P2 (1,3) dist 6; P3 (3,3) dist 4; P4 (5,3) dist 2; P1 (1,1) dist 4
    pl(r, 'P3').moves = 5; pl(r, 'P1').moves = 5;
    expect(ids(FIRST_TO_EXIT.rank(ctx))).toEqual(['P4', 'P1', 'P3', 'P2']);
    pl(r, 'P3').hasTreasure = true;
    expect(ids(FIRST_TO_EXIT.rank(ctx))).toEqual(['P4', 'P3', 'P1', 'P2']);
    pl(r, 'P3').hasTreasure = false; pl(r, 'P1').moves = 6;
    expect(ids(FIRST_TO_EXIT.rank(ctx))).toEqual(['P4', 'P3', 'P1', 'P2']);
  });
});

describe('LAST_ALIVE', () => {
  it('ends last_alive when at least 2 started and one is still active', () => {
    const { r, ctx, ended } = room('last-alive');
    for (const id of ['P1', 'P2', 'P3']) pl(r, id).alive = false;
    LAST_ALIVE.onDeath(ctx);
    expect(ended).toEqual([]);
    pl(r, 'P4').alive = false;
    LAST_ALIVE.onDeath(ctx);
    expect(ended).toEqual(['last_alive']);
  });

  it('ends all_dead when nobody is left active, and counts an exit as leaving contention', () => {
    const { r, ctx, ended } = room('last-alive');
    for (const p of r.state.players) p.alive = false;
    pl(r, 'P1').alive = true; pl(r, 'P1').finished = pl(r, 'P1').escaped = true;
    LAST_ALIVE.onExit(ctx, 'P1');
    expect(ended).toEqual(['all_dead']);
  });

  it('never ends with fewer than two starters', () => {
    const r = board(['#####', '#1.X#', '#####'], { rulesetId: 'last-alive' });
    const ended: string[] = [];
    LAST_ALIVE.onDeath({ state: r.state, end: (x) => ended.push(x) });
    expect(ended).toEqual([]);
  });

  it('tiers: in play 3, escaped 2, alive-and-finished 1, dead 0', () => {
    const { r } = room('last-alive');
    const p = pl(r, 'P1');
    expect(lastAliveTier(p)).toBe(3);
    p.finished = true; expect(lastAliveTier(p)).toBe(1);
    p.escaped = true; expect(lastAliveTier(p)).toBe(2);
    p.alive = false; expect(lastAliveTier(p)).toBe(0);
  });

  it('ranks the player in play above an escaped survivor, later deaths above earlier, then treasure, dist, id', () => {
    const { r, ctx } = room('last-alive');
    pl(r, 'P4').finished = pl(r, 'P4').escaped = true;
    for (const [id, order] of [['P1', 1], ['P2', 3], ['P3', 2]] as const) { pl(r, id).alive = false; pl(r, id).deathOrder = order; }
    expect(ids(LAST_ALIVE.rank(ctx))).toEqual(['P5', 'P4', 'P2', 'P3', 'P1']);
  });

  it('breaks equal death order by treasure, then corpse distance, then id', () => {
    const { r, ctx } = room('last-alive');
    for (const p of r.state.players) { p.alive = false; p.deathOrder = 1; }
    // corpse distances: P1 8, P2 6, P3 4, P4 2, P5 10
    expect(ids(LAST_ALIVE.rank(ctx))).toEqual(['P4', 'P3', 'P2', 'P1', 'P5']);
    pl(r, 'P5').hasTreasure = true;
    expect(ids(LAST_ALIVE.rank(ctx))[0]).toBe('P5');
  });
});

describe('HIGH_SCORE', () => {
  it('an exit only finishes that player; resolved once nobody is active', () => {
    const { r, ctx, ended } = room('score-attack');
    pl(r, 'P1').finished = pl(r, 'P1').escaped = true;
    HIGH_SCORE.onExit(ctx, 'P1');
    expect(ended).toEqual([]);
    for (const p of r.state.players) p.alive = p.id === 'P1';
    HIGH_SCORE.onDeath(ctx);
    expect(ended).toEqual(['resolved']);
  });

  it('pre-score: +200 escape, +200 treasure, 300 − 3·max(moves − 30, 0) floored at 0, proximity 100 − 2·dist inside', () => {
    const { r } = room('score-attack');
    const p = pl(r, 'P4'); // dist 2
    expect(preScore(r.state, p)).toBe(300 + 96);
    p.moves = 40; expect(preScore(r.state, p)).toBe(270 + 96);
    p.moves = 200; expect(preScore(r.state, p)).toBe(0 + 96);
    p.moves = 30; p.hasTreasure = true; expect(preScore(r.state, p)).toBe(200 + 300 + 96);
    p.escaped = p.finished = true; expect(preScore(r.state, p)).toBe(200 + 200 + 300);
    const far = pl(r, 'P5'); far.x = 1; far.y = 3; // dist 10
    expect(preScore(r.state, far)).toBe(300 + 80);
  });

  it('proximity floors at 0 far from the exit, and counts for a corpse inside', () => {
    const r = board(['#' + '.'.repeat(60) + '#', '#1' + '.'.repeat(58) + 'X#'], { rulesetId: 'score-attack' });
    expect(preScore(r.state, pl(r, 'P1'))).toBe(300);
    pl(r, 'P1').x = 58; pl(r, 'P1').alive = false;
    expect(preScore(r.state, pl(r, 'P1'))).toBe(300 + 96);
  });

  it('ranks higher pre-score, then fewer moves, then id', () => {
    const r = board(['#######', '#1...X#', '#.....#', '#2....#', '#######'], { rulesetId: 'score-attack' });
    const ctx = { state: r.state, end: () => undefined };
    // P1 dist 4 (92), P2 at (1,3) dist 6 (88)
    expect(ids(HIGH_SCORE.rank(ctx))).toEqual(['P1', 'P2']);
    pl(r, 'P2').x = 1; pl(r, 'P2').y = 1; // same square: same pre-score
    pl(r, 'P1').moves = 31; pl(r, 'P2').moves = 31; // equal moves: id decides
    expect(ids(HIGH_SCORE.rank(ctx))).toEqual(['P1', 'P2']);
    pl(r, 'P1').moves = 29; pl(r, 'P2').moves = 28; // both full efficiency, fewer moves wins
    expect(ids(HIGH_SCORE.rank(ctx))).toEqual(['P2', 'P1']);
  });

  it('final score: 100 + terms + 300/200/100 placement bonus, rounded, never below 0', () => {
    const { r } = room('score-attack');
    const p = pl(r, 'P4');
    expect(finalScore(r.state, p, 1)).toBe(100 + 396 + 300);
    expect(finalScore(r.state, p, 2)).toBe(100 + 396 + 200);
    expect(finalScore(r.state, p, 3)).toBe(100 + 396 + 100);
    expect(finalScore(r.state, p, 4)).toBe(100 + 396);
  });
});

describe('ALL_ESCAPE', () => {
  it('ends all_escaped once nobody is active and one finished; all_dead when everyone died', () => {
    const a = room('coop-escape');
    for (const p of a.r.state.players) { p.finished = p.escaped = true; }
    pl(a.r, 'P2').alive = false; pl(a.r, 'P2').finished = pl(a.r, 'P2').escaped = false;
    ALL_ESCAPE.onExit(a.ctx, 'P1');
    expect(a.ended).toEqual(['all_escaped']);
    const b = room('coop-escape');
    for (const p of b.r.state.players) p.alive = false;
    ALL_ESCAPE.onDeath(b.ctx);
    expect(b.ended).toEqual(['all_dead']);
  });

  it('does not end while anyone is still in play', () => {
    const a = room('coop-escape');
    pl(a.r, 'P1').finished = pl(a.r, 'P1').escaped = true;
    ALL_ESCAPE.onExit(a.ctx, 'P1');
    expect(a.ended).toEqual([]);
  });

  it('ranks like FIRST_TO_EXIT', () => {
    const a = room('coop-escape');
    pl(a.r, 'P5').finished = true; pl(a.r, 'P4').alive = false;
    expect(ids(ALL_ESCAPE.rank(a.ctx))).toEqual(ids(FIRST_TO_EXIT.rank(a.ctx)));
    expect(ids(ALL_ESCAPE.rank(a.ctx))).toEqual(['P5', 'P3', 'P2', 'P1', 'P4']);
  });
});

describe('resolveWinCondition and expiry', () => {
  it.each([['first-to-exit', FIRST_TO_EXIT], ['last-alive', LAST_ALIVE], ['high-score', HIGH_SCORE], ['all-escape', ALL_ESCAPE], ['bogus', FIRST_TO_EXIT], [undefined, FIRST_TO_EXIT]])('%s resolves', (t, want) => {
    expect(resolveWinCondition(t)).toBe(want);
  });

  it('expiry ranks in play, then dist, then treasure, then fewer moves, then id', () => {
    const { r } = room('race');
    pl(r, 'P4').alive = false; // closest but dead
    pl(r, 'P2').x = 5; // P2 ties P3 at dist 4... give P2 the treasure
    pl(r, 'P2').hasTreasure = true;
    expect(ids(expiryRank(r.state))).toEqual(['P2', 'P3', 'P1', 'P5', 'P4']);
    pl(r, 'P2').hasTreasure = false; pl(r, 'P3').moves = 2;
    expect(ids(expiryRank(r.state)).slice(0, 2)).toEqual(['P2', 'P3']);
  });
});
