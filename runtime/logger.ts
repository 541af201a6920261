// Structured logs: pino, one JSON object a line for machines, pino-pretty for people at a terminal.
// Every line about a match comes from a matchLogger child, so it carries matchId, turn and seat.
import { pino, destination, stdSerializers, stdTimeFunctions, type Logger, type LoggerOptions as PinoOptions, type DestinationStream, type LevelWithSilent } from 'pino';
import pretty from 'pino-pretty';

export type { Logger } from 'pino';

/** How a logger writes: JSON lines, pretty text, or pretty when stdout is a terminal. */
export type LogFormat = 'auto' | 'json' | 'pretty';

/** Options for a process's root logger. */
export interface LoggerOptions {
  /** The process name (`bot`, `ssh`, `worker`); becomes the `name` field of every line. */
  name: string;
  level?: LevelWithSilent;
  format?: LogFormat;
  /** Where lines go (default stdout); tests pass a stream to read them back. */
  stream?: DestinationStream;
  /** Whether stdout is a terminal (default: process.stdout.isTTY), for `auto`. */
  isTty?: boolean;
}

/** Fields paths whose values never reach a log line. */
export const REDACT_PATHS = ['token', '*.token', 'password', '*.password', 'authorization', '*.authorization', 'headers.authorization'];

/** Creates a process's root logger; `config.log` gives level and format. */
export function createLogger(opts: LoggerOptions): Logger {
  const format = opts.format ?? 'auto';
  const tty = opts.isTty ?? Boolean(process.stdout.isTTY);
  const usePretty = format === 'pretty' || (format === 'auto' && tty);
  const base: PinoOptions = {
    name: opts.name,
    level: opts.level ?? 'info',
    base: { pid: process.pid },
    redact: { paths: REDACT_PATHS, censor: '***' },
    timestamp: stdTimeFunctions.isoTime,
    serializers: { err: stdSerializers.err },
  };
  if (usePretty) {
    const dest = pretty({
      colorize: opts.stream ? false : tty,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      sync: true,
      destination: opts.stream ?? 1,
    });
    return pino(base, dest);
  }
  return pino(base, opts.stream ?? destination({ dest: 1, sync: true }));
}

/** Where a log line is about: a match, and optionally its turn and seat. */
export interface MatchLogFields {
  matchId: string;
  turn?: number;
  seat?: number;
  game?: string;
  ruleset?: string;
}

/** A child logger whose every line carries the match id (and turn/seat/game when given). */
export function matchLogger(log: Logger, fields: MatchLogFields): Logger {
  const bindings: Record<string, string | number> = { matchId: fields.matchId };
  if (fields.turn !== undefined) bindings.turn = fields.turn;
  if (fields.seat !== undefined) bindings.seat = fields.seat;
  if (fields.game !== undefined) bindings.game = fields.game;
  if (fields.ruleset !== undefined) bindings.ruleset = fields.ruleset;
  return log.child(bindings);
}

/** A logger that writes nothing: the default for library code whose caller passed none. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
