import { describe, expect, it } from 'vitest';
import { K } from '../../../engine/lantern/constants.ts';
import { COG_CRAWLING } from '../../../engine/lantern/types.ts';
import { bytesFor, huntLab, place, run } from './lab.ts';

describe('aim (step 5) and motion (step 6)', () => {
  it('adds the aim byte to the aim mod 256 as the original does (the compiler, not the step, keeps it within ±5)', () => {
    const { s, sim } = huntLab();
    place(s, 0, 400, 300, 10);
    run(sim, 1, bytesFor(0, 0, 0, 5));
    expect(s.cogs[0].aim).toBe(15);
    run(sim, 1, bytesFor(0, 0, 0, 100));
    expect(s.cogs[0].aim).toBe(115);
    run(sim, 3, bytesFor(0, 0, 0, -128));
    expect(s.cogs[0].aim).toBe((115 - 384) & 255);
  });

  it('accelerates by 76 sub-pixels a tick up to 704 for a hider and 768 for a seeker', () => {
    const { s, sim } = huntLab();
    place(s, 0, 60, 40);
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.cogs[0].vx).toBe(K.accel);
    run(sim, 20, bytesFor(0, 100, 0));
    expect(s.cogs[0].vx).toBe(704);
    place(s, 1, 60, 100, 128);
    run(sim, 20, bytesFor(1, 100, 0));
    expect(s.cogs[1].vx).toBe(768);
    expect(K.motionScale).toBe(256);
  });

  it('applies friction 144/256 on an axis with no input and stops under 8', () => {
    const { s, sim } = huntLab();
    place(s, 0, 60, 40);
    run(sim, 20, bytesFor(0, 100, 0));
    run(sim, 1);
    expect(s.cogs[0].vx).toBe(Math.trunc((704 * 144) / 256));
    run(sim, 20);
    expect(s.cogs[0].vx).toBe(0);
  });

  it('caps a crawler at 40 % of top speed with halved acceleration', () => {
    const { s, sim } = huntLab();
    place(s, 0, 60, 40);
    run(sim, 1, bytesFor(0, 100, 0, 0, 4));
    expect(s.cogs[0].vx).toBe(38);
    run(sim, 30, bytesFor(0, 100, 0, 0, 4));
    expect(s.cogs[0].vx).toBe(281);
    expect(s.cogs[0].state).toBe(COG_CRAWLING);
  });

  it('stops at a wall and slides along it', () => {
    const { s, sim } = huntLab();
    place(s, 0, 30, 100);
    run(sim, 40, bytesFor(0, -100, 0));
    expect(s.cogs[0].x >> 8).toBeGreaterThanOrEqual(16 + 6);
    expect(s.cogs[0].vx).toBe(0);
    run(sim, 10, bytesFor(0, -100, 100));
    expect(s.cogs[0].y >> 8).toBeGreaterThan(100);
  });

  it('separates overlapping cogs', () => {
    const { s, sim } = huntLab();
    place(s, 0, 400, 40);
    place(s, 2, 405, 40);
    run(sim, 1);
    expect(Math.abs((s.cogs[2].x - s.cogs[0].x) >> 8)).toBeGreaterThanOrEqual(11);
    expect(K.restitutionPct).toBe(40);
  });
});
