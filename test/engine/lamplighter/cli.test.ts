// The command line: `sim lamplighter` (autopilot rounds and the measured scenarios) and
// `order check lamplighter`, run as a user runs them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BIN = new URL('../../../bin/lamplit.js', import.meta.url).pathname;

function lamplit(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('lamplit sim lamplighter / order check lamplighter', () => {
  it('sim prints the round as one JSON object with its digest and results', () => {
    const r = lamplit('sim', 'lamplighter', '--seed', '2', '--pale', 'off', '--json');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc).toMatchObject({ game: 'lamplighter', ruleset: 'lamplighter-solo', seed: 2, results: { phase: 'won', cause: null, time: 17.8, lampsLit: 9, embersEarned: 9, upgrades: { reach: 1, stride: 0, wick: 3 } } });
    expect(doc.digest).toMatch(/^[0-9a-f]{8}$/);
  });

  it('--scenario prints the figure it measured', () => {
    const r = lamplit('sim', 'lamplighter', '--scenario', 'stand-dark', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ game: 'lamplighter', scenario: 'stand-dark', time: 32.7, cause: 'dark', phase: 'lost' });
  });

  it('order check prints a good order and refuses a bad one in one line with exit code 2', () => {
    const ok = lamplit('order', 'check', 'lamplighter', 'run 3', '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toEqual({ ok: true, game: 'lamplighter', seat: 0, order: { kind: 'run', lamp: 3 }, description: 'run to lamp 3' });
    const bad = lamplit('order', 'check', 'lamplighter', 'walk 14');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('lamplit: unknown lamp 14: lamps are 1–9 (0 or "gate" for the gate lamp)\n');
  });
});
