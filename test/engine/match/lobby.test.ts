// The lobby: create, join by code, seats, swap, leave, bots, start and cancel (host only), identity.
import { describe, expect, it } from 'vitest';
import { ADA, BO, CY, eventTypes, harness, refusal } from './harness.ts';

describe('lobby', () => {
  it('seats the host first and lets others join by the join code in the free seats', async () => {
    const h = harness();
    const { matchId, code } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA });
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const snap = await h.service.join(code.toLowerCase(), BO);
    expect(snap.matchId).toBe(matchId);
    expect(snap.status).toBe('lobby');
    expect(snap.seats.map((s) => s.owner)).toEqual(['p_ada', 'p_bo', null]);
    expect(snap.seats.map((s) => [s.team, s.role, s.alias])).toEqual([['owl', 'seeker', 'P1'], ['moth', 'hider', 'P2'], ['moth', 'hider', 'P3']]);
  });

  it('refuses a taken seat, a missing seat, a second seat and a full match with one line each', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA });
    expect((await refusal(h.service.join(matchId, BO, 0))).message).toBe('seat 0 (P1) is taken by Ada; free seats are 1 (P2), 2 (P3)');
    expect((await refusal(h.service.join(matchId, BO, 7))).code).toBe('no-seat');
    await h.service.join(matchId, BO);
    expect((await refusal(h.service.join(matchId, BO))).code).toBe('already-seated');
    await h.service.join(matchId, CY);
    expect((await refusal(h.service.join(matchId, { id: 'p_dee', name: 'Dee' }))).message).toBe(`match ${matchId} is full: all 3 seats are taken`);
    expect((await refusal(h.service.join('NOPE99', BO))).code).toBe('not-found');
  });

  it('seats a player on the team they ask for, and refuses a full or unknown team', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA, hostSeat: 1 });
    const snap = await h.service.join(matchId, BO, { team: 'owl' });
    expect(snap.seats[0].owner).toBe(BO.id);
    expect((await refusal(h.service.join(matchId, CY, { team: 'owl' }))).message).toBe('team owl is full; free seats are 2 (P3)');
    expect((await refusal(h.service.join(matchId, CY, { team: 'crow' }))).message).toBe('there is no team "crow": teams are owl, moth');
  });

  it('swaps a player to a free seat and frees the seat of one who leaves', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA });
    await h.service.join(matchId, BO);
    let snap = await h.service.swapSeat(matchId, BO.id, 2);
    expect(snap.seats.map((s) => s.owner)).toEqual(['p_ada', null, 'p_bo']);
    snap = await h.service.leave(matchId, ADA.id);
    expect(snap.seats.map((s) => s.owner)).toEqual([null, null, 'p_bo']);
    expect(await eventTypes(h.store, matchId)).toEqual(['matchCreated', 'playerJoined', 'seatChanged', 'playerLeft']);
  });

  it('lets only the host fill bots, start and cancel', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA });
    await h.service.join(matchId, BO);
    expect((await refusal(h.service.fillBots(matchId, BO.id))).message).toBe(`only the host can fill seats with bots in match ${matchId}`);
    expect((await refusal(h.service.start(matchId, BO.id))).code).toBe('not-host');
    expect((await refusal(h.service.cancel(matchId, BO.id))).code).toBe('not-host');
    const filled = await h.service.fillBots(matchId, ADA.id);
    expect(filled.seats.map((s) => s.bot)).toEqual([false, false, true]);
    const started = await h.service.start(matchId, ADA.id);
    expect(started.status).toBe('running');
    expect(started.deadline).toBe(h.t.now + 30_000);
    expect(started.seats.map((s) => s.awaited)).toEqual([true, true, true]);
    expect((await refusal(h.service.join(matchId, CY))).code).toBe('not-lobby');
    const cancelled = await h.service.cancel(matchId, ADA.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await h.service.listMatches()).toEqual([]);
  });

  it('starts a bot-only match with every seat a bot and its first turn due at once', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA, bots: 'all' });
    const started = await h.service.start(matchId, ADA.id);
    expect(started.seats.every((s) => s.bot && s.owner === null)).toBe(true);
    expect(started.deadline).toBe(h.t.now);
    expect(await h.resolver.due(10)).toEqual([matchId]);
  });

  it('refuses an unknown game, ruleset or turn length, naming what exists', async () => {
    const h = harness();
    expect((await refusal(h.service.createMatch({ game: 'chess', ruleset: 'x', host: ADA }))).message).toBe('unknown game "chess": games are lantern');
    expect((await refusal(h.service.createMatch({ game: 'lantern', ruleset: 'x', host: ADA }))).message).toBe('unknown ruleset "x" for lantern: rulesets are count-short, count-long');
    expect((await refusal(h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA, turnSeconds: -1 }))).code).toBe('bad-request');
  });
});

describe('identity', () => {
  it('keeps one stable player per surface and links a second surface with a one-time code', async () => {
    const h = harness();
    const ada = await h.service.ensurePlayer('discord:111', 'Ada');
    expect(await h.service.ensurePlayer('discord:111', 'Ada again')).toEqual(ada);
    const { code } = await h.service.createLinkCode(ada.id);
    const linked = await h.service.redeemLinkCode(code, 'ssh:SHA256:abc');
    expect(linked.id).toBe(ada.id);
    expect(linked.surfaces).toEqual(['discord:111', 'ssh:SHA256:abc']);
    expect((await h.service.ensurePlayer('ssh:SHA256:abc', 'x')).id).toBe(ada.id);
    expect((await refusal(h.service.redeemLinkCode(code, 'ssh:SHA256:def'))).code).toBe('bad-link-code');
  });

  it('refuses an expired link code and an unknown surface kind', async () => {
    const h = harness();
    const ada = await h.service.ensurePlayer('discord:1', 'Ada');
    const { code } = await h.service.createLinkCode(ada.id);
    h.t.now += 11 * 60_000;
    expect((await refusal(h.service.redeemLinkCode(code, 'ssh:k'))).code).toBe('bad-link-code');
    expect((await refusal(h.service.ensurePlayer('icq:5', 'x'))).message).toBe('unknown surface "icq:5": use discord:<id>, ssh:<id>, cli:<id>');
  });
});
