// The places where lamplit differed from the original by mistake, each now as the original
// (Such-Software/wownerogue), and the original's quirks with the ruleset flags that opt out of them.
import { describe, expect, it } from 'vitest';
import { astarFirstStep, DELTA, lineClear, walkable } from '../../../engine/dungeon/grid.ts';
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { seedDraw } from '../../../engine/dungeon/rng.ts';
import type { Dir, Point } from '../../../engine/dungeon/types.ts';
import { board, eventsOf, pl } from './helpers.ts';

/** ROT's A* written the plain way (a sorted list, insertion before the first strictly worse f, h), as a reference. */
function rotAstarReference(rows: string[], from: Point, to: Point): Dir | null {
  type Node = { x: number; y: number; g: number; h: number; prev: Node | null };
  const todo: Node[] = [], done = new Map<string, Node>();
  const add = (x: number, y: number, prev: Node | null) => {
    const h = Math.abs(x - from.x) + Math.abs(y - from.y), g = prev ? prev.g + 1 : 0, f = g + h;
    const i = todo.findIndex((t) => f < t.g + t.h || (f === t.g + t.h && h < t.h));
    const n = { x, y, g, h, prev };
    if (i < 0) todo.push(n); else todo.splice(i, 0, n);
  };
  add(to.x, to.y, null);
  while (todo.length) {
    const it = todo.shift()!, id = `${it.x},${it.y}`;
    if (done.has(id)) continue;
    done.set(id, it);
    if (it.x === from.x && it.y === from.y) break;
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
      const x = it.x + dx, y = it.y + dy;
      if (walkable(rows, x, y) && !done.has(`${x},${y}`)) add(x, y, it);
    }
  }
  const me = done.get(`${from.x},${from.y}`);
  if (!me || !me.prev) return null;
  const d = [me.prev.x - from.x, me.prev.y - from.y];
  return (['N', 'E', 'S', 'W'] as Dir[]).find((k) => DELTA[k][0] === d[0] && DELTA[k][1] === d[1]) ?? null;
}

/** The original's wander: a Fisher–Yates shuffle of S, E, N, W with the next three draws. */
function wanderOrder(seed: string, first: number): Dir[] {
  const dirs: Dir[] = ['S', 'E', 'N', 'W'];
  for (let i = 3, k = first; i > 0; i--, k++) {
    const j = Math.floor(seedDraw(seed, k) * (i + 1));
    [dirs[i], dirs[j]] = [dirs[j], dirs[i]];
  }
  return dirs;
}

