import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|js|mjs|cjs|sh|json)$/;

/** Every tracked or new (not ignored) source, test, bench and script file of the repository. */
function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter((f) => SOURCE.test(f) && !f.startsWith('test/fixtures/') && f !== 'package-lock.json');
}

/** Relative paths written in a file (quoted, starting with one or more `../`) that resolve outside the repository root. */
export function pathsOutside(file: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/['"`]((?:\.\.\/)+[^'"`\s]*)['"`]/g)) {
    const target = resolve(ROOT, dirname(file), m[1]!);
    const rel = relative(ROOT, target);
    if (rel.startsWith('..' + sep) || rel === '..') found.push(m[1]!);
  }
  if (/\/work\/shared|['"`]\/[^'"`]*\/shared\/reference/.test(text)) found.push('an absolute path to shared/');
  return found;
}

describe('the repository stands on its own', () => {
  it('no source, test, bench or script file names a path outside the repository root', () => {
    const offenders: string[] = [];
    for (const file of repoFiles()) {
      let text: string;
      try { text = readFileSync(resolve(ROOT, file), 'utf8'); } catch { continue; }
      for (const p of pathsOutside(file, text)) offenders.push(`${file}: ${p}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the check itself catches a path that climbs out of the root', () => {
    // Built from parts, so that this file itself names no path outside the root (it is checked too).
    const climbing = `new URL('${'../'.repeat(4)}shared/reference/vault.mapspec.json')`;
    expect(pathsOutside('test/engine/lantern/map.test.ts', climbing)).toHaveLength(1);
    expect(pathsOutside('test/engine/lantern/map.test.ts', `new URL('${'../'.repeat(2)}fixtures/reference/vault.mapspec.json')`)).toEqual([]);
  });
});
