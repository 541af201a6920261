// The `lamplit` command line. Every file in cli/commands/ exports `register(program)`; this file
// loads them all, so a new command is a new file and nothing else.
import 'dotenv/config';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { UserError } from './util.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the program with every command module registered. */
export async function buildProgram(): Promise<Command> {
  const program = new Command();
  program
    .name('lamplit')
    .description('lamplit: Lantern, Lamplighter\'s Round and the Dungeon, for Discord channels and terminals')
    // Usage errors read like every other refusal: one line, `lamplit: what was wrong and what is allowed`.
    .configureOutput({ outputError: (str, write) => write(`lamplit: ${str.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ').trim()} (see --help)\n`) })
    .exitOverride();
  const dir = join(here, 'commands');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { register?: (p: Command) => void };
    mod.register?.(program);
  }
  return program;
}

async function main(): Promise<void> {
  const program = await buildProgram();
  try {
    await program.parseAsync(process.argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit 0; a usage error exits 2, as a refused value does.
      process.exitCode = err.exitCode === 0 ? 0 : 2;
      return;
    }
    if (err instanceof UserError) {
      process.stderr.write(`lamplit: ${err.message}\n`);
      process.exitCode = err.exitCode;
      return;
    }
    process.stderr.write(`lamplit: unexpected error: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  }
}

await main();
