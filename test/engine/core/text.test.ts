// The shared text helper: excerpts for error messages are escaped and bounded, text for other
// people's screens loses every control character, and guardParse turns a throw into one line.
import { describe, expect, it } from 'vitest';
import { cleanLine, excerpt, guardParse, hasUnsafeText, oneLine, quoteInput } from '../../../engine/core/text.ts';

describe('safe player text', () => {
  it('an excerpt writes control characters out, escapes quotes and stops at its bound with …', () => {
    expect(excerpt('a\nb')).toBe('a\\nb');
    expect(excerpt('\u001b[2J')).toBe('\\u001b[2J');
    expect(excerpt('\u0000"\\')).toBe('\\u0000\\"\\\\');
    expect(excerpt('x'.repeat(10_000))).toBe(`${'x'.repeat(24)}…`);
    expect(excerpt('\u001b'.repeat(100), 20)).toBe(`${'\\u001b'.repeat(3)}…`);
    expect(quoteInput('hi')).toBe('"hi"');
  });

  it('an excerpt never calls the input\'s own toString: objects, lists and numbers have fixed forms', () => {
    const hostile = { toString: () => { throw new Error('boom'); }, valueOf: 1 };
    expect(excerpt(hostile)).toBe('{…}');
    expect(excerpt(Object.create(null))).toBe('{…}');
    expect(excerpt([1, 2])).toBe('[…]');
    expect(excerpt(12)).toBe('12');
    expect(excerpt(Number.NaN)).toBe('NaN');
    expect(excerpt(null)).toBe('null');
    expect(excerpt(undefined)).toBe('undefined');
  });

  it('cleanLine drops escapes, bells, bidi overrides and lone surrogates, squeezes spaces and cuts by characters', () => {
    expect(cleanLine('\u001b[31mred\u0007  \n\tline\u202e', 40)).toBe('[31mred line');
    expect(cleanLine('\ud83d\ude00'.repeat(40), 3)).toBe('\ud83d\ude00'.repeat(3));
    expect(cleanLine('a\ud800b', 10)).toBe('ab');
    expect(hasUnsafeText(cleanLine('\u0085\u009b\u2028x', 10))).toBe(false);
  });

  it('oneLine makes any message one clean line of at most 200 characters', () => {
    const out = oneLine(`bad\r\n${'y'.repeat(5000)}`);
    expect(out.length).toBe(200);
    expect(out.endsWith('…')).toBe(true);
    expect(out.startsWith('bad yyy')).toBe(true);
  });

  it('guardParse turns a throw into the fallback line and bounds every error it passes on', () => {
    expect(guardParse(() => { throw new TypeError('Cannot convert object to primitive value'); }, 'could not read that')).toEqual({ ok: false, error: 'could not read that' });
    expect(guardParse(() => ({ ok: false, error: 'a\nb' }), 'x')).toEqual({ ok: false, error: 'a b' });
    expect(guardParse(() => ({ ok: true, value: 3 }), 'x')).toEqual({ ok: true, value: 3 });
  });
});
