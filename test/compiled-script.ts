// A TypeScript script that a test starts as a child process (a fixture, a flooding client), bundled
// once per test process with esbuild into <root>/tmp/test-scripts/ (git-ignored; packages stay
// external and resolve from the repository's node_modules), so the child runs on plain node: about
// 1 CPU-s less per start than compiling the script and its imports through tsx (bin/run-ts.js).
import { buildSync } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from '../bin/build-state.js';

const built = new Map<string, string>();

/** The path of the bundled .mjs for `file` (relative to the repository root), built on first use. */
export function compiledScript(file: string): string {
  const done = built.get(file);
  if (done) return done;
  const dir = join(ROOT, 'tmp', 'test-scripts');
  mkdirSync(dir, { recursive: true });
  // The process id keeps test processes that run at the same time from writing one file together.
  const out = join(dir, `${basename(file, '.ts')}-${process.pid}.mjs`);
  buildSync({ entryPoints: [join(ROOT, file)], outfile: out, bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', logLevel: 'warning' });
  built.set(file, out);
  return out;
}
