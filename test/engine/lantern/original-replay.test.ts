// The original's replay format, lantern.replay.v1: export from lamplit, import (re-simulate and
// check every keyframe), and the one-line refusals.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { exportOriginalReplay, importOriginalReplay, type OriginalReplay } from '../../../engine/lantern/original-replay.ts';
import { lanternReplay, verifyLanternReplay } from '../../../engine/lantern/replay.ts';

const root = new URL('../../../', import.meta.url);
const clone = (d: OriginalReplay): OriginalReplay => JSON.parse(JSON.stringify(d)) as OriginalReplay;

describe('lantern.replay.v1', () => {
  const matches = [
    playBotMatch('lantern-test', 42, { bots: { moth: 'warden', owl: 'moth' } }),
    playBotMatch('lantern-test', 7, { bots: { moth: 'moth', owl: 'warden' } }),
    playBotMatch('lantern-sprint', 3, { bots: { moth: 'warden', owl: 'warden' } }),
    playBotMatch('lantern-test', 11, { bots: { moth: 'lamplit-warden', owl: 'lamplit-moth' } }),
  ];

  it('writes the original\'s document: 4-byte records, 32 base64 characters a tick, inclusive phases, keyframes {t, d, cogs, crates, hb, hid}', () => {
    const doc = exportOriginalReplay(matches[0]);
    expect(doc.protocol).toBe('lantern.replay.v1');
    expect(doc.game_version).toBe('2');
    expect(doc.tick_count).toBe(1440);
    expect(doc.controls_b64.length).toBe(1440 * 32);
    expect(doc.phases).toEqual([
      { half: 1, act: 'build', from: 0, to: 239 }, { half: 1, act: 'hunt', from: 240, to: 719 },
      { half: 2, act: 'build', from: 720, to: 959 }, { half: 2, act: 'hunt', from: 960, to: 1439 },
    ]);
    expect(doc.config).toMatchObject({ num_agents: 6, seed: 42, prepTicks: 240, huntTicks: 480, turnTicks: 120, halves: 2 });
    expect(doc.keyframes).toHaveLength(60);
    expect(Object.keys(doc.keyframes[0])).toEqual(['t', 'd', 'cogs', 'crates', 'hb', 'hid']);
    expect(doc.keyframes[0].d).toBe(1269644317);
    expect(doc.keyframes[0].hb).toHaveLength(3);
    expect(Object.keys(doc.results as object)).toEqual(expect.arrayContaining(['names', 'aliases', 'teams', 'hid_in_half', 'policy_kinds', 'scores', 'win', 'hidden_ticks', 'team_hidden_frac', 'winner', 'final_tick', 'halves_played', 'hunt_ticks_played', 'seed', 'llm_turns', 'fallback_turns', 'fallback_causes']));
  });

  it('round-trips export → import over several seeds and bots, every keyframe equal', () => {
    for (const s of matches) {
      const doc = JSON.parse(JSON.stringify(exportOriginalReplay(s))) as OriginalReplay;
      const got = importOriginalReplay(doc);
      expect(got.ok, got.ok ? '' : got.error).toBe(true);
      if (got.ok) {
        expect(got.keyframes).toBe(s.keyframes.length);
        expect(got.state.keyframes.map((k) => k.digest)).toEqual(s.keyframes.map((k) => k.digest));
        // and back to lamplit's own replay, which verifies
        const own = JSON.parse(JSON.stringify(lanternReplay(got.state)));
        expect(own.digests.length).toBe(s.keyframes.length);
        expect(verifyLanternReplay(own).ok).toBe(true);
      }
    }
  });

  it('fails a file with one changed control byte at the first keyframe after that tick', () => {
    const doc = clone(exportOriginalReplay(matches[0]));
    const bytes = Buffer.from(doc.controls_b64, 'base64');
    const tick = 400, at = tick * 24 + 1 * 4 + 1; // Owl-1's move_y during the first hunt
    bytes[at] = bytes[at] ^ 64;
    doc.controls_b64 = bytes.toString('base64');
    const got = importOriginalReplay(doc);
    expect(got.ok).toBe(false);
    if (!got.ok) {
      expect(got.tick).toBe(408);
      expect(got.error).toMatch(/^keyframe at tick 408 differs: digest \d+ recorded, \d+ re-simulated$/);
    }
  });

  it('names a keyframe field that differs even when the digest is left alone', () => {
    const doc = clone(exportOriginalReplay(matches[0]));
    doc.keyframes[5].hid[0] += 1;
    const got = importOriginalReplay(doc);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.error).toMatch(/^keyframe at tick 120 differs in hid: /);
  });

  it('refuses a wrong protocol, a wrong game_version and a record count that is not tick_count × 6 with one line', () => {
    const base = exportOriginalReplay(matches[0]);
    const cases: [OriginalReplay | unknown, RegExp][] = [
      [{ ...clone(base), protocol: 'lantern.replay.v0' }, /^wrong protocol "lantern.replay.v0": expected "lantern.replay.v1"$/],
      [{ ...clone(base), game_version: '1' }, /^game_version "1" cannot be re-simulated/],
      [{ ...clone(base), tick_count: 1439 }, /^record count 8640 is not tick_count × 6 = 8634$/],
      [{ ...clone(base), controls_b64: base.controls_b64.slice(0, -32) }, /^record count 8634 is not tick_count × 6 = 8640$/],
      [{ ...clone(base), controls_b64: 'not base64!' }, /^damaged replay: controls_b64/],
      [null, /^not a lantern.replay.v1 document/],
    ];
    for (const [doc, re] of cases) {
      const got = importOriginalReplay(doc);
      expect(got.ok).toBe(false);
      if (!got.ok) { expect(got.error).toMatch(re); expect(got.error).not.toContain('\n'); }
    }
  });

  it('exports and imports from the command line, and names the first differing tick on a changed byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-orig-'));
    const own = join(dir, 'own.json'), orig = join(dir, 'orig.json'), bad = join(dir, 'bad.json');
    writeFileSync(own, JSON.stringify(lanternReplay(matches[1])));
    execFileSync('node', ['bin/lamplit.js', 'replay', 'export', own, '--format', 'lantern.replay.v1', '-o', orig], { cwd: root });
    const ok = execFileSync('node', ['bin/lamplit.js', 'replay', 'import', orig], { cwd: root, encoding: 'utf8' });
    expect(ok).toMatch(/^lantern\.replay\.v1 ok: seed 7, 240\+480 ticks a half, 1440 ticks, 60 keyframes match/);
    const doc = JSON.parse(execFileSync('node', ['-e', `process.stdout.write(require('fs').readFileSync(${JSON.stringify(orig)}, 'utf8'))`], { encoding: 'utf8' })) as OriginalReplay;
    doc.protocol = 'nope';
    writeFileSync(bad, JSON.stringify(doc));
    const r = spawnSync('node', ['bin/lamplit.js', 'replay', 'import', bad], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('wrong protocol "nope"');
    const fmt = spawnSync('node', ['bin/lamplit.js', 'replay', 'export', own, '--format', 'json'], { cwd: root, encoding: 'utf8' });
    expect(fmt.status).toBe(2);
    expect(fmt.stderr).toContain('format must be one of lantern.replay.v1');
  }, 120_000);
});
