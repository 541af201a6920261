import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../engine/games.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { resolveLanternTurn, setupLantern } from '../../../engine/lantern/match.ts';
import { quantise } from '../../../engine/lantern/step.ts';
import { CRATE_BROKEN } from '../../../engine/lantern/types.ts';
import { hiderLitBy } from '../../../engine/lantern/sight.ts';
import { bytesFor, huntLab, place, run } from './lab.ts';

describe('the 15-step resolution order', () => {
  it('runs the steps of every tick in the seed order', () => {
    const src = readFileSync(new URL('../../../engine/lantern/step.ts', import.meta.url), 'utf8');
    const body = src.slice(src.indexOf('export function stepTick'));
    const calls = ['phaseClock(sim)', 'compile(sim, ctrl)', 'quantise(sim, ctrl)', 'applyAim(sim, ctrl)', 'moveCogs(sim, ctrl)', 'resolveCrates(sim, ctrl)', 'lockAndPry(sim, ctrl)', 'rebakeOcclusion(', 'runSight(sim)', 'runDetection(sim)', 'accrueScore(sim)', 'updateHeartbeat(sim)', 'decayRings(sim)', 'makeKeyframe(s)', 'actEnds(sim)'];
    const at = calls.map((c) => body.indexOf(c));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at.slice().sort((a, b) => a - b)).toEqual(at);
    const marks = [...body.matchAll(/\/\/\s+(\d+)\./g)].map((m) => Number(m[1]));
    expect(marks).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]); // `2.+3.` marks steps 2 and 3 together
  });

  it('step 3: the control layer routes a hide order around walls along a shortest path', () => {
    let s = setupLantern('lantern-classic', 1);
    // Moth-1 from its spawn (150, 110) into nook 0's anchor (240, 329), the alcove opening faces west
    const o = LANTERN.parseOrder(s, 0, 'hide 240,329');
    if (!o.ok) throw new Error(o.error);
    for (let t = 0; t < 3; t++) s = resolveLanternTurn(s, new Map([[0, o.value]])).state;
    const c = s.cogs[0];
    expect(Math.hypot((c.x >> 8) - 240, (c.y >> 8) - 329)).toBeLessThan(12);
    expect(s.control[0].path!.length).toBeGreaterThan(10);
  }, 120_000);

  it('step 4: quantises bytes into move ±100, aim ±5 and the role’s action bits', () => {
    const { sim } = huntLab();
    const ctrl = new Int8Array(24);
    ctrl.set([127, -128, 100, 7, 50, -50, -9, 7]);
    quantise(sim, ctrl);
    expect(Array.from(ctrl.slice(0, 8))).toEqual([100, -100, 5, 5, 50, -50, -5, 2]);
  });

  it('step 9: rebakes the occlusion grid when a crate moves', () => {
    const { s, sim } = huntLab();
    // C5 at (785, 279) stands between a seeker at (680, 279) aiming east and a hider at (890, 279)
    place(s, 1, 680, 279, 0);
    place(s, 0, 890, 279);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
    for (let i = 0; i < 5; i++) {
      place(s, 2, 785, s.crates[5].y - 31);
      s.cogs[2].vy = 700;
      run(sim, 1, bytesFor(2, 0, 100));
    }
    expect(s.crates[5].y).toBe(279 + 30);
    place(s, 1, 680, 279, 0);
    place(s, 0, 890, 279);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
  });

  it('never mutates the state it resolves', () => {
    const s = setupLantern('lantern-classic', 1);
    const before = JSON.stringify(s);
    const out = LANTERN.resolveTurn(s, new Map());
    expect(JSON.stringify(s)).toBe(before);
    expect(out.state.tick).toBe(120);
    expect(out.events[0]).toMatchObject({ type: 'turn_start', turn: 0 });
  });

  it('ends with deadline / wall_clock when the wall-clock budget is spent, scoring hunt ticks actually played', () => {
    let s = setupLantern('lantern-sprint', 1);
    for (let i = 0; i < 20; i++) s = LANTERN.resolveTurn(s, new Map(LANTERN.awaiting(s).map((k) => [k, LANTERN.baseline(s, k)]))).state;
    const out = LANTERN.resolveTurn(s, new Map(), { elapsedMs: 40 * 60 * 1000 });
    expect(out.state.end).toEqual({ reason: 'deadline', endRule: 'wall_clock' });
    expect(out.events.map((e) => e.type)).toEqual(['end']);
    const r = LANTERN.results(out.state)!;
    expect(r.reason).toBe('deadline');
    expect((r.hunt_ticks_played as number[])[1]).toBeGreaterThan(0);
    expect((r.hunt_ticks_played as number[])[1]).toBeLessThan(1080);
    expect(LANTERN.isOver(out.state)).toBe(true);
  }, 120_000);

  it('ends with fault / sim_fault, every score 0.5, when an invariant trips', () => {
    const { s, sim } = huntLab();
    s.crates[3].x = 20; // a crate in the west wall
    s.crates[3].y = 300;
    sim.occDirty = true;
    place(s, 0, 400, 300);
    run(sim, 1, bytesFor(0, 0, 0));
    expect(s.end).toMatchObject({ reason: 'fault', endRule: 'sim_fault' });
    const r = LANTERN.results(s)!;
    expect(r.scores).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(r.winner).toBeNull();
  });

  it('round-trips the state through encode / decode and is registered as lantern', () => {
    const s = LANTERN.resolveTurn(setupLantern('lantern-classic', 3), new Map()).state;
    const back = LANTERN.decode(LANTERN.encode(s));
    expect(LANTERN.digest(back)).toBe(LANTERN.digest(s));
    const next1 = LANTERN.resolveTurn(back, new Map()).state, next2 = LANTERN.resolveTurn(s, new Map()).state;
    expect(LANTERN.digest(next1)).toBe(LANTERN.digest(next2));
    expect(getGame('lantern')).toBe(LANTERN);
    expect(LANTERN.seats('lantern-classic').map((x) => `${x.alias}/${x.team}`)).toEqual(['Moth-1/moth', 'Owl-1/owl', 'Moth-2/moth', 'Owl-2/owl', 'Moth-3/moth', 'Owl-3/owl']);
    expect(() => LANTERN.setup('lantern-nope', 1)).toThrow(/unknown ruleset "lantern-nope": lantern rulesets are/);
    expect(LANTERN.rulesets().map((r) => r.id)).toEqual(expect.arrayContaining(['lantern-classic', 'lantern-sprint']));
  });

  it('lets a broken crate vanish from the world (neither solid nor opaque)', () => {
    const { s, sim } = huntLab();
    place(s, 1, 680, 279, 0);
    place(s, 0, 890, 279);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
    s.crates[5].state = CRATE_BROKEN;
    sim.occDirty = true;
    place(s, 2, 785, 279); // standing where the crate was
    run(sim, 1, bytesFor(2, 0, 0));
    expect(s.end).toBeNull();
    expect([s.cogs[2].x >> 8, s.cogs[2].y >> 8]).toEqual([785, 279]);
    place(s, 1, 680, 279, 0);
    place(s, 0, 890, 279);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
  });
});

describe('views through the contract', () => {
  it('never gives a full view of a live match, and gives one once it is over', () => {
    const s = setupLantern('lantern-classic', 1);
    const v = LANTERN.view(s, { kind: 'full' });
    expect(v.kind).toBe('spectator');
    expect(v.cogs).toBeUndefined();
    s.end = { reason: 'complete', endRule: 'full_time' };
    expect(LANTERN.view(s, { kind: 'full' }).cogs).toHaveLength(6);
  });
});
