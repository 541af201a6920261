#!/usr/bin/env node
// `npm test`: the type check (tsc --noEmit) and the test suite (vitest run) at the same time, and
// fails when either fails. The type check keeps one core busy for about 20 s while most test files
// wait on tmux, sockets and child processes, so running them side by side saves most of that time.
// Arguments go to vitest (`npm test -- test/cli`); tsc's findings are printed after vitest's report.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tscBin = require.resolve('typescript/bin/tsc');
const vitestBin = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

/** Runs `node script args`; resolves with its exit code and, when `capture`, its output. */
function run(script, args, capture) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => { out += d; });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

// The project to type check: this one, unless a test points it at another (LAMPLIT_TSC_PROJECT).
const project = process.env.LAMPLIT_TSC_PROJECT || '.';
const started = Date.now();
const [types, tests] = await Promise.all([
  run(tscBin, ['--noEmit', '-p', project], true),
  run(vitestBin, ['run', ...process.argv.slice(2)], false),
]);
if (types.code !== 0) process.stdout.write(`\ntype check (tsc --noEmit -p ${project}) failed:\n${types.out}\n`);
else process.stdout.write(`type check passed; npm test took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exitCode = tests.code !== 0 ? tests.code : types.code;
