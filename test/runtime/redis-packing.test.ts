// How RedisStore keeps big values small: archive entries and history chunks are deflated, and
// archive entries written before packing (plain JSON) still read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveEntry } from '../../engine/store/types.ts';
import type { RedisStore } from '../../runtime/redis-store.ts';
import { connectedStore } from './redis-helpers.ts';

function entry(matchId: string, replayLength: number): ArchiveEntry {
  return {
    matchId, game: 'lantern', ruleset: 'lantern-classic', seed: 's', startedAt: 1, finishedAt: 2,
    players: [{ seat: 0, alias: 'Moth-1', playerId: null, name: null, bot: true }],
    results: { reason: 'complete', placements: [], winners: [], summary: 'done' },
    replay: { controls: 'AAAA'.repeat(replayLength / 4) },
  };
}

describe('RedisStore packing', () => {
  let store: RedisStore;
  beforeAll(async () => { store = await connectedStore('packing'); });
  afterAll(async () => { await store.destroy(); await store.close(); });

  it('stores a large archive entry deflated and reads it back whole', async () => {
    const e = entry('m_pack1', 200_000);
    await store.archive(e);
    expect(await store.getArchived('m_pack1')).toEqual(e);
    const bytes = (await store.client.getBuffer(`${store.prefix}:{m_pack1}:a`))!.length;
    expect(bytes).toBeLessThan(20_000);
  });

  it('reads an archive entry stored as plain JSON before packing', async () => {
    const e = entry('m_pack2', 400);
    await store.client.set(`${store.prefix}:{m_pack2}:a`, JSON.stringify(e));
    expect(await store.getArchived('m_pack2')).toEqual(e);
  });
});
