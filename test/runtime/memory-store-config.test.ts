// MATCH_MEMORY_ARCHIVE_MAX reaches the store a process without Redis opens (openMatchRuntime via
// matchLimits, as the bot, the SSH server, `lamplit match` and `lamplit worker` call it).
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../engine/store/memory-store.ts';
import { loadConfig } from '../../runtime/config.ts';
import { matchLimits, openMatchRuntime } from '../../runtime/match-runtime.ts';

const entry = (matchId: string, finishedAt: number) => ({
  matchId, game: 'lantern' as const, ruleset: 'rs', seed: 's', startedAt: 1, finishedAt, players: [],
  results: { reason: 'complete', placements: [], winners: [], summary: 'draw' }, replay: { text: 'x'.repeat(4000) },
});

describe('MATCH_MEMORY_ARCHIVE_MAX', () => {
  it('defaults to 1,000 and caps the archive of the in-process store a runtime opens', async () => {
    expect(loadConfig({}).match.memoryArchiveMax).toBe(1000);
    const config = loadConfig({ MATCH_MEMORY_ARCHIVE_MAX: '2' });
    const rt = openMatchRuntime({ resolve: false, ...matchLimits(config) });
    try {
      expect(rt.store).toBeInstanceOf(MemoryStore);
      for (let i = 1; i <= 3; i++) await rt.store.archive(entry(`m_cap${i}`, Date.now() + i));
      expect(await rt.store.getArchived('m_cap1')).toBeNull();
      // Packed entries come back whole.
      expect((await rt.store.getArchived('m_cap3'))?.replay).toEqual({ text: 'x'.repeat(4000) });
      expect((rt.store as MemoryStore).held().archived).toBe(2);
    } finally {
      await rt.close();
    }
  });
});
