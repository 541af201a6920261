// `lamplit --version`.
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';

/** Adds the version flag. */
export function register(program: Command): void {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  program.version(pkg.version);
}
