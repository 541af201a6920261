import { describe, expect, it } from 'vitest';
import { ACT_CRAWL, ACT_LOCK, ACT_PRY, K } from '../../../engine/lantern/constants.ts';
import { crateInReach } from '../../../engine/lantern/lock-pry.ts';
import { beamsNear, seekersSeenBy } from '../../../engine/lantern/sight.ts';
import { replayFrames } from '../../../engine/lantern/index.ts';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { lanternReplay } from '../../../engine/lantern/replay.ts';
import { CRATE_LOOSE } from '../../../engine/lantern/types.ts';
import { bytesFor, huntLab, place, run } from './lab.ts';
import { compileControls, installOrder } from '../../../engine/lantern/compile.ts';
import { stepTick } from '../../../engine/lantern/step.ts';
import { setupLantern } from '../../../engine/lantern/match.ts';
import { makeSim } from '../../../engine/lantern/sim.ts';

describe('the numbers of the seed and lantern-facts', () => {
  it('keeps the motion and interaction constants of the original', () => {
    expect([K.motionScale, K.accel, K.frictionNum, K.maxHider, K.maxSeeker, K.crawlCapPct, K.stopThreshold, K.bodyHalf, K.restitutionPct, K.slideScan, K.aimTurnMax]).toEqual([256, 76, 144, 704, 768, 40, 8, 6, 40, 3, 5]);
    expect([K.interactRange, K.lockTicks, K.locksPerHalf, K.pryTicks, K.tagRange, K.lockOnTicks, K.lanternRange, K.coneHalf, K.bubble, K.hiderSight, K.beamReport]).toEqual([20, 24, 3, 72, 24, 12, 420, 18, 60, 700, 220]);
    expect([K.pushHider, K.pushSeeker, K.penStep, K.keyframeEvery, K.unstickMinPx, K.unstickTicks]).toEqual([6, 4, 24, 24, 6, 24]);
    expect([ACT_LOCK, ACT_PRY, ACT_CRAWL]).toEqual([1, 2, 4]);
  });

  it('reaches a crate for lock or pry within 20 px of its edge, not 21', () => {
    const { s } = huntLab();
    place(s, 0, 617, 270 - 24 - 20);
    expect(crateInReach(s, s.cogs[0], CRATE_LOOSE)).toBe(8);
    place(s, 0, 617, 270 - 24 - 21);
    expect(crateInReach(s, s.cogs[0], CRATE_LOOSE)).toBe(-1);
  });

  it('lets a hider see seekers within 700 px in line of sight, not at 701', () => {
    const { s, sim } = huntLab();
    place(s, 0, 100, 40);
    place(s, 1, 800, 40, 64);
    expect(seekersSeenBy(s, sim.occ, 0).map((x) => x.seat)).toContain(1);
    place(s, 1, 801, 40, 64);
    expect(seekersSeenBy(s, sim.occ, 0).map((x) => x.seat)).not.toContain(1);
  });

  it('reports a beam to a hider when the seeker lights its spot or a point 220 px from it along an axis (the original\'s five samples)', () => {
    const { s, sim } = huntLab();
    place(s, 1, 100, 40, 192); // aiming south (192: +y on screen) along x = 100
    place(s, 0, 320, 200); // (100, 200) is 220 px west of it, in the beam
    expect(beamsNear(s, sim.occ, 0).map((b) => b.seat)).toContain(1);
    place(s, 0, 400, 200); // (180, 200) is 19 brads off the aim: outside the ±18 cone
    expect(beamsNear(s, sim.occ, 0).map((b) => b.seat)).not.toContain(1);
  });

  it('clamps each axis to ±top speed whatever the stick\'s size: a half stick still reaches 704 (38 a tick) and leaves footsteps', () => {
    const { s, sim } = huntLab();
    place(s, 0, 60, 40);
    run(sim, 1, bytesFor(0, 50, 0));
    expect(s.cogs[0].vx).toBe(38);
    run(sim, 30, bytesFor(0, 50, 0));
    expect(s.cogs[0].vx).toBe(704);
    expect(s.rings.filter((r) => r.kind === 'footstep').length).toBeGreaterThan(0);
  });

  it('rings footsteps above half of top speed (|v|² × 4 > top²) from hiders and seekers alike, in the build act too', () => {
    const { s, sim } = huntLab();
    place(s, 1, 400, 40, 0);
    s.cogs[1].vx = 384; // exactly half of the seeker's 768: no ring
    run(sim, 1, bytesFor(1, 0, 0));
    expect(s.rings).toHaveLength(0);
    place(s, 1, 400, 40, 0);
    s.cogs[1].vx = 768;
    run(sim, 1, bytesFor(1, 100, 0));
    expect(s.rings.map((r) => r.kind)).toEqual(['footstep']);
    const b = setupLantern('lantern-classic', 4);
    const bsim = makeSim(b, 0);
    run(bsim, 20, bytesFor(0, 100, 0)); // a hider running in the build act
    expect(b.rings.map((r) => r.kind)).toEqual(['footstep']);
    run(bsim, 20, bytesFor(0, 100, 0, 0, 4)); // crawling: never
    expect(b.rings.filter((r) => r.born > 20)).toHaveLength(0);
  });

  it('turns a stuck cog’s move by 45° each 24-tick check that finds it moved under 6 px (unstick rule)', () => {
    const { s, sim } = huntLab();
    // a hider held in place while ordered across open floor
    place(s, 0, 400, 60);
    installOrder(s, 0, { intent: 'hide', target: [600, 60], crate: null, aim: 'hold', crawl: false });
    const ctrl = new Int8Array(24);
    const moves: number[][] = [];
    for (let t = 0; t < 80; t++) {
      stepTick(sim, ctrl, compileControls);
      moves.push([ctrl[0], ctrl[1]]);
      place(s, 0, 400, 60);
    }
    expect(moves[5]).toEqual([100, 0]);
    expect(moves[24]).toEqual([100, 0]); // the check at tick 744 turns the next ticks' heading
    expect(moves[30]).toEqual([70, -70]); // one eighth of a turn counter-clockwise on screen: east becomes north-east
    expect(moves[50]).toEqual([0, -100]); // two: north
    expect(s.cogs[0].unstickRot).toBe(3);
  });

  it('yields full views of a replay at a tick interval for pictures', () => {
    const s = playBotMatch('lantern-test', 2);
    const frames = [...replayFrames(lanternReplay(s), 120)];
    expect(frames[0].tick).toBe(0);
    expect(frames.length).toBeGreaterThan(5);
    expect(frames.every((f) => f.view.kind === 'full' && f.view.cogs!.length === 6)).toBe(true);
    expect(frames[frames.length - 1].tick).toBe(s.tick);
  }, 120_000);
});
