// Orders: only the seat's owner, only for the current turn, before the deadline; a second order
// replaces the first; concurrent submissions all land; the turn resolves early once all humans ordered.
import { describe, expect, it } from 'vitest';
import { ADA, BO, CY, eventTypes, harness, runningMatch, refusal } from './harness.ts';

describe('orders', () => {
  it('accepts the text order of an awaited seat and describes it', async () => {
    const h = harness();
    const id = await runningMatch(h);
    const r = await h.service.submitOrder(id, BO.id, 'add 7');
    expect(r).toEqual({ ok: true, seat: 1, turn: 0, description: 'add 7', replaced: false, complete: false });
    const snap = await h.service.snapshot(id);
    expect(snap.seats.map((s) => s.ordered)).toEqual([false, true, false]);
  });

  it('replaces a first order with a second one from the same seat until the turn resolves', async () => {
    const h = harness();
    const id = await runningMatch(h);
    await h.service.submitOrder(id, BO.id, 'add 1');
    const again = await h.service.submitOrder(id, BO.id, 'add 9');
    expect(again.replaced).toBe(true);
    await h.service.submitOrder(id, ADA.id, 'add 0');
    await h.service.submitOrder(id, CY.id, 'add 0');
    expect(await h.resolveDue()).toBe(1);
    const added = (await h.store.events(id)).map((e) => e.event).filter((e) => e.type === 'added' && e.seat === 1);
    expect(added.map((e) => e.amount)).toEqual([9]);
  });

  it('refuses an order for someone else\'s seat', async () => {
    const h = harness();
    const id = await runningMatch(h);
    const err = await refusal(h.service.submitOrder(id, BO.id, 'add 3', { seat: 0 }));
    expect(err.code).toBe('not-your-seat');
    expect(err.message).toBe('seat 0 (P1) is not yours; you can order only for 1 (P2)');
    expect((await refusal(h.service.submitOrder(id, 'p_stranger', 'add 3'))).code).toBe('not-seated');
    expect((await h.store.getOrders(id)).size).toBe(0);
  });

  it('refuses a malformed order with the game\'s one-line message and stores nothing', async () => {
    const h = harness();
    const id = await runningMatch(h);
    const err = await refusal(h.service.submitOrder(id, ADA.id, 'add 12'));
    expect(err.code).toBe('bad-order');
    expect(err.message).toBe('not an order: write "add N" with N from 0 to 9');
    expect((await h.store.getOrders(id)).size).toBe(0);
  });

  it('refuses a late order after the deadline, and one for a turn already over', async () => {
    const h = harness();
    const id = await runningMatch(h);
    h.t.now += 30_001;
    const late = await refusal(h.service.submitOrder(id, ADA.id, 'add 1'));
    expect(late.code).toBe('late');
    expect(late.message).toBe('too late: turn 1 closed for orders; wait for turn 2');
    expect(await h.resolveDue()).toBe(1);
    const stale = await refusal(h.service.submitOrder(id, ADA.id, 'add 1', { turn: 0 }));
    expect(stale.message).toBe(`turn 1 is over; match ${id} is on turn 2`);
    expect((await h.service.submitOrder(id, ADA.id, 'add 1', { turn: 1 })).turn).toBe(1);
  });

  it('refuses orders before the start and after the end', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA });
    expect((await refusal(h.service.submitOrder(matchId, ADA.id, 'add 1'))).code).toBe('not-running');
    await h.service.cancel(matchId, ADA.id);
    expect((await refusal(h.service.submitOrder(matchId, ADA.id, 'add 1'))).message).toBe(`match ${matchId} is cancelled; orders are taken only while it runs`);
  });

  it('takes concurrent submissions from every seat and resolves the turn early, once', async () => {
    const h = harness();
    const id = await runningMatch(h);
    const receipts = await Promise.all([ADA, BO, CY].map((p, i) => h.service.submitOrder(id, p.id, `add ${i + 1}`)));
    expect(receipts.filter((r) => r.complete)).toHaveLength(1);
    expect([...(await h.store.getOrders(id)).keys()].sort()).toEqual([0, 1, 2]);
    expect(await h.resolver.due(10)).toEqual([id]);
    const both = await Promise.all([h.resolveDue('proc-a'), h.resolveDue('proc-b')]);
    expect(both[0] + both[1]).toBe(1);
    expect((await eventTypes(h.store, id)).filter((t) => t === 'turnResolved')).toHaveLength(1);
    const snap = await h.service.snapshot(id);
    expect(snap.turn).toBe(1);
    expect(snap.seats.map((s) => s.ordered)).toEqual([false, false, false]);
  });

  it('waits for the deadline while a human has not ordered, then plays the missing seat by the game\'s rule', async () => {
    const h = harness();
    const id = await runningMatch(h);
    await h.service.submitOrder(id, ADA.id, 'add 5');
    await h.service.submitOrder(id, BO.id, 'add 5');
    expect(await h.resolveDue()).toBe(0);
    h.t.now += 30_000;
    expect(await h.resolveDue()).toBe(1);
    const snap = await h.service.snapshot(id);
    expect(snap.turn).toBe(1);
    expect(snap.deadline).toBe(h.t.now + 30_000);
  });

  it('lets a running match go on when a player leaves: the bot plays the seat and the turn is not held up', async () => {
    const h = harness();
    const id = await runningMatch(h);
    await h.service.submitOrder(id, ADA.id, 'add 5');
    await h.service.submitOrder(id, BO.id, 'add 5');
    const snap = await h.service.leave(id, CY.id);
    expect(snap.seats[2].left).toBe(true);
    expect(await h.resolveDue()).toBe(1);
    expect((await refusal(h.service.submitOrder(id, CY.id, 'add 1'))).code).toBe('not-seated');
  });

  it('commits nothing stale when an order lands between the claim and the commit', async () => {
    const h = harness();
    const id = await runningMatch(h);
    await h.service.submitOrder(id, ADA.id, 'add 1');
    await h.service.submitOrder(id, BO.id, 'add 1');
    await h.service.submitOrder(id, CY.id, 'add 1');
    const write = h.store.writeMatch.bind(h.store);
    let injected = false;
    h.store.writeMatch = async (mid, v, w) => {
      if (!injected && w.clearOrders) {
        injected = true;
        await h.service.submitOrder(id, CY.id, 'add 8');
      }
      return write(mid, v, w);
    };
    expect(await h.resolveDue()).toBe(0);
    expect(await h.resolveDue()).toBe(1);
    const added = (await h.store.events(id)).map((e) => e.event).filter((e) => e.type === 'added' && e.seat === 2);
    expect(added.map((e) => e.amount)).toEqual([8]);
  });
});
