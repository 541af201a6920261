import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { resolveLanternTurn, setupLantern } from '../../../engine/lantern/match.ts';
import { lanternReplay, resimulate, verifyLanternReplay } from '../../../engine/lantern/replay.ts';
import { stateDigest } from '../../../engine/lantern/state-digest.ts';
import { goldenDigests } from './golden-matches.ts';

const root = new URL('../../../', import.meta.url);

describe('determinism', () => {
  it('reproduces the golden keyframe digests of whole baseline matches for four seeds', () => {
    const want = JSON.parse(readFileSync(new URL('test/fixtures/lantern/golden-digests.json', root), 'utf8')) as Record<string, string[]>;
    const got = goldenDigests();
    expect(Object.keys(want).length).toBeGreaterThanOrEqual(3);
    for (const key of Object.keys(want)) expect(got[key], key).toEqual(want[key]);
  }, 180_000);

  it('gives the same digest for the same seed in two separate processes', () => {
    const runOnce = () => JSON.parse(execFileSync('node', ['bin/lamplit.js', 'sim', 'lantern', '--seed', '11', '--ruleset', 'lantern-sprint', '--owl', 'moth', '--json'], { cwd: root, encoding: 'utf8' })) as { digest: string; ticks: number };
    const a = runOnce(), b = runOnce();
    const here = playBotMatch('lantern-sprint', 11, { bots: { owl: 'moth' } });
    expect(a.digest).toBe(b.digest);
    expect(a.digest).toBe(stateDigest(here));
    expect(a.ticks).toBe(here.tick);
  }, 180_000);

  it('re-simulates a replay from its control bytes alone to the same keyframes', () => {
    const s = playBotMatch('lantern-sprint', 9, { bots: { moth: 'moth' } });
    const rp = JSON.parse(JSON.stringify(lanternReplay(s)));
    const check = verifyLanternReplay(rp);
    expect(check.ok).toBe(true);
    const again = resimulate(rp);
    expect(again.keyframes.map((k) => k.digest)).toEqual(s.keyframes.map((k) => k.digest));
  }, 180_000);

  it('changes the final digest when one bit of one control byte flips, and verify names the first differing tick', () => {
    const s = playBotMatch('lantern-sprint', 5);
    const rp = lanternReplay(s);
    const bytes = Buffer.from(rp.controls, 'base64');
    // a moving seat's move_x byte near the end (the half reset would erase an earlier change) whose flipped value stays in range
    let at = -1;
    for (let i = bytes.length - 24 * 60; i < bytes.length; i++) {
      const v = (bytes[i] << 24) >> 24;
      if (i % 4 === 0 && v !== 0 && Math.abs(v) < 90) { at = i; break; } // bit 3: a move of ±8, in range
    }
    expect(at).toBeGreaterThan(0);
    bytes[at] ^= 8;
    const bad = { ...rp, controls: bytes.toString('base64') };
    const re = resimulate(bad);
    expect(stateDigest(re)).not.toBe(stateDigest(s));
    const check = verifyLanternReplay(bad);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      const tick = Math.floor(at / 24);
      expect(check.tick).toBeGreaterThan(tick);
      expect(check.tick! - tick).toBeLessThanOrEqual(24);
      expect(check.error).toMatch(/^keyframe at tick \d+ \(digests\[\d+\]\.digest\) differs: "[0-9a-f]{8}" recorded, "[0-9a-f]{8}" re-simulated$/);
    }
  }, 180_000);

  it('verifies a match its wall clock ended between turns, the keyframe of the tick it stopped before included', () => {
    let s = setupLantern('lantern-test', 9);
    for (let turn = 0; s.end === null; turn++) s = resolveLanternTurn(s, new Map(), turn === 8 ? { elapsedMs: Number.MAX_SAFE_INTEGER } : {}).state;
    expect(s.end).toMatchObject({ endRule: 'wall_clock' });
    const rp = JSON.parse(JSON.stringify(lanternReplay(s)));
    const last = rp.digests.length - 1;
    expect(rp.digests[last].tick).toBe(rp.ticks); // made as the last turn ended, before any of its ticks
    expect(verifyLanternReplay(rp)).toMatchObject({ ok: true });
    expect(resimulate(rp).keyframes.map((k) => k.digest)).toEqual(s.keyframes.map((k) => k.digest));
    rp.digests[last].digest = '00000000';
    expect(verifyLanternReplay(rp)).toMatchObject({ ok: false, tick: rp.ticks, error: expect.stringMatching(new RegExp(`^keyframe at tick ${rp.ticks} \\(digests\\[${last}\\]\\.digest\\) differs: "00000000" recorded`)) });
  }, 60_000);

  it('rejects a document that is not a lantern replay with one line', () => {
    for (const doc of [null, 3, 'x', {}, { format: 'lamplit-replay', game: 'lantern' }, { game: 'dungeon' }]) {
      const c = verifyLanternReplay(doc);
      expect(c.ok).toBe(false);
      if (!c.ok) expect(c.error).not.toContain('\n');
    }
  });

  it('keeps float math off the step path (source scan)', () => {
    const dir = new URL('engine/lantern/', root);
    const offPath = new Set(['results.ts', 'scoring.ts', 'view.ts', 'replay.ts', 'original-replay.ts', 'index.ts', 'types.ts', 'map.ts', 'vault-map.ts', 'rulesets.ts', 'bot-match.ts', 'orders.ts', 'text-orders.ts', 'status-text.ts']);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !offPath.has(f));
    expect(files).toEqual(expect.arrayContaining(['step.ts', 'motion.ts', 'sight.ts', 'compile.ts', 'scripts.ts', 'crates.ts', 'lock-pry.ts', 'detection.ts', 'sound.ts', 'heartbeat.ts', 'clock.ts', 'grid.ts', 'bots.ts', 'match.ts']));
    const problems: string[] = [];
    for (const f of files) {
      const lines = readFileSync(new URL(f, dir), 'utf8').split('\n');
      lines.forEach((raw, i) => {
        const line = raw.replace(/\/\/.*$/, '').replace(/\/\*.*?\*\//g, '').replace(/'[^']*'|`[^`]*`|"[^"]*"/g, "''");
        if (/^\s*\/?\*/.test(raw)) return;
        if (/Math\.(sin|cos|tan|atan2?|sqrt|hypot|pow|exp|log\w*|random|fround|cbrt)\b/.test(line)) problems.push(`${f}:${i + 1} float Math`);
        if (/(^|[^\w.])\d+\.\d+/.test(line) || /\d(e|E)-\d/.test(line)) problems.push(`${f}:${i + 1} float literal`);
        if (/\*\*/.test(line)) problems.push(`${f}:${i + 1} exponent operator`);
        if (/[\w)\]]\s*\/\s*[\w(]/.test(line) && !/Math\.trunc\(|\|\s*0\b|idiv\(/.test(line)) problems.push(`${f}:${i + 1} division without explicit truncation`);
      });
    }
    expect(problems).toEqual([]);
  });
});
