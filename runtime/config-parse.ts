// Parsers for environment variable values. Each takes the trimmed raw string and returns the typed
// value, or throws BadValue with the part of the message that says what is allowed; config-vars.ts
// wraps each in a reader (envSchema) and config.ts names the variable in the error.

/** A value that does not fit its variable; the message says what is allowed. */
export class BadValue extends Error {}

/** A parser from a non-empty trimmed string to a typed value. */
export type Parse<T> = (raw: string) => T;

/** How one environment variable is read: its parser, its default when unset, whether it is a secret. */
export interface VarOptions<T> {
  parse: Parse<T>;
  /** Value when the variable is unset or blank; undefined means "unset". */
  fallback: T;
  /** Never echo the value in an error (tokens, passwords). */
  secret?: boolean;
}

/** One variable read: its typed value, or the line that says what is wrong and what is allowed. */
export type ReadResult<T> = { success: true; data: T } | { success: false; data?: undefined; message: string };

/** A variable's reader over `string | undefined`; a blank value counts as unset. */
export interface VarSchema<T> {
  safeParse(raw: string | undefined): ReadResult<T>;
}

/**
 * Wraps a parser into a variable's reader. (This was a zod schema; loading zod cost every process,
 * the menu included, tens of milliseconds at start for a check these few lines do.)
 */
export function envSchema<T>({ parse, fallback, secret }: VarOptions<T>): VarSchema<T> {
  return {
    safeParse(raw) {
      if (raw === undefined || raw.trim() === '') return { success: true, data: fallback };
      try {
        return { success: true, data: parse(raw.trim()) };
      } catch (err) {
        if (!(err instanceof BadValue)) throw err;
        const shown = secret ? '' : `, got "${raw.length > 60 ? raw.slice(0, 57) + '...' : raw}"`;
        return { success: false, message: `${err.message}${shown}` };
      }
    },
  };
}

/** A whole number in [min, max]. */
export function int(min: number, max: number): Parse<number> {
  return (raw) => {
    const v = Number(raw);
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(v) || v < min || v > max) {
      throw new BadValue(`must be a whole number from ${min} to ${max}`);
    }
    return v;
  };
}

/** A decimal number in [min, max] (or [min, max) when maxExclusive), with at most `places` decimals. */
export function decimal(min: number, max: number, places = 3, maxExclusive = false): Parse<number> {
  return (raw) => {
    const v = Number(raw);
    const shape = new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
    const range = maxExclusive ? `from ${min} up to (not including) ${max}` : `from ${min} to ${max}`;
    if (!shape.test(raw) || !Number.isFinite(v) || v < min || (maxExclusive ? v >= max : v > max)) {
      throw new BadValue(`must be a number ${range} with at most ${places} decimals`);
    }
    return v;
  };
}

/** A positive whole number of any size (atomic currency units). */
export function positiveBigint(): Parse<bigint> {
  return (raw) => {
    if (!/^\d+$/.test(raw) || BigInt(raw) <= 0n) throw new BadValue('must be a positive whole number (atomic units)');
    return BigInt(raw);
  };
}

/** The literal `true` or `false`. */
export function bool(): Parse<boolean> {
  return (raw) => {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    throw new BadValue('must be true or false');
  };
}

/** One of a fixed set of words; `upper` accepts any case and returns the upper-case word. */
export function oneOf<T extends string>(choices: readonly T[], opts: { upper?: boolean } = {}): Parse<T> {
  return (raw) => {
    const v = opts.upper ? raw.toUpperCase() : raw;
    if (!(choices as readonly string[]).includes(v)) throw new BadValue(`must be one of ${choices.join(', ')}`);
    return v as T;
  };
}

/** A string matching a pattern, described in words for the error. */
export function matching(pattern: RegExp, described: string): Parse<string> {
  return (raw) => {
    if (!pattern.test(raw)) throw new BadValue(`must be ${described}`);
    return raw;
  };
}

/** A URL with one of the given protocols (e.g. `redis:`, `https:`). */
export function url(protocols: readonly string[]): Parse<string> {
  const allowed = protocols.map((p) => `${p}//...`).join(' or ');
  return (raw) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new BadValue(`must be a URL (${allowed})`);
    }
    if (!protocols.includes(parsed.protocol)) throw new BadValue(`must be a URL (${allowed})`);
    return raw;
  };
}

/** A Redis Cluster seed node. */
export interface HostPort {
  host: string;
  port: number;
}

/** A comma-separated list of `host:port` (at least one). */
export function hostPortList(): Parse<HostPort[]> {
  return (raw) => {
    const parts = raw.split(',').map((p) => p.trim()).filter((p) => p !== '');
    const nodes = parts.map((p) => {
      const m = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(p);
      const port = m ? Number(m[2]) : 0;
      if (!m || port < 1 || port > 65535) throw new BadValue('must be a comma-separated list of host:port (e.g. redis-1:6379,redis-2:6379)');
      return { host: m[1].replace(/^\[|\]$/g, ''), port };
    });
    if (nodes.length === 0) throw new BadValue('must be a comma-separated list of host:port (e.g. redis-1:6379,redis-2:6379)');
    return nodes;
  };
}

/** `auto` or a whole number in [1, max]. */
export function autoOrInt(max: number): Parse<'auto' | number> {
  const n = int(1, max);
  return (raw) => {
    if (raw === 'auto') return 'auto';
    try {
      return n(raw);
    } catch {
      throw new BadValue(`must be auto or a whole number from 1 to ${max}`);
    }
  };
}

/**
 * A Discord bot token: at least 20 characters, none of them spaces. The token is a secret, so the
 * error says what was wrong in terms that do not reveal it (its length, or that it has a space).
 */
export function discordToken(): Parse<string> {
  const rule = 'must be the bot token from the Discord developer portal: at least 20 characters with no spaces';
  return (raw) => {
    if (/\s/.test(raw)) throw new BadValue(`${rule} (this one has a space)`);
    if (raw.length < 20) throw new BadValue(`${rule} (this one has ${raw.length})`);
    return raw;
  };
}

/** LOG_FORMAT: auto, json, or pretty; `text` is taken as pretty (lines for people). */
export function logFormat(): Parse<'auto' | 'json' | 'pretty'> {
  return (raw) => {
    const v = raw.toLowerCase();
    if (v === 'text') return 'pretty';
    if (v === 'auto' || v === 'json' || v === 'pretty') return v;
    throw new BadValue('must be one of auto, json, pretty, text');
  };
}

/** LAMPLIT_CELL_PX: `WIDTHxHEIGHT` in pixels, 2 to 200 wide and 4 to 400 high (the range tui/cell-size.ts accepts). */
export function cellPx(): Parse<string> {
  return (raw) => {
    const m = /^(\d+)x(\d+)$/i.exec(raw);
    const w = Number(m?.[1]);
    const h = Number(m?.[2]);
    if (!m || w < 2 || w > 200 || h < 4 || h > 400) throw new BadValue('must be WIDTHxHEIGHT in pixels (2-200 x 4-400), like 9x18');
    return raw;
  };
}
