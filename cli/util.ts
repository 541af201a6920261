// Small helpers shared by the CLI's command modules.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { UserError } from '../engine/core/errors.ts';

export { UserError };

/**
 * The command modules (file names ending in `ext`) that `argv` (the user's arguments) needs: a
 * module is named after its top-level command (`match.ts`; `sim-lantern.ts` adds `sim lantern`),
 * so the first word picks its own; no word, or a word no module has, picks them all.
 */
export function commandFiles(files: readonly string[], argv: readonly string[], ext: string): string[] {
  const word = argv.find((a) => !a.startsWith('-'));
  if (word === undefined) return [...files];
  const mine = files.filter((f) => f.slice(0, -ext.length) === word || f.startsWith(`${word}-`));
  return mine.length > 0 ? mine : [...files];
}

/** Error codes of the file system that mean the operator named a path that does not work, with what to say. */
const FILE_CODES: Record<string, string> = {
  ENOENT: 'no such file or folder (a file to write goes into a folder that must exist)',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'is a folder; give a file path',
  ENOTDIR: 'a part of the path is not a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  ENAMETOOLONG: 'the path is too long',
};

/** Error codes of the network that mean a service is not reachable or a port is not free. */
const NET_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused: is it running, and is the address right?',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the connection was closed by the other side',
  EADDRINUSE: 'the port is in use by another process; choose another',
};

/**
 * The one line (and exit code) an operator gets for an error that is their matter rather than a
 * bug: a UserError, a path that cannot be read or written, a service that cannot be reached, a port
 * that is taken. Undefined for anything else (a bug: the caller says "unexpected error").
 */
export function operatorError(err: unknown): { message: string; exitCode: number } | undefined {
  if (err instanceof UserError) return { message: err.message, exitCode: err.exitCode };
  if (!(err instanceof Error)) return undefined;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  // discord.js names a token Discord refused; the operator fixes DISCORD_TOKEN.
  if (e.code === 'TokenInvalid') return { message: 'DISCORD_TOKEN: Discord refused this token; copy the bot token again from the developer portal (Bot, Reset Token)', exitCode: 2 };
  const code = e.code ?? /\b(E[A-Z_]{3,})\b/.exec(e.message)?.[1];
  if (code && FILE_CODES[code] && e.path) return { message: `${e.path}: ${FILE_CODES[code]}`, exitCode: 2 };
  if (code && NET_CODES[code]) {
    const where = e.address ? `${e.address}${e.port ? `:${e.port}` : ''}` : /(?:connect|listen|getaddrinfo) E[A-Z_]+ (\S+)/.exec(e.message)?.[1];
    return { message: `${where ? `${where}: ` : ''}${NET_CODES[code]}`, exitCode: code === 'EADDRINUSE' ? 2 : 1 };
  }
  return undefined;
}

/** Refuses, before any slow work, an output path whose folder does not exist or is not a folder. */
export function checkOutputPath(file: string, flag = '--out'): void {
  const dir = dirname(resolve(file));
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw new UserError(`${flag} ${file}: the folder ${dir} does not exist; create it or write somewhere else`);
  }
  if (!isDir) throw new UserError(`${flag} ${file}: ${dir} is not a folder`);
}

/** Gets (or creates once) a command group such as `sim` or `render`, so each game's module can add its own subcommand. */
export function commandGroup(program: Command, name: string, description: string): Command {
  const found = program.commands.find((c) => c.name() === name);
  if (found) return found;
  return program.command(name).description(description);
}

/** A commander argument parser for a non-negative safe integer (seeds, turns, counts). */
export function intArg(name: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    if (!/^-?\d+$/.test(raw.trim())) throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    const v = Number(raw);
    if (!Number.isSafeInteger(v) || v < min || v > max) throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return v;
  };
}

/** A commander argument parser for one of a fixed set of words. */
export function choiceArg<T extends string>(name: string, choices: readonly T[]) {
  return (raw: string): T => {
    if (!(choices as readonly string[]).includes(raw)) throw new InvalidArgumentError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
    return raw as T;
  };
}

/** Print a value as one line of JSON on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value) + '\n');
}
