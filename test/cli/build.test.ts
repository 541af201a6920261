// The compiled CLI in dist/ (scripts/build.js): it is what bin/lamplit.js runs, it finds the files
// it reads at run time (package.json, fonts, the render worker) from the build, and a source that
// changed after the build sends bin/lamplit.js back to the sources instead of a stale build.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SOURCE_DIRS, STAMP, buildIsFresh } from '../../bin/build-state.js';
import { typecheckAndTest } from '../../scripts/test.js';

const lamplit = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/lamplit.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

/** A tiny tree shaped like the repository, for the freshness rule. */
function fakeTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'lamplit-build-'));
  for (const d of SOURCE_DIRS) {
    mkdirSync(join(root, d, 'sub'), { recursive: true });
    writeFileSync(join(root, d, 'sub', 'a.ts'), 'export {};\n');
  }
  writeFileSync(join(root, 'package.json'), '{}\n');
  return root;
}

describe('the build', () => {
  it('is fresh only when dist/ exists and no source or package.json changed after the build began', () => {
    const root = fakeTree();
    expect(buildIsFresh(root)).toBe(false); // no build yet: the sources run
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', STAMP), '');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'dist', STAMP), later, later);
    expect(buildIsFresh(root)).toBe(true);
    const evenLater = new Date(Date.now() + 120_000);
    utimesSync(join(root, 'tui', 'sub', 'a.ts'), evenLater, evenLater);
    expect(buildIsFresh(root)).toBe(false); // an edited source: the build is stale
    utimesSync(join(root, 'dist', STAMP), evenLater, evenLater);
    utimesSync(join(root, 'package.json'), new Date(Date.now() + 180_000), new Date(Date.now() + 180_000));
    expect(buildIsFresh(root)).toBe(false);
  });

  it('the test run starts from a fresh build of these sources (global setup), which the command runs', () => {
    expect(buildIsFresh()).toBe(true);
    const r = lamplit('--version');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('draws a picture from the build with the shipped fonts', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'lamplit-build-')), 'floor.png');
    const r = lamplit('render', 'lantern', '--seed', '3', '--out', out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(out).subarray(1, 4).toString()).toBe('PNG');
  });

  it('runs the render worker thread from the build (the bot draws on it), which answers with the drawing\'s own error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-build-'));
    // A job the worker refuses is enough to show that dist/bot/render-worker.js loaded and answered
    // (a missing worker file would fail to start instead); drawing itself is covered by the render test.
    const script = `
      const { RenderPool } = await import(${JSON.stringify(join(ROOT, 'dist/bot/render-pool.js'))});
      const pool = new RenderPool();
      const answer = await pool.render({ kind: 'replayGif', game: 'nope', replay: {} }).then(() => 'drew', (e) => 'refused: ' + e.message);
      process.stdout.write(answer);
      await pool.close();`;
    writeFileSync(join(dir, 'draw.mjs'), script);
    const r = spawnSync(process.execPath, [join(dir, 'draw.mjs')], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^refused: /);
    expect(r.stdout).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
  });
});

describe('npm test', () => {
  /** A node script that prints `text` and exits with `code`. */
  function script(dir: string, name: string, text: string, code: number): string {
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, `process.stdout.write(${JSON.stringify(text)}); process.exitCode = ${code};\n`);
    return file;
  }

  it('fails when the type check fails even though the tests pass, and prints what the type check found', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-npmtest-'));
    let shown = '';
    const code = await typecheckAndTest([script(dir, 'tsc', "bad.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.", 2)], [script(dir, 'tests', '', 0)], (s) => { shown += s; });
    expect(code).toBe(2);
    expect(shown).toContain("error TS2322: Type 'string' is not assignable to type 'number'.");
  });

  it('fails with the tests\' code when they fail, and passes only when both pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-npmtest-'));
    const quiet = () => undefined;
    expect(await typecheckAndTest([script(dir, 'tsc', '', 0)], [script(dir, 'tests', '', 1)], quiet)).toBe(1);
    expect(await typecheckAndTest([script(dir, 'tsc2', '', 0)], [script(dir, 'tests2', '', 0)], quiet)).toBe(0);
  });
});
