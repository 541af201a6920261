// What each Dungeon viewer receives, checked against the rules over random matches with random
// orders: a monster move reaches a seat only if that seat could see the tile when the monster
// stepped onto it, and a live spectator only if a player in play could; everything once over.
// The truth is taken inside the tick, at the moment each move is made (the room's emit is watched),
// independently of the notes the engine writes on the events. Views are checked by the same rule now.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Viewer } from '../../../engine/core/game.ts';
import { pcgBelow, pcgSeed, type Pcg32State } from '../../../engine/core/pcg32.ts';
import { baselineOrder } from '../../../engine/dungeon/bots.ts';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import { canSee } from '../../../engine/dungeon/grid.ts';
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { orderIntent, TICKS_PER_TURN } from '../../../engine/dungeon/orders.ts';
import { awaitingSeats, checkClocks, cloneState, matchChain } from '../../../engine/dungeon/turns.ts';
import type { DungeonOrder, DungeonState } from '../../../engine/dungeon/types.ts';
import { withMonsterMoves } from './monster-moves.ts';

interface Moment { seen: Set<number>; inPlay: boolean }

/** Replays one turn on a copy, noting at each monster step who could see its tile and who of them was in play. */
function truthOf(s: DungeonState, orders: ReadonlyMap<number, DungeonOrder>): (Moment | null)[] {
  const c = cloneState(s);
  const room = new MatchRoom(c);
  const chain = matchChain(c);
  const out: (Moment | null)[] = [];
  const room2 = room as unknown as { emit: (type: string, fields: Record<string, unknown>) => void };
  const emit = room2.emit.bind(room);
  room2.emit = (type, fields) => {
    if (type === 'monster_move') {
      const seen = new Set<number>();
      c.players.forEach((p, k) => { if (canSee(c.map.rows, p, fields as { x: number; y: number }, c.monster!.vision)) seen.add(k); });
      out.push({ seen, inPlay: c.players.some((p, k) => seen.has(k) && p.alive && !p.finished) });
    } else out.push(null);
    emit(type, fields);
  };
  const plan = awaitingSeats(c).map((seat) => ({ seat, order: orders.get(seat) ?? baselineOrder(c, seat) }));
  for (let i = 0; i < TICKS_PER_TURN && c.status === 'active'; i++) {
    for (const { seat, order } of plan) {
      const p = c.players[seat];
      if (!p.alive || p.finished) continue;
      const dir = orderIntent(c, seat, order, i);
      if (dir) c.intents[p.id] = dir;
    }
    room.resolveTick();
    checkClocks(room, chain);
  }
  return out;
}

function randomOrder(r: Pcg32State): string {
  const k = pcgBelow(r, 6);
  if (k === 0) return 'exit';
  if (k === 1) return 'treasure';
  if (k === 2) return 'wait';
  return `move ${Array.from({ length: 1 + pcgBelow(r, 8) }, () => 'NESW'[pcgBelow(r, 4)]).join('')}`;
}

const RULESETS: [string, number][] = [['race', 3], ['last-alive', 4], ['score-attack', 2], ['coop-escape', 3], ['solo-classic', 1], ['race', 2]];

