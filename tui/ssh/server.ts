// The SSH server: players need nothing but `ssh`. Any client key is accepted and its SHA256
// fingerprint is the player's identity (the user name is the display name); passwords and
// keyboard-interactive are refused with a line on how to use a key. Each shell gets its own blessed
// screen bound to its channel, sized by the pty and resized by window-change; closing either side
// tears down the other. Sessions share nothing but the match port.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import ssh2 from 'ssh2';
import type { Connection, ServerChannel, Session as SshSession } from 'ssh2';
import type { MatchPort } from '../match-port.ts';
import { startSession, type Session } from '../session.ts';
import { SessionCounter, TokenBucket, type SshLimits } from './limits.ts';
import { cellPxFromPty, type CellPx } from '../cell-size.ts';

/** A session's pty as the client asked for it. */
interface Pty { cols: number; rows: number; term: string; cellPx: CellPx | null }

/** How to reach lamplit with a key: the message a password or keyboard-interactive login gets. */
export const KEY_ONLY_MESSAGE =
  'lamplit signs you in with an SSH key, never a password. Make one with `ssh-keygen -t ed25519` and connect with `ssh -p PORT NAME@HOST` (your key is your identity, NAME your display name).';

/** Environment variables a client may send (ssh -o SendEnv) that change how the UI draws. */
const ACCEPTED_ENV = new Set(['NO_COLOR', 'COLORTERM', 'LAMPLIT_COLOR', 'LAMPLIT_GRAPHICS', 'LAMPLIT_CELL_PX', 'TERM_PROGRAM']);
const NAME_RE = /^[\p{L}\p{N}_.-]{1,24}$/u;

/** Options of the SSH server. */
export interface SshServerOptions {
  port: number;
  host: string;
  hostKey: Buffer;
  matchPort: MatchPort;
  limits: SshLimits;
  /** Logs one line per event (connections, refusals); default: nothing. */
  log?: (msg: string, fields?: Record<string, unknown>) => void;
  now?: () => number;
}

/** A running SSH server. */
export interface SshServer {
  address: AddressInfo;
  /** Sessions open now. */
  sessions(): number;
  close(): Promise<void>;
}

/** The OpenSSH-style fingerprint of a public key blob: `SHA256:` and unpadded base64. */
export function fingerprintOf(keyData: Buffer): string {
  return `SHA256:${createHash('sha256').update(keyData).digest('base64').replace(/=+$/, '')}`;
}

/** A display name from an SSH user name: kept when it is 1-24 letters, digits, `_.-`; else `player`. */
export function displayName(username: string): string {
  return NAME_RE.test(username) ? username : 'player';
}

