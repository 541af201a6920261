// Limits of the SSH server: the input token buckets and key splitting, the session counter, the
// connection gate and the rate-limited refusal log.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOOD_QUIET_MS, InputLimiter, SessionCounter, TokenBucket, keyEnd } from '../../../tui/ssh/limits.ts';
import { ConnectionGate, RateLimitedLog, refusalBytes, sourceOf } from '../../../tui/ssh/gate.ts';

/** The keys a buffer splits into, as strings. */
function keysOf(s: string): string[] {
  const buf = Buffer.from(s);
  const out: string[] = [];
  for (let i = 0; i < buf.length;) { const j = keyEnd(buf, i); out.push(buf.subarray(i, j).toString()); i = j; }
  return out;
}

describe('TokenBucket', () => {
  it('allows a burst, then only the refill rate', () => {
    const b = new TokenBucket(10, 5, 0);
    const first = Array.from({ length: 8 }, () => b.take(0));
    expect(first.filter(Boolean)).toHaveLength(5);
    expect(b.take(50)).toBe(false); // half a token refilled
    expect(b.take(100)).toBe(true); // one token after 100 ms at 10/s
  });
});

describe('keyEnd', () => {
  it('splits input into keys: bytes, UTF-8 characters and whole escape sequences', () => {
    expect(keysOf('jk')).toEqual(['j', 'k']);
    expect(keysOf('éż😀a')).toEqual(['é', 'ż', '😀', 'a']);
    expect(keysOf('\x1b[A\x1b[1;5C\x1bOPx')).toEqual(['\x1b[A', '\x1b[1;5C', '\x1bOP', 'x']);
    expect(keysOf('\x1b[M !!q')).toEqual(['\x1b[M !!', 'q']); // X10 mouse report
    expect(keysOf('\x1ba\x1b\x1b[B')).toEqual(['\x1ba', '\x1b', '\x1b[B']); // Alt+a, Esc, Alt+Down
    expect(keysOf('\x1b')).toEqual(['\x1b']);
  });

  it('cuts a CSI that never ends after 32 bytes instead of scanning the whole chunk', () => {
    const runaway = `\x1b[${'1'.repeat(1000)}`;
    expect(keyEnd(Buffer.from(runaway), 0)).toBe(32);
  });
});

describe('InputLimiter', () => {
  const limits = { inputRatePerSec: 30, inputBurst: 60, inputBytesPerSec: 2048 };

  it('counts keys, not chunks: one 64 KB chunk of j passes only the burst of 60 keys', () => {
    const l = new InputLimiter(limits, 0);
    const v = l.admit(Buffer.alloc(64 * 1024, 'j'), 0);
    expect(v).toEqual({ end: 60, dropped: true, tellPlayer: true });
    expect(l.droppedBytes).toBe(64 * 1024 - 60);
    expect(l.admit(Buffer.from('j'), 10).end).toBe(0); // nothing refilled yet
    expect(l.admit(Buffer.from('jjjj'), 110).end).toBe(3); // 100 ms at 30/s refills 3 keys
  });

  it('limits bytes too, and never cuts inside an escape sequence', () => {
    const l = new InputLimiter({ inputRatePerSec: 1000, inputBurst: 1000, inputBytesPerSec: 64 }, 0);
    const v = l.admit(Buffer.from('\x1b[1;5C'.repeat(100)), 0); // 6-byte keys; bucket holds 128 bytes
    expect(v.end).toBe(126);
    expect(v.dropped).toBe(true);
  });

  it('tells the player once per flood: again only after a quiet spell', () => {
    const l = new InputLimiter(limits, 0);
    const flood = Buffer.alloc(4096, 'j');
    const told = [0, 100, 200, 5000].map((t) => l.admit(flood, t).tellPlayer);
    expect(told).toEqual([true, false, false, false]);
    expect(l.admit(flood, 5000 + FLOOD_QUIET_MS).tellPlayer).toBe(true);
  });

  it('passes normal typing whole', () => {
    const l = new InputLimiter(limits, 0);
    expect(l.admit(Buffer.from('hide F4 crawl\r'), 0)).toEqual({ end: 14, dropped: false, tellPlayer: false });
  });

  it('admits a 4 MB chunk in well under a millisecond a key: it scans only what passes', () => {
    const l = new InputLimiter(limits, 0);
    const big = Buffer.alloc(4 * 1024 * 1024, 'j');
    const t0 = performance.now();
    for (let i = 0; i < 100; i++) l.admit(big, i * 1000);
    expect(performance.now() - t0).toBeLessThan(50);
  });
});

