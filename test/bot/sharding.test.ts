// `lamplit bot --shards auto` runs one process per shard through discord.js's ShardingManager, with
// the count the (fake) Discord recommends; every guild is served by its shard. Also registers
// the slash commands with `lamplit bot deploy-commands --guild`.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../fake-discord/fake-discord.ts';
import { stopChild } from './processes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('lamplit bot with shards', () => {
  let fake: FakeDiscord;
  let manager: ChildProcess | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await new FakeDiscord({ guilds: 3, shards: 2 }).start();
    env = {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.appId,
      DISCORD_API_URL: fake.api, HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', LOG_LEVEL: 'error',
    };
  });
  afterAll(async () => {
    if (manager) await stopChild(manager, 'SIGTERM');
    await fake?.close();
  });

  it('registers the slash commands in one guild', async () => {
    const dep = spawn(process.execPath, ['bin/lamplit.js', 'bot', 'deploy-commands', '--guild', fake.guilds[0].id, '--json'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    dep.stdout!.on('data', (d) => { out += String(d); });
    const code = await new Promise((r) => dep.once('exit', r));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ scope: `guild:${fake.guilds[0].id}`, commands: ['play', 'view', 'order', 'replay', 'rules', 'leaderboard', 'link', 'pings'] });
    expect(fake.callsTo('PUT', new RegExp(`^/applications/${fake.appId}/guilds/${fake.guilds[0].id}/commands$`))).toHaveLength(1);
  }, 60_000);

  it('connects one shard per recommended shard and answers in every guild', async () => {
    manager = spawn(process.execPath, ['bin/lamplit.js', 'bot', '--shards', 'auto'], { cwd: ROOT, env, stdio: 'ignore' });
    await fake.waitFor(() => (fake.sessions.length === 2 ? true : undefined), 120_000, 'two shard sessions');
    expect(fake.sessions.map((s) => s.shard).sort()).toEqual([[0, 2], [1, 2]]);
    for (const g of fake.guilds) {
      const reply = await fake.reply(fake.command(fake.user('u'), 'rules', [{ name: 'game', value: 'dungeon' }], g.channels[0].id), 30_000);
      expect(reply.embeds[0]?.title).toBe('Dungeon: the rules in brief');
    }
  }, 180_000);
});
