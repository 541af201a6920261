// Limits of the SSH server: the input token bucket and the session counter.
import { describe, expect, it } from 'vitest';
import { SessionCounter, TokenBucket } from '../../../tui/ssh/limits.ts';

describe('TokenBucket', () => {
  it('allows a burst, then only the refill rate', () => {
    const b = new TokenBucket(10, 5, 0);
    const first = Array.from({ length: 8 }, () => b.take(0));
    expect(first.filter(Boolean)).toHaveLength(5);
    expect(b.take(50)).toBe(false); // half a token refilled
    expect(b.take(100)).toBe(true); // one token after 100 ms at 10/s
  });
});

describe('SessionCounter', () => {
  it('refuses a key over its session limit with a one-line reason, and frees the slot on close', () => {
    const c = new SessionCounter({ maxSessions: 10, sessionsPerKey: 2, idleTimeoutMs: 1000, inputRatePerSec: 1, inputBurst: 1 });
    expect(c.open('k1').ok).toBe(true);
    expect(c.open('k1').ok).toBe(true);
    const third = c.open('k1');
    expect(third.ok).toBe(false);
    expect(third.ok ? '' : third.reason).toMatch(/at most 2 are allowed per key/);
    expect(c.open('k2').ok).toBe(true);
    c.close('k1');
    expect(c.open('k1').ok).toBe(true);
  });

  it('refuses everyone once the server is full', () => {
    const c = new SessionCounter({ maxSessions: 1, sessionsPerKey: 5, idleTimeoutMs: 1000, inputRatePerSec: 1, inputBurst: 1 });
    expect(c.open('a').ok).toBe(true);
    const r = c.open('b');
    expect(r.ok ? '' : r.reason).toMatch(/server is full/);
    expect(c.count).toBe(1);
  });
});
