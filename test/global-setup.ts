// Runs once before every test file: compiles dist/ from the current sources, so tests that start
// bin/lamplit.js run the build (fast) and never a stale one (bin/build-state.js would fall back to
// the sources anyway).
import { build } from '../scripts/build.js';
import { buildIsFresh } from '../bin/build-state.js';

/** vitest's global setup hook: builds unless dist/ is already newer than every source. */
export default async function setup(): Promise<void> {
  // Never rebuilt under a running suite (a vitest started by a test): that would swap dist/ under its other files.
  if (!buildIsFresh()) await build({ quiet: true });
}
