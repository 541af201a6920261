// Limits that keep one SSH user from hurting the others: sessions per key and in all, idle time,
// and input per session (keys and bytes a second, token buckets; input over either is dropped,
// never queued, so a flood costs the server a scan of what it lets through and nothing more).

/** The limits of one SSH server. */
export interface SshLimits {
  maxSessions: number;
  sessionsPerKey: number;
  idleTimeoutMs: number;
  /** Keystrokes per second refilled, and the bucket's size. */
  inputRatePerSec: number;
  inputBurst: number;
  /** Input bytes per second refilled (the bucket holds twice this). */
  inputBytesPerSec: number;
}

/** Defaults when configuration gives none (the same as runtime/config-vars.ts). */
export const DEFAULT_LIMITS: SshLimits = { maxSessions: 200, sessionsPerKey: 3, idleTimeoutMs: 900_000, inputRatePerSec: 30, inputBurst: 60, inputBytesPerSec: 2048 };

/** A token bucket: `take()` is false once the burst is spent faster than the rate refills it. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly rate: number, private readonly burst: number, now: number) {
    this.tokens = burst;
    this.last = now;
  }

  /** Spends one token at `now` (ms); false when none is left. */
  take(now: number): boolean {
    return this.takeUpTo(1, now) === 1;
  }

  /** Refills to `now` and returns the whole tokens available (at most `want`) without spending them. */
  available(want: number, now: number): number {
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, now - this.last) * this.rate) / 1000);
    this.last = Math.max(this.last, now);
    return Math.max(0, Math.min(want, Math.floor(this.tokens)));
  }

  /** Spends up to `want` whole tokens at `now` and returns how many it spent. */
  takeUpTo(want: number, now: number): number {
    const n = this.available(want, now);
    this.tokens -= n;
    return n;
  }

  /** Spends `n` tokens that `available` said were there. */
  spend(n: number): void {
    this.tokens -= n;
  }
}

/** A CSI or other escape sequence longer than this is cut into keys of this length (no runaway scan). */
const MAX_SEQUENCE = 32;

/**
 * Where the key that starts at `i` ends (exclusive): one byte, one UTF-8 character, or one escape
 * sequence (CSI `ESC [ … final`, X10 mouse `ESC [ M b x y`, SS3 `ESC O x`, or ESC before a key = Alt+key).
 */
export function keyEnd(buf: Uint8Array, i: number): number {
  const b = buf[i];
  if (b === 0x1b) {
    const n = buf[i + 1];
    if (n === undefined) return i + 1;
    if (n === 0x5b) { // CSI
      if (buf[i + 2] === 0x4d) return Math.min(buf.length, i + 6); // X10 mouse report
      let j = i + 2;
      const stop = Math.min(buf.length, i + MAX_SEQUENCE);
      while (j < stop && !(buf[j] >= 0x40 && buf[j] <= 0x7e)) j++;
      return j < stop ? j + 1 : stop;
    }
    if (n === 0x4f) return Math.min(buf.length, i + 3); // SS3: ESC O A
    if (n === 0x1b) return i + 1; // ESC ESC: the first is a key of its own
    return keyEnd(buf, i + 1); // Alt+key
  }
  if (b >= 0xc0 && b < 0xf8) {
    const len = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    let j = i + 1;
    while (j < buf.length && j < i + len && (buf[j] & 0xc0) === 0x80) j++;
    return j;
  }
  return i + 1;
}

/** What one chunk of input may pass: its first `end` bytes (whole keys); the rest is dropped. */
export interface InputVerdict {
  /** Bytes of the chunk to pass on (a key boundary). */
  end: number;
  /** True when anything of the chunk was dropped. */
  dropped: boolean;
  /** True the first time input is dropped in a flood: the moment to tell the player. */
  tellPlayer: boolean;
}

/** A flood ends when this long passes without a drop; the next drop is told again. */
export const FLOOD_QUIET_MS = 10_000;

