// `lamplit ssh` under abuse, each against a real server process: a 4 MB keystroke flood from one
// player leaves another player's session and /healthz answering within 200 ms, and the flooder is
// told once; connections over the per-address and total caps are refused with a line and logged
// once; connections that never sign in, or sign in and open no terminal, are closed after
// SSH_AUTH_TIMEOUT_SECONDS, players with a terminal are not; on SIGTERM every player (OpenSSH in tmux, and ssh2) is told why after the terminal is
// given back (memory store: the match ends; Redis: it goes on). A storm of 5,000 window-changes
// leaves the others answering.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, describe, expect, it } from 'vitest';
import { connectedStore } from '../runtime/redis-helpers.ts';
import { freshKey, openShell, probe, startLamplitSsh, type LamplitSsh, type ShellClient } from './ssh-harness.ts';
import { ROOT, TmuxSession, requireTmux, sleep } from './tmux.ts';

const servers: LamplitSsh[] = [];
const tmuxSessions: TmuxSession[] = [];
const keys = mkdtempSync(join(tmpdir(), 'lamplit-ssh-abuse-'));
afterAll(async () => {
  for (const t of tmuxSessions) t.kill();
  await Promise.all(servers.map((s) => s.stop()));
});

async function server(env: Record<string, string> = {}, args: string[] = []): Promise<LamplitSsh> {
  const s = await startLamplitSsh(env, args);
  servers.push(s);
  return s;
}

/** An idle TCP connection from `from` (a loopback address) that never speaks SSH; `first` is the first thing the server sent. */
function idleSocket(port: number, from = '127.0.0.1'): Promise<{ sock: Socket; first: string; closedAt: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const sock = connect({ port, host: '127.0.0.1', localAddress: from });
    const closedAt = new Promise<number>((r) => sock.once('close', () => r(Date.now())));
    sock.once('data', (d) => resolve({ sock, first: String(d), closedAt }));
    sock.once('error', reject);
  });
}

/** A client that signs in with a key and then opens nothing (as `ssh -N` does). */
function signInOnly(port: number): Promise<{ readyAt: number; closedAt: Promise<number> }> {
  const c = new ssh2.Client();
  const closedAt = new Promise<number>((r) => c.once('close', () => r(Date.now())));
  c.on('error', () => undefined);
  return new Promise((resolve) => {
    c.once('ready', () => resolve({ readyAt: Date.now(), closedAt }));
    c.connect({ host: '127.0.0.1', port, username: 'lurker', privateKey: freshKey() });
  });
}

/** The time from a keystroke to the server's first byte of answer on that session. */
async function keyRoundTrip(s: ShellClient, key: string): Promise<number> {
  const from = s.output().length;
  const t0 = performance.now();
  s.stream.write(key);
  await s.waitFor(/[\s\S]/, 5_000, from);
  return performance.now() - t0;
}

