// Whether dist/ (the compiled CLI, see scripts/build.js) is up to date with the TypeScript sources.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose TypeScript runs in production (tests and benchmarks run from source). */
export const SOURCE_DIRS = ['cli', 'engine', 'runtime', 'bot', 'tui', 'renders'];

/** The file in dist/ whose modification time is when its build began. */
export const STAMP = '.build-stamp';

/** Every file under the source folders of `root` (paths relative to it). */
export function sourceFiles(root = ROOT) {
  const out = [];
  const walk = (rel) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  for (const d of SOURCE_DIRS) walk(d);
  return out;
}

/** True when `root`'s dist/ exists and no source file (or package.json) changed after its build began. */
export function buildIsFresh(root = ROOT) {
  let built;
  try {
    built = statSync(join(root, 'dist', STAMP)).mtimeMs;
  } catch {
    return false;
  }
  try {
    if (statSync(join(root, 'package.json')).mtimeMs > built) return false;
    for (const f of sourceFiles(root)) if (statSync(join(root, f)).mtimeMs > built) return false;
  } catch {
    return false;
  }
  return true;
}
