// The match service is the only authority over who sees what: views, event reads, order help and
// the suggested order take the caller's identity, and a seat or team that is not the caller's is
// refused by the service with one line (front ends no longer check seat ownership themselves).
import { describe, expect, it } from 'vitest';
import type { Game, GameEvent, Viewer } from '../../../engine/core/game.ts';
import { SPECTATOR, asPlayer, type Caller } from '../../../engine/match/types.ts';
import { countGame, type CountState } from './fixtures/count-game.ts';
import { ADA, BO, CY, harness, runningMatch, refusal } from './harness.ts';

/** The count game with a view and an event filter that say whom they were made for. */
const tellingGame: Game<CountState, number, unknown> = {
  ...countGame,
  view: (s, viewer) => ({ turn: s.turn, viewer }),
  // Judged by content, each event handed back as a copy (as filters that strip notes do).
  eventsFor: (_s, events, viewer) => events.filter((e) => e.type !== 'added' || (viewer.kind === 'seat' && e.seat === viewer.seat)).map((e) => ({ ...e })),
};

describe('caller identity in the match service', () => {
  it('gives a player the view of a seat they hold and refuses someone else\'s seat in one line', async () => {
    const h = harness({ game: tellingGame });
    const id = await runningMatch(h);
    expect(await h.service.view(id, asPlayer(BO.id, 1))).toEqual({ turn: 0, viewer: { kind: 'seat', seat: 1 } });
    const err = await refusal(h.service.view(id, asPlayer(BO.id, 0)));
    expect(err.code).toBe('not-your-seat');
    expect(err.message).toBe(`seat 0 (P1) of match ${id} is not yours; yours are 1 (P2)`);
    expect(err.message).not.toContain('\n');
    const stranger = await refusal(h.service.view(id, asPlayer('p_stranger', 2)));
    expect(stranger.message).toBe(`seat 2 (P3) of match ${id} is not yours; you hold no seat in match ${id}`);
    expect((await refusal(h.service.view(id, asPlayer(BO.id, 7)))).code).toBe('no-seat');
  });

  it('gives a team view only to a player of that team', async () => {
    const h = harness({ game: tellingGame });
    const id = await runningMatch(h);
    const moth: Caller = { kind: 'player', id: BO.id, team: 'moth' };
    expect(await h.service.view(id, moth)).toEqual({ turn: 0, viewer: { kind: 'team', team: 'moth' } });
    const err = await refusal(h.service.view(id, { kind: 'player', id: BO.id, team: 'owl' }));
    expect(err.code).toBe('not-your-seat');
    expect(err.message).toBe(`team owl of match ${id} is not yours; yours are 1 (P2)`);
  });

  it('picks the viewer for an unclaimed caller: their seat, a spectator\'s if unseated, a spectator\'s for a spectator', async () => {
    const h = harness({ game: tellingGame });
    const id = await runningMatch(h);
    const viewerOf = async (c: Caller): Promise<Viewer> => (await h.service.viewFor(id, c)).viewer;
    expect(await viewerOf(asPlayer(CY.id))).toEqual({ kind: 'seat', seat: 2 });
    expect(await viewerOf(asPlayer('p_stranger'))).toEqual({ kind: 'spectator' });
    expect(await viewerOf(SPECTATOR)).toEqual({ kind: 'spectator' });
  });

  it('refuses event reads, order help and the suggested order for a seat that is not the caller\'s', async () => {
    const h = harness({ game: tellingGame });
    const id = await runningMatch(h);
    expect((await refusal(h.service.eventsFor(id, asPlayer(ADA.id, 1)))).code).toBe('not-your-seat');
    expect((await refusal(h.service.orderHelp(id, asPlayer(ADA.id, 1)))).code).toBe('not-your-seat');
    expect((await refusal(h.service.suggestOrder(id, asPlayer(ADA.id, 1)))).code).toBe('not-your-seat');
    expect((await refusal(h.service.orderHelp(id, SPECTATOR))).code).toBe('not-seated');
    expect(await h.service.orderHelp(id, asPlayer(ADA.id, 0))).toBe('add N (N from 0 to 9)');
    expect(typeof (await h.service.suggestOrder(id, asPlayer(BO.id)))).toBe('number');
  });

  it('filters events by their content: a filter that hands back copies still lets each seat see its own', async () => {
    const h = harness({ game: tellingGame });
    const id = await runningMatch(h);
    h.t.now += 31_000;
    await h.resolveDue();
    const added = (entries: { event: GameEvent }[]) => entries.map((e) => e.event).filter((e) => e.type === 'added');
    // Read back from the store, every event is a new object; the game's filter copies them again.
    expect(added(await h.service.eventsFor(id, asPlayer(BO.id))).map((e) => e.seat)).toEqual([1]);
    expect(added(await h.service.eventsFor(id, asPlayer(CY.id, 2))).map((e) => e.seat)).toEqual([2]);
    expect(added(await h.service.eventsFor(id, SPECTATOR))).toEqual([]);
    // The same entries as decoded anew (a consumer group's read) filter exactly alike.
    const raw = JSON.parse(JSON.stringify(await h.store.events(id))) as { id: string; event: GameEvent }[];
    expect(added(await h.service.visibleEvents(id, raw, asPlayer(BO.id)))).toEqual(added(await h.service.eventsFor(id, asPlayer(BO.id))));
    // turnResolved lists only the caller's own orders while live.
    const resolved = (await h.service.eventsFor(id, asPlayer(BO.id))).find((e) => e.event.type === 'turnResolved');
    expect(resolved).toBeDefined();
  });
});
