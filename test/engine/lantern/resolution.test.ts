import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../engine/games.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { resolveLanternTurn, setupLantern } from '../../../engine/lantern/match.ts';
import { stepTick } from '../../../engine/lantern/step.ts';
import { baselineOrder } from '../../../engine/lantern/bots.ts';
import { prepareTick } from '../../../engine/lantern/clock.ts';
import { GN, rebakeOcclusion } from '../../../engine/lantern/grid.ts';
import { makeSim } from '../../../engine/lantern/sim.ts';
import { compileControls, compileSeat, installOrder } from '../../../engine/lantern/compile.ts';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { CRATE_BROKEN } from '../../../engine/lantern/types.ts';
import { hiderLitBy } from '../../../engine/lantern/sight.ts';
import { bytesFor, huntLab, place, run } from './lab.ts';

describe('the 15-step resolution order', () => {
  it('runs the steps of every tick in the original\'s order', () => {
    const src = readFileSync(new URL('../../../engine/lantern/step.ts', import.meta.url), 'utf8');
    const apply = src.slice(src.indexOf('export function applyTick'), src.indexOf('export function stepTick'));
    const calls = ['moveCogs(sim, ctrl, build)', 'resolveCrates(sim, build)', 'lockAndPry(sim, ctrl, build)', 'footsteps(sim, build)', 'rebake(sim)', 'runDetection(sim)', 'updateHeartbeat(sim', 'decayRings(sim)', 'endOfTick(sim, act)'];
    const at = calls.map((c) => apply.indexOf(c));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at.slice().sort((a, b) => a - b)).toEqual(at);
    const step = src.slice(src.indexOf('export function stepTick'));
    const outer = ['prepareTick(sim)', 'compile(sim, ctrl)', 'applyTick(sim, ctrl)'].map((c) => step.indexOf(c));
    expect(outer.every((i) => i > 0)).toBe(true);
    expect(outer.slice().sort((a, b) => a - b)).toEqual(outer);
  });

  it('step 3: the control layer steers straight at its target, as the original (no pathfinder)', () => {
    let s = setupLantern('lantern-classic', 1);
    // Moth-1 from its spawn (150, 110) to (230, 140): open floor in a straight line
    const o = LANTERN.parseOrder(s, 0, 'scout 230,140');
    if (!o.ok) throw new Error(o.error);
    s = resolveLanternTurn(s, new Map([[0, o.value]])).state;
    const c = s.cogs[0];
    expect(Math.hypot((c.x >> 8) - 230, (c.y >> 8) - 140)).toBeLessThanOrEqual(8);
  }, 120_000);

  it('step 3: a cog asking to move that went under 6 px in 24 ticks turns its heading by an eighth of a turn', () => {
    const { s, sim } = huntLab();
    place(s, 0, 400, 24); // against the north wall
    installOrder(s, 0, { intent: 'scout', target: [400, 0], crate: null, aim: 'target', crawl: false });
    const ctrl = new Int8Array(24);
    for (let t = 0; t < 25; t++) stepTick(sim, ctrl, compileControls);
    expect(s.cogs[0].unstickRot).toBe(1);
    compileSeat(sim, 0, ctrl);
    // north (64) plus 32 brads is north-west: both move bytes non-zero, x negative
    expect(ctrl[0]).toBeLessThan(0);
    expect(ctrl[1]).toBeLessThan(0);
  });

  it('step 4: the compiler keeps every byte in range: move ±100, aim ±5, lock/crawl for hiders and pry for seekers only', () => {
    const st = playBotMatch('lantern-test', 3, { bots: { moth: 'warden', owl: 'moth' } });
    const bytes = Buffer.concat(st.controls.map((c) => Buffer.from(c, 'base64')));
    expect(bytes.length).toBe(1440 * 24);
    const L = 720;
    for (let i = 0; i < bytes.length; i += 4) {
      const tick = Math.floor(i / 24), seat = (i % 24) / 4, hider = (seat & 1) === Math.floor(tick / L);
      const b = new Int8Array(bytes.subarray(i, i + 4).buffer.slice(bytes.byteOffset + i, bytes.byteOffset + i + 4));
      expect(Math.abs(b[0]) <= 100 && Math.abs(b[1]) <= 100 && Math.abs(b[2]) <= 5).toBe(true);
      expect(b[3] & (hider ? ~5 : ~2)).toBe(0);
    }
  }, 120_000);

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

  it('step 9: keeps the sight grid, updated in place by pushes and breaks, equal to a full rebake after every tick', () => {
    const s = setupLantern('lantern-test', 8, { bots: { moth: 'warden', owl: 'moth' } });
    const sim = makeSim(s, 0);
    const ctrl = new Int8Array(24), fresh = new Uint8Array(GN);
    let moved = 0;
    for (let turn = 0; turn < 12 && s.end === null; turn++) {
      prepareTick(sim);
      for (let k = 0; k < 6; k++) if (!s.cogs[k].found) installOrder(s, k, baselineOrder(s, k));
      for (let t = 0; t < 120 && s.end === null; t++) {
        const before = s.crates.map((c) => c.x * 10000 + c.y).join();
        stepTick(sim, ctrl, compileControls);
        if (s.crates.map((c) => c.x * 10000 + c.y).join() !== before) moved++;
        rebakeOcclusion(fresh, s.crates, s.doorSolid);
        for (let i = 0; i < GN; i++) if ((fresh[i] !== 0) !== (sim.occ[i] !== 0)) throw new Error(`cell ${i} differs at tick ${s.tick}`);
      }
    }
    expect(moved).toBeGreaterThan(10);
  }, 120_000);

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
