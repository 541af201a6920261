// The original game's own fixture (Metta-AI/cogame-lantern tests/fixtures/golden_digests.json,
// vendored under test/fixtures/reference/original/lantern): seed 42, 240 build + 480 hunt ticks
// per half, warden in the even (Moth) slots and moth in the odd (Owl) slots; 60 keyframe digests.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pcgJitter, pcgMod, pcgNext, pcgSeedLantern } from '../../../engine/core/pcg32.ts';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { setupLantern } from '../../../engine/lantern/match.ts';
import { stateDigestValue } from '../../../engine/lantern/state-digest.ts';

const root = new URL('../../../', import.meta.url);
const golden = JSON.parse(readFileSync(new URL('test/fixtures/reference/original/lantern/golden_digests.json', root), 'utf8')) as {
  seed: number; prepTicks: number; huntTicks: number; game_version: string; digests: { t: number; d: number }[];
};

describe('the original game\'s golden digests', () => {
  it('hashes the initial state of seed 42 to 1269644317 (aims 192 / 64, every unfound cog frozen in the build)', () => {
    expect(stateDigestValue(setupLantern('lantern-test', 42))).toBe(1269644317);
  });

  it('reproduces all 60 keyframe digests of the scripted episode, tick for tick', () => {
    expect(golden.game_version).toBe('2');
    const s = playBotMatch('lantern-classic', golden.seed, { bots: { moth: 'warden', owl: 'moth' }, ticks: { build: golden.prepTicks, hunt: golden.huntTicks } });
    const got = s.keyframes.map((k) => ({ t: k.tick, d: parseInt(k.digest, 16) }));
    expect(got.length).toBe(60);
    const firstBad = got.findIndex((k, i) => k.t !== golden.digests[i].t || k.d !== golden.digests[i].d);
    expect(firstBad, `first differing keyframe t=${got[firstBad]?.t}`).toBe(-1);
    expect(got).toEqual(golden.digests);
  });

  it('reproduces them through the Game contract too, bot seats ordered with baseline() as the live resolver does', () => {
    let s = setupLantern('lantern-classic', golden.seed, { bots: { moth: 'warden', owl: 'moth' }, ticks: { build: golden.prepTicks, hunt: golden.huntTicks } });
    while (!LANTERN.isOver(s)) s = LANTERN.resolveTurn(s, new Map(LANTERN.awaiting(s).map((k) => [k, LANTERN.baseline(s, k)]))).state;
    expect(s.keyframes.map((k) => ({ t: k.tick, d: parseInt(k.digest, 16) }))).toEqual(golden.digests);
    expect(s.failures).toEqual([]);
  });

  it('prints them from the command line: sim lantern --seed 42 --prep-ticks 240 --hunt-ticks 480 --moth warden --owl moth --keyframes --json', () => {
    const out = JSON.parse(execFileSync('node', ['bin/lamplit.js', 'sim', 'lantern', '--seed', '42', '--prep-ticks', '240', '--hunt-ticks', '480', '--moth', 'warden', '--owl', 'moth', '--keyframes', '--json'], { cwd: root, encoding: 'utf8' })) as { keyframes: { t: number; d: number }[] };
    expect(out.keyframes).toEqual(golden.digests);
  }, 120_000);
});

describe('sim lantern act lengths', () => {
  it('refuses act lengths that are not whole 120-tick turns, or one flag without the other, with one line', () => {
    for (const [args, want] of [
      [['--prep-ticks', '250', '--hunt-ticks', '480'], 'build (prep) ticks must be a multiple of 120 from 120 to 120000, got 250'],
      [['--prep-ticks', '240'], '--prep-ticks and --hunt-ticks go together: give both or neither'],
      [['--prep-ticks', '240', '--hunt-ticks', 'x'], 'hunt-ticks must be a whole number'],
    ] as const) {
      const r = spawnSync('node', ['bin/lamplit.js', 'sim', 'lantern', '--seed', '1', ...args], { cwd: root, encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(want);
    }
  }, 120_000);
});

describe('PCG32 as the original seeds it (FORMAT.md §6)', () => {
  it('has state 17279451597286853058 after seeding 42 and the six published outputs', () => {
    const s = pcgSeedLantern(42);
    expect((BigInt(s[0]) << 32n) | BigInt(s[1])).toBe(17279451597286853058n);
    expect((BigInt(s[2]) << 32n) | BigInt(s[3])).toBe(1442695040888963408n); // the even increment
    expect(Array.from({ length: 6 }, () => pcgNext(s))).toEqual([3435814495, 1411306948, 615243589, 1181206655, 3202068324, 1226800224]);
  });

  it('draws bounded values by plain modulo and jitter as range(2a+1) − a, drawing nothing for a span ≤ 0', () => {
    const a = pcgSeedLantern(42), b = pcgSeedLantern(42);
    expect(pcgMod(a, 1235)).toBe(3435814495 % 1235);
    expect(pcgJitter(a, 40)).toBe((1411306948 % 81) - 40);
    expect(pcgMod(a, 0)).toBe(0);
    expect(pcgJitter(a, 0)).toBe(0);
    pcgNext(b); pcgNext(b);
    expect(pcgNext(a)).toBe(pcgNext(b)); // the two empty draws took nothing from the stream
  });
});
