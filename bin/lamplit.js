#!/usr/bin/env node
// The lamplit command. It runs the compiled CLI in dist/ (made by `npm run build`, which `npm
// install` and `npm ci` run through `prepare`); when there is no build, or a source changed after
// it, it runs the TypeScript sources through tsx instead, so an edit never runs stale code.
import { buildIsFresh } from './build-state.js';

// Loading the CLI takes a moment. A SIGTERM or SIGINT sent to a long-running command (worker,
// ssh, bot) meanwhile is kept, not fatal: the command's graceful shutdown takes it as soon as it is
// installed (runtime/shutdown.ts), so the process exits 0 having taken no work. Other commands keep
// the default (the signal ends them).
const [command, sub] = process.argv.slice(2);
if (command === 'worker' || command === 'ssh' || (command === 'bot' && (sub === undefined || sub === 'start' || sub.startsWith('-')))) {
  const kept = [];
  const keep = (sig) => kept.push(sig);
  process.on('SIGTERM', keep);
  process.on('SIGINT', keep);
  // For the test of this guard: say on stderr that it stands, so the test's signal comes after it
  // (before Node runs this file, some 50–500 ms by the machine's load, no process can keep one).
  if (process.env.LAMPLIT_MARK_SIGNAL_GUARD === '1') process.stderr.write('lamplit: signal guard set\n');
  globalThis[Symbol.for('lamplit.earlySignals')] = {
    /** Stops keeping signals and returns the first one kept, if any. */
    take() {
      process.off('SIGTERM', keep);
      process.off('SIGINT', keep);
      return kept[0];
    },
  };
}

if (buildIsFresh()) {
  await import('../dist/cli/index.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/index.ts');
}
