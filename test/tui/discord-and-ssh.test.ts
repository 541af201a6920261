// A Discord player and an SSH player in one match: `lamplit bot` (against the fake Discord) and
// `lamplit ssh` run as two processes on the same Redis. The Discord host opens a Lantern lobby, the
// SSH player joins it by code in the terminal UI, both hiders order in turn 1, and the turn resolves
// in the store, on the SSH screen and in the edited Discord match message.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchSnapshot } from '../../engine/match/types.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { openMatchRuntime, type MatchRuntime } from '../../runtime/match-runtime.ts';
import { clickLabel, current, matchIdOf } from '../bot/harness.ts';
import { spawnBot, stopChild } from '../bot/processes.ts';
import { FakeDiscord } from '../fake-discord/fake-discord.ts';
import { ROOT, TmuxSession, requireTmux } from './tmux.ts';

const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = '6379';

/** An empty database of the shared Redis: `lamplit ssh` has no key-prefix option, so the run gets its own database index. */
function emptyDatabase(): number {
  // Fails loudly when Redis is not there: this test is about two processes sharing it.
  expect(execFileSync('redis-cli', ['-h', REDIS_HOST, '-p', REDIS_PORT, 'ping'], { encoding: 'utf8' }).trim()).toBe('PONG');
  const order = Array.from({ length: 15 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
  for (const db of order) {
    if (execFileSync('redis-cli', ['-h', REDIS_HOST, '-p', REDIS_PORT, '-n', String(db), 'dbsize'], { encoding: 'utf8' }).trim() === '0') return db;
  }
  throw new Error(`no empty database 1-15 on redis ${REDIS_HOST}:${REDIS_PORT}`);
}

describe('a Discord player and an SSH player in one match on one Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lamplit-discord-ssh-'));
  let redisUrl = '';
  let fake: FakeDiscord;
  let rt: MatchRuntime;
  let store: RedisStore;
  let server: ChildProcess | undefined;
  let bot: ReturnType<typeof spawnBot> | undefined;
  let dan: TmuxSession | undefined;

  beforeAll(async () => {
    requireTmux();
    redisUrl = `redis://${REDIS_HOST}:${REDIS_PORT}/${emptyDatabase()}`;
    store = new RedisStore({ url: redisUrl });
    rt = openMatchRuntime({ store, resolve: false });
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'dan')]);
    fake = await new FakeDiscord().start();
    bot = spawnBot(fake, redisUrl);
    server = spawn(process.execPath, ['bin/lamplit.js', 'ssh', '--port', '0', '--host', '127.0.0.1', '--host-key', join(dir, 'host_key')], {
      cwd: ROOT, env: { ...process.env, HEALTH_PORT: '0', LOG_LEVEL: 'warn', REDIS_URL: redisUrl, REDIS_CLUSTER_NODES: '' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const seen = (d: Buffer) => {
        out += String(d);
        const m = /listening on port (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      };
      server!.stdout!.on('data', seen);
      server!.stderr!.on('data', (d) => { out += String(d); });
      server!.once('exit', (code) => reject(new Error(`lamplit ssh exited with ${code}: ${out}`)));
      setTimeout(() => reject(new Error(`lamplit ssh did not start: ${out}`)), 40_000);
    });
    await fake.waitFor(() => (fake.sessions.length > 0 ? true : undefined), 40_000, 'the bot process to connect')
      .catch((err: Error) => { throw new Error(`${err.message}\n${bot!.output()}`); });
    dan = TmuxSession.start(`dan-${process.pid}`, `ssh -t -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o IdentitiesOnly=yes -i ${join(dir, 'dan')} -p ${port} dan@127.0.0.1`, 110, 34);
  }, 60_000);

  afterAll(async () => {
    dan?.kill();
    if (server) await stopChild(server, 'SIGTERM');
    if (bot) await stopChild(bot.child);
    await rt?.close();
    await fake?.close();
    if (store) {
      const cleaner = new RedisStore({ url: redisUrl });
      await cleaner.destroy();
      await cleaner.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  async function snapshotWhen(matchId: string, test: (s: MatchSnapshot) => boolean, what: string): Promise<MatchSnapshot> {
    const until = Date.now() + 20_000;
    for (;;) {
      const s = await rt.service.snapshot(matchId);
      if (test(s)) return s;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what} (turn ${s.turn}, ${s.status})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('resolves a turn ordered by a Discord hider and an SSH hider, shown in both front ends', async () => {
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]), 20_000);
    const matchId = matchIdOf(lobby);
    const code = /join code \*\*([A-Z0-9]{6})\*\*/.exec(String(lobby.embeds[0]?.description))![1];

    // Bo holds seat 1 (an Owl, seeking first) while Dan joins over SSH, so Dan lands in seat 2, a Moth hider.
    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Join Owl'));
    await snapshotWhen(matchId, (s) => s.seats[1].name === 'bo', 'bo in seat 1');
    await dan!.waitFor('Signed in as dan', 20_000);
    const menu = await dan!.waitFor(/Join a match by code/);
    const line = menu.split('\n').find((l) => /Join a match by code/.test(l))!;
    dan!.keys(/(\d)\s{2}/.exec(line.slice(line.indexOf('│') + 1))![1], 'Enter');
    await dan!.waitFor('─ join code ─');
    dan!.type(code).keys('Enter');
    await dan!.waitFor('dan (you)');
    await snapshotWhen(matchId, (s) => s.seats[2].name === 'dan', 'dan in seat 2');
    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Leave'));
    await snapshotWhen(matchId, (s) => !s.seats[1].owner, 'seat 1 free again');

    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Fill with bots'));
    await snapshotWhen(matchId, (s) => s.seats.filter((x) => x.bot).length === 4, 'four bots');
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    const started = await snapshotWhen(matchId, (s) => s.status === 'running', 'the start');
    expect(started.seats.filter((s) => s.awaited && !s.bot).map((s) => s.index)).toEqual([0, 2]);
    expect(started.seats[0].name).toBe('ada');

    await dan!.waitFor('your order:');
    dan!.keys(':');
    await dan!.waitFor('─ order ─');
    dan!.type('hide G4 crawl').keys('Enter');
    await dan!.waitFor('order for turn 1: hide G4 crawl');
    expect((await rt.service.snapshot(matchId)).turn).toBe(0);

    const reply = await fake.reply(fake.command(ada, 'order', [{ name: 'text', value: 'hide F4 crawl' }]), 20_000);
    expect(reply.content).toMatch(/^Order for turn 1/);
    const after = await snapshotWhen(matchId, (s) => s.turn > 0, 'turn 1 resolved');
    expect(after.status).toBe('running');

    // The SSH player's log names only their own order (the Discord hider's crate stays hidden).
    const screen = await dan!.waitFor('turn 1 resolved', 20_000);
    expect(screen).toContain('turn 1 resolved: dan hide G4 crawl');
    expect(screen).not.toContain('F4 crawl');
    expect(screen).toContain(`turn ${after.turn + 1}/`);
    const edited = await fake.waitFor(() => {
      const text = String(current(fake, lobby).embeds[0]?.description);
      return /Resolved: turn 1\b/.test(text) ? text : undefined;
    }, 20_000, 'the match message edited with turn 1');
    expect(edited).toContain(`**Turn ${after.turn + 1}**`);
    expect(matchIdOf(current(fake, lobby))).toBe(matchId);
  }, 90_000);
});