describe('the monster as the original moves it', () => {
  it('line of sight uses strict > and < (the cells a ≥/≤ Bresenham would not check)', () => {
    // from (1,1) to (3,2): the original checks (2,1); a ≥/≤ variant checks (2,2)
    const open = ['#####', '#...#', '#.#.#', '#####'];
    const shut = ['#####', '#.#.#', '#...#', '#####'];
    expect(lineClear(open, 1, 1, 3, 2)).toBe(true);
    expect(lineClear(shut, 1, 1, 3, 2)).toBe(false);
  });

  it('A* is ROT\'s: searched from the target, ties on f then h, then first queued (random open boards)', () => {
    let x = 7;
    const rand = (n: number) => { x = (x * 1103515245 + 12345) >>> 0; return (x >>> 8) % n; };
    for (let t = 0; t < 300; t++) {
      const w = 8 + rand(6), h = 6 + rand(4);
      const rows = Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, xx) => (xx === 0 || y === 0 || xx === w - 1 || y === h - 1 || rand(5) === 0 ? '#' : '.')).join(''));
      const cells: Point[] = [];
      rows.forEach((r, y) => [...r].forEach((c, xx) => { if (c === '.') cells.push({ x: xx, y }); }));
      if (cells.length < 2) continue;
      const from = cells[rand(cells.length)], to = cells[rand(cells.length)];
      expect(astarFirstStep(rows, from, to)).toBe(rotAstarReference(rows, from, to));
    }
    // a case where ROT's order differs from "first of N, E, S, W one step closer" (which goes N here)
    const room = ['######', '#....#', '#....#', '#....#', '######'];
    expect(astarFirstStep(room, { x: 1, y: 3 }, { x: 3, y: 1 })).toBe('E');
    expect(rotAstarReference(room, { x: 1, y: 3 }, { x: 3, y: 1 })).toBe('E');
  });

  it('with no target in sight it wanders (S, E, N, W shuffled by three draws), even when it remembers a position', () => {
    const r = board(['#########', '#1#.....#', '#.#..M..#', '#X#.....#', '#########'], { rulesetId: 'race' });
    const s = r.state, m = s.monster!;
    m.memory = { x: 3, y: 1 };
    const before = s.draws, want = wanderOrder(s.map.seed, before).find((d) => walkable(s.map.rows, 5 + DELTA[d][0], 2 + DELTA[d][1]))!;
    r.resolveTick();
    expect(s.draws).toBe(before + 3);
    expect([m.x, m.y]).toEqual([5 + DELTA[want][0], 2 + DELTA[want][1]]);
  });

  it('a chase step takes no draw, whatever the aggressiveness (the original ignores it)', () => {
    const r = board(['#########', '#1....M.#', '#X......#', '#########'], { rulesetId: 'race' });
    r.state.monster!.aggressiveness = 0.3;
    const before = r.state.draws;
    r.resolveTick();
    expect([r.state.draws, r.state.monster!.x]).toEqual([before, 5]);
  });

  it('when no path exists to a target it can see, a blocked direct step falls back to wandering (it does not stand still)', () => {
    // P1 at (3,3) is sealed off; the monster at (2,2) sees it diagonally between two walls
    const r = board(['######', '#....#', '#.M#.#', '#.#1##', '#X####', '######'], { rulesetId: 'race', vision: 10 });
    const s = r.state, m = s.monster!;
    const before = s.draws;
    r.resolveTick();
    expect(s.draws).toBe(before + 3);
    expect([m.x, m.y]).not.toEqual([2, 2]);
    expect(pl(r, 'P1').alive).toBe(true);
  });

  it('a target beyond the vision range is not chased: with a memory it goes there, without one it wanders', () => {
    const r = board(['##############', '#1..........M#', '#X...........#', '##############'], { rulesetId: 'race', vision: 5 });
    const s = r.state, m = s.monster!;
    const before = s.draws;
    r.resolveTick();
    expect(s.draws).toBe(before + 3); // wandered
    m.x = 12; m.y = 1; m.memory = { x: 9, y: 1 };
    const d = s.draws;
    r.resolveTick();
    expect([m.x, m.y, s.draws]).toEqual([11, 1, d]);
  });
});

describe('scores, events and rooms as the original', () => {
  it('a dead player gets no proximity bonus in race and co-op (distance infinite): 600, not 600 + proximity', () => {
    const r = board(['#########', '#1.2M..X#', '#########'], { rulesetId: 'race', speed: 0 });
    r.queueMove('P2', 'E'); r.resolveTick(); // P2 steps onto the monster
    expect(pl(r, 'P2').alive).toBe(false);
    r.state.monster = null;
    for (let i = 0; i < 6; i++) { r.queueMove('P1', 'E'); r.resolveTick(); }
    expect(r.state.endReason).toBe('escaped');
    // 100 base + 300 efficiency + 200 second place; the original adds nothing for a dead player's distance
    expect(pl(r, 'P2').score).toBe(600);
  });

  it('in last-alive the dead keep their proximity bonus (the original ranks them with a finite distance)', () => {
    const r = board(['#########', '#1.2M..X#', '#3......#', '#########'], { rulesetId: 'last-alive', speed: 0 });
    r.queueMove('P2', 'E'); r.resolveTick();
    r.forfeit('P3');
    expect(r.state.status).toBe('finished');
    expect(pl(r, 'P2').score).toBeGreaterThan(100 + 300 + 100);
  });

  it('PvP: the victim\'s death comes before the attacker\'s move_failed (attack)', () => {
    const r = board(['#######', '#12...#', '#3...X#', '#######'], { rulesetId: 'last-alive' });
    r.state.monster = null;
    r.queueMove('P1', 'E');
    const ev = r.resolveTick().filter((e) => e.type === 'player_death' || e.type === 'move_failed');
    expect(ev.map((e) => [e.type, (e as { id?: string }).id])).toEqual([['player_death', 'P2'], ['move_failed', 'P1']]);
    expect(ev[1]).toMatchObject({ reason: 'attack' });
  });

  it('match_end carries the winner known at the end (none when everyone died), and finalize then ranks', () => {
    const r = board(['#######', '#1M2..#', '#....X#', '#######'], { rulesetId: 'race', speed: 0 });
    r.forfeit('P2');
    r.queueMove('P1', 'E');
    const ev = r.resolveTick();
    expect(eventsOf(ev, 'match_end')[0]).toMatchObject({ reason: 'all_dead', winnerId: null });
    expect(r.state.winnerId).toBe('P2'); // the quirk winnerWhenAllDead: both dead, P2 ranks first on fewer moves
  });
});

