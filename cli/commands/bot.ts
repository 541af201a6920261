// `lamplit bot [--shards auto|N]` runs the Discord bot; `lamplit bot deploy-commands [--guild ID]`
// registers its slash commands (once per change, not at every start).
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { loadConfig } from '../../runtime/config.ts';
import { commandGroup, printJson } from '../util.ts';

function shardsArg(raw: string): 'auto' | number {
  if (raw === 'auto') return 'auto';
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000) throw new InvalidArgumentError(`shards must be auto or a whole number from 1 to 1000, got "${raw}"`);
  return Number(raw);
}

/** Adds `bot` (start) and `bot deploy-commands`. */
export function register(program: Command): void {
  const bot = commandGroup(program, 'bot', 'the Discord bot');
  bot.command('start', { isDefault: true })
    .description('connect to Discord and serve matches (DISCORD_TOKEN, DISCORD_APP_ID; REDIS_URL to share matches)')
    .option('--shards <auto|N>', 'run N shard processes through discord.js\'s ShardingManager (default DISCORD_SHARDS)', shardsArg)
    .option('--key-prefix <prefix>', 'first part of every Redis key (default lamplit)')
    .action(async (o: { shards?: 'auto' | number; keyPrefix?: string }) => {
      const { runBot } = await import('../../bot/run.ts');
      await runBot({ shards: o.shards, keyPrefix: o.keyPrefix });
    });
  bot.command('deploy-commands')
    .description('register the slash commands in one guild (--guild or DISCORD_GUILD_ID, instant) or globally')
    .option('--guild <id>', 'guild id to register in')
    .option('--json', 'print the registered command names as JSON')
    .action(async (o: { guild?: string; json?: boolean }) => {
      const config = loadConfig(process.env, { need: ['discord'] });
      const { deployCommands } = await import('../../bot/deploy-commands.ts');
      const guildId = o.guild ?? config.discord.guildId;
      const names = await deployCommands({ token: config.discord.token!, appId: config.discord.appId!, guildId, apiUrl: config.discord.apiUrl });
      if (o.json) printJson({ scope: guildId ? `guild:${guildId}` : 'global', commands: names });
      else process.stdout.write(`registered ${names.length} commands ${guildId ? `in guild ${guildId}` : 'globally'}: ${names.map((n) => `/${n}`).join(' ')}\n`);
    });
}
