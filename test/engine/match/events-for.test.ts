// The event log a front end shows goes through the service's per-viewer filter: raw Lantern events
// carry every seat's orders and crate work, which a seeker or a live spectator may not know.
import { describe, expect, it } from 'vitest';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { SPECTATOR, asPlayer } from '../../../engine/match/types.ts';
import { ADA, BO, harness } from './harness.ts';

async function oneBuildTurn() {
  const h = harness({ game: LANTERN });
  const { matchId, code } = await h.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ADA, seed: 'ev-1' });
  await h.service.join(code, BO, 1);
  await h.service.fillBots(matchId, ADA.id);
  await h.service.start(matchId, ADA.id);
  await h.service.submitOrder(matchId, ADA.id, 'hide F4 crawl');
  while ((await h.service.snapshot(matchId)).turn === 0) await h.resolver.resolveMatch(matchId, 'p', () => true);
  return { h, matchId };
}

describe('events a viewer may see', () => {
  it('hides the hiders\' orders from a seeker and from a live spectator, but not from the hider', async () => {
    const { h, matchId } = await oneBuildTurn();
    const raw = (await h.service.events(matchId)).map((e) => e.event);
    expect(raw.filter((e) => e.type === 'order').length).toBeGreaterThan(0);

    const ada = (await h.service.eventsFor(matchId, asPlayer(ADA.id))).map((e) => e.event);
    const bo = (await h.service.eventsFor(matchId, asPlayer(BO.id))).map((e) => e.event);
    const spectator = (await h.service.eventsFor(matchId, SPECTATOR)).map((e) => e.event);

    expect(ada.filter((e) => e.type === 'order').length).toBeGreaterThan(0);
    expect(bo.filter((e) => e.type === 'order' && (e.seat as number) % 2 === 0)).toEqual([]);
    expect(spectator.filter((e) => e.type === 'order' || e.type === 'crate_push')).toEqual([]);

    const resolvedFor = (events: typeof ada) => events.find((e) => e.type === 'turnResolved')!.orders as { seat: number }[];
    expect(resolvedFor(ada).map((o) => o.seat)).toEqual([0]);
    expect(resolvedFor(bo)).toEqual([]);
    expect(resolvedFor(spectator)).toEqual([]);
  }, 60_000);

  it('returns only entries after the id it is given', async () => {
    const { h, matchId } = await oneBuildTurn();
    const all = await h.service.eventsFor(matchId, asPlayer(ADA.id));
    const later = await h.service.eventsFor(matchId, asPlayer(ADA.id), all[1].id);
    expect(later.map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
  }, 60_000);
});
