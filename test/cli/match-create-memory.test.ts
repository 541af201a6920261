// `match create` without Redis warns that the match lives only in this process (it printed a code
// that `match show` then could not find); stdout stays the id and code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('match create without Redis', () => {
  it('warns on stderr that the match lived only in this process, and still prints the id on stdout', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
    delete env.REDIS_URL;
    delete env.REDIS_CLUSTER_NODES;
    const r = spawnSync(process.execPath, ['bin/lamplit.js', 'match', 'create', '--game', 'lantern', '--ruleset', 'lantern-classic'], { cwd: ROOT, encoding: 'utf8', env });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\S+ {2}join code [A-Z0-9]{6}\n$/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^lamplit: warning: no REDIS_URL, so this match lived only in this process's memory .*`match show` and other processes cannot find it/);
  }, 60_000);
});
