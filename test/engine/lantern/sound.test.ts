import { describe, expect, it } from 'vitest';
import { HEARTBEAT_PX, K, SOUND } from '../../../engine/lantern/constants.ts';
import { heartbeatBand } from '../../../engine/lantern/heartbeat.ts';
import { addRing, hears } from '../../../engine/lantern/sound.ts';
import { huntLab, place, run } from './lab.ts';

describe('sound rings and heartbeat (step 13)', () => {
  it('has the three rings of the facts: footstep 260 ±40, push 420 ±60, break 900 ±30, living 24 ticks', () => {
    expect(SOUND).toEqual({ footstep: { r: 260, jitter: 40 }, push: { r: 420, jitter: 60 }, break: { r: 900, jitter: 30 } });
    expect([K.footstepEvery, K.pushRingEvery, K.ringLife]).toEqual([24, 12, 24]);
  });

  it('jitters rings within their range from the PCG32 stream, and the same seed jitters the same', () => {
    const a = huntLab(), b = huntLab();
    const xs: number[] = [];
    for (let i = 0; i < 200; i++) {
      const r = addRing(a.sim, 'push', 600, 300);
      const r2 = addRing(b.sim, 'push', 600, 300);
      expect([r.x, r.y]).toEqual([r2.x, r2.y]);
      expect(Math.abs(r.x - 600)).toBeLessThanOrEqual(60);
      expect(Math.abs(r.y - 300)).toBeLessThanOrEqual(60);
      xs.push(r.x);
    }
    expect(new Set(xs).size).toBeGreaterThan(50);
  });

  it('lets a ring be heard within its radius of the jittered point, not of the true origin', () => {
    const { sim } = huntLab();
    const r = addRing(sim, 'footstep', 500, 300);
    expect(r.x === 500 && r.y === 300).toBe(false); // seed 1's first two draws move it
    expect(hears(r, r.x + 260, r.y)).toBe(true);
    expect(hears(r, r.x + 261, r.y)).toBe(false);
    expect(hears(r, r.x, r.y - 260)).toBe(true);
  });

  it('clamps a ring\'s jittered point to the floor', () => {
    const { sim } = huntLab();
    for (let i = 0; i < 50; i++) {
      const r = addRing(sim, 'push', 3, 655);
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeLessThanOrEqual(658);
    }
  });

  it('keeps a ring born on tick t through the end of tick t + 23 and drops it at the end of t + 24', () => {
    const { s, sim } = huntLab();
    addRing(sim, 'break', 500, 300);
    run(sim, 24);
    expect(s.rings.length).toBe(1);
    run(sim, 1);
    expect(s.rings.length).toBe(0);
  });

  it('bands the heartbeat burning ≤ 120, hot ≤ 260, warm ≤ 450, cool ≤ 750, cold beyond', () => {
    expect(HEARTBEAT_PX).toEqual({ burning: 120, hot: 260, warm: 450, cool: 750 });
    const b = (d: number) => heartbeatBand(d * d);
    expect([b(120), b(121), b(260), b(261), b(450), b(451), b(750), b(751)]).toEqual([4, 3, 3, 2, 2, 1, 1, 0]);
  });

  it('tells each seeker the band of its nearest unfound hider every hunt tick', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 128);
    place(s, 0, 300, 200);
    run(sim, 1);
    expect(s.heartbeat[1]).toBe(3);
  });
});
