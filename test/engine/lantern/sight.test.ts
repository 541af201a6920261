import { describe, expect, it } from 'vitest';
import { K } from '../../../engine/lantern/constants.ts';
import { hiderLitBy, inLantern } from '../../../engine/lantern/sight.ts';
import { huntLab, place, run } from './lab.ts';

describe('lantern light (step 10)', () => {
  it('lights a hider at 419 px on the aim line and not at 421 px', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 0);
    place(s, 0, 519, 40);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
    place(s, 0, 521, 40);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
    expect(K.lanternRange).toBe(420);
  });

  it('lights at ±18 brads off the aim and not at ±19', () => {
    const { s, sim } = huntLab();
    place(s, 0, 400, 40);
    for (const [aim, lit] of [[256 - 18, true], [18, true], [256 - 19, false], [19, false]] as const) {
      place(s, 1, 100, 40, aim);
      expect(hiderLitBy(s, sim.occ, 0) === 1).toBe(lit);
    }
  });

  it('uses the cone test |((bearing − aim + 128) mod 256) − 128| ≤ 18 and range dx² + dy² ≤ 420²', () => {
    expect(inLantern(0, 0, 0, 420, 0)).toBe(true);
    expect(inLantern(0, 0, 0, 421, 0)).toBe(false);
    expect(inLantern(0, 0, 128, 300, 0)).toBe(false);
  });

  it('lights a hider 59 px behind the seeker through the 60 px bubble, not at 61 px', () => {
    const { s, sim } = huntLab();
    place(s, 1, 300, 40, 0);
    place(s, 0, 241, 40);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
    place(s, 0, 240, 40);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
    place(s, 0, 239, 40);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
  });

  it('does not light through a wall or a live crate, and does once the crate is broken', () => {
    const { s, sim } = huntLab();
    // the 16 px baffle at x 150..166, y 180..300 between seeker and hider
    place(s, 1, 100, 240, 0);
    place(s, 0, 220, 240);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
    // crate C8 at (617, 270) between (617, 200) and (617, 330)? use C0 at (150, 329): seeker west, hider east
    place(s, 1, 60, 329, 0);
    place(s, 0, 185, 329);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
    s.crates[0].state = 2;
    sim.occDirty = true;
    run(sim, 1);
    place(s, 1, 60, 329, 0);
    place(s, 0, 185, 329);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
  });

  it('turns every lantern off in the build act', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 0);
    place(s, 0, 200, 40);
    s.act = 'build';
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
  });
});
