// How to start one of our own modules as a separate process or worker thread, from the sources
// (tests, tsx) or from the build in dist/ alike: built code runs its compiled sibling `.js`
// directly; source code runs the `.ts` file through bin/run-ts.js (tsx).
import { fileURLToPath } from 'node:url';

/** The script to start and the arguments before the caller's own, for the module `name` (no extension) next to `from`. */
export interface ModuleEntry {
  script: string;
  args: string[];
}

/** Where `name` (relative to the module whose import.meta.url is `from`, e.g. './render-worker') runs from. */
export function moduleEntry(from: string, name: string): ModuleEntry {
  if (from.endsWith('.js')) return { script: fileURLToPath(new URL(`${name}.js`, from)), args: [] };
  return { script: fileURLToPath(new URL('../bin/run-ts.js', import.meta.url)), args: [fileURLToPath(new URL(`${name}.ts`, from))] };
}
