// Small helpers shared by the CLI's command modules.
import { Command, InvalidArgumentError } from 'commander';
import type { Game } from '../engine/core/game.ts';

/** An error whose message is shown to the user as one line, with no stack trace. */
export class UserError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
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

/** Parses `text` as `game`'s order for `seat` in `state`; throws the game's one-line error as a UserError. */
export function parseOrderOrFail<S, O>(game: Game<S, O, unknown>, state: S, seat: number, text: string): O {
  const parsed = game.parseOrder(state, seat, text);
  if (!parsed.ok) throw new UserError(parsed.error);
  return parsed.value;
}

/** `order check`'s JSON answer: the parsed order of a seat and its description. */
export function printCheckedOrder<S, O>(game: Game<S, O, unknown>, state: S, seat: number, text: string): void {
  const order = parseOrderOrFail(game, state, seat, text);
  printJson({ ok: true, seat, order, description: game.describeOrder(order) });
}
