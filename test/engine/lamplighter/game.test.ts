// The Game contract: rulesets and seats, setup options, views per seat and spectator, results,
// digests, encode/decode, replays, determinism and the golden autopilot rounds, co-op.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../engine/games.ts';
import { autopilotHand } from '../../../engine/lamplighter/autopilot-hand.ts';
import { createRound, LAMPLIGHTER, playAutopilotMatch } from '../../../engine/lamplighter/index.ts';
import type { TickInput } from '../../../engine/lamplighter/types.ts';
import { tickUntil } from './helpers.ts';

const GOLDEN = JSON.parse(readFileSync(new URL('../../fixtures/lamplighter/autopilot-golden.json', import.meta.url), 'utf8')) as {
  rows: { ruleset: string; seed: number; pale: boolean; turns: number; time: number; phase: string; digest: string }[];
};

describe('LAMPLIGHTER on the Game contract', () => {
  it('is registered and offers solo, duo and trio, and solo in real time', () => {
    expect(getGame('lamplighter')).toBe(LAMPLIGHTER);
    expect(LAMPLIGHTER.rulesets().map((r) => r.id)).toEqual(['lamplighter-solo', 'lamplighter-duo', 'lamplighter-trio', 'lamplighter-live']);
    expect(LAMPLIGHTER.rulesets().filter((r) => r.realtime).map((r) => r.id)).toEqual(['lamplighter-live']);
    expect(LAMPLIGHTER.seats('lamplighter-trio')).toEqual([0, 1, 2].map((i) => ({ index: i, team: 'street', role: 'lamplighter', alias: `L${i + 1}` })));
    expect(() => LAMPLIGHTER.setup('lamplighter-quartet', 1)).toThrow('unknown ruleset "lamplighter-quartet": lamplighter rulesets are lamplighter-solo, lamplighter-duo, lamplighter-trio, lamplighter-live');
    expect(() => LAMPLIGHTER.setup('lamplighter-solo', 1, { street: { gate: [0, 0], lamps: [] } })).toThrow('street lamps must be a list of 1 to 30 points [x, y]');
  });

  it('setup takes { pale, street }', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 4, { pale: false, street: { gate: [1, 1], lamps: [[5, 1], [9, 1]] } });
    expect(m.round.paleState).toBe('off');
    expect(m.round.lamps.map((l) => [l.x, l.y])).toEqual([[5, 1], [9, 1]]);
    expect(LAMPLIGHTER.awaiting(m)).toEqual([0]);
  });

  it('encode/decode keeps the digest, and a resolved turn leaves its input state alone', () => {
    const m = LAMPLIGHTER.setup('lamplighter-duo', 9);
    const d = LAMPLIGHTER.digest(m);
    const out = LAMPLIGHTER.resolveTurn(m, new Map());
    expect(LAMPLIGHTER.digest(m)).toBe(d);
    expect(LAMPLIGHTER.digest(LAMPLIGHTER.decode(LAMPLIGHTER.encode(out.state)))).toBe(LAMPLIGHTER.digest(out.state));
    expect(() => LAMPLIGHTER.decode('{"game":"lantern"}')).toThrow('not a lamplighter state');
  });

  it('same seed and inputs give the same digest; the Pale makes seeds differ', () => {
    const a = playAutopilotMatch('lamplighter-solo', 11, { pale: true });
    const b = playAutopilotMatch('lamplighter-solo', 11, { pale: true });
    const c = playAutopilotMatch('lamplighter-solo', 12, { pale: true });
    expect(LAMPLIGHTER.digest(a)).toBe(LAMPLIGHTER.digest(b));
    expect(LAMPLIGHTER.digest(a)).not.toBe(LAMPLIGHTER.digest(c));
    const inputs: TickInput[] = Array.from({ length: 300 }, (_, i) => ({ move: [1, (i % 7) - 3], run: i % 5 === 0, interact: i % 11 < 4 }));
    const r1 = createRound({ seed: 3 }), r2 = createRound({ seed: 3 });
    for (const i of inputs) { r1.tick(i); r2.tick(i); }
    expect(JSON.stringify(r1.state)).toBe(JSON.stringify(r2.state));
  });

  it('the autopilot rounds match the golden fixture', () => {
    for (const row of GOLDEN.rows) {
      const m = playAutopilotMatch(row.ruleset, row.seed, { pale: row.pale });
      const r = LAMPLIGHTER.results(m)!;
      expect({ ruleset: row.ruleset, seed: row.seed, pale: row.pale, turns: m.turn, time: r.time, phase: r.phase, digest: LAMPLIGHTER.digest(m) })
        .toEqual({ ruleset: row.ruleset, seed: row.seed, pale: row.pale, turns: row.turns, time: row.time, phase: row.phase, digest: row.digest });
    }
  });

  it('a replay re-simulates to every recorded digest, and a tampered one is caught', () => {
    const m = playAutopilotMatch('lamplighter-duo', 5, { pale: true });
    const doc = LAMPLIGHTER.replay(m) as { digests: string[] };
    const ok = LAMPLIGHTER.verifyReplay(doc);
    expect(ok).toMatchObject({ ok: true, digest: LAMPLIGHTER.digest(m) });
    const bad = JSON.parse(JSON.stringify(doc));
    bad.digests[3] = '00000000';
    expect(LAMPLIGHTER.verifyReplay(bad)).toMatchObject({ ok: false, turn: 3 });
    expect(LAMPLIGHTER.verifyReplay({ game: 'dungeon' })).toEqual({ ok: false, error: 'not a lamplighter replay' });
  });

  it('results give placements, winners, a summary and the round figures', () => {
    const m = playAutopilotMatch('lamplighter-solo', 1, { pale: false });
    const r = LAMPLIGHTER.results(m)!;
    expect(r).toMatchObject({ reason: 'won', winners: [0], phase: 'won', cause: null, lampsLit: 9, embersEarned: 9, upgrades: { reach: 1, stride: 0, wick: 3 } });
    expect(r.placements).toEqual([{ seat: 0, place: 1, score: 9 }]);
    expect(r.summary).toBe('lamplighter-solo: won in 17.8 s, 9/9 lamps lit, 9 Embers earned');
    expect(LAMPLIGHTER.results(LAMPLIGHTER.setup('lamplighter-solo', 1))).toBeNull();
  });

  it('a seat sees the Pale only near; the full view always; the meters and order help are in the view', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 1);
    const seat = LAMPLIGHTER.view(m, { kind: 'seat', seat: 0 });
    expect(seat.pale).toMatchObject({ enabled: true, visible: false, x: null, y: null });
    expect(seat.lamps).toHaveLength(9);
    expect(seat.lamplighters[0].upgradeRows.map((u) => [u.name, u.cost, u.effect])).toEqual([['reach', 1, '3.0 m'], ['stride', 1, '2.5 m/s'], ['wick', 1, '2.6 s']]);
    expect(seat.orderHelp).toMatch(/^orders: walk <lamp>/);
    expect(LAMPLIGHTER.view(m, { kind: 'full' }).pale.visible).toBe(true);
    expect(LAMPLIGHTER.view(m, { kind: 'spectator' }).seat).toBeNull();
  });
});