describe('the original\'s quirks, each with a ruleset flag to opt out', () => {
  it('winnerWhenAllDead (default): everyone dead, the best-ranked dead player is winnerId; false: no winner', () => {
    const play = (quirks?: { winnerWhenAllDead: boolean }) => {
      const r = board(['#######', '#1M2..#', '#....X#', '#######'], { rulesetId: 'race', speed: 0, quirks });
      r.forfeit('P2');
      r.queueMove('P1', 'E'); r.resolveTick();
      return r.state;
    };
    expect([play().endReason, play().winnerId]).toEqual(['all_dead', 'P2']);
    expect(play({ winnerWhenAllDead: false }).winnerId).toBeNull();
  });

  it('lastEscapeKeepsOpen (default): in score attack the last player in play escaping does not end it; false: it resolves', () => {
    const play = (quirks?: { lastEscapeKeepsOpen: boolean }) => {
      const r = board(['######', '#1.X.#', '#2...#', '######'], { rulesetId: 'score-attack', quirks });
      r.state.monster = null;
      r.forfeit('P2');
      r.queueMove('P1', 'E'); r.resolveTick(); r.queueMove('P1', 'E'); r.resolveTick();
      return r.state;
    };
    expect(play().status).toBe('active');
    expect([play({ lastEscapeKeepsOpen: false }).status, play({ lastEscapeKeepsOpen: false }).endReason]).toEqual(['finished', 'resolved']);
  });

  it('monsterAtOriginFewRooms (default): with two rooms a match monster starts at (0, 0) in the wall; false: at the farthest tile', () => {
    // the easy layout of seed-0 has two rooms (mapFromDefaultPreset off, so the map is the easy one)
    const overrides = { world: { difficultyPreset: 'easy' }, quirks: { mapFromDefaultPreset: false } };
    const quirky = MatchRoom.create({ seed: 'seed-0', rulesetId: 'race', rulesetOverrides: overrides });
    expect(quirky.state.map.rooms).toBe(2);
    expect([quirky.state.monster!.x, quirky.state.monster!.y]).toEqual([0, 0]);
    const fixed = MatchRoom.create({ seed: 'seed-0', rulesetId: 'race', rulesetOverrides: { ...overrides, quirks: { mapFromDefaultPreset: false, monsterAtOriginFewRooms: false } } });
    expect([fixed.state.monster!.x, fixed.state.monster!.y]).toEqual([1, 12]);
  });

  it('a ruleset saved before the flags existed (no quirks section) keeps the original\'s behaviour', () => {
    const r = board(['#########', '#..1...M#', '#X......#', '#########'], { rulesetId: 'race', speed: 5 });
    const { quirks: _q, ...old } = r.state.ruleset;
    r.state.ruleset = old as typeof r.state.ruleset;
    expect(eventsOf(r.resolveTick(), 'monster_move')).toHaveLength(0);
    expect(pl(r, 'P1').alive).toBe(true);
  });
});
