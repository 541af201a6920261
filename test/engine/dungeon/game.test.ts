import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pcgBelow, pcgSeed } from '../../../engine/core/pcg32.ts';
import { DUNGEON, dungeonResults } from '../../../engine/dungeon/dungeon-game.ts';
import { getGame } from '../../../engine/games.ts';
import type { DungeonState } from '../../../engine/dungeon/types.ts';

const GOLDEN = JSON.parse(readFileSync(new URL('../../fixtures/dungeon/golden-digests.json', import.meta.url), 'utf8')) as
  { cases: { ruleset: string; players: number; seed: string; digest: string; reason: string; winnerId: string | null; turns: number }[] };

function play(ruleset: string, players: number, seed: string): DungeonState {
  let s = DUNGEON.setup(ruleset, seed, { players });
  while (!DUNGEON.isOver(s)) s = DUNGEON.resolveTurn(s, new Map()).state;
  return s;
}

describe('DUNGEON on the Game contract', () => {
  it('is registered in engine/games.ts', () => {
    expect(getGame('dungeon')).toBe(DUNGEON);
  });

  it('lists the match rulesets plus solo-classic flagged soloOnly, and each match ruleset in real time', () => {
    const list = DUNGEON.rulesets().filter((r) => !r.realtime);
    expect(list.map((r) => r.id)).toEqual(['solo-classic', 'race', 'last-alive', 'score-attack', 'coop-escape']);
    const live = DUNGEON.rulesets().filter((r) => r.realtime);
    expect(live.map((r) => [r.id, r.realtimeOf, r.turnMs])).toEqual(['race', 'last-alive', 'score-attack', 'coop-escape'].map((id) => [`${id}-live`, id, 250]));
    expect(list.filter((r) => r.soloOnly).map((r) => r.id)).toEqual(['solo-classic']);
    expect(list.every((r) => r.game === 'dungeon' && r.description.length > 0)).toBe(true);
  });

  it('seats N runners P1..PN; refuses counts outside the ruleset and solo-only ids for several players', () => {
    expect(DUNGEON.seats('race', 3)).toEqual([0, 1, 2].map((i) => ({ index: i, team: `P${i + 1}`, role: 'runner', alias: `P${i + 1}` })));
    expect(() => DUNGEON.seats('race', 9)).toThrow(/race takes 2 to 8 players, not 9/);
    expect(() => DUNGEON.setup('solo-classic', 1, { players: 2 })).toThrow(/solo-only/);
    expect(() => DUNGEON.setup('nope', 1)).toThrow(/unknown dungeon ruleset "nope": rulesets are solo-classic, race/);
  });

  it('a turn is 8 ticks and awaits the seats in play', () => {
    const s = DUNGEON.setup('race', 'turns', { players: 3 });
    expect(DUNGEON.awaiting(s)).toEqual([0, 1, 2]);
    const next = DUNGEON.resolveTurn(s, new Map()).state;
    expect([DUNGEON.turn(next), next.tick]).toEqual([1, 8]);
  });

  it('resolveTurn never mutates its input', () => {
    const s = DUNGEON.setup('last-alive', 'pure', { players: 4 });
    const before = JSON.stringify(s);
    DUNGEON.resolveTurn(s, new Map([[0, { kind: 'move', steps: ['N', 'E'] }]]));
    expect(JSON.stringify(s)).toBe(before);
  });

  it('parses text orders: move (1-8 steps, any case, spaces allowed), exit, treasure, wait', () => {
    const s = DUNGEON.setup('race', 'orders', { players: 2 });
    expect(DUNGEON.parseOrder(s, 0, 'move nnEE')).toEqual({ ok: true, value: { kind: 'move', steps: ['N', 'N', 'E', 'E'] } });
    expect(DUNGEON.parseOrder(s, 0, 'MOVE n e s w')).toEqual({ ok: true, value: { kind: 'move', steps: ['N', 'E', 'S', 'W'] } });
    expect(DUNGEON.parseOrder(s, 1, ' exit ')).toEqual({ ok: true, value: { kind: 'exit' } });
    expect(DUNGEON.parseOrder(s, 1, 'treasure')).toEqual({ ok: true, value: { kind: 'treasure' } });
    expect(DUNGEON.parseOrder(s, 1, 'wait')).toEqual({ ok: true, value: { kind: 'wait' } });
    expect(DUNGEON.parseOrder(s, 0, { kind: 'move', steps: ['S'] })).toEqual({ ok: true, value: { kind: 'move', steps: ['S'] } });
  });

  it('refuses the treasure order when the treasure is carried', () => {
    const s = DUNGEON.setup('race', 'orders', { players: 2 });
    s.treasure = null; s.players[1].hasTreasure = true;
    expect(DUNGEON.parseOrder(s, 0, 'treasure')).toEqual({ ok: false, error: 'the treasure is carried by P2: orders now are move, exit, wait' });
    expect(DUNGEON.parseOrder(s, 1, 'treasure')).toMatchObject({ ok: false, error: expect.stringMatching(/already carry/) });
  });

  it('fuzzed bad orders get one-line errors and change nothing', () => {
    const s = DUNGEON.setup('race', 'fuzz', { players: 2 });
    const before = JSON.stringify(s);
    const rng = pcgSeed(99);
    const alphabet = 'nesw NESWxyz0123!?,.;-_\t\n\u00e9\u{1F600}moveexittreasurewait';
    const inputs: unknown[] = ['', ' ', 'move', 'move ', 'move NNNNNNNNN', 'move NX', 'exit now', 'wait 3', 'fly', 'movee N', 'move\nN\nX',
      null, undefined, 42, [], ['move'], {}, { kind: 'move' }, { kind: 'move', steps: 'NNE' }, { kind: 'move', steps: ['NN'] }, { kind: 'jump' }, { kind: 'move', steps: [] }];
    for (let i = 0; i < 300; i++) {
      let t = '';
      const n = pcgBelow(rng, 14);
      for (let k = 0; k < n; k++) t += [...alphabet][pcgBelow(rng, [...alphabet].length)];
      inputs.push(pcgBelow(rng, 2) ? `move ${t}` : t);
    }
    let refused = 0;
    for (const input of inputs) {
      const r = DUNGEON.parseOrder(s, 0, input);
      if (!r.ok) {
        refused++;
        expect(r.error.length).toBeGreaterThan(10);
        expect(r.error).not.toMatch(/\n|at .*\.ts|Error:/);
      }
    }
    expect(refused).toBeGreaterThan(250);
    expect(DUNGEON.parseOrder(s, 5, 'wait')).toEqual({ ok: false, error: 'there is no seat 5: seats are 0 to 1' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses orders from dead or escaped seats and after the end', () => {
    const s = DUNGEON.setup('race', 'dead', { players: 2 });
    s.players[0].alive = false;
    expect(DUNGEON.parseOrder(s, 0, 'wait')).toEqual({ ok: false, error: 'P1 is dead: only players in play give orders' });
    s.status = 'finished';
    expect(DUNGEON.parseOrder(s, 1, 'wait')).toEqual({ ok: false, error: 'the match is finished: no orders are taken' });
  });

  it('a move order takes its steps one per tick', () => {
    const s = DUNGEON.setup('race', 'steps', { players: 2 });
    s.monster = null;
    const p = s.players[0];
    const dirs = (['N', 'E', 'S', 'W'] as const).filter((d) => {
      const [dx, dy] = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[d];
      const x = p.x + dx, y = p.y + dy;
      return s.map.rows[y][x] !== '#' && s.map.rows[y][x] !== 'T' && !(s.players[1].x === x && s.players[1].y === y);
    });
    const d = dirs[0];
    const next = DUNGEON.resolveTurn(s, new Map([[0, { kind: 'move', steps: [d] }], [1, { kind: 'wait' }]])).state;
    expect(next.players[0].moves).toBe(1);
    expect(next.players[1].moves).toBe(0);
  });

  it('describes orders and gives help', () => {
    expect(DUNGEON.describeOrder({ kind: 'move', steps: ['N', 'E'] })).toBe('move NE');
    expect(DUNGEON.describeOrder({ kind: 'exit' })).toBe('head for the exit');
    const s = DUNGEON.setup('race', 'help', { players: 2 });
    expect(DUNGEON.orderHelp(s, 0)).toMatch(/^move NNEE: up to 8 steps/);
  });

  it('results carry reason, winnerId and placements plus the contract fields', () => {
    const s = play('race', 4, 'results');
    const r = dungeonResults(s)!;
    expect(r.placements.map((p) => p.place)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(r.placements[0]).sort()).toEqual(['ended', 'hasTreasure', 'id', 'killedBy', 'moves', 'name', 'place', 'score', 'seat', 'status', 'why']);
    expect(r.winners).toEqual(r.winnerId ? [s.players.find((p) => p.id === r.winnerId)!.entrantSlot] : []);
    expect(r.summary).toMatch(/^race: /);
    expect(DUNGEON.results(DUNGEON.setup('race', 'x', { players: 2 }))).toBeNull();
  });

  it('co-op results have no winner', () => {
    const r = dungeonResults(play('coop-escape', 3, 'coop'))!;
    expect([r.winnerId, r.winners, r.collective]).toEqual([null, [], true]);
  });

  it('encode/decode round-trips to the same digest', () => {
    let s = DUNGEON.setup('last-alive', 'codec', { players: 5 });
    s = DUNGEON.resolveTurn(s, new Map()).state;
    const back = DUNGEON.decode(DUNGEON.encode(s));
    expect(DUNGEON.digest(back)).toBe(DUNGEON.digest(s));
    expect(Object.isFrozen(back.ruleset.timing)).toBe(true);
    expect(() => DUNGEON.decode('{"v":2}')).toThrow(/not a dungeon match state/);
  });

  it('replays verify, and a tampered replay is caught at the turn it diverges', () => {
    const s = play('score-attack', 3, 'replay');
    const doc = JSON.parse(JSON.stringify(DUNGEON.replay(s)));
    expect(DUNGEON.verifyReplay(doc)).toEqual({ ok: true, summary: dungeonResults(s)!.summary, digest: DUNGEON.digest(s) });
    doc.orders[0]['0'] = { kind: 'move', steps: ['N', 'N', 'N', 'N', 'N', 'N', 'N', 'N'] };
    doc.orders[0]['1'] = { kind: 'move', steps: ['S', 'S', 'S', 'S', 'S', 'S', 'S', 'S'] };
    const bad = DUNGEON.verifyReplay(doc);
    expect(bad).toMatchObject({ ok: false, turn: 0 });
    expect(DUNGEON.verifyReplay({ game: 'lantern' })).toEqual({ ok: false, error: 'not a dungeon replay' });
  });

  it('the same seed and orders give the same digest at every turn (determinism)', () => {
    const a = play('last-alive', 8, 'det'), b = play('last-alive', 8, 'det');
    expect(a.keyframes).toEqual(b.keyframes);
    expect(play('last-alive', 8, 'det2').keyframes).not.toEqual(a.keyframes);
  });

  it.each(GOLDEN.cases.map((c) => [c.ruleset, c.players, c.seed, c] as const))('golden digest: %s, %i players, seed %s', (ruleset, players, seed, c) => {
    // a change to these digests is a change to the rules, the generator or the bots: say why in the commit
    const s = play(ruleset, players, seed);
    const r = dungeonResults(s)!;
    expect({ digest: DUNGEON.digest(s), reason: r.reason, winnerId: r.winnerId, turns: s.turn }).toEqual({ digest: c.digest, reason: c.reason, winnerId: c.winnerId, turns: c.turns });
  });

  it('with a chain, a block deadline ends the match on a later simulated header after the floor', () => {
    let s = DUNGEON.setup('race', 'chain', { players: 2, chain: 'GRIN' });
    s.monster = null;
    for (const p of s.players) { p.x = s.map.entrance.x; p.y = s.map.entrance.y; }
    while (!DUNGEON.isOver(s)) s = DUNGEON.resolveTurn(s, new Map([[0, { kind: 'wait' }], [1, { kind: 'wait' }]])).state;
    expect(s.endReason).toBe('block_deadline');
    expect(s.endBlockHeight).toBeGreaterThan(s.startHeight!);
    expect(s.tick * 250).toBeGreaterThanOrEqual(20_000);
  });

  it('without a chain, the hard ceiling ends a stalled match in game time', () => {
    let s = DUNGEON.setup('race', 'ceiling', { players: 2 });
    s.monster = null;
    while (!DUNGEON.isOver(s)) s = DUNGEON.resolveTurn(s, new Map([[0, { kind: 'wait' }], [1, { kind: 'wait' }]])).state;
    expect([s.endReason, s.tick]).toEqual(['hard_ceiling', 960]);
  });
});
