// lamplit's dungeon equals the original's (Such-Software/wownerogue) for every seed and preset of
// the vendored reference data: the 600 records of layouts.json, field for field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutRecord } from '../../../engine/dungeon/layout-record.ts';

interface Ref { layouts: Record<string, unknown>[] }
const REF = JSON.parse(readFileSync(new URL('../../fixtures/reference/original/dungeon/layouts.json', import.meta.url), 'utf8')) as Ref;

describe('layouts equal the original\'s (layouts.json)', () => {
  it('holds 600 records: 150 seeds × easy, normal, hard, casino', () => {
    expect(REF.layouts).toHaveLength(600);
  });
  for (const preset of ['easy', 'normal', 'hard', 'casino']) {
    it(`every ${preset} record is equal field for field (grid, tiles, rooms and doors, torches, monster start, fingerprint)`, () => {
      const want = REF.layouts.filter((r) => r.preset === preset);
      expect(want).toHaveLength(150);
      const differing: string[] = [];
      for (const w of want) {
        const got = layoutRecord(w.seed as string, preset) as unknown as Record<string, unknown>;
        const fields = Object.keys(w).filter((k) => JSON.stringify(w[k]) !== JSON.stringify(got[k]));
        if (fields.length || Object.keys(got).length !== Object.keys(w).length) differing.push(`${w.seed}: ${fields.join(', ')}`);
      }
      expect(differing).toEqual([]);
    });
  }
  it('easy needed retries on some seeds, and lamplit retries on the same ones (attempts > 1)', () => {
    const retried = REF.layouts.filter((r) => (r.attempts as number) > 1);
    expect(retried.length).toBeGreaterThan(0);
    for (const r of retried) expect(layoutRecord(r.seed as string, r.preset as string).attempts).toBe(r.attempts);
  });
});

describe('fuzzed seed strings give a layout or a one-line error, never a crash', () => {
  const seeds: [string, string][] = [
    ['empty', ''], ['one space', ' '], ['unicode', 'ünïcødé 🐉 シード'], ['lone surrogate', 'a\ud800b'], ['control characters', '\u0000\n\t\r'],
    ['10 kB', 'z'.repeat(5000) + 'f'.repeat(5000)], ['all hex, 64 digits', 'f'.repeat(64)], ['zeros', '0000000000000000'], ['JSON-ish', '{"seed":[1,2]}'],
  ];
  it.each(seeds)('%s', (_name, seed) => {
    for (const preset of ['easy', 'casino']) {
      let rec;
      try {
        rec = layoutRecord(seed, preset);
      } catch (e) {
        expect((e as Error).message).toMatch(/^[^\n]+$/);
        continue;
      }
      expect(rec.seed).toBe(seed);
      expect(rec.tiles).toHaveLength(rec.height);
      expect(rec.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    }
  });
  it('an unknown preset is a one-line error naming the allowed ones', () => {
    expect(() => layoutRecord('s', 'nightmare')).toThrow(/^unknown preset "nightmare": use one of easy, normal, hard, casino$/);
  });
});
