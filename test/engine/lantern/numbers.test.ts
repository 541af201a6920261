import { describe, expect, it } from 'vitest';
import { ACT_CRAWL, ACT_LOCK, ACT_PRY, K } from '../../../engine/lantern/constants.ts';
import { crateInReach } from '../../../engine/lantern/lock-pry.ts';
import { beamsNear, seekersSeenBy } from '../../../engine/lantern/sight.ts';
import { replayFrames } from '../../../engine/lantern/index.ts';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { lanternReplay } from '../../../engine/lantern/replay.ts';
import { CRATE_LOOSE } from '../../../engine/lantern/types.ts';
import { bytesFor, huntLab, place, run } from './lab.ts';
import { installOrder } from '../../../engine/lantern/control.ts';
import { compileControls } from '../../../engine/lantern/control.ts';
import { stepTick } from '../../../engine/lantern/step.ts';

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

  it('reports a beam to a hider when the lit area comes within 220 px, not 221', () => {
    const { s } = huntLab();
    place(s, 1, 100, 40, 192); // aiming south... along x = 100
    place(s, 0, 320, 200);
    expect(beamsNear(s, 0).map((b) => b.seat)).toContain(1);
    place(s, 0, 321, 200);
    expect(beamsNear(s, 0).map((b) => b.seat)).not.toContain(1);
  });

  it('leaves footsteps only above half of top speed', () => {
    const { s, sim } = huntLab();
    place(s, 0, 60, 40);
    run(sim, 60, bytesFor(0, 50, 0)); // capped at 352 = half of 704: not above half
    expect(s.rings.filter((r) => r.kind === 'footstep')).toHaveLength(0);
  });

  it('turns a stuck cog’s move by 45° after 24 ticks of less than 6 px (unstick rule)', () => {
    const { s, sim } = huntLab();
    // a hider held in place (as by an obstacle the router does not know) while ordered across open floor
    place(s, 0, 400, 60);
    installOrder(s, 0, { intent: 'hide', target: [600, 60], crate: null, aim: 'hold', crawl: false });
    const ctrl = new Int8Array(24);
    const moves: number[][] = [];
    for (let t = 0; t < 80; t++) {
      stepTick(sim, ctrl, compileControls);
      moves.push([ctrl[0], ctrl[1]]);
      place(s, 0, 400, 60);
    }
    expect(s.control[0].aroundCrates).toBe(true); // first: re-route around crates
    expect(s.control[0].rot).toBe(2); // then 45° more every 24 ticks
    expect(moves[5]).toEqual([100, 0]);
    expect(moves[60]).toEqual([70, -70]); // one 45° turn counter-clockwise on screen: east becomes north-east
    expect(moves[79]).toEqual([0, -100]); // two: north
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