describe('co-op', () => {
  it('each lamplighter takes its own input in real time: tick([a, b])', () => {
    const r = createRound({ ruleset: 'lamplighter-duo', pale: false });
    const y0 = [r.state.players[0].y, r.state.players[1].y];
    for (let i = 0; i < 10; i++) r.tick([{ move: [1, 0] }, { move: [-1, 0] }]);
    expect(r.state.players[0].x).toBeCloseTo(1.25, 9);
    expect(r.state.players[1].x).toBeCloseTo(-1.25, 9);
    expect([r.state.players[0].y, r.state.players[1].y]).toEqual(y0);
    tickUntil(r, [null, { move: [-1, 0] }], () => !r.stats(1).inLamplight);
    r.tick([null, { move: [-1, 0] }]);
    expect(r.stats(1).oil).toBeLessThan(100);
    expect(r.stats(0).oil).toBe(100);
  });

  it('each keeps their own Dread, oil and Embers, and the round goes on while one is lost', () => {
    const r = createRound({ ruleset: 'lamplighter-duo', pale: false, street: { gate: [0, 0], lamps: [[2, 0], [40, 0]] } });
    tickUntil(r, [{ interact: true }, { move: [-1, 0] }], () => r.state.lamps[0].lit);
    expect(r.stats(0).embers).toBe(1);
    expect(r.stats(1).embers).toBe(0);
    tickUntil(r, [null, { move: [-1, 0] }], () => !r.state.players[1].alive, 20 * 60);
    expect(r.state.players[1].cause).toBe('dark');
    expect(r.stats(0).dread).toBe(0);
    expect(r.state.phase).toBe('playing');
    expect(r.prompt(1)).toMatch(/The others walk on\.$/);
  });

  it('two hands on one lamp still pay one Ember, to the hand that gave it most', () => {
    const r = createRound({ ruleset: 'lamplighter-duo', pale: false, street: { gate: [0, 0], lamps: [[2, 0], [40, 0]] } });
    for (let i = 0; i < 10; i++) r.tick([{ interact: true }, null]);
    tickUntil(r, [{ interact: true }, { interact: true }], () => r.state.lamps[0].lit);
    expect(r.stats(0).embers + r.stats(1).embers).toBe(1);
    expect(r.stats(0).embers).toBe(1);
    expect(r.state.lamps[0].litBy).toBe(0);
  });

  it('is won when all nine burn and lost only when every lamplighter is lost', () => {
    const won = playAutopilotMatch('lamplighter-trio', 2, { pale: true });
    expect(won.round.phase).toBe('won');
    expect(won.round.lamps.every((l) => l.lit)).toBe(true);
    const r = createRound({ ruleset: 'lamplighter-duo', pale: false, street: { gate: [0, 0], lamps: [[60, 0]], start: [20, 0] } });
    tickUntil(r, [null, null], () => r.state.phase !== 'playing' && r.state.phase !== 'prelude', 20 * 60);
    expect(r.state.players.every((p) => !p.alive)).toBe(true);
    expect(r.state.phase).toBe('lost');
    expect(r.stats().cause).toBe('dark');
  });
});

describe('the autopilot as a live hand', () => {
  it('plays a real-time duo round tick by tick to a win, one input per seat', () => {
    const r = createRound({ ruleset: 'lamplighter-duo', pale: true, seed: 4 });
    const hands = [autopilotHand(r, 0), autopilotHand(r, 1)];
    let n = 0;
    while (r.state.phase !== 'won' && r.state.phase !== 'lost' && n < 20 * 300) { r.tick(hands.map((h) => h.input())); n++; }
    expect(r.state.phase).toBe('won');
    expect(r.state.players.map((p) => p.lampsLit > 0)).toEqual([true, true]);
  });
});
