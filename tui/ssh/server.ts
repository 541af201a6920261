// The SSH server: players need nothing but `ssh`. Any client key is accepted and its SHA256
// fingerprint is the player's identity (the user name is the display name); passwords and
// keyboard-interactive are refused with a line on how to use a key. Each shell gets its own blessed
// screen bound to its channel, sized by the pty and resized by window-change; closing either side
// tears down the other. Sessions share nothing but the match port. Every TCP connection passes the
// gate (gate.ts) before the handshake and reaches ssh2 in slices (sliced-socket.ts); every session's
// input passes its InputLimiter (limits.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import ssh2 from 'ssh2';
import type { Connection, ServerChannel, Session as SshSession } from 'ssh2';
import type { MatchPort } from '../match-port.ts';
import { startSession, type Session } from '../session.ts';
import { InputLimiter, SessionCounter, keyEnd, type SshLimits } from './limits.ts';
import { SlicedSocket } from './sliced-socket.ts';
import { ConnectionGate, DEFAULT_CONNECTION_LIMITS, RateLimitedLog, refusalBytes, sourceOf, type ConnectionLimits } from './gate.ts';
import { cellPxFromPty, type CellPx } from '../cell-size.ts';

/** A session's pty as the client asked for it. */
interface Pty { cols: number; rows: number; term: string; cellPx: CellPx | null }

/** How to reach lamplit with a key: the message a password or keyboard-interactive login gets. */
export const KEY_ONLY_MESSAGE =
  'lamplit signs you in with an SSH key, never a password. Make one with `ssh-keygen -t ed25519` and connect with `ssh -p PORT NAME@HOST` (your key is your identity, NAME your display name).';

/** Environment variables a client may send (ssh -o SendEnv) that change how the UI draws. */
const ACCEPTED_ENV = new Set(['NO_COLOR', 'COLORTERM', 'LAMPLIT_COLOR', 'LAMPLIT_GRAPHICS', 'LAMPLIT_CELL_PX', 'TERM_PROGRAM']);
const NAME_RE = /^[\p{L}\p{N}_.-]{1,24}$/u;

/** How long a flooding session's channel is not read after input was dropped. */
const INPUT_PAUSE_MS = 250;

/** Window-changes within this long are applied as one resize (the last size). */
const RESIZE_MS = 50;

/** On close, how long sessions have to say goodbye before their connections are ended. */
const CLOSE_GRACE_MS = 500;

/** Options of the SSH server. */
export interface SshServerOptions {
  port: number;
  host: string;
  hostKey: Buffer;
  matchPort: MatchPort;
  limits: SshLimits;
  /** Pre-auth timeout and connection caps (defaults: DEFAULT_CONNECTION_LIMITS). */
  connections?: Partial<ConnectionLimits>;
  /** Logs one line per event (connections, refusals); default: nothing. */
  log?: (msg: string, fields?: Record<string, unknown>) => void;
  now?: () => number;
}