describe('lamplit ssh under a keystroke flood', () => {
  it('keeps another session and /healthz answering within 200 ms while one player sends 4 MB of keys, and tells the flooder once', async () => {
    const srv = await server();
    const bystander = await openShell(srv.port, 'bystander');
    await bystander.waitFor('Signed in as bystander');
    const flooder = spawn('node', ['bin/run-ts.js', 'test/tui/ssh-flood-client.ts', String(srv.port), '4'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    let said = '';
    flooder.stdout!.on('data', (d) => { said += String(d); });
    try {
      while (!said.includes('signed in')) await sleep(50);
      const health: number[] = [];
      const keys: number[] = [];
      flooder.stdin!.write('go\n');
      const started = Date.now();
      // Sample through the flood and a second after it was all written.
      let doneAt = 0;
      while (!doneAt || Date.now() - doneAt < 1000) {
        if (!doneAt && said.includes('flooded')) doneAt = Date.now();
        expect(Date.now() - started, 'the flood took too long to write').toBeLessThan(30_000);
        health.push((await probe(srv.healthPort, '/healthz', 5_000)).ms);
        keys.push(await keyRoundTrip(bystander, keys.length % 2 ? 'k' : 'j'));
        await sleep(50);
      }
      while (!/told|not told/.test(said)) await sleep(50);
      expect(health.length).toBeGreaterThan(5);
      expect(Math.max(...health), `/healthz latencies ${health.map(Math.round).join(' ')}`).toBeLessThan(200);
      expect(Math.max(...keys), `keystroke round trips ${keys.map(Math.round).join(' ')}`).toBeLessThan(200);
      expect(said).toMatch(/told 1\b/);
      expect(srv.logged(/ssh input over the limit dropped/)).toHaveLength(1);
    } finally {
      flooder.stdin!.end();
      bystander.end();
    }
  }, 90_000);

  it('lets a new player sign in within 5 s while another floods without pause', async () => {
    const srv = await server();
    const flooder = spawn('node', ['bin/run-ts.js', 'test/tui/ssh-flood-client.ts', String(srv.port), '64'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    let said = '';
    flooder.stdout!.on('data', (d) => { said += String(d); });
    try {
      while (!said.includes('signed in')) await sleep(50);
      flooder.stdin!.write('go\n');
      await sleep(1000);
      const t0 = performance.now();
      const newcomer = await openShell(srv.port, 'newcomer');
      await newcomer.waitFor('Signed in as newcomer', 5_000);
      expect(performance.now() - t0).toBeLessThan(5_000);
      expect(said, 'the flood was still going').not.toContain('flooded');
      expect(await keyRoundTrip(newcomer, 'j')).toBeLessThan(1_000);
      newcomer.end();
    } finally {
      flooder.kill();
    }
  }, 60_000);
});

describe('lamplit ssh under a window-change storm', () => {
  // 5,000 SSH packets at once: ssh2 parses every packet of a socket read in one go, and each resize
  // lays the screen out again. Before, the other session got no answer within 5 s.
  it('keeps /healthz and another session answering within 1 s while one client sends 5,000 window-changes', async () => {
    const srv = await server();
    const bystander = await openShell(srv.port, 'bystander');
    await bystander.waitFor('Signed in as bystander');
    const stormer = spawn('node', ['bin/run-ts.js', 'test/tui/ssh-flood-client.ts', String(srv.port), '5', 'resize'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    let said = '';
    stormer.stdout!.on('data', (d) => { said += String(d); });
    try {
      while (!said.includes('signed in')) await sleep(50);
      stormer.stdin!.write('go\n');
      const health: number[] = [];
      const keys: number[] = [];
      for (let i = 0; i < 30; i++) {
        health.push((await probe(srv.healthPort, '/healthz', 5_000)).ms);
        keys.push(await keyRoundTrip(bystander, i % 2 ? 'k' : 'j'));
        await sleep(50);
      }
      expect(said).toContain('flooded');
      expect(Math.max(...health), `/healthz latencies ${health.map(Math.round).join(' ')}`).toBeLessThan(1000);
      expect(Math.max(...keys), `keystroke round trips ${keys.map(Math.round).join(' ')}`).toBeLessThan(1000);
    } finally {
      stormer.stdin!.end();
      bystander.end();
    }
  }, 60_000);
});

describe('lamplit ssh connection limits', () => {
  it('refuses connections over the per-address and total caps with one line each, logs a storm once, and closes connections that never sign in or open no terminal after the auth timeout', async () => {
    const srv = await server({ SSH_AUTH_TIMEOUT_SECONDS: '2', SSH_MAX_CONNECTIONS: '5', SSH_MAX_CONNECTIONS_PER_IP: '3' });
    const t0 = Date.now();
    const held = [...await Promise.all([1, 2, 3].map(() => idleSocket(srv.port)))];
    for (const h of held) expect(h.first).toMatch(/^SSH-2\.0-lamplit/);
    const overIp = await Promise.all(Array.from({ length: 10 }, () => idleSocket(srv.port)));
    expect(overIp[0].first.startsWith('lamplit: your address already has 3 connections open; at most 3 are allowed\r\nSSH-2.0-lamplit\r\n')).toBe(true);
    await Promise.all(overIp.map((o) => o.closedAt));
    // The OpenSSH client shows the reason (an SSH disconnect message follows the text line).
    const refused = spawnSync('ssh', ['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'BatchMode=yes', '-p', String(srv.port), 'ann@127.0.0.1'], { encoding: 'utf8', timeout: 15_000 });
    expect(refused.stderr).toContain('Received disconnect from 127.0.0.1');
    expect(refused.stderr).toContain(':12: lamplit: your address already has 3 connections open; at most 3 are allowed');
    held.push(...await Promise.all(['127.0.0.2', '127.0.0.2'].map((a) => idleSocket(srv.port, a))));
    expect(held[4].first).toMatch(/^SSH-2\.0-lamplit/);
    const overTotal = await idleSocket(srv.port, '127.0.0.3');
    expect(overTotal.first.startsWith('lamplit: the server is at its 5 connections; try again later\r\n')).toBe(true);
    // Eleven refusals from one address are one log line (the summary follows a minute later).
    expect(srv.logged(/too many from one address/)).toHaveLength(1);
    expect(srv.logged(/at its connection limit/)).toHaveLength(1);
    const closed = await Promise.all(held.map((h) => h.closedAt));
    for (const at of closed) expect(at - t0).toBeGreaterThanOrEqual(1500);
    for (const at of closed) expect(at - t0).toBeLessThan(6000);
    expect(srv.logged(/did not sign in and open a terminal within 2 s/)).toHaveLength(1);
    // Slots are free again. Signing in alone (any key does) does not stop the timer, a terminal does.
    const lurker = await signInOnly(srv.port);
    const player = await openShell(srv.port, 'ann');
    await player.waitFor('Signed in as ann');
    const lurkerClosed = await lurker.closedAt;
    expect(lurkerClosed - lurker.readyAt).toBeGreaterThanOrEqual(1000);
    expect(lurkerClosed - lurker.readyAt).toBeLessThan(5000);
    await sleep(3000);
    expect(await keyRoundTrip(player, 'j')).toBeLessThan(2000);
    player.end();
  }, 60_000);
});

describe('lamplit ssh shutdown', () => {
  it('on SIGTERM with the memory store, tells each OpenSSH player "server shutting down; this match ends" after giving the terminal back, and exits 0', async () => {
    requireTmux();
    const srv = await server();
    // The start-up line and log name the address as well as the port.
    expect(srv.lines).toContain(`lamplit ssh listening on port ${srv.port} at 127.0.0.1`);
    expect(srv.logged(/lamplit ssh listening/)[0]).toMatchObject({ host: '127.0.0.1', port: srv.port, msg: `lamplit ssh listening on 127.0.0.1:${srv.port}` });
    const players = ['ann', 'ben'].map((name) => {
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(keys, name)]);
      const t = TmuxSession.start(`bye-${name}`, `ssh -t -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o IdentitiesOnly=yes -i ${join(keys, name)} -p ${srv.port} ${name}@127.0.0.1`, 100, 30);
      tmuxSessions.push(t);
      return { name, t };
    });
    for (const p of players) await p.t.waitFor(`Signed in as ${p.name}`, 20_000);
    srv.proc.kill('SIGTERM');
    for (const p of players) {
      const s = await p.t.waitFor('[exited', 15_000);
      expect(s).toContain('lamplit: server shutting down; this match ends');
      expect(s).toContain('[exited 0]');
      expect(p.t.terminalRestored()).toBe(true);
    }
    expect(await srv.exited).toBe(0);
  }, 60_000);

  it('on SIGTERM with Redis, tells each player "server shutting down; your match continues"', async () => {
    const store = await connectedStore('ssh-sigterm');
    try {
      const srv = await server({ REDIS_URL: 'redis://127.0.0.1:6379' }, ['--key-prefix', store.prefix]);
      const a = await openShell(srv.port, 'ann');
      await a.waitFor('Signed in as ann');
      srv.proc.kill('SIGTERM');
      await a.waitFor('server shutting down; your match continues');
      await a.closed;
      expect(await srv.exited).toBe(0);
    } finally {
      await store.destroy();
      await store.close();
    }
  }, 60_000);
});