/**
 * One session's input limiter: keys a second (a key is a byte, a UTF-8 character or an escape
 * sequence) and bytes a second, both token buckets. `admit` scans a chunk only as far as the
 * buckets allow, so a megabyte chunk costs as much as the few keys that pass.
 */
export class InputLimiter {
  private readonly keys: TokenBucket;
  private readonly bytes: TokenBucket;
  private lastDrop = -Infinity;
  /** Bytes dropped since the session began. */
  droppedBytes = 0;

  constructor(limits: Pick<SshLimits, 'inputRatePerSec' | 'inputBurst' | 'inputBytesPerSec'>, now: number) {
    this.keys = new TokenBucket(limits.inputRatePerSec, limits.inputBurst, now);
    this.bytes = new TokenBucket(limits.inputBytesPerSec, limits.inputBytesPerSec * 2, now);
  }

  /** Decides how much of `chunk` passes at `now` (ms) and spends the tokens for it. */
  admit(chunk: Uint8Array, now: number): InputVerdict {
    const keyBudget = this.keys.available(chunk.length, now);
    const byteBudget = this.bytes.available(chunk.length, now);
    let end = 0;
    let n = 0;
    while (end < chunk.length && n < keyBudget) {
      const next = keyEnd(chunk, end);
      if (next > byteBudget) break;
      end = next;
      n++;
    }
    this.keys.spend(n);
    this.bytes.spend(end);
    const dropped = end < chunk.length;
    let tellPlayer = false;
    if (dropped) {
      tellPlayer = now - this.lastDrop >= FLOOD_QUIET_MS;
      this.lastDrop = now;
      this.droppedBytes += chunk.length - end;
    }
    return { end, dropped, tellPlayer };
  }
}

/** Slots held per key and in all, against a per-key and a total cap (sessions per SSH key, connections per address). */
export class SlotCounter {
  private readonly byKey = new Map<string, number>();
  private total = 0;

  constructor(private readonly perKey: number, private readonly max: number) {}

  /** The slots a key holds now. */
  held(key: string): number {
    return this.byKey.get(key) ?? 0;
  }

  /** Takes a slot for `key`, or says which cap is reached (then nothing is taken). */
  take(key: string): 'total' | 'per-key' | null {
    if (this.total >= this.max) return 'total';
    const n = this.held(key);
    if (n >= this.perKey) return 'per-key';
    this.byKey.set(key, n + 1);
    this.total++;
    return null;
  }

  /** Gives a key's slot back. */
  give(key: string): void {
    const n = this.held(key);
    if (n <= 1) this.byKey.delete(key); else this.byKey.set(key, n - 1);
    this.total = Math.max(0, this.total - 1);
  }

  /** Slots held now. */
  get count(): number {
    return this.total;
  }
}

/** Live sessions by key fingerprint, against the per-key and total limits. */
export class SessionCounter {
  private readonly slots: SlotCounter;

  constructor(private readonly limits: Pick<SshLimits, 'maxSessions' | 'sessionsPerKey'>) {
    this.slots = new SlotCounter(limits.sessionsPerKey, limits.maxSessions);
  }

  /** Takes a slot for a key, or gives the one-line reason there is none. */
  open(fingerprint: string): { ok: true } | { ok: false; reason: string } {
    const n = this.slots.held(fingerprint);
    const full = this.slots.take(fingerprint);
    if (full === 'total') return { ok: false, reason: `the server is full (${this.limits.maxSessions} sessions); try again later` };
    if (full === 'per-key') return { ok: false, reason: `this key already has ${n} session${n === 1 ? '' : 's'} open; at most ${this.limits.sessionsPerKey} are allowed per key` };
    return { ok: true };
  }

  /** Gives a key's slot back. */
  close(fingerprint: string): void {
    this.slots.give(fingerprint);
  }

  /** Sessions open now. */
  get count(): number {
    return this.slots.count;
  }
}
