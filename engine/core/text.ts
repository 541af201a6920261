// Text that came from a player, made safe to show to people: error messages quote a short,
// escaped excerpt of the input (never the input itself), and text shown to others (a `say`, a
// display name) loses its control characters and is cut to a bound. A terminal must never receive
// an escape sequence, a bell or a line break that a player typed, and a chat line stays one line.
import type { Parsed } from './game.ts';

/** The longest error message a parser returns (one line). */
export const MAX_ERROR_CHARS = 200;
/** The longest excerpt of the input an error quotes, in characters of its escaped form. */
export const EXCERPT_CHARS = 24;

/**
 * Characters a terminal, a chat client or a log could act on: C0 and C1 controls, DEL, the line
 * and paragraph separators, zero-width and byte-order marks, and the bidirectional overrides and
 * isolates that reorder what follows them. Lone surrogates are matched separately.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex
const BLANKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** Whether a text holds any character `cleanLine` would remove. */
export function hasUnsafeText(text: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text);
}

/** Cuts a text to at most `n` code points (never splitting a surrogate pair). */
export function cutCodePoints(text: string, n: number): string {
  if (text.length <= n) return text;
  let out = '', count = 0;
  for (const ch of text) {
    if (count++ >= n) break;
    out += ch;
  }
  return out;
}

/** Cuts a text to at most `n` UTF-16 units (never splitting a surrogate pair). */
export function cutUnits(text: string, n: number): string {
  if (text.length <= n) return text;
  const end = text.charCodeAt(n - 1) >= 0xd800 && text.charCodeAt(n - 1) <= 0xdbff ? n - 1 : n;
  return text.slice(0, end);
}

/**
 * Player text for other people's screens: line breaks and tabs become spaces, every other unsafe
 * character is dropped, runs of spaces shrink to one, and the result is trimmed and cut to `max`
 * code points. Looks at no more than a bounded prefix, so a megabyte costs no more than a line.
 */
export function cleanLine(text: string, max: number): string {
  const head = text.length > max * 8 + 64 ? text.slice(0, max * 8 + 64) : text;
  const flat = head.replace(BLANKS, ' ').replace(UNSAFE, '').replace(/ {2,}/g, ' ').trim();
  return cutCodePoints(flat, max);
}

function escapeChar(ch: string): string {
  switch (ch) {
    case '\\': return '\\\\';
    case '"': return '\\"';
    case '\n': return '\\n';
    case '\r': return '\\r';
    case '\t': return '\\t';
  }
  UNSAFE.lastIndex = 0;
  if (!UNSAFE.test(ch)) return ch;
  return Array.from({ length: ch.length }, (_, i) => `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');
}

/**
 * A bounded, escaped excerpt of any input for an error message, without quotes: a string's first
 * characters with `\n`, `\u001b` and the like written out (and `…` when cut), a number as written,
 * `[…]` for a list and `{…}` for an object. Never calls the input's own toString or valueOf.
 */
export function excerpt(v: unknown, max = EXCERPT_CHARS): string {
  if (typeof v === 'string') {
    let out = '';
    for (const ch of v.length > max * 2 ? v.slice(0, max * 2) : v) {
      const e = escapeChar(ch);
      if (out.length + e.length > max) return `${out}…`;
      out += e;
    }
    return v.length > max * 2 ? `${out}…` : out;
  }
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v === null || v === undefined) return excerpt(String(v), max);
  if (Array.isArray(v)) return '[…]';
  if (typeof v === 'object') return '{…}';
  return typeof v === 'function' ? 'a function' : typeof v;
}

/** `excerpt` between double quotes: how errors show what a player wrote. */
export function quoteInput(v: unknown, max = EXCERPT_CHARS): string {
  return `"${excerpt(v, max)}"`;
}

/** Any message made one clean line of at most `max` characters (the last guard before a player sees it). */
export function oneLine(message: string, max = MAX_ERROR_CHARS): string {
  const flat = cleanLine(typeof message === 'string' ? message : '', max + 1);
  return flat.length > max ? `${cutUnits(flat, max - 1)}…` : flat;
}

/**
 * Runs a parser on untrusted input: whatever it throws becomes `fallback`, and every error it
 * returns is forced to one clean line of at most 200 characters. Parsers should not throw; this
 * is the net under them, so the Game contract's "a one-line error, never a throw" always holds.
 */
export function guardParse<T>(parse: () => Parsed<T>, fallback: string): Parsed<T> {
  let res: Parsed<T>;
  try {
    res = parse();
  } catch {
    return { ok: false, error: oneLine(fallback) };
  }
  if (res && res.ok === true) return res;
  const error = res && typeof res.error === 'string' ? res.error : fallback;
  return { ok: false, error: oneLine(error) };
}
