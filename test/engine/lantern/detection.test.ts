import { describe, expect, it } from 'vitest';
import { K } from '../../../engine/lantern/constants.ts';
import { COG_FOUND } from '../../../engine/lantern/types.ts';
import { huntLab, place, run } from './lab.ts';

describe('detection (step 11)', () => {
  it('finds a hider held in the light for 12 consecutive ticks, not after 11', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 0);
    place(s, 0, 400, 40);
    run(sim, 11);
    expect(s.cogs[0].state).not.toBe(COG_FOUND);
    expect(s.cogs[0].litStreak).toBe(11);
    run(sim, 1);
    expect(s.cogs[0].state).toBe(COG_FOUND);
    expect(s.found[0]).toMatchObject({ seat: 0, by: 1, mode: 'beam' });
    expect(K.lockOnTicks).toBe(12);
  });

  it('does not find a hider whose streak of 11 is broken for one tick', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 0);
    place(s, 0, 400, 40);
    run(sim, 11);
    place(s, 0, 600, 40); // out of range for one tick
    run(sim, 1);
    expect(s.cogs[0].litStreak).toBe(0);
    place(s, 0, 400, 40);
    run(sim, 11);
    expect(s.cogs[0].state).not.toBe(COG_FOUND);
    run(sim, 1);
    expect(s.cogs[0].state).toBe(COG_FOUND);
  });

  it('tags a hider whose distance to a seeker centre is 24 px, not 25 px', () => {
    const { s, sim } = huntLab();
    place(s, 1, 300, 40, 128); // aiming west, away from the hider
    place(s, 0, 325, 40);
    s.cogs[1].aim = 128;
    run(sim, 1, []);
    // 25 px is inside the 60 px bubble too, so check the tag rule directly on a bubble-free setup
    expect(K.tagRange).toBe(24);
  });

  it('tags at 24 px with line of sight even when the lantern does not light (bubble aside)', async () => {
    const { taggedBy } = await import('../../../engine/lantern/detection.ts');
    const { s, sim } = huntLab();
    place(s, 1, 300, 40, 128);
    place(s, 0, 324, 40);
    expect(taggedBy(s, sim.occ, 0)).toBe(1);
    place(s, 0, 325, 40);
    expect(taggedBy(s, sim.occ, 0)).toBe(-1);
  });

  it('sends a found hider to the caught pen at (617 + 24 × slot, 620), inert', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 0);
    place(s, 2, 400, 40);
    run(sim, 12);
    expect(s.cogs[2].state).toBe(COG_FOUND);
    expect([s.cogs[2].x >> 8, s.cogs[2].y >> 8]).toEqual([617 + 24, 620]);
    const before = s.cogs[2].x;
    run(sim, 5, [0, 0, 0, 0, 0, 0, 0, 0, 100, 100, 5, 0]);
    expect(s.cogs[2].x).toBe(before);
  });
});
