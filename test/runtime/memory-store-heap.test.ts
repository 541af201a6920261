// The in-process store stays bounded (issue 17: 500 bot matches took its heap from 8 to 150 MB,
// still 116 MB after a simulated 25 hours). 2,000 finished Lantern matches go through the store a
// process without Redis runs (openMemoryStore), in one child process with --expose-gc (bundled, plain node) so the heap is
// measured after full collections; see fixtures/memory-heap.ts for what one match writes.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { compiledScript } from '../compiled-script.ts';

interface Mb { heap: number; buffers: number; total: number }
interface Run {
  before: Mb; half: Mb; after: Mb; after25h: Mb;
  heldAfter: { archived: number; retired: number; matches: number };
  held25h: { archived: number; retired: number; matches: number };
  newestKept: boolean; oldestKept: boolean; replayBytes: number;
}

/** Both runs in one child process (one sample match, one start), each on a fresh store from its own baseline. */
let runs: { forGood: Run; expiring: Run } | null = null;
function bothRuns(): { forGood: Run; expiring: Run } {
  if (runs) return runs;
  const r = spawnSync(process.execPath, ['--expose-gc', compiledScript('test/runtime/fixtures/memory-heap.ts')], {
    // Expiry, not the cap, is under test in the second run: 500 matches (under the 1,000 cap) are enough.
    env: { ...process.env, RUNS: '0:2000,1:500' }, encoding: 'utf8', timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`memory-heap fixture exited ${r.status}: ${r.stderr}`);
  const [forGood, expiring] = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Run & { matches: number; archiveDays: number });
  expect([forGood!.matches, forGood!.archiveDays, expiring!.matches, expiring!.archiveDays]).toEqual([2000, 0, 500, 1]);
  runs = { forGood: forGood!, expiring: expiring! };
  return runs;
}

describe('the memory store over 2,000 finished matches', () => {
  it('holds at most 1,000 finished matches, its heap stops growing, and after 25 h only the archive entries kept for good remain', () => {
    const r = bothRuns().forGood;
    expect(r.replayBytes).toBeGreaterThan(50_000);
    expect(r.heldAfter).toEqual({ archived: 1000, retired: 1000, matches: 1000 });
    // Measured 12 → 70 MB (V8 heap plus Buffers); the store before issue 17 reached 420 MB.
    expect(r.after.total - r.before.total).toBeLessThan(120);
    // The second thousand matches add nothing: the oldest leave as new ones come.
    expect(Math.abs(r.after.total - r.half.total)).toBeLessThan(8);
    // Retired records leave after MATCH_RETENTION_MINUTES (a day); the archive keeps the newest 1,000.
    expect(r.held25h).toEqual({ archived: 1000, retired: 0, matches: 0 });
    expect(r.after25h.total - r.before.total).toBeLessThan(40);
    expect(r.newestKept).toBe(true);
    expect(r.oldestKept).toBe(false);
  }, 120_000);

  it('with MATCH_ARCHIVE_DAYS=1, after 25 h nothing of the matches is left and the heap is back where it started', () => {
    const r = bothRuns().expiring;
    expect(r.heldAfter.archived).toBeLessThanOrEqual(1000);
    expect(r.held25h).toEqual({ archived: 0, retired: 0, matches: 0 });
    expect(r.after25h.total - r.before.total).toBeLessThan(5);
  }, 120_000);
});
