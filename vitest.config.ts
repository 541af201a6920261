import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Compiles dist/ once, so the many tests that start bin/lamplit.js skip tsx's compile.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores - 1), which runs the files one after
    // another although most of their time is spent waiting on tmux, child processes and sockets.
    // Three files at once keep both cores busy; the CPU-heavy ones still get a core each.
    maxWorkers: 3,
    isolate: false,
  },
});
