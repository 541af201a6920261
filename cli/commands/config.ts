// `lamplit config check` validates the configuration (environment + .env) the way every process
// does at start; `lamplit config example` prints the documented .env.example.
import type { Command } from 'commander';
import { commandGroup, UserError } from '../util.ts';
import { loadConfig, redactedConfig, type ConfigNeed } from '../../runtime/config.ts';
import { envExample } from '../../runtime/config-example.ts';

const NEEDS: readonly ConfigNeed[] = ['discord', 'redis', 'ssh'];

/** Registers `lamplit config check|example`. */
export function register(program: Command): void {
  const group = commandGroup(program, 'config', 'check or document the configuration (environment variables, .env)');
  group
    .command('check')
    .description('validate the configuration; prints one line per bad variable and exits 2, or the resolved configuration')
    .option('--need <parts>', `comma-separated: ${NEEDS.join(', ')} (what the process you mean to run requires)`, '')
    .option('--quiet', 'print nothing when the configuration is good')
    .action((opts: { need: string; quiet?: boolean }) => {
      const need = opts.need.split(',').map((s) => s.trim()).filter((s) => s !== '');
      const unknown = need.filter((n) => !(NEEDS as readonly string[]).includes(n));
      if (unknown.length > 0) throw new UserError(`unknown --need ${unknown.join(', ')}: allowed are ${NEEDS.join(', ')}`);
      const config = loadConfig(process.env, { need: need as ConfigNeed[] });
      if (!opts.quiet) process.stdout.write(JSON.stringify(redactedConfig(config), null, 2) + '\n');
    });
  group
    .command('example')
    .description('print .env.example: every variable with what it does and its default')
    .action(() => {
      process.stdout.write(envExample());
    });
}
