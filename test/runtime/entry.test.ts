// Workers and shard processes started from the sources run the fresh compiled build, not tsx.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsFresh, ROOT } from '../../bin/build-state.js';
import { moduleEntry } from '../../runtime/entry.ts';

describe('moduleEntry', () => {
  it('from a source file with a fresh build (the test run builds one), starts the compiled sibling in dist/ with no tsx', () => {
    expect(buildIsFresh()).toBe(true);
    const e = moduleEntry(new URL('../../bot/render-pool.ts', import.meta.url).href, './render-worker');
    expect(e).toEqual({ script: join(ROOT, 'dist/bot/render-worker.js'), args: [] });
    expect(existsSync(e.script)).toBe(true);
  });

  it('from a built file, starts its compiled sibling', () => {
    expect(moduleEntry('file:///x/dist/bot/run.js', './shard-entry')).toEqual({ script: '/x/dist/bot/shard-entry.js', args: [] });
  });

  it('from a source file outside the repository (no build of it), runs the .ts through bin/run-ts.js', () => {
    expect(moduleEntry('file:///elsewhere/bot/run.ts', './shard-entry')).toEqual({ script: join(ROOT, 'bin/run-ts.js'), args: ['/elsewhere/bot/shard-entry.ts'] });
  });
});
