// Every event the three games emit in whole bot matches reads as a sentence in the event log (or is
// left out on purpose): none falls through to the raw "type (field value, ...)" form, which is only
// a safety net for events added later.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/core/game.ts';
import { GAMES } from '../../engine/games.ts';
import { eventText, hasWording, seatNames } from '../../engine/games.ts';

function eventsOf(gameId: string, rulesetId: string, seed: string, players?: number): GameEvent[] {
  const game = GAMES[gameId as keyof typeof GAMES]!;
  let s = game.setup(rulesetId, seed, players ? { players } : {});
  const out: GameEvent[] = [];
  for (let turns = 0; !game.isOver(s) && turns < 5_000; turns++) {
    const r = game.resolveTurn(s, new Map(game.awaiting(s).map((k: number) => [k, game.baseline(s, k)])));
    out.push(...r.events);
    s = r.state;
  }
  expect(game.isOver(s)).toBe(true);
  return out;
}

const MATCHES: [string, string, number?][] = [
  ['lantern', 'lantern-classic'], ['lantern', 'lantern-sprint'],
  ['lamplighter', 'lamplighter-solo'], ['lamplighter', 'lamplighter-trio'],
  ['dungeon', 'race', 4], ['dungeon', 'last-alive', 4], ['dungeon', 'coop-escape', 3],
];

describe('event log wording', () => {
  it.each(MATCHES)('words every event of %s/%s bot matches', (gameId, rulesetId, players) => {
    const types = new Set<string>();
    for (const seed of ['w1', 'w2', 'w3']) {
      for (const e of eventsOf(gameId, rulesetId, seed, players)) {
        types.add(e.type);
        const line = eventText(e, undefined, gameId);
        if (line !== null) expect(line, `${e.type}: ${JSON.stringify(e)}`).not.toMatch(/undefined|null|NaN|\[object/);
      }
    }
    expect([...types].filter((t) => !hasWording(t, gameId))).toEqual([]);
  }, 60_000);

  it('names the lanterns in Lantern finds and spots, and the cell a crate was pushed to', () => {
    expect(eventText({ type: 'found', turn: 9, seat: 1, alias: 'Owl-1', by: 2, by_alias: 'Moth-2', mode: 'beam' })).toBe('FOUND Owl-1 by Moth-2 (beam)');
    expect(eventText({ type: 'spot', turn: 9, seat: 1, alias: 'Owl-1', by: 4, by_alias: 'Moth-3' })).toBe("Moth-3's lantern falls on Owl-1");
    expect(eventText({ type: 'crate_push', turn: 2, seat: 0, crate: 'C3', x: 0, y: 0 })).toBe('C3 pushed to A1');
    expect(eventText({ type: 'half_end', turn: 20, half: 1, found: ['Owl-1', 'Owl-3'] })).toBe('half 1 ends: found Owl-1, Owl-3');
    expect(eventText({ type: 'half_end', turn: 20, half: 2, found: [] })).toBe('half 2 ends: nobody found');
    expect(eventText({ type: 'player_failure', turn: 1, seat: 2, alias: 'Moth-2', reason: 'no_show' })).toBe('Moth-2 never ordered (no show); a bot plays the seat');
  });

  it('names Dungeon players as the screen does: a person by name, a bot or empty seat by its alias', () => {
    const names = seatNames([
      { alias: 'P1', name: 'ada', owner: 'p_ada', bot: false },
      { alias: 'P2', name: null, owner: null, bot: true },
      { alias: 'P3', name: 'bo', owner: 'p_bo', bot: true },
    ]);
    expect(eventText({ type: 'player_exit', turn: 4, id: 'P1' }, names)).toBe('ada escaped');
    expect(eventText({ type: 'player_death', turn: 4, id: 'P2', killedBy: 'monster' }, names)).toBe('P2 was killed by the monster');
    expect(eventText({ type: 'treasure_pickup', turn: 4, id: 'P3' }, names)).toBe('P3 picked up the treasure');
    expect(eventText({ type: 'player_exit', turn: 4, id: 'P9' }, names)).toBe('P9 escaped');
    expect(eventText({ type: 'player_exit', turn: 4, id: 'P1' })).toBe('P1 escaped');
    expect(eventText({ type: 'player_exit', turn: 4, id: 'P1', name: 'Ada' }, names)).toBe('Ada escaped');
  });
});
