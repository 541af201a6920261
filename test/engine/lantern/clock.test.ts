import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { phaseOf } from '../../../engine/lantern/clock.ts';
import { resolveLanternTurn, setupLantern } from '../../../engine/lantern/match.ts';
import { VAULT } from '../../../engine/lantern/map.ts';
import { LANTERN_RULESETS } from '../../../engine/lantern/rulesets.ts';
import { COG_FOUND, COG_FROZEN, CRATE_LOOSE } from '../../../engine/lantern/types.ts';
import { bytesFor, huntLab, place, run, setFound } from './lab.ts';

describe('clock, phases and the half reset (steps 1, 2, 14, 15)', () => {
  it('has 24 Hz ticks, 120-tick turns and the two rulesets of SPEC 2', () => {
    const c = LANTERN_RULESETS['lantern-classic'], sp = LANTERN_RULESETS['lantern-sprint'];
    expect([c.buildTicks, c.huntTicks, c.turns, c.ticksPerTurn, c.wallClockMs, c.turnSeconds]).toEqual([720, 1800, 42, 120, 3600000, 45]);
    expect([sp.buildTicks, sp.huntTicks, sp.turns, sp.wallClockMs]).toEqual([480, 1080, 26, 2400000]);
    expect((2 * (c.buildTicks + c.huntTicks)) / c.ticksPerTurn).toBe(42);
    expect((2 * (sp.buildTicks + sp.huntTicks)) / sp.ticksPerTurn).toBe(26);
  });

  it('derives half and act from the tick', () => {
    const s = setupLantern('lantern-classic', 1);
    expect(phaseOf(s, 719)).toMatchObject({ half: 0, act: 'build' });
    expect(phaseOf(s, 720)).toMatchObject({ half: 0, act: 'hunt', actTick: 0 });
    expect(phaseOf(s, 2520)).toMatchObject({ half: 1, act: 'build' });
    expect(phaseOf(s, 5040).act).toBe('over');
  });

  it('freezes seekers in the build act: zero control recorded, no motion, aim held at the starting 64, lantern off', () => {
    const s = setupLantern('lantern-classic', 1);
    const out = resolveLanternTurn(s, new Map());
    const bytes = Buffer.from(out.state.controls[0], 'base64');
    for (let t = 0; t < 120; t++) for (const k of [1, 3, 5]) for (let b = 0; b < 4; b++) expect(bytes[t * 24 + k * 4 + b]).toBe(0);
    for (const k of [1, 3, 5]) {
      expect(out.state.cogs[k].state).toBe(COG_FROZEN);
      expect([out.state.cogs[k].x >> 8, out.state.cogs[k].y >> 8]).toEqual(VAULT.seekerSpawns[k >> 1]);
      expect(out.state.cogs[k].aim).toBe(64);
    }
  });

  it('starts hiders aiming 192 and seekers 64, as the original places them', () => {
    const s = setupLantern('lantern-classic', 1);
    expect(s.cogs.map((c) => c.aim)).toEqual([192, 64, 192, 64, 192, 64]);
  });

  it('appends a keyframe every 24 ticks', () => {
    const s = setupLantern('lantern-classic', 1);
    const out = resolveLanternTurn(s, new Map());
    expect(out.state.keyframes.map((k) => k.tick)).toEqual([0, 24, 48, 72, 96, 120]);
  });

  it('restores all ten crates, all six positions, the locks and the pen door at the half reset', () => {
    let seen = false;
    playBotMatch('lantern-test', 3, {
      onTurn: (st) => {
        if (seen || st.half !== 1) return;
        seen = true;
        expect(st.tick).toBe(720);
        expect(st.act).toBe('build');
        expect(st.crates.map((c) => [c.x, c.y])).toEqual(VAULT.crateStarts);
        expect(st.crates.every((c) => c.state === CRATE_LOOSE)).toBe(true);
        for (let k = 0; k < 6; k++) {
          const spawn = k % 2 === 1 ? VAULT.hiderSpawns[k >> 1] : VAULT.seekerSpawns[k >> 1];
          expect([st.cogs[k].x >> 8, st.cogs[k].y >> 8]).toEqual(spawn);
          expect([st.cogs[k].vx, st.cogs[k].vy, st.cogs[k].aim, st.cogs[k].progress]).toEqual([0, 0, k % 2 === 1 ? 192 : 64, 0]);
          expect(st.cogs[k].state === COG_FOUND).toBe(false);
        }
        expect(st.locksUsed).toEqual([0, 0, 0, 0, 0, 0]);
        expect(st.found).toEqual([]);
        expect(st.rings).toEqual([]);
        expect(st.doorSolid).toBe(true);
        // the keyframe at the boundary is taken after the reset
        const kf = st.keyframes.find((k) => k.tick === 720)!;
        expect(kf.crates.map((c) => [c[0], c[1]])).toEqual(VAULT.crateStarts);
        expect([0, 2, 4].every((k) => st.cogs[k].state === COG_FROZEN)).toBe(true); // Moth seeks: frozen behind the shut door
      },
    });
    expect(seen).toBe(true);
  }, 120_000);

  it('all_found announces the end of the hunt act but keeps ticking to the act\'s end, as the original does', () => {
    const { s, sim } = huntLab();
    for (const k of [2, 4]) setFound(s, k);
    place(s, 1, 100, 40, 0);
    place(s, 0, 400, 40);
    run(sim, 12);
    expect(s.tick).toBe(732);
    expect(s.huntPlayed[0]).toBe(12);
    expect(s.events.filter((e) => e.type === 'act_end' && e.reason === 'all_found').length).toBe(1);
    expect(s.hiddenTicks[0]).toBe(11);
    run(sim, 24);
    expect(s.tick).toBe(756);
    expect(s.huntPlayed[0]).toBe(36);
    expect(s.keyframes.map((k) => k.tick)).toContain(744);
  });

  it('accrues hidden ticks only in the hunt and only for unfound hiders (step 12)', () => {
    const { s, sim } = huntLab();
    run(sim, 10, bytesFor(0, 0, 0));
    expect(s.hiddenTicks).toEqual([10, 0, 10, 0, 10, 0]);
    const b = setupLantern('lantern-classic', 1);
    const out = resolveLanternTurn(b, new Map());
    expect(out.state.hiddenTicks).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
