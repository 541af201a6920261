// `lamplit ssh` with the OpenSSH client in tmux: two players log in with their keys, one creates a
// Lantern match, the other joins it by code, both order and the turn resolves on both screens; a dropped
// connection leaves the match running and the player rejoins by code; a password login is refused
// with a line on how to use a key.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TmuxSession, requireTmux, sleep } from './tmux.ts';

const dir = mkdtempSync(join(tmpdir(), 'lamplit-ssh-'));
let server: ChildProcess;
let port = 0;
const sessions: TmuxSession[] = [];

function sshCommand(key: string | null, user: string, extra = ''): string {
  // Without a key the client's default log level is kept: OpenSSH prints a server's
  // keyboard-interactive instructions at that level.
  const opts = `-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null ${key ? '-o LogLevel=ERROR' : ''} -p ${port}`;
  return key ? `ssh -t ${opts} -o IdentitiesOnly=yes -i ${key} ${extra} ${user}@127.0.0.1` : `ssh -t ${opts} ${extra} ${user}@127.0.0.1`;
}

function login(name: string, key: string, user: string): TmuxSession {
  const t = TmuxSession.start(name, sshCommand(key, user), 110, 34);
  sessions.push(t);
  return t;
}

/** Presses the number key of the menu entry whose label matches. */
async function pick(t: TmuxSession, label: RegExp): Promise<void> {
  const s = await t.waitFor(label);
  const line = s.split('\n').find((l) => label.test(l))!;
  const n = /(\d)\s{2}/.exec(line.slice(line.indexOf('│') + 1))?.[1];
  if (!n) throw new Error(`no number key for ${String(label)} in: ${line}`);
  t.keys(n, 'Enter'); // a number selects, Enter picks
}

describe('lamplit ssh', () => {
  beforeAll(async () => {
    requireTmux();
    for (const k of ['alice', 'bob', 'carol']) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, k)]);
    server = spawn('node', ['bin/lamplit.js', 'ssh', '--port', '0', '--host', '127.0.0.1', '--host-key', join(dir, 'host_key')], {
      cwd: ROOT, env: { ...process.env, HEALTH_PORT: '0', LOG_LEVEL: 'warn', REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (d) => {
        out += String(d);
        const m = /listening on port (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      server.once('exit', (code) => reject(new Error(`lamplit ssh exited with ${code}: ${out}`)));
      setTimeout(() => reject(new Error(`lamplit ssh did not start: ${out}`)), 45_000);
    });
  }, 60_000);

  afterAll(() => {
    for (const s of sessions) s.kill();
    server?.kill('SIGTERM');
  });

  let alice: TmuxSession;
  let bob: TmuxSession;
  let code = '';

  it('logs a player in with a key, the user name as display name', async () => {
    alice = login('alice', join(dir, 'alice'), 'alice');
    const s = await alice.waitFor('Signed in as alice', 20_000);
    expect(s).toContain('main menu');
  }, 30_000);

  it('creates a Lantern match in turns with one hider seat open for a player', async () => {
    await pick(alice, /New match/);
    await pick(alice, /Lantern\b/);
    // Lantern: its build acts await both hiders and last several turns, whatever the seed.
    await pick(alice, /Lantern sprint · in turns/);
    await alice.waitFor('seat 2');
    alice.keys('Down', 'Down', 'Space'); // seat 2 (Moth-2, a hider): open instead of bot
    await alice.waitFor(/seat 2 .*open/);
    await pick(alice, /Create the match/);
    const s = await alice.waitFor(/JOIN CODE:\s+([A-Z0-9]{6})/);
    code = /JOIN CODE:\s+([A-Z0-9]{6})/.exec(s)![1];
    expect(s).toMatch(/seat 2 .*open/);
  });

  it('lets a second SSH session join the match by its code', async () => {
    bob = login('bob', join(dir, 'bob'), 'bob');
    await bob.waitFor('Signed in as bob', 20_000);
    await pick(bob, /Join a match by code/);
    await bob.waitFor('─ join code ─');
    bob.type(code.toLowerCase()).keys('Enter');
    await bob.waitFor('bob (you)');
    await alice.waitFor(/seat 2 .*bob/);
  }, 30_000);

  it('resolves a turn on both screens once both have ordered', async () => {
    alice.keys('s');
    await alice.waitFor('your order:');
    await bob.waitFor('your order:');
    alice.keys(':');
    await alice.waitFor('─ order ─');
    alice.type('wait').keys('Enter');
    await alice.waitFor('order for turn 1: wait');
    expect(alice.screen()).not.toContain('turn 1 resolved');
    bob.keys(':');
    await bob.waitFor('─ order ─');
    bob.type('hide F4 crawl').keys('Enter');
    await bob.waitFor('turn 1 resolved');
    await alice.waitFor('turn 1 resolved');
  });

  it('lets a third player watch the match by code as a spectator', async () => {
    const carol = login('carol', join(dir, 'carol'), 'carol');
    await carol.waitFor('Signed in as carol', 20_000);
    await pick(carol, /Watch a match/);
    await carol.waitFor('─ code of the match to watch ─');
    carol.type(code).keys('Enter');
    const s = await carol.waitFor('lantern · watching');
    expect(s).toContain('watching: ? keys · q leaves');
    expect(s).toContain('turn 1 resolved');
    carol.keys(':');
    await carol.waitFor('─ order ─');
    carol.type('wait').keys('Enter');
    await carol.waitFor('spectators cannot order');
    carol.kill();
  }, 40_000);

  it('keeps the match running when a connection drops, and lets the player back in by code', async () => {
    bob.kill();
    await sleep(1000);
    alice.keys(':');
    await alice.waitFor('─ order ─');
    alice.type('wait').keys('Enter');
    const s = await alice.waitFor('order for turn 2: wait');
    expect(s).toContain('running');
    expect(s).not.toContain('turn 2 resolved');
    bob = login('bob2', join(dir, 'bob'), 'bob');
    await bob.waitFor('Signed in as bob', 20_000);
    await pick(bob, /Join a match by code/);
    await bob.waitFor('─ join code ─');
    bob.type(code).keys('Enter');
    await bob.waitFor('your order:');
    bob.keys(':');
    await bob.waitFor('─ order ─');
    bob.type('wait').keys('Enter');
    await alice.waitFor('turn 2 resolved');
  }, 40_000);

  it('refuses keyboard-interactive and password logins with a line on how to use a key', async () => {
    const t = TmuxSession.start('nokey', sshCommand(null, 'carol', '-o PubkeyAuthentication=no -o PreferredAuthentications=keyboard-interactive,password'), 110, 20);
    sessions.push(t);
    const s = await t.waitFor('[exited', 20_000);
    expect(s).toContain('lamplit signs you in with an SSH key');
    expect(s).toContain('Permission denied');
    expect(s).not.toContain('main menu');
  }, 30_000);

  it('closes the session from the server side when the player quits, giving the terminal back', async () => {
    alice.keys('q');
    await alice.waitFor('Leave the match?');
    alice.keys('y');
    await alice.waitFor('main menu');
    alice.keys('q');
    const s = await alice.waitFor('[exited 0]');
    expect(s).not.toContain('main menu');
  }, 20_000);
});
