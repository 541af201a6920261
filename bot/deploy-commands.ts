// Registers the slash commands with Discord: in one guild (instant) or globally. Run once per
// change of the commands (`lamplit bot deploy-commands [--guild ID]`), never at every start.
import { REST, Routes } from 'discord.js';
import { COMMANDS } from './commands/index.ts';

/** Where and how to register. */
export interface DeployOptions {
  token: string;
  appId: string;
  guildId?: string;
  apiUrl?: string;
}

/** The JSON bodies of every command. */
export function commandBodies(): unknown[] {
  return [...COMMANDS.values()].map((c) => c.data.toJSON());
}

/** Replaces the registered commands with ours; returns the names Discord now holds. */
export async function deployCommands(opts: DeployOptions): Promise<string[]> {
  const rest = new REST(opts.apiUrl ? { api: opts.apiUrl } : {}).setToken(opts.token);
  const route = opts.guildId ? Routes.applicationGuildCommands(opts.appId, opts.guildId) : Routes.applicationCommands(opts.appId);
  const saved = (await rest.put(route, { body: commandBodies() })) as { name: string }[];
  return saved.map((c) => c.name);
}
