// A real Lantern match through the service and the resolver on a store: each commit appends the
// turn's history chunk, and the archived replay (live state joined with the chunks) is the one an
// in-process run of the same seed produces.
import { describe, expect, it } from 'vitest';
import { LANTERN } from '../../../engine/lantern/index.ts';
import type { LanternState } from '../../../engine/lantern/types.ts';
import { ADA, harness } from './harness.ts';

function inProcess(seed: string): LanternState {
  let s = LANTERN.setup('lantern-test', seed, {});
  while (!LANTERN.isOver(s)) s = LANTERN.resolveTurn(s, new Map(LANTERN.awaiting(s).map((k) => [k, LANTERN.baseline(s, k)]))).state;
  return s;
}

describe('lantern history in the store', () => {
  it('archives the same replay as an in-process run, from one history chunk per commit', async () => {
    const h = harness({ game: LANTERN });
    const chunks: string[] = [];
    const write = h.store.writeMatch.bind(h.store);
    h.store.writeMatch = async (id, v, w) => {
      const nv = await write(id, v, w);
      if (nv !== null && w.history !== undefined) chunks.push(w.history);
      return nv;
    };
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ADA, bots: 'all', seed: 'hist-1' });
    await h.service.start(matchId, ADA.id);
    let turns = 0;
    while ((await h.resolver.due(1)).length) turns += (await h.resolver.resolveMatch(matchId, `p${turns % 2}`, () => true)).turns;
    expect((await h.service.snapshot(matchId)).status).toBe('finished');
    // One chunk at the start and one per turn; once archived, the chunks leave the store (the archive holds the replay).
    expect(chunks).toHaveLength(turns + 1);
    expect(await h.store.getHistory(matchId)).toEqual([]);
    const want = inProcess('hist-1');
    const archived = await h.store.getArchived(matchId);
    expect(archived!.replay).toEqual(JSON.parse(JSON.stringify(LANTERN.replay(want))));
    const live = LANTERN.decode((await h.store.getState(matchId))!);
    expect(live.events).toEqual([]);
    expect(LANTERN.digest(live)).toBe(LANTERN.digest(want));
  }, 60_000);

  it('keeps the whole replay of a match whose state was stored whole before the split encoding', async () => {
    const { history: _, ...wholeOnly } = LANTERN;
    const before = harness({ game: wholeOnly });
    const { matchId } = await before.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ADA, bots: 'all', seed: 'hist-3' });
    await before.service.start(matchId, ADA.id);
    await before.resolver.resolveMatch(matchId, 'old', () => true);
    await before.resolver.resolveMatch(matchId, 'old', () => true);
    expect(await before.store.getHistory(matchId)).toEqual([]);
    const after = harness({ store: before.store, game: LANTERN });
    while ((await after.resolver.due(1)).length) await after.resolver.resolveMatch(matchId, 'new', () => true);
    const archived = await after.store.getArchived(matchId);
    expect(archived!.replay).toEqual(JSON.parse(JSON.stringify(LANTERN.replay(inProcess('hist-3')))));
  }, 60_000);

  it('gives front ends the whole event log of a running match', async () => {
    const h = harness({ game: LANTERN });
    const { matchId } = await h.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ADA, bots: 'all', seed: 'hist-2' });
    await h.service.start(matchId, ADA.id);
    await h.resolver.resolveMatch(matchId, 'p', () => true);
    await h.resolver.resolveMatch(matchId, 'p', () => true);
    const whole = LANTERN.history!.decodeFull((await h.store.getState(matchId))!, await h.store.getHistory(matchId));
    expect(whole.events.filter((e) => e.type === 'turn_start').map((e) => e.turn)).toEqual([0, 1]);
    expect(whole.controls).toHaveLength(2);
  }, 60_000);
});
