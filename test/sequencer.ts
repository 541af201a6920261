// The order test files start in: longest first, by the durations in test/durations.json (refreshed
// by `node scripts/test-durations.js` after a full run). vitest's own ordering uses its results cache,
// which a fresh clone (CI) does not have, so there it falls back to file size and a file that mostly
// waits (tmux, child processes) can start last and hold the whole run up. Files not in the list
// (new ones) go first, as vitest does with files it has not timed.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Milliseconds per test file (paths relative to the repository root, `/` separated). */
export function loadDurations(file: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Files with no recorded duration first, then the longest first; ties by path, so the order is stable. */
export function longestFirst(paths: readonly string[], durations: Readonly<Record<string, number>>): string[] {
  const known = (p: string) => durations[p] !== undefined;
  return [...paths].sort((a, b) => Number(known(a)) - Number(known(b)) || (durations[b] ?? 0) - (durations[a] ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durations = loadDurations(join(root, 'test', 'durations.json'));
    const key = (f: TestSpecification) => relative(root, f.moduleId).split('\\').join('/');
    const order = longestFirst(files.map(key), durations);
    const rank = new Map(order.map((p, i) => [p, i]));
    return [...files].sort((a, b) => rank.get(key(a))! - rank.get(key(b))!);
  }
}
