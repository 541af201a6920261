// The `lamplit` command line. Every file in cli/commands/ exports `register(program)`; this file
// loads the ones the command line names (all of them for help), so a new command is a new file.
import 'dotenv/config';
import { readdirSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { commandFiles, operatorError } from './util.ts';

const here = dirname(fileURLToPath(import.meta.url));
// `.ts` when run from the sources (tsx, vitest), `.js` when run from the build in dist/.
const ext = extname(fileURLToPath(import.meta.url));

/**
 * Builds the program. Each command module is named after its top-level command (`match.ts`,
 * `sim-lantern.ts` for `sim lantern`), so when `argv` names a command only its modules are
 * loaded: `lamplit rulesets` never loads Redis, Discord or canvas. Help, a bare `lamplit` or an
 * unknown word loads every module, so the listing and commander's suggestions stay complete.
 */
export async function buildProgram(argv: readonly string[] = []): Promise<Command> {
  const program = new Command();
  program
    .name('lamplit')
    .description('lamplit: Lantern, Lamplighter\'s Round and the Dungeon, for Discord channels and terminals')
    // Usage errors read like every other refusal: one line, `lamplit: what was wrong and what is allowed`.
    .configureOutput({ outputError: (str, write) => write(`lamplit: ${str.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ').trim()} (see --help)\n`) })
    .exitOverride();
  const dir = join(here, 'commands');
  const files = readdirSync(dir).filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts')).sort();
  for (const file of commandFiles(files, argv, ext)) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { register?: (p: Command) => void };
    mod.register?.(program);
  }
  return program;
}

async function main(): Promise<void> {
  const program = await buildProgram(process.argv.slice(2));
  try {
    await program.parseAsync(process.argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit 0; a usage error exits 2, as a refused value does.
      process.exitCode = err.exitCode === 0 ? 0 : 2;
      return;
    }
    // An operator's mistake is one line per problem (a bad configuration has one per variable) and
    // no stack trace; a bug says so in one line too. The stack trace is there with LOG_LEVEL=debug.
    const known = operatorError(err);
    const lines = known ? known.message.split('\n') : [`unexpected error: ${err instanceof Error ? err.message : String(err)} (LOG_LEVEL=debug shows where)`];
    process.stderr.write(lines.map((l) => `lamplit: ${l}\n`).join(''));
    if (/^(debug|trace)$/i.test(process.env.LOG_LEVEL ?? '') && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
    // A process that failed half-way through starting (a health endpoint already listening, a
    // store connecting) must not linger: it ends here, once stderr is written.
    process.exitCode = known ? known.exitCode : 1;
    process.stderr.write('', () => process.exit());
  }
}

await main();
