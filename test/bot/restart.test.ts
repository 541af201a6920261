// Killing the bot process mid-match and starting a new one on the same Redis: the match goes on,
// and every resolved turn is posted to the match message exactly once.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../runtime/redis-store.ts';
import { openMatchRuntime, type MatchRuntime } from '../../runtime/match-runtime.ts';
import { FakeDiscord, type FakeUser } from '../fake-discord/fake-discord.ts';
import { clickLabel, matchIdOf } from './harness.ts';
import { spawnBot, startRedis, stopChild } from './processes.ts';

describe('bot restart mid-match', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let fake: FakeDiscord;
  let rt: MatchRuntime;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    fake = await new FakeDiscord().start();
    rt = openMatchRuntime({ store: new RedisStore({ url: redis.url }), resolve: false });
  });
  afterAll(async () => {
    for (const c of children) await stopChild(c);
    await rt?.close();
    await fake?.close();
    await redis?.stop();
  });

  async function botUp(): Promise<ChildProcess> {
    const before = new Set(fake.sessions.map((x) => x.sessionId));
    const bot = spawnBot(fake, redis.url);
    children.push(bot.child);
    await fake.waitFor(() => (fake.sessions.some((x) => !before.has(x.sessionId)) ? true : undefined), 60_000, `the bot process to connect: ${bot.output()}`)
      .catch((err: Error) => { throw new Error(`${err.message}\n${bot.output()}`); });
    return bot.child;
  }

  async function snapshotWhen(matchId: string, test: (s: Awaited<ReturnType<MatchRuntime['service']['snapshot']>>) => boolean, what: string) {
    const until = Date.now() + 30_000;
    for (;;) {
      const s = await rt.service.snapshot(matchId);
      if (test(s)) return s;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what} (turn ${s.turn}, ${s.status})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async function orderWait(user: FakeUser, turn: number): Promise<void> {
    const reply = await fake.reply(fake.command(user, 'order', [{ name: 'text', value: 'wait' }]), 20_000);
    expect(reply.content).toMatch(new RegExp(`^Order for turn ${turn + 1}`));
  }

  it('continues the match in a new process and posts no turn twice and none lost', async () => {
    const first = await botUp();
    const ada = fake.user('ada');
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]), 20_000);
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Fill with bots'));
    await snapshotWhen(matchId, (s) => s.seats.filter((x) => x.bot).length === 5, 'bots');
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    let snap = await snapshotWhen(matchId, (s) => s.status === 'running', 'the start');

    // Three turns, then a fourth whose post Discord never receives (held, then cut), and the kill.
    for (let i = 0; i < 4; i++) {
      const turn = snap.turn;
      if (i === 3) fake.rest.stalling = (method, _path, body) => method === 'PATCH' && body.includes('Resolved: turn');
      if (snap.seats[0].awaited) await orderWait(ada, turn);
      snap = await snapshotWhen(matchId, (s) => s.turn > turn, `turn ${turn + 1} resolved`);
    }
    const unposted = (await rt.service.events(matchId)).filter((e) => e.event.type === 'turnResolved').at(-1)!.event.turn + 1;
    await fake.waitFor(() => ((fake.rest as unknown as { stalled: unknown[] }).stalled.length > 0 ? true : undefined), 10_000, 'the held post');
    await stopChild(first, 'SIGKILL');
    expect(fake.rest.unstall()).toBeGreaterThan(0);
    const killedAt = snap.turn;

    await botUp();
    while (snap.status === 'running') {
      const turn = snap.turn;
      if (snap.seats[0].awaited) await orderWait(ada, turn);
      snap = await snapshotWhen(matchId, (s) => s.status !== 'running' || s.turn > turn, `turn ${turn + 1} resolved`);
    }
    expect(snap.status).toBe('finished');
    expect(killedAt).toBeLessThan(snap.turn);

    await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === 'Lantern · lantern-sprint: results'), 60_000, 'the end post');
    const postedTurns = () => fake.rest.calls
      .filter((c) => c.method === 'PATCH' && (c.path.endsWith(`/messages/${lobby.id}`) || c.path.endsWith('/messages/@original')))
      .flatMap((c) => /Resolved: turn ([\d, ]+)/.exec(String(c.body?.embeds?.[0]?.description))?.[1].split(', ').map(Number) ?? []);
    // Turn numbers may jump (an act cut short when every hider is found): expect exactly the resolved ones.
    const resolved = (await rt.service.events(matchId)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn + 1);
    await fake.waitFor(() => (postedTurns().includes(resolved[resolved.length - 1]) ? true : undefined), 20_000, 'the last turn posted');
    const posted = postedTurns();
    if (process.env.BOT_TEST_LOG) {
      for (const c of fake.rest.calls.filter((x) => x.method === 'PATCH')) console.error('EDIT', c.seq, c.path.slice(-12), String(c.body?.embeds?.[0]?.description ?? '').replace(/\n/g, ' | '), c.body?.embeds?.[0]?.footer?.text);
    }
    expect([...posted].sort((a, b) => a - b)).toEqual(resolved);
    expect(posted.filter((t) => t === unposted)).toHaveLength(1);
    expect(fake.channelMessages().filter((m) => String(m.embeds[0]?.title).endsWith(': results'))).toHaveLength(1);
  }, 180_000);
});
