// One test per difference issue 21 found between lamplit's old Lantern and the original game's
// code (Metta-AI/cogame-lantern at 886a631), each at its edge. (Starting aims, all_found, the
// half-boundary keyframe, ring lifetime and earshot, footsteps, the axis clamp, scoring and PCG32
// are pinned in clock, sound, numbers, scoring and original-golden tests.)
import { describe, expect, it } from 'vitest';
import { pcgJitter, pcgSeedLantern } from '../../../engine/core/pcg32.ts';
import { icos, isin } from '../../../engine/core/trig.ts';
import { crateFits } from '../../../engine/lantern/crates.ts';
import { cellOf, cogFree, GW, losClear, rebakeOcclusion, STATIC_OCC, WALL_MASK } from '../../../engine/lantern/grid.ts';
import { heartbeatBand, updateHeartbeat } from '../../../engine/lantern/heartbeat.ts';
import { VAULT } from '../../../engine/lantern/map.ts';
import { setupLantern } from '../../../engine/lantern/match.ts';
import { separatePair } from '../../../engine/lantern/motion.ts';
import { bearingBrads, hiderLitBy } from '../../../engine/lantern/sight.ts';
import { makeSim, rebake } from '../../../engine/lantern/sim.ts';
import { addRing } from '../../../engine/lantern/sound.ts';
import { CRATE_LOOSE } from '../../../engine/lantern/types.ts';
import { bytesFor, huntLab, place, run, setFound } from './lab.ts';

const W = VAULT.width;

