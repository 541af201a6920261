import { describe, expect, it } from 'vitest';
import { K } from '../../../engine/lantern/constants.ts';
import { CRATE_BROKEN, CRATE_LOCKED } from '../../../engine/lantern/types.ts';
import { bytesFor, huntLab, place, run } from './lab.ts';

describe('crates (step 7) and lock / pry (step 8)', () => {
  it('a hider pushes a loose crate 6 px a tick and a seeker 4', () => {
    const { s, sim } = huntLab();
    // C8 at (617, 270); push it east from its west side
    place(s, 0, 617 - 24 - 6 - 1, 270);
    s.cogs[0].vx = 700;
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.crates[8].x).toBe(617 + K.pushHider);
    const { s: s2, sim: sim2 } = huntLab();
    place(s2, 1, 617 - 24 - 6 - 1, 270);
    s2.cogs[1].vx = 760;
    run(sim2, 1, bytesFor(1, 100, 0));
    expect(s2.crates[8].x).toBe(617 + K.pushSeeker);
  });

  it('a crawler cannot push and makes no footstep', () => {
    const { s, sim } = huntLab();
    place(s, 0, 617 - 24 - 6 - 1, 270);
    s.cogs[0].vx = 200;
    run(sim, 10, bytesFor(0, 100, 0, 0, 4));
    expect(s.crates[8].x).toBe(617);
    expect(s.rings.filter((r) => r.kind === 'footstep')).toHaveLength(0);
  });

  it('a running hider leaves a 260 px footstep ring at most once per 24 ticks', () => {
    const { s, sim } = huntLab();
    place(s, 0, 60, 40);
    run(sim, 60, bytesFor(0, 100, 0));
    const steps = s.events.filter((e) => e.type === 'sound' && e.kind === 'footstep');
    expect(steps.length).toBe(3);
    expect(steps.map((e, i) => (i ? (e.tick as number) - (steps[i - 1].tick as number) : 24))).toEqual([24, 24, 24]);
    expect(steps[0].r).toBe(260);
    expect(steps.every((e) => Math.abs((e.y as number) - 40) <= 40)).toBe(true);
  });

  it('locks a loose crate after exactly 24 still ticks within 20 px', () => {
    const { s, sim } = huntLab();
    place(s, 0, 617, 270 - 24 - 10);
    run(sim, 23, bytesFor(0, 0, 0, 0, 1));
    expect(s.crates[8].state).toBe(0);
    expect(s.cogs[0].progress).toBe(23);
    run(sim, 1, bytesFor(0, 0, 0, 0, 1));
    expect(s.crates[8].state).toBe(CRATE_LOCKED);
    expect(s.locksUsed[0]).toBe(1);
  });

  it('resets lock progress when the cog moves, releases or changes target', () => {
    const { s, sim } = huntLab();
    place(s, 0, 617, 270 - 24 - 10);
    run(sim, 20, bytesFor(0, 0, 0, 0, 1));
    run(sim, 1, bytesFor(0, 100, 0, 0, 1));
    expect(s.cogs[0].progress).toBe(0);
    place(s, 0, 617, 270 - 24 - 10);
    run(sim, 20, bytesFor(0, 0, 0, 0, 1));
    run(sim, 1);
    expect(s.cogs[0].progress).toBe(0);
    run(sim, 23, bytesFor(0, 0, 0, 0, 1));
    expect(s.crates[8].state).toBe(0);
  });

  it('refuses a fourth lock in a half: the held bit makes no progress at all', () => {
    const { s, sim } = huntLab();
    s.locksUsed[0] = 3;
    place(s, 0, 617, 270 - 24 - 10);
    run(sim, 30, bytesFor(0, 0, 0, 0, 1));
    expect(s.crates[8].state).toBe(0);
    expect(s.cogs[0].lockProgress).toBe(0);
    expect(K.locksPerHalf).toBe(3);
  });

  it('a seeker pries a locked crate open after exactly 72 ticks, with progress at 25/50/75 % and a 900 px ring', () => {
    const { s, sim } = huntLab();
    s.crates[8].state = CRATE_LOCKED;
    place(s, 1, 617, 270 - 24 - 10, 64);
    run(sim, 71, bytesFor(1, 0, 0, 0, 2));
    expect(s.crates[8].state).toBe(CRATE_LOCKED);
    expect(s.events.filter((e) => e.type === 'crate_pry').map((e) => e.percent)).toEqual([25, 50, 75]);
    run(sim, 1, bytesFor(1, 0, 0, 0, 2));
    expect(s.crates[8].state).toBe(CRATE_BROKEN);
    const ring = s.rings.find((r) => r.kind === 'break')!;
    expect(ring.r).toBe(900);
    expect(Math.abs(ring.x - 617)).toBeLessThanOrEqual(30);
  });

  it('a blocked crate reverts the pusher', () => {
    const { s, sim } = huntLab();
    s.crates[8].state = CRATE_LOCKED;
    place(s, 0, 617 - 24 - 6 - 1, 270);
    s.cogs[0].vx = 700;
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.crates[8].x).toBe(617);
    expect(s.cogs[0].x >> 8).toBe(617 - 24 - 6 - 1);
  });
});
