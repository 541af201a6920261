// Limits that keep one SSH user from hurting the others: sessions per key and in all, idle time,
// and keystrokes per second (a token bucket; keys over the limit are dropped, not queued).

/** The limits of one SSH server. */
export interface SshLimits {
  maxSessions: number;
  sessionsPerKey: number;
  idleTimeoutMs: number;
  /** Keystrokes per second refilled, and the bucket's size. */
  inputRatePerSec: number;
  inputBurst: number;
}

/** Defaults when configuration gives none (the same as runtime/config-vars.ts). */
export const DEFAULT_LIMITS: SshLimits = { maxSessions: 200, sessionsPerKey: 3, idleTimeoutMs: 900_000, inputRatePerSec: 30, inputBurst: 60 };

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
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.rate) / 1000);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Live sessions by key fingerprint, against the per-key and total limits. */
export class SessionCounter {
  private readonly byKey = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: SshLimits) {}

  /** Takes a slot for a key, or gives the one-line reason there is none. */
  open(fingerprint: string): { ok: true } | { ok: false; reason: string } {
    const n = this.byKey.get(fingerprint) ?? 0;
    if (this.total >= this.limits.maxSessions) return { ok: false, reason: `the server is full (${this.limits.maxSessions} sessions); try again later` };
    if (n >= this.limits.sessionsPerKey) return { ok: false, reason: `this key already has ${n} session${n === 1 ? '' : 's'} open; at most ${this.limits.sessionsPerKey} are allowed per key` };
    this.byKey.set(fingerprint, n + 1);
    this.total++;
    return { ok: true };
  }

  /** Gives a key's slot back. */
  close(fingerprint: string): void {
    const n = this.byKey.get(fingerprint) ?? 0;
    if (n <= 1) this.byKey.delete(fingerprint); else this.byKey.set(fingerprint, n - 1);
    this.total = Math.max(0, this.total - 1);
  }

  /** Sessions open now. */
  get count(): number {
    return this.total;
  }
}
