// The service's and resolver's hooks are how the outside hears of claims, commits, archived
// matches and orders: they fire in order, with what happened, and can be removed again.
import { describe, expect, it } from 'vitest';
import type { OrderOutcome } from '../../../engine/match/hooks.ts';
import { ADA, BO, CY, harness, runningMatch } from './harness.ts';

describe('match hooks', () => {
  it('tell of each claim, commit and archived match, in that order', async () => {
    const h = harness();
    const seen: string[] = [];
    h.hooks.on('onClaim', (id) => { seen.push(`claim ${id}`); });
    h.hooks.on('onCommitted', (doc) => { seen.push(`commit ${doc.id} turn ${doc.turn} ${doc.status}`); });
    h.hooks.on('onFinished', (doc) => { seen.push(`finished ${doc.id}`); });
    const id = await runningMatch(h);
    for (let turn = 0; turn < 5; turn++) {
      for (const p of [ADA, BO, CY]) await h.service.submitOrder(id, p.id, 'add 1');
      await h.resolveDue();
    }
    expect(seen.filter((s) => s.startsWith('commit'))).toEqual([1, 2, 3, 4].map((t) => `commit ${id} turn ${t} running`).concat(`commit ${id} turn 5 finished`));
    expect(seen.filter((s) => s.startsWith('claim')).length).toBe(5);
    // Each commit follows its claim; the archive comes after the last commit.
    expect(seen[0]).toBe(`claim ${id}`);
    expect(seen[1]).toBe(`commit ${id} turn 1 running`);
    expect(seen.at(-1)).toBe(`finished ${id}`);
  });

  it('tell of every order taken or refused, with its game, and stop once removed', async () => {
    const h = harness();
    const outcomes: OrderOutcome[] = [];
    const off = h.hooks.on('onOrder', (o) => { outcomes.push(o); });
    const id = await runningMatch(h);
    await h.service.submitOrder(id, BO.id, 'add 3');
    await expect(h.service.submitOrder(id, BO.id, 'add 3', { seat: 0 })).rejects.toThrow(/not yours/);
    await expect(h.service.submitOrder('m_missing', BO.id, 'add 3')).rejects.toThrow(/no match/);
    expect(outcomes.map((o) => (o.ok ? `ok ${o.game} seat ${o.receipt.seat}` : `refused ${o.game} ${o.code}`))).toEqual([
      'ok lantern seat 1', 'refused lantern not-your-seat', 'refused null not-found',
    ]);
    off();
    await h.service.submitOrder(id, CY.id, 'add 1');
    expect(outcomes.length).toBe(3);
  });

  it('a hook added first runs first', async () => {
    const h = harness();
    const order: string[] = [];
    h.hooks.on('onOrder', () => { order.push('b'); });
    h.hooks.on('onOrder', () => { order.push('a'); }, 'first');
    const id = await runningMatch(h);
    await h.service.submitOrder(id, ADA.id, 'add 1');
    expect(order).toEqual(['a', 'b']);
  });
});
