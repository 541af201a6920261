// lamplit's match engine plays the original's two-player reference script (FORMAT.md §4) tick for
// tick as the original did: the 40 records of matches.json, through MatchEngine over MatchRoom.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceTrace } from '../../../engine/dungeon/reference-trace.ts';

interface Ref { matches: ({ seed: string; ticks: unknown[] } & Record<string, unknown>)[] }
const REF = JSON.parse(readFileSync(new URL('../../fixtures/reference/original/dungeon/matches.json', import.meta.url), 'utf8')) as Ref;

describe('matches equal the original\'s (matches.json), tick for tick', () => {
  it('holds 40 race matches on normal', () => {
    expect(REF.matches).toHaveLength(40);
  });
  it.each(REF.matches.map((m) => [m.seed, m] as const))('%s: spawns, monster start, every tick (inputs, players, monster, treasure, events) and the final standings', (seed, want) => {
    const got = referenceTrace({ seed, preset: 'normal', ruleset: 'race', maxTicks: 300 }) as unknown as Record<string, unknown>;
    const { ticks: wantTicks, ...wantHead } = want;
    const { ticks: gotTicks, ...gotHead } = got as { ticks: unknown[] };
    expect(gotHead).toEqual(wantHead);
    const firstDiff = (wantTicks as unknown[]).findIndex((t, i) => JSON.stringify(t) !== JSON.stringify((gotTicks as unknown[])[i]));
    expect(firstDiff === -1 ? null : { tick: firstDiff + 1, want: wantTicks[firstDiff], got: gotTicks[firstDiff] }).toBeNull();
    expect(gotTicks).toHaveLength(wantTicks.length);
    // the same key order as the original's records, so the CLI's JSON equals the file's text
    expect(JSON.stringify(got)).toBe(JSON.stringify(want));
  });
  it.each([['empty', ''], ['unicode', 'ünïcødé 🐉 シード'], ['10 kB', 'q'.repeat(10_000)]])('a fuzzed seed (%s) plays a whole reference match or is a one-line error', (_n, seed) => {
    let rec;
    try {
      rec = referenceTrace({ seed, maxTicks: 120 });
    } catch (e) {
      expect((e as Error).message).toMatch(/^[^\n]+$/);
      return;
    }
    expect(rec.ticks.length).toBeGreaterThan(0);
    expect(rec.final.status).toBe('finished');
  });
  it('an unknown ruleset or a bad tick limit is a one-line error', () => {
    expect(() => referenceTrace({ seed: 's', ruleset: 'chess' })).toThrow(/^unknown match ruleset "chess": use one of [^\n]+$/);
    expect(() => referenceTrace({ seed: 's', maxTicks: 0 })).toThrow(/^--max-ticks must be a whole number of at least 1, not 0$/);
    expect(() => referenceTrace({ seed: 's', players: 9 })).toThrow(/^--players must be a whole number from 2 to 8, not 9$/);
  });
});