describe('SessionCounter', () => {
  it('refuses a key over its session limit with a one-line reason, and frees the slot on close', () => {
    const c = new SessionCounter({ maxSessions: 10, sessionsPerKey: 2 });
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
    const c = new SessionCounter({ maxSessions: 1, sessionsPerKey: 5 });
    expect(c.open('a').ok).toBe(true);
    const r = c.open('b');
    expect(r.ok ? '' : r.reason).toMatch(/server is full/);
    expect(c.count).toBe(1);
  });
});

describe('ConnectionGate', () => {
  it('refuses a source address over its cap and everyone over the total, each with a line, and frees slots', () => {
    const g = new ConnectionGate({ maxConnections: 3, maxConnectionsPerIp: 2 });
    expect(g.admit('10.0.0.1')).toBeNull();
    expect(g.admit('10.0.0.1')).toBeNull();
    expect(g.admit('10.0.0.1')).toEqual({ kind: 'per-ip', line: 'lamplit: your address already has 2 connections open; at most 2 are allowed' });
    expect(g.admit('10.0.0.2')).toBeNull();
    expect(g.admit('10.0.0.3')?.kind).toBe('total');
    g.release('10.0.0.1');
    expect(g.from('10.0.0.1')).toBe(1);
    expect(g.admit('10.0.0.3')).toBeNull();
    expect(g.count).toBe(3);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(sourceOf('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(sourceOf('::1')).toBe('::1');
  });
});

describe('refusalBytes', () => {
  it('is the line, an SSH version line, and a well-formed cleartext SSH_MSG_DISCONNECT (code 12) carrying the line', () => {
    for (const line of ['x', 'lamplit: the server is at its 500 connections; try again later', 'é'.repeat(37)]) {
      const b = refusalBytes(line);
      const head = `${line}\r\nSSH-2.0-lamplit\r\n`;
      expect(b.subarray(0, Buffer.byteLength(head)).toString()).toBe(head);
      const pkt = b.subarray(Buffer.byteLength(head));
      const len = pkt.readUInt32BE(0);
      const pad = pkt[4];
      expect(pkt.length).toBe(4 + len);
      expect(pkt.length % 8).toBe(0);
      expect(pad).toBeGreaterThanOrEqual(4);
      expect(pkt[5]).toBe(1); // SSH_MSG_DISCONNECT
      expect(pkt.readUInt32BE(6)).toBe(12); // too many connections
      const n = pkt.readUInt32BE(10);
      expect(pkt.subarray(14, 14 + n).toString()).toBe(line);
      expect(pkt.readUInt32BE(14 + n)).toBe(0); // empty language tag
      expect(14 + n + 4 + pad).toBe(pkt.length);
    }
  });
});

describe('RateLimitedLog', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('logs a storm of 500 refusals as one line at once and one summary a minute, then goes quiet', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = new RateLimitedLog((msg) => lines.push(msg), 60_000);
    for (let i = 0; i < 500; i++) log.note('per-ip', 'ssh refused a connection: too many from one address', { ip: '10.0.0.1' });
    expect(lines).toEqual(['ssh refused a connection: too many from one address']);
    vi.advanceTimersByTime(60_000);
    expect(lines[1]).toBe('ssh refused a connection: too many from one address (499 more in the last 60 s)');
    vi.advanceTimersByTime(120_000);
    expect(lines).toHaveLength(2);
    log.note('per-ip', 'ssh refused a connection: too many from one address');
    expect(lines).toHaveLength(3);
  });

  it('keeps each kind apart and flushes pending counts on shutdown', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = new RateLimitedLog((msg) => lines.push(msg), 60_000);
    log.note('a', 'A'); log.note('a', 'A'); log.note('b', 'B');
    expect(lines).toEqual(['A', 'B']);
    log.flush();
    expect(lines).toEqual(['A', 'B', 'A (1 more in the last 60 s)']);
  });
});