/** A running SSH server. */
export interface SshServer {
  address: AddressInfo;
  /** Sessions open now. */
  sessions(): number;
  /** TCP connections open now (signed in or not). */
  connections(): number;
  /** Closes every session (each player is told `reason` when given, after the terminal is restored) and stops listening. */
  close(reason?: string): Promise<void>;
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
  const conn: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...opts.connections };
  const gate = new ConnectionGate(conn);
  const once = new RateLimitedLog(log);
  const live = new Map<Session, (why?: string) => void>();
  const clients = new Set<Connection>();
  /** The sign-in timers of connections with no terminal open yet, by `address:port` (how ssh2's connection event names its socket). */
  const authTimers = new Map<string, NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  const server = new ssh2.Server({ hostKeys: [opts.hostKey], ident: 'lamplit' }, (client: Connection, info: { ip: string; port: number }) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    const socketKey = `${info.ip}:${info.port}`;
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
        once.note('refused-keyboard-interactive', 'ssh refused keyboard-interactive (keys only)', { user: ctx.username });
        return ctx.prompt([], 'lamplit', KEY_ONLY_MESSAGE, () => ctx.reject(['publickey']));
      }
      if (ctx.method === 'password') once.note('refused-password', 'ssh refused a password (keys only)', { user: ctx.username });
      return ctx.reject(['publickey', 'keyboard-interactive']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        // The sign-in timer runs until a terminal opens: any key signs in, so signing in alone
        // (`ssh -N`, or a client that stops there) must not hold a connection for good.
        const opened = () => { clearTimeout(authTimers.get(socketKey)); authTimers.delete(socketKey); };
        handleSession(session, client, () => ({ fingerprint, name }), opened);
      });
    });
  });

  function handleSession(session: SshSession, client: Connection, who: () => { fingerprint: string; name: string }, opened: () => void): void {
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
    // A burst of window-changes (a window dragged, or a client sending thousands) is applied once,
    // with the last size, after RESIZE_MS: each resize lays the whole screen out again.
    let resizeTimer: NodeJS.Timeout | null = null;
    session.on('window-change', (accept, _reject, info) => {
      if (pty) { pty.cols = info.cols; pty.rows = info.rows; pty.cellPx = cellPxFromPty(info, info) ?? pty.cellPx; }
      accept?.();
      if (!channel || resizeTimer) return;
      resizeTimer = setTimeout(() => {
        resizeTimer = null;
        if (!channel || !pty) return;
        const out = channel as unknown as { columns: number; rows: number; emit(e: string): void };
        out.columns = pty.cols; out.rows = pty.rows;
        out.emit('resize');
      }, RESIZE_MS);
      resizeTimer.unref();
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
      opened();
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
    const limiter = new InputLimiter(opts.limits, now());
    let paused = false;
    let idle: NodeJS.Timeout | null = null;
    let ended = false;
    // Admitted keys reach the UI one per turn of the event loop: a burst of keys (each may redraw
    // the screen) then never holds other sessions or /healthz for longer than one key's work.
    const keys: Buffer[] = [];
    let pumping = false;
    const pump = () => {
      const key = keys.shift();
      if (!key || ended) { pumping = false; keys.length = 0; return; }
      input.write(key);
      setImmediate(pump);
    };
    const feed = (buf: Buffer) => {
      for (let i = 0; i < buf.length;) { const j = keyEnd(buf, i); keys.push(buf.subarray(i, j)); i = j; }
      if (!pumping) { pumping = true; setImmediate(pump); }
    };
    const session = startSession({ io: { input, output: out, term: pty.term, env, cellPx: pty.cellPx }, port: opts.matchPort, player, surface: 'ssh', now });
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
    live.set(session, end);
    touch();
    ch.on('data', (data: Buffer) => {
      touch();
      const v = limiter.admit(data, now());
      if (v.end > 0) feed(v.end === data.length ? data : data.subarray(0, v.end));
      if (!v.dropped) return;
      // Over the limit: the rest is dropped, the player told once per flood, and this channel not
      // read for a moment, so the flood waits in the client's SSH window instead of in this process.
      if (v.tellPlayer) {
        session.app.notice(`typing too fast: input over ${opts.limits.inputRatePerSec} keys a second is dropped`, 'error');
        once.note('input-flood', 'ssh input over the limit dropped', { fingerprint, keysPerSec: opts.limits.inputRatePerSec, bytesPerSec: opts.limits.inputBytesPerSec });
      }
      if (!paused && !ended) {
        paused = true;
        ch.pause();
        setTimeout(() => { paused = false; if (!ended) ch.resume(); }, INPUT_PAUSE_MS).unref?.();
      }
    });
    ch.on('close', () => end());
    ch.on('error', () => end());
    client.on('close', () => end());
    void session.done.then(() => end());
  }

  // The door: lamplit's own TCP server counts and times every connection, then hands it to ssh2.
  const tcp = createServer((socket) => {
    const ip = sourceOf(socket.remoteAddress);
    const refusal = gate.admit(ip);
    if (refusal) {
      once.note(`refused-${refusal.kind}`, refusal.kind === 'total' ? 'ssh refused a connection: the server is at its connection limit' : 'ssh refused a connection: too many from one address', { ip, limit: refusal.kind === 'total' ? conn.maxConnections : conn.maxConnectionsPerIp });
      socket.on('error', () => undefined);
      socket.end(refusalBytes(refusal.line));
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    sockets.add(socket);
    const key = `${socket.remoteAddress}:${socket.remotePort}`;
    const timer = setTimeout(() => {
      authTimers.delete(key);
      once.note('auth-timeout', `ssh closed a connection that did not sign in and open a terminal within ${Math.round(conn.authTimeoutMs / 1000)} s`, { ip });
      socket.destroy();
    }, conn.authTimeoutMs);
    timer.unref();
    authTimers.set(key, timer);
    socket.once('close', () => {
      sockets.delete(socket);
      clearTimeout(authTimers.get(key));
      authTimers.delete(key);
      gate.release(ip);
    });
    // ssh2 reads through SlicedSocket: a burst of packets is parsed a few kilobytes per turn.
    server.injectSocket(new SlicedSocket(socket) as unknown as Socket);
  });

  return new Promise((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(opts.port, opts.host, () => {
      tcp.off('error', reject);
      tcp.on('error', (err: Error) => log('ssh server error', { err: err.message }));
      server.on('error', (err: Error) => log('ssh server error', { err: err.message }));
      resolve({
        address: tcp.address() as AddressInfo,
        sessions: () => counter.count,
        connections: () => gate.count,
        close: (reason?: string) => new Promise<void>((res) => {
          tcp.close(() => res());
          once.flush();
          // Each session restores the terminal, writes the reason and ends its channel; the client
          // then hangs up by itself. Ending the connection at once could overtake that farewell, so
          // connections still open a moment later are ended, and sockets that ignore that destroyed.
          for (const end of [...live.values()]) end(reason);
          setTimeout(() => { for (const c of [...clients]) c.end(); }, CLOSE_GRACE_MS).unref();
          setTimeout(() => { for (const sock of [...sockets]) sock.destroy(); }, 3 * CLOSE_GRACE_MS).unref();
        }),
      });
    });
  });
}