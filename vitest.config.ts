import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/sequencer.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Compiles dist/ once (when stale), so the many tests that start bin/lamplit.js skip tsx's compile.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores - 1), which runs the files one after
    // another although most of their time is spent waiting on tmux, child processes and sockets.
    // Four files at once keep both cores busy; a bigger machine uses every core.
    maxWorkers: Math.max(4, availableParallelism()),
    // The files of one worker share loaded modules (discord.js, canvas, the engine) instead of
    // loading them again for each file: about a third less CPU for the suite.
    isolate: false,
    // Longest files first, by test/durations.json, so a fresh clone (CI) orders them as a warm run does.
    sequence: { sequencer: LongestFirst },
  },
});
