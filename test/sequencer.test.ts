// The test order: new files first, then the longest, so the slowest files never start last.
import { describe, expect, it } from 'vitest';
import { longestFirst } from './sequencer.ts';

describe('test sequencer', () => {
  it('starts files with no recorded duration, then the longest first, ties by path', () => {
    const durations = { 'test/a.test.ts': 100, 'test/b.test.ts': 40_000, 'test/c.test.ts': 100 };
    expect(longestFirst(['test/a.test.ts', 'test/c.test.ts', 'test/new.test.ts', 'test/b.test.ts'], durations))
      .toEqual(['test/new.test.ts', 'test/b.test.ts', 'test/a.test.ts', 'test/c.test.ts']);
  });
});
