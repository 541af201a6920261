// `lamplit dungeon layout` and `lamplit dungeon trace` print records equal to the original's
// reference data (run as a user runs them: the real CLI in a child process).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ref = (f: string) => JSON.parse(readFileSync(new URL(`../../fixtures/reference/original/dungeon/${f}`, import.meta.url), 'utf8'));
const lamplit = (...args: string[]) => spawnSync(process.execPath, ['bin/lamplit.js', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('lamplit dungeon layout / trace', () => {
  it('layout --json prints the layouts.json record of that preset and seed, byte for byte', () => {
    const want = ref('layouts.json').layouts.find((r: { seed: string; preset: string }) => r.preset === 'hard' && r.seed === 'seed-77');
    const out = lamplit('dungeon', 'layout', '--preset', 'hard', '--seed', 'seed-77', '--json');
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(JSON.stringify(want) + '\n');
  });
  it('trace --json prints the matches.json record of that seed, byte for byte', () => {
    const want = ref('matches.json').matches.find((r: { seed: string }) => r.seed === 'seed-8');
    const out = lamplit('dungeon', 'trace', '--seed', 'seed-8', '--preset', 'normal', '--ruleset', 'race', '--max-ticks', '300', '--json');
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(JSON.stringify(want) + '\n');
  });
  it('an unknown preset or ruleset is a one-line error with exit code 2 and nothing on stdout', () => {
    for (const args of [['layout', '--seed', 's', '--preset', 'nightmare'], ['trace', '--seed', 's', '--ruleset', 'chess']]) {
      const out = lamplit('dungeon', ...args);
      expect(out.status).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(/^lamplit: [^\n]*(easy, normal, hard, casino|race, last-alive, score-attack, coop-escape)[^\n]*\n$/);
    }
  });
});
