#!/usr/bin/env node
// `npm run build` (also run by `npm install`/`npm ci` through `prepare`): compiles every runtime
// TypeScript file to JavaScript in dist/, one output file per source file at the same relative
// place (dist/cli/index.js for cli/index.ts), so code that finds files next to itself (the
// command modules, workers such as bot/render-worker) works unchanged. Imports between our own
// files stay imports (rewritten from .ts to .js); packages stay in node_modules. The fonts and
// package.json and the agent protocol's schema, read at run time relative to the code, are copied beside it. bin/lamplit.js runs
// dist/ when it is newer than every source (bin/build-state.js), else the sources through tsx.
import { cpSync, existsSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

/** Builds dist/ from the sources; returns the number of files compiled (0 when there are none here). */
export async function build({ quiet = false } = {}) {
  // In a Docker dependency stage (package.json and the lock file only) there is nothing to build yet.
  if (!existsSync(join(ROOT, 'bin', 'build-state.js'))) {
    if (!quiet) process.stdout.write('lamplit build: no sources here (dependencies-only install); skipped\n');
    return 0;
  }
  const { SOURCE_DIRS, STAMP, sourceFiles } = await import('../bin/build-state.js');
  if (!SOURCE_DIRS.every((d) => existsSync(join(ROOT, d)))) {
    if (!quiet) process.stdout.write('lamplit build: no sources here (dependencies-only install); skipped\n');
    return 0;
  }
  const { build: esbuild } = await import('esbuild');
  const started = new Date();
  const entries = sourceFiles().filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  const tmp = join(ROOT, `dist.tmp-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  await esbuild({
    absWorkingDir: ROOT,
    entryPoints: entries,
    outdir: tmp,
    outbase: ROOT,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [{
      name: 'one-file-per-source',
      setup(b) {
        // Every relative import stays an import of the sibling output file, so the tree keeps its shape.
        b.onResolve({ filter: /^\.\.?\// }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.ts$/, '.js'), external: true }));
      },
    }],
  });
  cpSync(join(ROOT, 'renders', 'fonts'), join(tmp, 'renders', 'fonts'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(tmp, 'package.json'));
  // The agent protocol's JSON Schema is read at run time to check what agents send.
  cpSync(join(ROOT, 'docs', 'agent-protocol.schema.json'), join(tmp, 'docs', 'agent-protocol.schema.json'));
  // The stamp carries the time the build began: a source saved during the build counts as newer.
  writeFileSync(join(tmp, STAMP), `built from ${entries.length} sources\n`);
  utimesSync(join(tmp, STAMP), started, started);
  rmSync(DIST, { recursive: true, force: true });
  renameSync(tmp, DIST);
  return entries.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quiet = process.argv.includes('--quiet');
  try {
    const n = await build({ quiet });
    if (n > 0 && !quiet) process.stdout.write(`lamplit build: ${n} files compiled to dist/\n`);
  } catch (err) {
    process.stderr.write(`lamplit build failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
