// Hold-to-light: no walking while the taper is held, the 1.5x gutter on letting go, lampFailed past
// 15 % and not below, the +30 % light time at a full Dread bar, the HUD button.
import { describe, expect, it } from 'vitest';
import { createRound } from '../../../engine/lamplighter/round.ts';
import type { RoundEvent } from '../../../engine/lamplighter/types.ts';
import { RING_STREET, tickUntil } from './helpers.ts';

function fresh() {
  return createRound({ pale: false, street: RING_STREET });
}

describe('hold-to-light', () => {
  it('the walk speed is zero while the taper is held on a lamp', () => {
    const r = fresh();
    const x0 = r.state.players[0].x, y0 = r.state.players[0].y;
    for (let i = 0; i < 10; i++) r.tick({ interact: true, move: [1, 0], run: true });
    expect(r.stats().lighting).toBe(true);
    expect(r.state.players[0].x).toBe(x0);
    expect(r.state.players[0].y).toBe(y0);
    expect(r.stats().lightProgress).toBeCloseTo(10 / 52, 9);
  });

  it('a flinch costs: letting go drains the flame at 1.5x the fill rate', () => {
    const r = fresh();
    for (let i = 0; i < 20; i++) r.tick({ interact: true });
    const peak = r.stats().lightProgress;
    r.tick({});
    expect(peak - r.stats().lightProgress).toBeCloseTo(1.5 / 52, 9);
    const drained = 1 + tickUntil(r, {}, () => r.state.lamps[0].progress <= 0);
    // 20 ticks of fill are gone in 20 / 1.5 ticks of gutter, rounded up.
    expect(drained).toBe(Math.ceil(20 / 1.5));
  });

  it('catching a guttering flame resumes from where it fell, not from zero', () => {
    const r = fresh();
    for (let i = 0; i < 20; i++) r.tick({ interact: true });
    for (let i = 0; i < 4; i++) r.tick({});
    r.tick({ interact: true });
    expect(r.stats().lightProgress).toBeCloseTo((20 - 6 + 1) / 52, 9);
  });

  it('an attempt that passed 15 % and died emits lampFailed', () => {
    const r = fresh();
    const events: RoundEvent[] = [];
    for (let i = 0; i < 10; i++) events.push(...r.tick({ interact: true })); // 10/52 = 19 %
    tickUntil(r, null, () => { events.push(...r.lastEvents); return r.state.lamps[0].progress <= 0; });
    const failed = events.filter((e) => e.type === 'lampFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ lamp: 1, seat: 0 });
  });

  it('an attempt that stopped below 15 % dies without lampFailed', () => {
    const r = fresh();
    const events: RoundEvent[] = [];
    for (let i = 0; i < 7; i++) events.push(...r.tick({ interact: true })); // 7/52 = 13 %
    tickUntil(r, null, () => { events.push(...r.lastEvents); return r.state.lamps[0].progress <= 0; });
    expect(r.state.lamps[0].progress).toBe(0);
    expect(events.some((e) => e.type === 'lampFailed')).toBe(false);
  });

  it('a lamp that takes pays one Ember and a still-held taper does not start on the next lamp', () => {
    const r = fresh();
    tickUntil(r, { interact: true }, () => r.state.lamps[0].lit);
    expect(r.stats().embers).toBe(1);
    for (let i = 0; i < 5; i++) r.tick({ interact: true });
    expect(r.stats().lighting).toBe(false);
    expect(r.state.lamps[1].progress).toBe(0);
    r.tick({});
    r.tick({ interact: true });
    expect(r.stats().lighting).toBe(true);
  });

  it('setLightHeld drives the taper like the interact control', () => {
    const r = fresh();
    r.setLightHeld(true);
    for (let i = 0; i < 5; i++) r.tick();
    expect(r.stats().held).toBe(true);
    expect(r.stats().lightProgress).toBeCloseTo(5 / 52, 9);
    r.setLightHeld(false);
    r.tick();
    expect(r.stats().held).toBe(false);
    expect(r.stats().lighting).toBe(false);
  });

  it('Dread adds up to 30 % to the light time (shaking hands)', () => {
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps: [[40, 0]], start: [20, 0] } });
    expect(r.stats().lightSeconds).toBeCloseTo(2.6, 9);
    tickUntil(r, null, () => r.stats().dread >= 80);
    const d = r.stats().dread;
    expect(r.stats().lightSeconds).toBeCloseTo(2.6 * (1 + 0.3 * d / 100), 9);
    tickUntil(r, null, () => r.state.phase === 'lost');
    expect(r.stats().lightSeconds).toBeCloseTo(2.6 * 1.3, 9);
  });
});
