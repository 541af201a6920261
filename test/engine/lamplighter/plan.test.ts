// The `plan` order: one order walks to each lamp of the plan in turn and lights it, going on by
// itself from turn to turn, so a whole round takes at most 12 orders; danger hands the seat back;
// replays hold the walk/light orders it produced and verify as before.
import { describe, expect, it } from 'vitest';
import { LAMPLIGHTER } from '../../../engine/lamplighter/index.ts';
import type { LamplighterMatch } from '../../../engine/lamplighter/match.ts';
import { parsePlanText } from '../../../engine/lamplighter/plan.ts';

/** Plays a solo round giving `plan <dark lamps>` whenever the seat is asked; the orders given and the match. */
function playByPlans(seed: number, pale: boolean): { orders: number; m: LamplighterMatch } {
  let m = LAMPLIGHTER.setup('lamplighter-solo', seed, { pale });
  let orders = 0;
  for (let turn = 0; turn < 400 && !LAMPLIGHTER.isOver(m); turn++) {
    const given = new Map();
    if (LAMPLIGHTER.awaiting(m).includes(0)) {
      const dark = m.round.lamps.flatMap((l, i) => (l.lit ? [] : [i + 1]));
      const o = LAMPLIGHTER.parseOrder(m, 0, `plan ${dark.join(' ')}`);
      if (!o.ok) throw new Error(o.error);
      given.set(0, o.value);
      orders++;
    }
    m = LAMPLIGHTER.resolveTurn(m, given).state;
  }
  return { orders, m };
}

describe('the plan order', () => {
  it('reads lamps, ranges and "all", and refuses unknown or repeated lamps with one line', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 1, {});
    expect(parsePlanText(m.round, 0, 'plan 1 2 3')).toEqual({ ok: true, value: { kind: 'plan', lamps: [1, 2, 3] } });
    expect(parsePlanText(m.round, 0, 'plan 4-6')).toEqual({ ok: true, value: { kind: 'plan', lamps: [4, 5, 6] } });
    expect(parsePlanText(m.round, 0, 'plan run all')).toMatchObject({ ok: true, value: { lamps: [1, 2, 3, 4, 5, 6, 7, 8, 9], run: true } });
    expect(parsePlanText(m.round, 0, 'plan 12')).toEqual({ ok: false, error: 'unknown lamp 12 in the plan: lamps are 1–9' });
    expect(parsePlanText(m.round, 0, 'plan 2 2')).toEqual({ ok: false, error: 'lamp 2 is in the plan twice: name each lamp once' });
    expect(parsePlanText(m.round, 0, 'plan')).toMatchObject({ ok: false, error: expect.stringMatching(/^plan which lamps\?/) });
    expect(LAMPLIGHTER.orderHelp(m, 0)).toContain('plan <lamps>');
  });

  it('lights the whole street with one order when nothing interrupts (no Pale)', () => {
    for (const seed of [1, 2, 3]) {
      const { orders, m } = playByPlans(seed, false);
      expect(m.round.phase).toBe('won');
      expect(orders).toBe(1);
    }
  });

  it('takes at most 12 orders for a whole round with the Pale hunting (it hands the seat back when seen)', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { orders, m } = playByPlans(seed, true);
      expect(m.round.phase === 'won' || m.round.phase === 'lost').toBe(true);
      expect(orders).toBeLessThanOrEqual(12);
    }
  });

  it('leaves a seat with a plan unasked until the plan ends, and another order replaces the plan', () => {
    let m = LAMPLIGHTER.setup('lamplighter-solo', 4, { pale: false });
    m = LAMPLIGHTER.resolveTurn(m, new Map([[0, { kind: 'plan', lamps: [1, 2, 3] }]])).state;
    expect(LAMPLIGHTER.awaiting(m)).toEqual([]);
    expect(m.intents[0]).toMatch(/^plan: walk to lamps 1, 2, 3 in turn and light each \(now: /);
    m = LAMPLIGHTER.resolveTurn(m, new Map([[0, { kind: 'wait', seconds: 1 }]])).state;
    expect(m.plans).toBeUndefined();
    expect(LAMPLIGHTER.awaiting(m)).toEqual([0]);
  });

  it('replays verify: the log holds the walk and light orders the plan gave', () => {
    const { m } = playByPlans(2, true);
    const doc = LAMPLIGHTER.replay(m) as { orders: Record<string, { kind: string }>[] };
    expect(doc.orders.every((t) => Object.values(t).every((o) => o.kind !== 'plan'))).toBe(true);
    expect(LAMPLIGHTER.verifyReplay(doc)).toMatchObject({ ok: true });
  });
});
