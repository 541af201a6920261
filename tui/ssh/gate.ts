// The SSH server's door: every TCP connection passes here before the SSH handshake. It caps
// connections per source address and in all, and closes a connection that has not signed in and
// opened a terminal within the auth timeout, so idle or half-open sockets cannot hold the server. Refusals are logged once
// per storm: the first line at once, then one summary line a minute while they keep coming.

import { SlotCounter } from './limits.ts';

/** Connection limits of the SSH server. */
export interface ConnectionLimits {
  /** A connection that has not signed in and opened a terminal is closed after this long. */
  authTimeoutMs: number;
  /** Most TCP connections at once, signed in or not. */
  maxConnections: number;
  /** Most TCP connections at once from one source address. */
  maxConnectionsPerIp: number;
}

/** Defaults when configuration gives none (the same as runtime/config-vars.ts). */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { authTimeoutMs: 20_000, maxConnections: 500, maxConnectionsPerIp: 20 };

/** The source address as one string per host: an IPv4-mapped IPv6 address counts as its IPv4 address. */
export function sourceOf(remoteAddress: string | undefined): string {
  const a = remoteAddress ?? 'unknown';
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/** Why a connection was refused, and the line the client is sent before the socket closes. */
export interface Refusal { kind: 'per-ip' | 'total'; line: string }

/** Counts open connections per source address and in all against the limits. */
export class ConnectionGate {
  private readonly slots: SlotCounter;

  constructor(private readonly limits: Pick<ConnectionLimits, 'maxConnections' | 'maxConnectionsPerIp'>) {
    this.slots = new SlotCounter(limits.maxConnectionsPerIp, limits.maxConnections);
  }

  /** Takes a slot for a connection from `ip`, or says why there is none. */
  admit(ip: string): Refusal | null {
    const n = this.slots.held(ip);
    const full = this.slots.take(ip);
    if (full === 'total') return { kind: 'total', line: `lamplit: the server is at its ${this.limits.maxConnections} connections; try again later` };
    if (full === 'per-key') return { kind: 'per-ip', line: `lamplit: your address already has ${n} connections open; at most ${this.limits.maxConnectionsPerIp} are allowed` };
    return null;
  }

  /** Gives a connection's slot back. */
  release(ip: string): void {
    this.slots.give(ip);
  }

  /** Connections open now. */
  get count(): number {
    return this.slots.count;
  }

  /** Connections open now from one address. */
  from(ip: string): number {
    return this.slots.held(ip);
  }
}

type LogFn = (msg: string, fields?: Record<string, unknown>) => void;

/**
 * Logs a recurring event once per window: the first occurrence at once, then (if more came) one
 * line at the end of each window with how many, until a whole window passes without one.
 */
export class RateLimitedLog {
  private readonly open = new Map<string, { more: number; last: Record<string, unknown>; msg: string; timer: NodeJS.Timeout }>();

  constructor(private readonly log: LogFn, private readonly windowMs = 60_000) {}

  /** Notes one occurrence of `key`; `msg` and `fields` describe it. */
  note(key: string, msg: string, fields: Record<string, unknown> = {}): void {
    const w = this.open.get(key);
    if (w) { w.more++; w.last = fields; w.msg = msg; return; }
    this.log(msg, fields);
    this.startWindow(key, msg, fields);
  }

  private startWindow(key: string, msg: string, fields: Record<string, unknown>): void {
    const timer = setTimeout(() => {
      const w = this.open.get(key)!;
      this.open.delete(key);
      if (w.more === 0) return;
      this.log(`${w.msg} (${w.more} more in the last ${Math.round(this.windowMs / 1000)} s)`, { ...w.last, more: w.more });
      this.startWindow(key, w.msg, w.last);
    }, this.windowMs);
    timer.unref?.();
    this.open.set(key, { more: 0, last: fields, msg, timer });
  }

  /** Writes any pending summary lines now and stops the windows (on shutdown). */
  flush(): void {
    for (const [, w] of this.open) {
      clearTimeout(w.timer);
      if (w.more > 0) this.log(`${w.msg} (${w.more} more in the last ${Math.round(this.windowMs / 1000)} s)`, { ...w.last, more: w.more });
    }
    this.open.clear();
  }
}

/** SSH_DISCONNECT_TOO_MANY_CONNECTIONS (RFC 4253 §11.1). */
const TOO_MANY_CONNECTIONS = 12;

/**
 * What a refused connection is sent before it is closed: the line as text (for a person with a raw
 * TCP client), then an SSH version line and an unencrypted SSH_MSG_DISCONNECT carrying the line,
 * which an SSH client shows ("Received disconnect from HOST port N:12: lamplit: ...").
 */
export function refusalBytes(line: string): Buffer {
  const text = Buffer.from(line, 'utf8');
  const payload = Buffer.alloc(1 + 4 + 4 + text.length + 4);
  let o = payload.writeUInt8(1, 0); // SSH_MSG_DISCONNECT
  o = payload.writeUInt32BE(TOO_MANY_CONNECTIONS, o);
  o = payload.writeUInt32BE(text.length, o);
  o += text.copy(payload, o);
  payload.writeUInt32BE(0, o); // language tag: empty
  // packet_length, padding_length, payload, padding: the whole a multiple of 8, padding at least 4.
  let pad = 8 - ((4 + 1 + payload.length) % 8);
  if (pad < 4) pad += 8;
  const packet = Buffer.alloc(4 + 1 + payload.length + pad);
  packet.writeUInt32BE(1 + payload.length + pad, 0);
  packet.writeUInt8(pad, 4);
  payload.copy(packet, 5);
  return Buffer.concat([Buffer.from(`${line}\r\nSSH-2.0-lamplit\r\n`), packet]);
}
