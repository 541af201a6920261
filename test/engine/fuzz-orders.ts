// A seeded order fuzzer shared by the three games' fuzz tests: text lines and JSON values a player
// (or an attacker) could send, built from each game's own words so that many inputs get deep into
// a parser, plus the hostile shapes the probes found (odd toString, control characters, 10 kB).
import { expect } from 'vitest';
import { pcgBelow, pcgNext, pcgSeed, type Pcg32State } from '../../engine/core/pcg32.ts';
import type { Game } from '../../engine/core/game.ts';

/** Words a game's orders are made of (verbs, arguments, field names). */
export interface Vocabulary {
  words: readonly string[];
  fields: readonly string[];
}

/** The inputs the issue names, sent first by every fuzz run. */
export const NAMED_CASES: readonly unknown[] = [
  { kind: { toString: 1 } }, { intent: { toString: 1 } }, { kind: { toString: 1 }, steps: [{ toString: 1 }] },
  { kind: 'move', steps: [{ toString: 1 }] }, { kind: 'walk', lamp: { toString: 1 } }, { kind: 'buy', upgrade: { valueOf: 1 } },
  'a\nb', '\u001b[2J', 'move \u001b[2J', 'walk \u001b[31mred', 'x'.repeat(10_000), 'walk ' + 'x'.repeat(10_000), '\u0000', 'say \u0000\u001b]0;pwned\u0007',
  null, undefined, 0, -1, 1e308, Number.NaN, true, [], [[[]]], {}, '', ' ', '\t\r\n',
  JSON.parse('{"__proto__":{"kind":"wait"}}'), Object.create(null), JSON.parse('{"constructor":{"prototype":1}}'),
];

function pick<T>(r: Pcg32State, xs: readonly T[]): T {
  return xs[pcgBelow(r, xs.length)];
}

const NASTY = ['\u0000', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u001b[2J', '\u001b]0;t\u0007', '\u007f', '\u0085', '\u009b', '\u2028', '\u202e', '\ufeff', '\ud83d\ude00', '\ud800', '"', '\\', '…', '%s', '${x}'];

function randomString(r: Pcg32State, v: Vocabulary, depth = 0): string {
  const n = pcgBelow(r, 100);
  if (n < 2) return pick(r, NASTY).repeat(1 + pcgBelow(r, 5000));
  if (n < 4) return 'x'.repeat(pcgBelow(r, 20_000));
  const parts: string[] = [];
  const len = 1 + pcgBelow(r, 6);
  for (let i = 0; i < len; i++) {
    const k = pcgBelow(r, 10);
    if (k < 5) parts.push(pick(r, v.words));
    else if (k < 7) parts.push(String(pcgBelow(r, 40) - 5));
    else if (k < 8) parts.push(pick(r, NASTY));
    else if (k < 9) parts.push(String.fromCodePoint(pcgBelow(r, 0x3000)));
    else parts.push(pick(r, v.words).toUpperCase() + (depth < 1 ? randomString(r, v, depth + 1) : ''));
  }
  return parts.join(pick(r, [' ', ' ', ' ', '', ',', '\n', '\t', '  ']));
}

function randomValue(r: Pcg32State, v: Vocabulary, depth: number): unknown {
  const k = pcgBelow(r, depth > 2 ? 7 : 10);
  switch (k) {
    case 0: return null;
    case 1: return pick(r, [0, 1, -1, 2, 4, 7, 9, 10, 0.5, 1.5, -0, 1e9, -1e9, 1e308, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]);
    case 2: return pcgBelow(r, 2) === 1;
    case 3: case 4: return pick(r, v.words);
    case 5: case 6: return randomString(r, v);
    case 7: return Array.from({ length: pcgBelow(r, 5) }, () => randomValue(r, v, depth + 1));
    default: return randomObject(r, v, depth + 1);
  }
}

function randomObject(r: Pcg32State, v: Vocabulary, depth: number): Record<string, unknown> {
  const o: Record<string, unknown> = pcgBelow(r, 20) === 0 ? Object.create(null) : {};
  const n = pcgBelow(r, 5);
  for (let i = 0; i < n; i++) {
    const key = pcgBelow(r, 8) === 0 ? pick(r, ['toString', 'valueOf', 'length', 'constructor', 'hasOwnProperty', randomString(r, v)]) : pick(r, v.fields);
    o[key] = randomValue(r, v, depth);
  }
  return o;
}

/** The i-th fuzzed input of a seeded run: about a third text, the rest JSON values (through JSON.parse when they can be). */
export function fuzzInput(r: Pcg32State, v: Vocabulary): unknown {
  const k = pcgBelow(r, 3);
  if (k === 0) return randomString(r, v);
  const o: Record<string, unknown> = { [pick(r, v.fields.slice(0, 1))]: pick(r, v.words) };
  for (let i = pcgBelow(r, 4); i > 0; i--) o[pick(r, v.fields)] = randomValue(r, v, 1);
  const value = k === 1 ? o : randomValue(r, v, 0);
  if (pcgNext(r) % 2 === 0) return value;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? value : JSON.parse(text);
  } catch {
    return value;
  }
}

