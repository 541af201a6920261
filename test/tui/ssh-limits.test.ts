// The SSH server's limits with the real client: a second session for the same key over the
// per-key limit is refused with one line, and an idle session is closed with a line saying why.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TmuxSession, requireTmux } from './tmux.ts';

const dir = mkdtempSync(join(tmpdir(), 'lamplit-ssh-limits-'));
let server: ChildProcess;
let port = 0;
const sessions: TmuxSession[] = [];

function login(name: string): TmuxSession {
  const t = TmuxSession.start(name, `ssh -t -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p ${port} -o IdentitiesOnly=yes -i ${join(dir, 'dave')} dave@127.0.0.1`, 100, 24);
  sessions.push(t);
  return t;
}

describe('lamplit ssh limits', () => {
  beforeAll(async () => {
    requireTmux();
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'dave')]);
    server = spawn('node', ['bin/lamplit.js', 'ssh', '--port', '0', '--host', '127.0.0.1', '--host-key', join(dir, 'host_key')], {
      cwd: ROOT,
      env: { ...process.env, HEALTH_PORT: '0', LOG_LEVEL: 'warn', REDIS_URL: '', SSH_SESSIONS_PER_KEY: '1', SSH_IDLE_TIMEOUT_SECONDS: '10' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (d) => { out += String(d); const m = /listening on port (\d+)/.exec(out); if (m) resolve(Number(m[1])); });
      server.once('exit', (code) => reject(new Error(`lamplit ssh exited with ${code}: ${out}`)));
      setTimeout(() => reject(new Error(`lamplit ssh did not start: ${out}`)), 45_000);
    });
  }, 60_000);

  afterAll(() => {
    for (const s of sessions) s.kill();
    server?.kill('SIGTERM');
  });

  it('refuses a session over the per-key limit with one line', async () => {
    const first = login('dave1');
    await first.waitFor('Signed in as dave', 20_000);
    const second = login('dave2');
    const s = await second.waitFor('[exited', 20_000);
    expect(s).toContain('this key already has 1 session open; at most 1 are allowed per key');
    expect(s).not.toContain('main menu');
    first.keys('q');
    await first.waitFor('[exited 0]');
  }, 50_000);

  it('closes a session after the idle timeout and says so', async () => {
    const t = login('dave3');
    await t.waitFor('Signed in as dave', 20_000);
    const s = await t.waitFor('[exited', 25_000);
    expect(s).toContain('closed after 10 s without input');
  }, 50_000);
});
