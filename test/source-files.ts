// The repository's source files, for the tests that read code as text (floors, import rules,
// game names, what renders may call).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..');

/** Paths, relative to the root, of the files under `folder` ending in one of `exts` (none when the folder is missing). */
export function sourcePaths(folder: string, exts: readonly string[] = ['.ts']): string[] {
  if (!existsSync(join(ROOT, folder))) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (exts.some((e) => name.endsWith(e))) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

/**
 * The .ts files under `folder` with their text: as written, without the lines that are `//`
 * comments (`strip: 'line'`), or also without block comments (`strip: 'all'`).
 */
export function sources(folder: string, strip: 'none' | 'line' | 'all' = 'none'): { file: string; text: string }[] {
  return sourcePaths(folder).map((file) => {
    let text = readFileSync(join(ROOT, file), 'utf8');
    if (strip !== 'none') text = text.replace(/^\s*\/\/.*$/gm, '');
    if (strip === 'all') text = text.replace(/\/\*[\s\S]*?\*\//g, '');
    return { file, text };
  });
}
