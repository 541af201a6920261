import { describe, expect, it } from 'vitest';
import { buildView, eventsFor } from '../../../engine/dungeon/view.ts';
import { board } from './helpers.ts';

describe('views', () => {
  const lines = ['##########', '#1...#...#', '#....#...#', '#2.....MX#', '##########'];

  it('a seat sees the monster only within its vision on a clear line', () => {
    const r = board(lines, { rulesetId: 'race', vision: 10 });
    expect(buildView(r.state, { kind: 'seat', seat: 0 }).monster).toBeNull(); // wall in the way
    expect(buildView(r.state, { kind: 'seat', seat: 1 }).monster).toEqual({ x: 7, y: 3 });
    const short = board(lines, { rulesetId: 'race', vision: 3 });
    expect(buildView(short.state, { kind: 'seat', seat: 1 }).monster).toBeNull(); // too far
    expect(buildView(short.state, { kind: 'seat', seat: 1 }).monsterPresent).toBe(true);
  });

  it('a live spectator sees the monster only where a player in play sees it; everyone sees it once over', () => {
    const r = board(lines, { rulesetId: 'race' });
    expect(buildView(r.state, { kind: 'spectator' }).monster).toEqual({ x: 7, y: 3 });
    r.state.players[1].alive = false;
    expect(buildView(r.state, { kind: 'spectator' }).monster).toBeNull();
    r.expire('hard_ceiling');
    expect(buildView(r.state, { kind: 'spectator' }).monster).toEqual({ x: 7, y: 3 });
    expect(buildView(r.state, { kind: 'seat', seat: 0 }).monster).toEqual({ x: 7, y: 3 });
  });

  it('the full view shows everything; the map, players and treasure are public to all', () => {
    const r = board(['#######', '#1.$.X#', '#2...M#', '#######'], { rulesetId: 'race', vision: 1 });
    const v = buildView(r.state, { kind: 'full' });
    expect(v.monster).toEqual({ x: 5, y: 2 });
    const seat = buildView(r.state, { kind: 'seat', seat: 0 });
    expect([seat.rows, seat.treasure, seat.exit, seat.players.length, seat.seat]).toEqual([r.state.map.rows, { x: 3, y: 1 }, { x: 5, y: 1 }, 2, 0]);
    expect(seat.players[0]).toMatchObject({ seat: 0, id: 'P1', colour: expect.stringMatching(/^#[0-9a-f]{6}$/), status: 'alive' });
  });

  it('standings rank live by the win condition, then by final placement', () => {
    const r = board(['########', '#1..2.X#', '########'], { rulesetId: 'race' });
    r.state.monster = null;
    expect(buildView(r.state, { kind: 'spectator' }).standings.map((s) => [s.place, s.id])).toEqual([[1, 'P2'], [2, 'P1']]);
    r.expire('hard_ceiling');
    expect(buildView(r.state, { kind: 'spectator' }).standings.map((s) => s.score)).toEqual([r.state.players[1].score, r.state.players[0].score]);
  });

  it('monster_move events are filtered for viewers who cannot see the monster', () => {
    const r = board(lines, { rulesetId: 'race' });
    const ev = [{ type: 'monster_move', turn: 0, x: 7, y: 3 }, { type: 'move', turn: 0 }];
    expect(eventsFor(r.state, ev, { kind: 'seat', seat: 0 }).map((e) => e.type)).toEqual(['move']);
    expect(eventsFor(r.state, ev, { kind: 'seat', seat: 1 }).map((e) => e.type)).toEqual(['monster_move', 'move']);
  });
});
