// Determinism is enforced: the rules never read a clock or Math.random, never call transcendental
// functions (sqrt is fine), and import nothing outside the engine.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('../../../engine/lamplighter/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
const FORBIDDEN = /Math\.(random|sin|cos|tan|asin|acos|atan|atan2|exp|expm1|log|log2|log10|log1p|pow|sinh|cosh|tanh|cbrt|hypot)\b|[\w)\]]\s*\*\*\s*[\w(]|Date\.now|new Date|performance\.now|setTimeout|setInterval|process\.|from 'node:/;

describe('the lamplighter rules are pure', () => {
  it('has its modules', () => {
    expect(FILES).toEqual(expect.arrayContaining(['step.ts', 'pale.ts', 'taper.ts', 'index.ts']));
  });

  for (const f of FILES) {
    it(`${f} uses no clock, no Math.random, no transcendental functions and no I/O`, () => {
      const lines = readFileSync(new URL(f, DIR), 'utf8').split('\n');
      const bad = lines.map((l, i) => [i + 1, l] as const).filter(([, l]) => FORBIDDEN.test(l.replace(/\/\/.*$/, '')));
      expect(bad).toEqual([]);
    });
  }
});