describe('the original\'s rules, each at its edge', () => {
  it('speed: a crawler tops out at 281 (40 % of 704) with acceleration 38; damping ×144/256 snaps under 8 only on an axis whose byte is 0', () => {
    const { s, sim } = huntLab();
    place(s, 0, 400, 40);
    run(sim, 1, bytesFor(0, 100, 0, 0, 4));
    expect(s.cogs[0].vx).toBe(38);
    run(sim, 10, bytesFor(0, 100, 0, 0, 4));
    expect(s.cogs[0].vx).toBe(281);
    for (const [v, after] of [[15, 8], [14, 0], [-15, -8], [-14, 0]]) {
      place(s, 0, 400, 40);
      s.cogs[0].vx = v;
      s.cogs[0].vy = v;
      run(sim, 1, bytesFor(0, 0, 1)); // x byte 0: damped; y byte 1: accelerated
      expect(s.cogs[0].vx).toBe(after);
      expect(s.cogs[0].vy).toBe(v);
    }
  });

  it('bodies: the wall body is 13 px (half-size 6): a cog fits 6 px from a wall\'s face, not 5', () => {
    // the west wall covers x 0..15
    expect(cogFree(22, 300)).toBe(true);
    expect(cogFree(21, 300)).toBe(false);
  });

  it('bodies: a cog meets a crate with its 21 px crate body (half-size 10) under game_version 2', () => {
    const { s, sim } = huntLab();
    // C8 at (617, 270): its west face is x = 593; a crate body centred 11 px from it touches, 12 px does not
    place(s, 0, 593 - 11, 270);
    s.cogs[0].vx = 300;
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.crates[8].x).toBe(623);
    const b = huntLab();
    place(b.s, 0, 593 - 13, 270);
    b.s.cogs[0].vx = 100; // moves less than one px: still 12 px off
    run(b.sim, 1, bytesFor(0, 1, 0));
    expect(b.s.crates[8].x).toBe(617);
  });

  it('wall contact: a cog slides pixel by pixel and stops flush against the wall', () => {
    const { s, sim } = huntLab();
    place(s, 0, 25, 300);
    s.cogs[0].x += 100;
    s.cogs[0].vx = -704;
    run(sim, 2, bytesFor(0, -100, 0));
    expect(s.cogs[0].x >> 8).toBe(22);
    expect(s.cogs[0].vx).toBe(0); // the blocked step stopped the axis
    run(sim, 10, bytesFor(0, -100, 0)); // and it never enters the wall, creeping only within pixel 22
    expect(s.cogs[0].x >> 8).toBe(22);
  });

  it('wall contact: a blocked step slides up to 3 px sideways and snaps to that whole pixel', () => {
    const { s, sim } = huntLab();
    // the obstacle (150, 180, 16, 120): its top edge is y = 180. A cog at y 172 + 0.5 px moving east into
    // its west face at x = 150 slides north: y 173 is blocked at x 144, y 170..172 are free
    place(s, 0, 143, 175);
    s.cogs[0].y += 128;
    s.cogs[0].vx = 256;
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.cogs[0].x >> 8).toBe(144);
    expect(s.cogs[0].y).toBe(173 * 256);
  });

  it('cog–cog separation: 13 px apart, overlap split (overlap + 1) div 2, 40 % of the velocity difference exchanged', () => {
    const { s } = huntLab();
    place(s, 0, 400, 300);
    place(s, 2, 412, 300);
    s.cogs[0].vx = 100;
    separatePair(s.cogs, 0, 2);
    expect([s.cogs[0].x, s.cogs[2].x]).toEqual([400 * 256 - 128, 412 * 256 + 128]);
    expect([s.cogs[0].vx, s.cogs[2].vx]).toEqual([60, 40]);
    place(s, 0, 400, 300);
    place(s, 2, 413, 300); // 13 px apart: bodies touch edge to edge, no overlap
    separatePair(s.cogs, 0, 2);
    expect([s.cogs[0].x, s.cogs[2].x]).toEqual([400 * 256, 413 * 256]);
  });

  it('cog–cog separation applies to a frozen seeker and to a found hider too', () => {
    const s = setupLantern('lantern-classic', 1);
    const sim = makeSim(s, 0);
    const [sx, sy] = VAULT.seekerSpawns[0];
    place(s, 0, sx + 10, sy);
    run(sim, 1);
    expect(s.cogs[1].x).toBeLessThan(sx * 256); // the frozen seeker was pushed west
    const h = huntLab();
    place(h.s, 2, 400, 40);
    setFound(h.s, 2);
    place(h.s, 0, 408, 40);
    run(h.sim, 1);
    expect(h.s.cogs[2].x).toBeLessThan(400 * 256);
  });

  it('pen door: it blocks sight while solid but never movement; the pen\'s two 8 px side walls are walls', () => {
    const d = VAULT.door, pen = VAULT.pen;
    expect(cogFree(d.x + (d.w >> 1), d.y + 4)).toBe(true);
    const occ = new Uint8Array(STATIC_OCC.length);
    rebakeOcclusion(occ, [], true);
    expect(losClear(occ, 617, 600, 617, 500)).toBe(false);
    rebakeOcclusion(occ, [], false);
    expect(losClear(occ, 617, 600, 617, 500)).toBe(true);
    expect(WALL_MASK[(pen.y + 50) * W + pen.x + 7]).toBe(1);
    expect(WALL_MASK[(pen.y + 50) * W + pen.x + 8]).toBe(0);
    expect(WALL_MASK[(pen.y + 50) * W + pen.x + pen.w - 8]).toBe(1);
    expect(cogFree(pen.x + 14, pen.y + 50)).toBe(true);
    expect(cogFree(pen.x + 13, pen.y + 50)).toBe(false);
  });

  it('crate pushes: a push refused on x puts the cog back on x only (y keeps its motion)', () => {
    const { s, sim } = huntLab();
    // C0 at (150, 329) sits 1 px off the west wall's reach... push it west into the wall: refused
    s.crates[0].x = 16 + 24;
    rebake(sim);
    place(s, 0, 40 + 24 + 10, 329);
    s.cogs[0].vx = -512;
    s.cogs[0].vy = 256;
    run(sim, 1, bytesFor(0, -100, 50));
    expect(s.crates[0].x).toBe(40);
    expect(s.cogs[0].x).toBe(74 * 256);
    expect(s.cogs[0].vx).toBe(0);
    expect(s.cogs[0].y).toBeGreaterThan(329 * 256);
    expect(s.cogs[0].vy).toBeGreaterThan(0);
  });

  it('crate pushes: a found cog never pushes, and the free-box test counts found cogs but not the door', () => {
    const { s, sim } = huntLab();
    setFound(s, 0);
    place(s, 0, 595, 270);
    s.cogs[0].vx = 300;
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.crates[8].x).toBe(617);
    // a found cog's crate body in the target box refuses the push
    expect(crateFits(sim, 8, 623, 270, 2)).toBe(false);
    place(s, 0, 900, 40);
    expect(crateFits(sim, 8, 623, 270, 2)).toBe(true);
    // a crate may sit on the pen door while it is solid
    const d = VAULT.door;
    s.doorSolid = true;
    expect(crateFits(sim, 8, d.x + 60, d.y - 20, 2)).toBe(true);
  });

  it('crate pushes: crates resolve crate by crate, and each rings at most once per 12 ticks whoever pushes, in the build act too', () => {
    const s = setupLantern('lantern-classic', 1);
    const sim = makeSim(s, 0);
    // Moth-1 shoves C8 east during the build act
    place(s, 0, 593 - 10, 270);
    s.cogs[0].vx = 700;
    run(sim, 1, bytesFor(0, 100, 0));
    expect(s.crates[8].x).toBe(623);
    expect(s.rings.filter((r) => r.kind === 'push')).toHaveLength(1);
    let moves = 1, x = s.crates[8].x;
    for (let t = 1; t < 36; t++) {
      run(sim, 1, bytesFor(0, 100, 0));
      if (s.crates[8].x !== x) { moves++; x = s.crates[8].x; }
    }
    const ticks = s.events.filter((e) => e.type === 'crate_push').map((e) => e.tick as number);
    expect(moves).toBeGreaterThan(ticks.length); // the crate moves on every contact tick
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i] - ticks[i - 1]).toBeGreaterThanOrEqual(12);
    expect(s.rings.filter((r) => r.kind === 'push').length).toBeLessThanOrEqual(ticks.length);
  });

  it('lock: the target is the lowest-numbered loose crate in reach, and "still" means |vx| and |vy| under 8', () => {
    const { s, sim } = huntLab();
    s.crates[7].x = 400; s.crates[7].y = 60;
    s.crates[3].x = 400 + 48 + 30; s.crates[3].y = 60;
    rebake(sim);
    place(s, 0, 400 + 24 + 15, 60); // 16 px from C7's box, 15 px from C3's
    s.cogs[0].vy = 7; // still
    run(sim, 1, bytesFor(0, 0, 1, 0, 1));
    expect([s.cogs[0].lockTarget, s.cogs[0].lockProgress]).toEqual([3, 1]);
    s.cogs[0].vy = 80; // accelerated by a y byte: not still
    run(sim, 1, bytesFor(0, 0, 1, 0, 1));
    expect([s.cogs[0].lockTarget, s.cogs[0].lockProgress]).toEqual([-1, 0]);
  });

  it('sound: the ring jitter is range(2a+1) − a over the one episode stream, x then y, and clamped to the floor', () => {
    const s = setupLantern('lantern-classic', 5);
    const sim = makeSim(s, 0);
    const ring = addRing(sim, 'footstep', 600, 300);
    const ref = pcgSeedLantern(5);
    expect([ring.x, ring.y]).toEqual([600 + pcgJitter(ref, 40), 300 + pcgJitter(ref, 40)]);
  });

  it('heartbeat: bands by the floor of the integer root (d² just under 121² is still burning) and cold outside the hunt', () => {
    expect(heartbeatBand(121 * 121 - 1)).toBe(4);
    expect(heartbeatBand(121 * 121)).toBe(3);
    expect(heartbeatBand(261 * 261 - 1)).toBe(3);
    const { s, sim } = huntLab();
    place(s, 1, 400, 300);
    place(s, 0, 450, 300);
    updateHeartbeat(sim, true);
    expect(s.heartbeat[1]).toBe(4);
    updateHeartbeat(sim, false);
    expect(s.heartbeat[1]).toBe(0);
  });

  it('sight: a grid cell is opaque when any of its pixels is wall (not only its centre)', () => {
    // the obstacle (150, 180, 16, 120) covers pixels 150 and 151 of the cell 144..151
    expect(STATIC_OCC[cellOf(148, 200)]).toBe(1);
    expect(STATIC_OCC[cellOf(140, 200)]).toBe(0);
    expect(GW).toBe(155);
  });

  it('bearing: bisection over the unit table gives each table direction its own brad, and the nearer brad between them', () => {
    for (let b = 0; b < 256; b++) expect(bearingBrads(icos(b), -isin(b))).toBe(b);
    expect(bearingBrads(0, 0)).toBe(0);
    expect(bearingBrads(100, -1)).toBe(0); // 0.57°: nearer to brad 0 than to brad 1 (1.41°)
    expect(bearingBrads(100, -2)).toBe(1); // 1.15°
  });

  it('aim: brad 64 points north (−y on screen), so a seeker aiming 64 lights what lies above it', () => {
    const { s, sim } = huntLab();
    place(s, 1, 560, 200, 64);
    place(s, 0, 560, 80);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
    place(s, 0, 560, 280);
    expect(hiderLitBy(s, sim.occ, 0)).toBe(-1);
    s.cogs[1].aim = 192;
    expect(hiderLitBy(s, sim.occ, 0)).toBe(1);
  });

  it('keeps loose crates loose and pushable by seekers only after the build act (a frozen seeker pushes nothing)', () => {
    const s = setupLantern('lantern-classic', 1);
    const sim = makeSim(s, 0);
    place(s, 1, 593 - 10, 270);
    s.cogs[1].vx = 700;
    run(sim, 1, bytesFor(1, 100, 0));
    expect(s.crates[8].x).toBe(617);
    expect(s.crates[8].state).toBe(CRATE_LOOSE);
  });
});
