// The seed's table of measured behaviour, each row through createRound and tick().
import { describe, expect, it } from 'vitest';
import { crossing, dry, fullRound, standDark, taperAndTaking } from '../../../engine/lamplighter/scenarios.ts';

describe("the seed's measured table", () => {
  it('standing still in the dark with a full lantern is dead at 32.7 s, cause dark', () => {
    const r = standDark();
    expect(r.phase).toBe('lost');
    expect(r.cause).toBe('dark');
    expect(Math.abs(r.time - 32.7)).toBeLessThanOrEqual(0.3);
  });

  it('a walked 11 m crossing costs +8 Dread and -8 oil', () => {
    const r = crossing();
    expect(r.metres).toBeGreaterThanOrEqual(11);
    expect(Math.abs(r.dread - 8)).toBeLessThanOrEqual(0.7);
    expect(Math.abs(r.oilSpent - 8)).toBeLessThanOrEqual(0.7);
  });

  it('holding the taper at the far end of the crossing peaks at about 18 Dread', () => {
    const r = taperAndTaking();
    expect(r.lit).toBe(true);
    expect(Math.abs(r.peakDread - 18)).toBeLessThanOrEqual(1.5);
  });

  it('when the lamp takes, Dread is 0 again within 1.2 s and the oil is full', () => {
    const r = taperAndTaking();
    expect(r.zeroAfter).toBeLessThanOrEqual(1.2);
    expect(r.oilAfter).toBe(100);
  });

  it('a dry lantern doubles the Dread rate (1.8x to 2.2x at the same dark time) and ends with cause dry', () => {
    const r = dry();
    expect(r.ratio).toBeGreaterThanOrEqual(1.8);
    expect(r.ratio).toBeLessThanOrEqual(2.2);
    expect(r.cause).toBe('dry');
  });

  it('the autopilot wins the default street in 18 s +- 2 with the Pale off (mean of 10 seeds)', () => {
    const r = fullRound(false);
    expect(r.won).toBe(10);
    expect(Math.abs(r.mean - 18)).toBeLessThanOrEqual(2);
  });

  it('the autopilot wins the default street in 48 s +- 6 with the Pale hunting (mean of 10 seeds)', () => {
    const r = fullRound(true);
    expect(r.won).toBe(10);
    expect(Math.abs(r.mean - 48)).toBeLessThanOrEqual(6);
  });
});
