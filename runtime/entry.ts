// How to start one of our own modules as a separate process or worker thread, from the sources
// (tests, tsx) or from the build in dist/ alike: built code runs its compiled sibling `.js`
// directly; source code runs the compiled copy in dist/ when that build is fresh (as bin/lamplit.js
// does), else the `.ts` file through bin/run-ts.js (tsx, about 0.7 s more CPU per start).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The script to start and the arguments before the caller's own, for the module `name` (no extension) next to `from`. */
export interface ModuleEntry {
  script: string;
  args: string[];
}

/** Where `name` (relative to the module whose import.meta.url is `from`, e.g. './render-worker') runs from. */
export function moduleEntry(from: string, name: string): ModuleEntry {
  if (from.endsWith('.js')) return { script: fileURLToPath(new URL(`${name}.js`, from)), args: [] };
  // From the sources (this file is <root>/runtime/entry.ts): dist/ mirrors the source tree. Loaded
  // only here, so the built copy of this file (dist/runtime/entry.js, beside no bin/) never needs it.
  const root = new URL('../', import.meta.url);
  const { buildIsFresh } = createRequire(import.meta.url)('../bin/build-state.js') as typeof import('../bin/build-state.js');
  const source = fileURLToPath(new URL(`${name}.ts`, from));
  const rootPath = fileURLToPath(root);
  if (source.startsWith(rootPath) && buildIsFresh(rootPath)) {
    return { script: fileURLToPath(new URL(`dist/${source.slice(rootPath.length).replace(/\.ts$/, '.js')}`, root)), args: [] };
  }
  return { script: fileURLToPath(new URL('../bin/run-ts.js', import.meta.url)), args: [source] };
}