describe('what each Dungeon viewer receives', () => {
  it('over random matches, each seat, team and live spectator gets a monster move only if it could see that tile then', () => {
    const r = pcgSeed(2026, 5);
    let moves = 0, shown = 0, hidden = 0, views = 0;
    for (let m = 0; m < 24; m++) {
      const [rs, n] = RULESETS[m % RULESETS.length];
      let s = withMonsterMoves(DUNGEON.setup(rs, `vis-${m}`, { players: n }));
      const batch: { events: GameEvent[]; truth: (Moment | null)[] }[] = [];
      for (let t = 0; t < 60 && !DUNGEON.isOver(s); t++) {
        const orders = new Map<number, DungeonOrder>();
        for (const seat of DUNGEON.awaiting(s)) {
          if (pcgBelow(r, 3) === 0) continue;
          const p = DUNGEON.parseOrder(s, seat, randomOrder(r));
          if (p.ok) orders.set(seat, p.value);
        }
        const truth = truthOf(s, orders);
        const out = DUNGEON.resolveTurn(s, orders);
        s = out.state;
        expect(out.events.length).toBe(truth.length);
        const viewers: Viewer[] = [...s.players.map((_, seat): Viewer => ({ kind: 'seat', seat })), { kind: 'team', team: s.players[0].id }, { kind: 'spectator' }];
        // stored events come back as JSON: the filter must judge them by content alone
        const stored = JSON.parse(JSON.stringify(out.events)) as GameEvent[];
        for (const v of viewers) {
          const want = out.events.filter((e, i) => {
            if (DUNGEON.isOver(s) || e.type !== 'monster_move') return true;
            const seat = v.kind === 'seat' ? v.seat : v.kind === 'team' ? 0 : null;
            return seat !== null ? truth[i]!.seen.has(seat) : truth[i]!.inPlay;
          });
          expect(DUNGEON.eventsFor!(s, out.events, v)).toEqual(want);
          expect(DUNGEON.eventsFor!(s, stored, v)).toEqual(JSON.parse(JSON.stringify(want)));
          if (v.kind === 'seat' && !DUNGEON.isOver(s)) for (const e of out.events) if (e.type === 'monster_move') (want.includes(e) ? shown++ : hidden++);
        }
        moves += out.events.filter((e) => e.type === 'monster_move').length;
        // a batch of three turns, filtered against the latest state, gives each move as its own turn did
        batch.push({ events: out.events, truth });
        if (batch.length === 3 && !DUNGEON.isOver(s)) {
          const all = batch.flatMap((b) => b.events), tr = batch.flatMap((b) => b.truth);
          for (let seat = 0; seat < s.players.length; seat++) {
            expect(DUNGEON.eventsFor!(s, all, { kind: 'seat', seat })).toEqual(all.filter((e, i) => e.type !== 'monster_move' || tr[i]!.seen.has(seat)));
          }
          batch.length = 0;
        }
        // views: the monster shows where the rules say it is seen now
        const mon = s.monster;
        for (const v of viewers) {
          const view = DUNGEON.view(s, v);
          const seat = v.kind === 'seat' ? v.seat : v.kind === 'team' ? 0 : null;
          const sees = !!mon && (DUNGEON.isOver(s) || (seat !== null
            ? canSee(s.map.rows, s.players[seat], mon, mon.vision)
            : s.players.some((p) => p.alive && !p.finished && canSee(s.map.rows, p, mon, mon.vision))));
          expect(view.monster).toEqual(sees ? { x: mon!.x, y: mon!.y } : null);
          views++;
        }
      }
    }
    expect(moves).toBeGreaterThan(200);
    expect(shown).toBeGreaterThan(0);
    expect(hidden).toBeGreaterThan(0);
    expect(views).toBeGreaterThan(500);
  }, 120_000);

  it('a monster move seen by nobody when it happened stays hidden even if the monster is in sight now', () => {
    const s = DUNGEON.setup('race', 'vis-hand', { players: 2 });
    const p = s.players[0];
    s.monster = { ...s.monster!, x: p.x, y: p.y };
    const unseen: GameEvent = { type: 'monster_move', turn: 0, tick: 1, x: 0, y: 0, seenBy: [], seenInPlay: false };
    const seenBy1: GameEvent = { type: 'monster_move', turn: 0, tick: 2, x: 1, y: 1, seenBy: [1], seenInPlay: true };
    expect(DUNGEON.eventsFor!(s, [unseen, seenBy1], { kind: 'seat', seat: 0 })).toEqual([]);
    expect(DUNGEON.eventsFor!(s, [unseen, seenBy1], { kind: 'seat', seat: 1 })).toEqual([seenBy1]);
    expect(DUNGEON.eventsFor!(s, [unseen, seenBy1], { kind: 'spectator' })).toEqual([seenBy1]);
    expect(DUNGEON.eventsFor!(s, [unseen, seenBy1], { kind: 'full' })).toEqual([unseen, seenBy1]);
  });
});
