// The SSH host key made on first start is always one ssh2 reads back (about 1 in 300 keys that
// ssh2's generator makes is not), and a second start reads the same key.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { loadOrCreateHostKey } from '../../../tui/ssh/host-key.ts';

describe('loadOrCreateHostKey', () => {
  it('makes 1,500 host keys in a row that all parse, and reads each back unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-host-key-'));
    let unreadable = 0;
    for (let i = 0; i < 1500; i++) {
      const path = join(dir, `k${i}`);
      const made = loadOrCreateHostKey(path);
      expect(made.created).toBe(true);
      if (ssh2.utils.parseKey(readFileSync(path)) instanceof Error) unreadable++;
      else if (i % 100 === 0) expect(loadOrCreateHostKey(path)).toEqual({ key: made.key, created: false });
    }
    expect(unreadable).toBe(0);
  }, 60_000);
});
