#!/usr/bin/env node
// The lamplit command. It runs the compiled CLI in dist/ (made by `npm run build`, which `npm
// install` and `npm ci` run through `prepare`); when there is no build, or a source changed after
// it, it runs the TypeScript sources through tsx instead, so an edit never runs stale code.
import { buildIsFresh } from './build-state.js';

if (buildIsFresh()) {
  await import('../dist/cli/index.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/index.ts');
}
