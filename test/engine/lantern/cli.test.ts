import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const lamplit = (args: string[]) => new Promise<{ code: number; out: string; err: string }>((resolve) => {
  execFile('node', ['bin/lamplit.js', ...args], { cwd: root }, (e, out, err) => resolve({ code: e ? (e as { code?: number }).code ?? 1 : 0, out, err }));
});

describe('lantern command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lamplit-lantern-'));

  it('sim lantern --json prints one JSON object and --replay writes a replay that verifies; a flipped byte exits 1 naming the tick', async () => {
    const file = join(dir, 'r.json');
    const sim = await lamplit(['sim', 'lantern', '--seed', '4', '--ruleset', 'lantern-sprint', '--owl', 'moth', '--json', '--replay', file]);
    expect(sim.code).toBe(0);
    const doc = JSON.parse(sim.out);
    expect(Object.keys(doc)).toEqual(['game', 'ruleset', 'seed', 'ticks', 'digest', 'ms', 'results']);
    expect(doc.results.scores).toHaveLength(6);
    const ok = await lamplit(['replay', 'verify', file]);
    expect(ok.code).toBe(0);
    expect(ok.out.trim().split('\n')).toHaveLength(1);
    expect(ok.out).toMatch(/lantern replay ok: seed 4/);
    const rp = JSON.parse(readFileSync(file, 'utf8'));
    rp.digests[20].digest = '00000000';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(rp));
    const bad = await lamplit(['replay', 'verify', join(dir, 'bad.json')]);
    expect(bad.code).toBe(1);
    const t = rp.digests[20].tick;
    expect(bad.err).toMatch(new RegExp(`^lamplit: replay \\S+ does not verify: first differing tick ${t}: keyframe at tick ${t} \\(digests\\[20\\]\\.digest\\) differs: "00000000" recorded, "[0-9a-f]{8}" re-simulated\n$`));
    writeFileSync(join(dir, 'junk.json'), '{"hello": 1}');
    const junk = await lamplit(['replay', 'verify', join(dir, 'junk.json')]);
    expect(junk.code).toBe(2);
    expect(junk.err.trim().split('\n')).toHaveLength(1);
    expect(junk.err).toMatch(/is not a replay/);
  }, 180_000);

  it('order check lantern prints the parsed order or the one-line error', async () => {
    const ok = await lamplit(['order', 'check', 'lantern', '--seat', '1', 'sweep G5 aim track', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).order).toEqual({ intent: 'sweep', target: [617, 423], crate: null, aim: 'track', crawl: false });
    const bad = await lamplit(['order', 'check', 'lantern', 'push C12 to B3']);
    expect(bad.code).toBe(2);
    expect(bad.err.trim()).toBe('lamplit: unknown crate C12: crates are C0–C9');
  }, 180_000);
});