/** What a fuzz run found. */
export interface FuzzReport {
  inputs: number;
  accepted: number;
  throws: number;
  firstThrow: string | null;
  longestError: number;
  longestErrorText: string;
  /** Errors with a line break or any other control character. */
  unsafeErrors: number;
  firstUnsafe: string | null;
  /** Accepted orders whose description (shown to others) is not one clean line of at most 200 characters. */
  unsafeAccepted: number;
  firstUnsafeAccepted: string | null;
  /** States whose digest changed. */
  mutated: number;
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Sends `n` fuzzed inputs (the named cases first) to `game.parseOrder` for every state and seat. */
/** Asserts what every game's fuzz run must show: no throw, every error one clean bounded line, no state changed, some orders taken. */
export function expectCleanFuzz(r: FuzzReport): void {
  expect(r.firstThrow).toBeNull();
  expect(r.throws).toBe(0);
  expect(r.firstUnsafe).toBeNull();
  expect(r.firstUnsafeAccepted).toBeNull();
  expect(r.longestError).toBeLessThanOrEqual(200);
  expect(r.mutated).toBe(0);
  expect(r.accepted).toBeGreaterThan(100);
}

export function fuzzGame<S>(game: Game<S, unknown, unknown>, states: readonly S[], seats: readonly number[], v: Vocabulary, n: number, seed: number): FuzzReport {
  const r = pcgSeed(seed, 17);
  const before = states.map((s) => game.digest(s));
  const rep: FuzzReport = { inputs: 0, accepted: 0, throws: 0, firstThrow: null, longestError: 0, longestErrorText: '', unsafeErrors: 0, firstUnsafe: null, unsafeAccepted: 0, firstUnsafeAccepted: null, mutated: 0 };
  for (let i = 0; i < n; i++) {
    const input = i < NAMED_CASES.length ? NAMED_CASES[i] : fuzzInput(r, v);
    const s = states[i % states.length];
    const seat = seats[pcgBelow(r, seats.length)];
    rep.inputs++;
    let res: ReturnType<typeof game.parseOrder>;
    try {
      res = game.parseOrder(s, seat, input);
    } catch (e) {
      rep.throws++;
      rep.firstThrow ??= `${(e as Error)?.name}: ${(e as Error)?.message} for ${safeShow(input)}`;
      continue;
    }
    if (res.ok) {
      rep.accepted++;
      const line = game.describeOrder(res.value);
      if (typeof line !== 'string' || line.length > 200 || UNSAFE.test(line)) {
        rep.unsafeAccepted++;
        rep.firstUnsafeAccepted ??= JSON.stringify(String(line).slice(0, 120));
      }
      continue;
    }
    const err = res.error;
    if (typeof err !== 'string') { rep.unsafeErrors++; continue; }
    if (err.length > rep.longestError) { rep.longestError = err.length; rep.longestErrorText = err; }
    if (UNSAFE.test(err)) {
      rep.unsafeErrors++;
      rep.firstUnsafe ??= JSON.stringify(err.slice(0, 120));
    }
  }
  states.forEach((s, i) => { if (game.digest(s) !== before[i]) rep.mutated++; });
  return rep;
}

function safeShow(v: unknown): string {
  try {
    return (JSON.stringify(v) ?? typeof v).slice(0, 80);
  } catch {
    return typeof v;
  }
}
