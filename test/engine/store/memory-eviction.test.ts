// The memory store forgets as Redis does, on an injected clock (issue 17): retired records after
// their keeping time and archive entries after MATCH_ARCHIVE_DAYS, with no further create or
// retire needed, and never more than `archiveMax` finished matches, the oldest going first.
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import type { ArchiveEntry } from '../../../engine/store/types.ts';
import { testDoc } from './contract.ts';

const HOUR = 3_600_000;
const entry = (matchId: string, finishedAt: number): ArchiveEntry => ({
  matchId, game: 'lantern', ruleset: 'rs', seed: 's', startedAt: finishedAt - 10, finishedAt,
  players: [{ seat: 0, alias: 'P0', playerId: 'p_ada', name: 'Ada', bot: false }],
  results: { reason: 'complete', placements: [], winners: [0], summary: 'Ada wins' }, replay: { matchId },
});

function clocked(archiveMax?: number) {
  const t = { now: 1_800_000_000_000 };
  return { t, store: new MemoryStore({ clock: () => t.now, archiveMax }) };
}

describe('MemoryStore eviction', () => {
  it('with a clock, a retired match and its join code are gone after the retention, whatever is called next', async () => {
    const { t, store } = clocked();
    const doc = testDoc({ createdAt: t.now });
    await store.createMatch(doc, 'S');
    await store.reserveCode(doc.code, doc.id);
    await store.retire(doc.id, doc.code, t.now, 24 * HOUR);
    t.now += 24 * HOUR - 1;
    expect(await store.getMatch(doc.id)).not.toBeNull();
    t.now += 1 * HOUR;
    expect(await store.getMatch(doc.id)).toBeNull();
    expect(await store.matchForCode(doc.code)).toBeNull();
    expect(store.held()).toEqual({ archived: 0, retired: 0, matches: 0 });
  });

  it('with a clock, an archive entry leaves MATCH_ARCHIVE_DAYS after it finished, and its index lines with it', async () => {
    const { t, store } = clocked();
    await store.archive(entry('m_a', t.now), 24 * HOUR);
    await store.archive(entry('m_b', t.now + 2 * HOUR), 24 * HOUR);
    t.now += 25 * HOUR;
    expect(await store.getArchived('m_a')).toBeNull();
    expect((await store.getArchived('m_b'))?.replay).toEqual({ matchId: 'm_b' });
    expect(await store.archiveIndex({ ruleset: 'rs' }, 10)).toEqual(['m_b']);
    expect(await store.archiveIndex({ player: 'p_ada' }, 10)).toEqual(['m_b']);
    t.now += 2 * HOUR;
    await store.dueMatches(t.now, 10);
    expect(store.held().archived).toBe(0);
    expect(await store.archiveIndex({ ruleset: 'rs' }, 10)).toEqual([]);
  });

  it('keeps at most archiveMax archive entries, dropping the one that finished longest ago', async () => {
    const { t, store } = clocked(3);
    for (const [id, at] of [['m_2', 2], ['m_1', 1], ['m_3', 3], ['m_4', 4]] as const) await store.archive(entry(id, t.now + at));
    expect(await store.getArchived('m_1')).toBeNull();
    expect(await store.archiveIndex({ ruleset: 'rs' }, 10)).toEqual(['m_4', 'm_3', 'm_2']);
    await store.archive(entry('m_5', t.now + 5));
    expect(await store.getArchived('m_2')).toBeNull();
    expect(store.held().archived).toBe(3);
  });

  it('keeps at most archiveMax retired live records, dropping the one retired first', async () => {
    const { t, store } = clocked(2);
    const docs = [0, 1, 2].map(() => testDoc({ createdAt: t.now }));
    for (const d of docs) {
      await store.createMatch(d, 'S');
      await store.retire(d.id, d.code, t.now, 24 * HOUR);
    }
    expect(await store.getMatch(docs[0].id)).toBeNull();
    expect(await store.getMatch(docs[1].id)).not.toBeNull();
    expect(await store.getMatch(docs[2].id)).not.toBeNull();
    expect(store.held()).toEqual({ archived: 0, retired: 2, matches: 2 });
  });

  it('leaves live matches alone, however many', async () => {
    const { t, store } = clocked(1);
    const docs = [0, 1, 2].map(() => testDoc({ createdAt: t.now }));
    for (const d of docs) await store.createMatch(d, 'S');
    t.now += 100 * HOUR;
    for (const d of docs) expect(await store.getMatch(d.id)).not.toBeNull();
  });

  it('refuses an archive cap below 1', () => {
    expect(() => new MemoryStore({ archiveMax: 0 })).toThrow(/archiveMax must be a whole number of at least 1, got 0/);
  });
});
