// Runs once before every test file: compiles dist/ from the current sources, so tests that start
// bin/lamplit.js run the build (fast) and never a stale one (bin/build-state.js would fall back to
// the sources anyway).
import { build } from '../scripts/build.js';

/** vitest's global setup hook. */
export default async function setup(): Promise<void> {
  await build({ quiet: true });
}
