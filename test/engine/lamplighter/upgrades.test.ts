// The Ember economy: one Ember per lamp, rank n costs n, max rank 3, the seed's numbers at every rank,
// bought only in lamplight, refused with canBuy's reason.
import { describe, expect, it } from 'vitest';
import { createRound } from '../../../engine/lamplighter/round.ts';
import { RING_STREET, lightOne, roundWithEmbers, tickUntil } from './helpers.ts';

describe('upgrades', () => {
  it('UPGRADES lists reach, stride and wick in order with a label and a blurb', () => {
    const r = createRound({ pale: false });
    expect(r.UPGRADES.map((u) => u.name)).toEqual(['reach', 'stride', 'wick']);
    for (const u of r.UPGRADES) {
      expect(u.label.length).toBeGreaterThan(0);
      expect(u.blurb.length).toBeGreaterThan(0);
    }
  });

  it('each lamp pays one Ember', () => {
    const r = roundWithEmbers(4);
    expect(r.stats().embers).toBe(4);
    expect(r.state.players[0].embersEarned).toBe(4);
  });

  it('rank n costs n Embers, tracks stop at rank 3 and upgradeCost is null once maxed', () => {
    const r = roundWithEmbers(6);
    expect(r.upgradeRank('reach')).toEqual({ rank: 0, maxRank: 3 });
    for (const [rank, cost] of [[1, 1], [2, 2], [3, 3]]) {
      expect(r.upgradeCost('reach')).toBe(cost);
      const before = r.stats().embers;
      expect(r.buyUpgrade('reach')).toEqual({ ok: true, reason: '' });
      expect(r.stats().embers).toBe(before - cost);
      expect(r.upgradeRank('reach').rank).toBe(rank);
    }
    expect(r.upgradeCost('reach')).toBeNull();
    const refused = r.buyUpgrade('reach');
    expect(refused.ok).toBe(false);
    expect(refused.reason).toContain('top rank');
  });

  it('reach gives interact range 3.0, 4.2, 5.4, 6.6 m by rank: a lamp just inside is in reach, one just beyond is not', () => {
    // Three lamps close by pay for the ranks; then lamps just inside and just beyond each rank's range.
    const dirs = [[1, 0], [0, 1], [-1, 0], [0, -1], [0.6, 0.8], [-0.6, 0.8], [-0.6, -0.8], [0.6, -0.8]];
    const ranges = [3.0, 4.2, 5.4, 6.6];
    const probes = ranges.flatMap((d) => [d - 0.05, d + 0.05]);
    const lamps = [[1.5, 0], [0, 1.5], [-1.5, 0], ...probes.map((d, i) => [dirs[i][0] * d, dirs[i][1] * d])] as [number, number][];
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps, poolRadius: 3.5 } });
    for (let i = 0; i < 3; i++) lightOne(r);
    for (let rank = 0; rank <= 3; rank++) {
      expect(r.stats().reach).toBeCloseTo(ranges[rank], 9);
      expect(r.upgradeEffect('reach')).toBe(`${ranges[rank].toFixed(1)} m`);
      expect(r.targetLamp().distance).toBeCloseTo(ranges[rank] - 0.05, 9);
      expect(r.targetLamp().inReach).toBe(true);
      lightOne(r);
      expect(r.targetLamp().distance).toBeCloseTo(ranges[rank] + 0.05, 9);
      expect(r.targetLamp().inReach).toBe(false);
      if (rank < 3) {
        expect(r.buyUpgrade('reach')).toEqual({ ok: true, reason: '' });
        expect(r.targetLamp().inReach).toBe(true);
        lightOne(r);
      }
    }
  });

  it('stride gives walk speed 2.5, 2.9, 3.3, 3.7 m/s by rank: one second of walking covers it', () => {
    const r = roundWithEmbers(6);
    const expected = [2.5, 2.9, 3.3, 3.7];
    for (let rank = 0; rank <= 3; rank++) {
      if (rank > 0) expect(r.buyUpgrade('stride').ok).toBe(true);
      expect(r.upgradeEffect('stride')).toBe(`${expected[rank].toFixed(1)} m/s`);
      const x0 = r.state.players[0].x;
      tickUntil(r, { move: [1, 0] }, () => false, 20);
      expect(r.state.players[0].x - x0).toBeCloseTo(expected[rank], 6);
      tickUntil(r, { move: [-1, 0] }, () => false, 20);
    }
  });

  it('wick gives light time 2.6, 2.0, 1.5, 0.9 s by rank: a lamp in calm lamplight takes that long', () => {
    const r = roundWithEmbers(6);
    const expected = [2.6, 2.6 - 1.7 / 3, 2.6 - 3.4 / 3, 0.9];
    for (let rank = 0; rank <= 3; rank++) {
      if (rank > 0) expect(r.buyUpgrade('wick').ok).toBe(true);
      expect(r.upgradeEffect('wick')).toBe(`${expected[rank].toFixed(1)} s`);
      expect(r.stats().lightSeconds).toBeCloseTo(expected[rank], 9);
    }
    const ticks = lightOne(r);
    expect(ticks).toBe(Math.ceil(0.9 * 20 - 1e-9));
  });

  it('buying is refused outside lamplight with the reason canBuy gives, and nothing changes', () => {
    const r = roundWithEmbers(1);
    tickUntil(r, { move: [1, 0] }, () => !r.stats().inLamplight);
    const check = r.canBuy('wick');
    expect(check.ok).toBe(false);
    expect(check.reason).toContain('lamplight');
    expect(r.buyUpgrade('wick')).toEqual(check);
    expect(r.stats().embers).toBe(1);
    expect(r.upgradeRank('wick').rank).toBe(0);
  });

  it('buying is refused when short of Embers with the reason canBuy gives', () => {
    const r = createRound({ pale: false, street: RING_STREET });
    const check = r.canBuy('stride');
    expect(check).toEqual({ ok: false, reason: 'stride rank 1 costs 1 Ember, you have 0' });
    expect(r.buyUpgrade('stride')).toEqual(check);
    expect(r.upgradeRank('stride').rank).toBe(0);
  });

  it('an unknown upgrade name is refused in one line naming the tracks', () => {
    const r = roundWithEmbers(1);
    expect(r.buyUpgrade('torch')).toEqual({ ok: false, reason: 'unknown upgrade "torch": upgrades are reach, stride, wick' });
    expect(() => r.upgradeCost('torch')).toThrow('unknown upgrade "torch": upgrades are reach, stride, wick');
    expect(r.stats().embers).toBe(1);
  });
});
