// Skill ratings (openskill): team against team by the results, bots left out, co-op rounds against
// the house, applied once per match, and a rebuild from the archive giving the same board.
import { spawnSync } from 'node:child_process';
import { ordinal } from 'openskill';
import { describe, expect, it } from 'vitest';
import { applyMatchRating, displayRating, isProvisional, rateMatch, rebuildRatings, sortRatings, PROVISIONAL_MATCHES } from '../../../engine/match/rating.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import type { ArchiveEntry } from '../../../engine/store/types.ts';

let serial = 0;
function entry(game: ArchiveEntry['game'], players: [team: string, who: string | null][], winners: number[], places?: number[]): ArchiveEntry {
  serial++;
  return {
    matchId: `m_r${serial}`, game, ruleset: 'r', seed: 's', startedAt: serial * 10, finishedAt: serial * 10 + 5,
    players: players.map(([team, who], seat) => ({ seat, team, alias: `S${seat}`, playerId: who, name: who, bot: who === null })),
    results: { reason: 'complete', winners, summary: '', placements: players.map((_, seat) => ({ seat, place: places?.[seat] ?? (winners.includes(seat) ? 1 : 2), score: 0 })) },
    replay: null,
  };
}

describe('ratings', () => {
  it('moves the winning team up and the losing team down, and rates nobody for beating bots', async () => {
    const changes = await rateMatch(entry('lantern', [['moth', 'ada'], ['owl', 'bo'], ['moth', null], ['owl', null]], [0, 2]), new Map());
    const by = new Map(changes.map((c) => [c.playerId, c]));
    expect([...by.keys()].sort()).toEqual(['ada', 'bo']);
    expect(by.get('ada')!.after.mu).toBeGreaterThan(25);
    expect(by.get('bo')!.after.mu).toBeLessThan(25);
    expect(by.get('ada')!.before).toBeNull();
    // A person and bots against bots only: no person on the other side, no rating change.
    expect(await rateMatch(entry('lantern', [['moth', 'ada'], ['owl', null], ['moth', null], ['owl', null]], [0, 2]), new Map())).toEqual([]);
  });

  it('rates a co-operative round against the house: a win gains, a loss costs', async () => {
    const won = await rateMatch(entry('lamplighter', [['street', 'ada'], ['street', 'bo']], [0, 1]), new Map());
    const lost = await rateMatch(entry('lamplighter', [['street', 'ada'], ['street', 'bo']], []), new Map());
    for (const c of won) expect(c.after.mu).toBeGreaterThan(25);
    for (const c of lost) expect(c.after.mu).toBeLessThan(25);
  });

  it('ranks a free-for-all by its placings', async () => {
    const changes = await rateMatch(entry('dungeon', [['P1', 'ada'], ['P2', 'bo'], ['P3', 'cy']], [1], [2, 1, 3]), new Map());
    const mu = Object.fromEntries(changes.map((c) => [c.playerId, c.after.mu]));
    expect(mu.bo).toBeGreaterThan(mu.ada);
    expect(mu.ada).toBeGreaterThan(mu.cy);
  });

  it('applies a match once, marks ratings provisional for the first matches, and a rebuild from the archive gives the same board', async () => {
    const store = new MemoryStore();
    const games = Array.from({ length: PROVISIONAL_MATCHES + 1 }, (_, i) => entry('lantern', [['moth', 'ada'], ['owl', 'bo']], [i % 3 === 0 ? 1 : 0]));
    for (const e of games) expect(await applyMatchRating(store, e)).not.toBeNull();
    expect(await applyMatchRating(store, games[0])).toBeNull();
    const board = sortRatings(await store.ratings('lantern'));
    expect(board.map((r) => r.played)).toEqual([PROVISIONAL_MATCHES + 1, PROVISIONAL_MATCHES + 1]);
    expect(board.every((r) => !isProvisional(r))).toBe(true);
    expect(isProvisional({ played: 1 })).toBe(true);
    expect(displayRating(board[0])).toBeGreaterThanOrEqual(displayRating(board[1]));
    expect(displayRating({ mu: 25, sigma: 25 / 3 })).toBe(0);
    expect(await rebuildRatings(store, 'lantern', [...games].reverse())).toBe(games.length);
    expect(sortRatings(await store.ratings('lantern'))).toEqual(board);
    expect((await store.ratingChanges('lantern', games[1].matchId))?.map((c) => c.before?.played)).toEqual([1, 1]);
  });

  it('shows openskill\'s ordinal without loading openskill, which loads only when a match is rated', () => {
    for (const r of [{ mu: 25, sigma: 25 / 3 }, { mu: 31.5, sigma: 2.25 }, { mu: 40, sigma: 1 }]) expect(displayRating(r)).toBeCloseTo(Math.max(0, ordinal(r)), 12);
    // A process that only imports the module (every CLI command, the bot) must not pay for openskill's ~500 files.
    // A resolve hook reports every module the import loads; rating.ts must not bring openskill in.
    const hook = `export async function resolve(s, c, next) { if (s.includes('openskill')) process._rawDebug('LOADED ' + s); return next(s, c); }`;
    const probe = `import { register } from 'node:module';
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));
      await import('./engine/match/rating.ts'); process.stdout.write('ok');`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], { encoding: 'utf8' });
    expect(r.stdout).toBe('ok');
    expect(r.stderr).not.toContain('LOADED');
  });
});

