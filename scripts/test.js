#!/usr/bin/env node
// `npm test`: the type check (tsc --noEmit) and the test suite (vitest run) at the same time, and
// fails when either fails. The type check is TypeScript 7's native compiler (the `typescript-7`
// package, an alias of typescript@7): about 4 CPU-s for the tree against 31 for TypeScript 5.9,
// which stays the `typescript` package because dependency-cruiser parses with its JavaScript API,
// which TypeScript 7 does not ship.
// Arguments go to vitest (`npm test -- test/cli`); tsc's findings are printed after vitest's report.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Runs `node script args`; resolves with its exit code and, when `capture`, its output. */
function run([script, ...args], capture) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => { out += d; });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

/**
 * Runs the type check (output held back) beside the tests (output shown), prints the type check's
 * findings when it fails, and returns the exit code: the tests' when they fail, else the type check's.
 */
export async function typecheckAndTest(typecheck, tests, write = (s) => process.stdout.write(s)) {
  const started = Date.now();
  const [types, tested] = await Promise.all([run(typecheck, true), run(tests, false)]);
  if (types.code !== 0) write(`\ntype check failed (${typecheck.slice(1).join(' ')}):\n${types.out}\n`);
  else write(`type check passed; npm test took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return tested.code !== 0 ? tested.code : types.code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const require = createRequire(import.meta.url);
  // typescript@7 exports no ./bin path: its launcher is found beside its package.json.
  const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
  const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  process.exitCode = await typecheckAndTest([tsc, '--noEmit', '-p', '.'], [vitest, 'run', ...process.argv.slice(2)]);
}