/** Starts the SSH server and resolves once it listens. */
export function startSshServer(opts: SshServerOptions): Promise<SshServer> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? (() => Date.now());
  const counter = new SessionCounter(opts.limits);
  const live = new Set<Session>();
  const clients = new Set<Connection>();
  const server = new ssh2.Server({ hostKeys: [opts.hostKey], ident: 'lamplit' }, (client: Connection) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    let fingerprint = '';
    let name = 'player';
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.method === 'publickey') {
        const key = ssh2.utils.parseKey(ctx.key.data);
        if (key instanceof Error || Array.isArray(key)) return ctx.reject(['publickey']);
        if (!ctx.signature || !ctx.blob) return ctx.accept(); // the client asks whether this key would do
        if (!key.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) return ctx.reject(['publickey']);
        const pub = key.getPublicSSH();
        if (!timingSafeEqual(Buffer.from(pub), Buffer.from(ctx.key.data))) return ctx.reject(['publickey']);
        fingerprint = fingerprintOf(ctx.key.data);
        name = displayName(ctx.username);
        log('ssh login', { fingerprint, name });
        return ctx.accept();
      }
      if (ctx.method === 'keyboard-interactive') {
        log('ssh refused keyboard-interactive', { user: ctx.username });
        return ctx.prompt([], 'lamplit', KEY_ONLY_MESSAGE, () => ctx.reject(['publickey']));
      }
      if (ctx.method === 'password') log('ssh refused password', { user: ctx.username });
      return ctx.reject(['publickey', 'keyboard-interactive']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        handleSession(session, client, () => ({ fingerprint, name }));
      });
    });
  });

  function handleSession(session: SshSession, client: Connection, who: () => { fingerprint: string; name: string }): void {
    let pty: Pty | null = null;
    const env: Record<string, string> = {};
    let channel: ServerChannel | null = null;
    session.on('pty', (accept, _reject, info) => {
      // OpenSSH passes its terminal's pixel size too (0 when that terminal does not say).
      pty = { cols: info.cols || 80, rows: info.rows || 24, term: info.term || 'xterm-256color', cellPx: cellPxFromPty(info, { cols: info.cols, rows: info.rows }) };
      accept?.();
    });
    session.on('env', (accept, _reject, info) => {
      if (ACCEPTED_ENV.has(info.key)) env[info.key] = String(info.val).slice(0, 64);
      accept?.();
    });
    session.on('window-change', (accept, _reject, info) => {
      if (pty) { pty.cols = info.cols; pty.rows = info.rows; pty.cellPx = cellPxFromPty(info, info) ?? pty.cellPx; }
      if (channel) {
        const out = channel as unknown as { columns: number; rows: number; emit(e: string): void };
        out.columns = info.cols; out.rows = info.rows;
        out.emit('resize');
      }
      accept?.();
    });
    session.on('exec', (accept) => {
      const ch = accept();
      ch.stderr.write('lamplit is an interactive terminal game: connect without a command (ssh -t -p PORT NAME@HOST)\r\n');
      ch.exit(2);
      ch.end();
    });
    session.on('shell', (accept) => {
      const ch = accept();
      channel = ch;
      const { fingerprint, name } = who();
      if (!pty) {
        ch.write('lamplit needs a terminal: connect with `ssh -t` (a pty is required)\r\n');
        ch.exit(2); ch.end();
        return;
      }
      const slot = counter.open(fingerprint);
      if (!slot.ok) {
        ch.write(`lamplit: ${slot.reason}\r\n`);
        ch.exit(1); ch.end();
        return;
      }
      void openUi(ch, client, pty, env, fingerprint, name).catch((err: Error) => {
        counter.close(fingerprint);
        try { ch.write(`lamplit: ${err.message}\r\n`); ch.exit(1); ch.end(); } catch { /* gone */ }
      });
    });
  }

  async function openUi(ch: ServerChannel, client: Connection, pty: Pty, env: Record<string, string>, fingerprint: string, name: string): Promise<void> {
    const player = await opts.matchPort.identify(`ssh:${fingerprint}`, name);
    const out = ch as unknown as ServerChannel & { columns: number; rows: number; isTTY: boolean };
    out.columns = pty.cols; out.rows = pty.rows; out.isTTY = true;
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
    const bucket = new TokenBucket(opts.limits.inputRatePerSec, opts.limits.inputBurst, now());
    let idle: NodeJS.Timeout | null = null;
    let ended = false;
    const session = startSession({ io: { input, output: out, term: pty.term, env, cellPx: pty.cellPx }, port: opts.matchPort, player, surface: 'ssh', now });
    live.add(session);
    const end = (why?: string) => {
      if (ended) return;
      ended = true;
      if (idle) clearTimeout(idle);
      live.delete(session);
      counter.close(fingerprint);
      session.close();
      try {
        if (why) ch.write(`\r\nlamplit: ${why}\r\n`);
        ch.exit(0);
        ch.end();
      } catch { /* the channel is already closed */ }
      log('ssh session closed', { fingerprint, why: why ?? 'quit' });
    };
    const touch = () => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => end(`closed after ${Math.round(opts.limits.idleTimeoutMs / 1000)} s without input`), opts.limits.idleTimeoutMs);
      idle.unref?.();
    };
    touch();
    ch.on('data', (data: Buffer) => {
      touch();
      if (!bucket.take(now())) return; // over the input rate: this keystroke is dropped
      input.write(data);
    });
    ch.on('close', () => end());
    ch.on('error', () => end());
    client.on('close', () => end());
    void session.done.then(() => end());
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      server.on('error', (err: Error) => log('ssh server error', { err: err.message }));
      resolve({
        address: server.address() as AddressInfo,
        sessions: () => counter.count,
        close: () => new Promise<void>((res) => {
          for (const s of [...live]) s.close();
          for (const c of [...clients]) c.end();
          server.close(() => res());
        }),
      });
    });
  });
}
