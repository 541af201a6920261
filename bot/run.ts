// `lamplit bot` as a process: configuration validated once (a missing or bad variable stops the
// start with one line naming it), the match runtime (openRuntime: Redis or a Redis Cluster as
// configured, else this process's memory), health and metrics, graceful shutdown, and the bot. With more than one shard, a
// discord.js ShardingManager runs one such process per shard.
import { REST, Routes, ShardingManager } from 'discord.js';
import { loadConfig, type Config } from '../runtime/config.ts';
import { startProcess } from '../runtime/process.ts';
import { moduleEntry } from '../runtime/entry.ts';
import { openRuntime } from '../runtime/match-runtime.ts';
import { startBot } from './bot.ts';

/** Options from the command line. */
export interface RunBotOptions {
  /** `auto` (as Discord recommends), a count, or undefined for DISCORD_SHARDS. */
  shards?: 'auto' | number;
  keyPrefix?: string;
}

/** Starts the bot (or its shard manager) and returns when it is up; the process then runs until SIGTERM. */
export async function runBot(opts: RunBotOptions = {}): Promise<void> {
  const config = loadConfig(process.env, { need: ['discord'] });
  const shardChild = process.env.SHARDS !== undefined;
  const wanted = opts.shards ?? config.discord.shards;
  if (!shardChild && wanted !== 1) {
    const count = wanted === 'auto' ? await recommendedShards(config) : wanted;
    if (count > 1 || opts.shards !== undefined) return runShards(config, count, opts);
  }
  await runOne(config, opts);
}

/** The shard count Discord recommends (asked at DISCORD_API_URL when set, unlike discord.js's own helper). */
async function recommendedShards(config: Config): Promise<number> {
  const rest = new REST(config.discord.apiUrl ? { api: config.discord.apiUrl } : {}).setToken(config.discord.token!);
  const res = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return Math.max(1, res.shards);
}

async function runShards(config: Config, count: number, opts: RunBotOptions): Promise<void> {
  const entry = moduleEntry(import.meta.url, './shard-entry');
  const manager = new ShardingManager(entry.script, {
    token: config.discord.token, totalShards: count, mode: 'process', respawn: true,
    shardArgs: [...entry.args, ...(opts.keyPrefix ? ['--key-prefix', opts.keyPrefix] : [])],
  });
  const proc = await startProcess({ name: 'bot-shards', config });
  // Shard processes inherit this environment; each takes any free port for its own /healthz.
  process.env.HEALTH_PORT = '0';
  manager.on('shardCreate', (shard) => proc.log.info({ shard: shard.id, of: count }, 'shard started'));
  proc.onShutdown('shards', async () => {
    for (const shard of manager.shards.values()) shard.kill();
  });
  await manager.spawn({ amount: count, delay: 0, timeout: 60_000 });
}

async function runOne(config: Config, opts: RunBotOptions): Promise<void> {
  const proc = await startProcess({ name: 'bot', config, need: ['discord'] });
  // Turns counted and timed by game, refused orders by reason, /healthz on the store (openRuntime with `proc`).
  const runtime = await openRuntime(config, { proc, keyPrefix: opts.keyPrefix });
  if (runtime.kind === 'memory') proc.log.warn('no REDIS_URL: matches live in this process only and end with it');
  const bot = await startBot({
    token: config.discord.token!, appId: config.discord.appId!, apiUrl: config.discord.apiUrl, runtime, log: proc.log,
    settings: { pollMs: config.worker.pollMs, turnSeconds: config.match.turnSeconds, dungeonRuleset: config.games.dungeon.rulesetId, dungeonEnabled: config.games.dungeon.enabled },
    observeRender: (kind, seconds) => proc.metrics.renderSeconds.observe({ kind }, seconds),
    onOrderRefused: (matchId, reason) => void runtime.meter?.countRefused(matchId, reason),
    consumerPrefix: `bot-${config.worker.host}`,
  });
  proc.metrics.discordSessions.set(bot.client.shard?.ids.length ?? 1);
  proc.onShutdown('discord bot', () => bot.stop());
  proc.onShutdown('match runtime', () => runtime.close());
  await bot.ready;
  proc.log.info({ consumer: bot.ctx.settings.consumer }, 'bot ready');
}
