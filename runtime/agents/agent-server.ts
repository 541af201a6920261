// Remote agents: a TCP listener (one JSON object per line) and a WebSocket listener (one JSON object per
// message) where an agent connects and presents its seat's token as its first message,
// {"type":"auth","token":"..."}. A token is issued per seat, is good for one connection, and a wrong
// or reused one gets one line saying so before the connection closes.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { LineQueue, type AgentLink } from './link.ts';
import { readAgentLine } from './protocol-check.ts';

/** How long a new connection has to send its auth line, in ms. */
const AUTH_MS = 10_000;

interface Pending {
  token: Buffer;
  label: string;
  resolve: (link: AgentLink) => void;
  claimed: boolean;
}

/** A line transport over one TCP socket or WebSocket. */
function socketLink(label: string, queue: LineQueue, write: (line: string) => void, isOpen: () => boolean, close: () => void): AgentLink {
  return {
    label,
    send(message) {
      if (!queue.endedReason && isOpen()) write(JSON.stringify(message));
    },
    nextLine: (ms) => queue.next(ms),
    get closedReason() {
      return queue.endedReason;
    },
    async close() {
      queue.end('closed by lamplit');
      close();
    },
  };
}

/** Listens for remote agents; `issue` makes a seat's token, `waitFor` resolves when its agent connects. */
export class AgentServer {
  private readonly pending: Pending[] = [];
  private tcp: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private ws: WebSocketServer | null = null;

  /** Starts the listeners asked for (port 0 picks a free one); resolves with the ports bound. */
  async listen(options: { host?: string; tcpPort?: number; wsPort?: number }): Promise<{ tcp: number | null; ws: number | null }> {
    const host = options.host ?? '127.0.0.1';
    if (options.tcpPort !== undefined) {
      const server = createServer((socket) => this.onTcp(socket));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.tcpPort, host, () => resolve());
      });
      this.tcp = server;
    }
    if (options.wsPort !== undefined) {
      const wss = new WebSocketServer({ host, port: options.wsPort, maxPayload: 64 * 1024 });
      await new Promise<void>((resolve, reject) => {
        wss.once('error', reject);
        wss.once('listening', () => resolve());
      });
      wss.on('connection', (socket, req) => this.onWs(socket, `${req.socket.remoteAddress}:${req.socket.remotePort}`));
      this.ws = wss;
    }
    return {
      tcp: this.tcp ? (this.tcp.address() as AddressInfo).port : null,
      ws: this.ws ? (this.ws.address() as AddressInfo).port : null,
    };
  }

  /** A new token for one seat's agent, and a promise of its link once it connects. */
  issue(label: string): { token: string; link: Promise<AgentLink> } {
    const token = randomBytes(24).toString('base64url');
    let resolve!: (link: AgentLink) => void;
    const link = new Promise<AgentLink>((r) => { resolve = r; });
    this.pending.push({ token: Buffer.from(token), label, resolve, claimed: false });
    return { token, link };
  }

  /** The seat a token is for, once: a wrong or used token is null. */
  private claim(token: string): Pending | null {
    const given = Buffer.from(token);
    for (const p of this.pending) {
      if (p.token.length === given.length && timingSafeEqual(p.token, given)) {
        if (p.claimed) return null;
        p.claimed = true;
        return p;
      }
    }
    return null;
  }

  /** Reads the auth line from a new connection and hands the link to the seat it names. */
  private async admit(queue: LineQueue, link: AgentLink, reject: (message: string) => void): Promise<void> {
    const first = await queue.next(AUTH_MS);
    if (first === null) return reject(`no auth line within ${AUTH_MS / 1000} s: send {"type":"auth","token":"<your seat's token>"} first`);
    const read = readAgentLine(first);
    if (!read.ok || read.value.type !== 'auth') return reject(read.ok ? 'the first message is auth: {"type":"auth","token":"<your seat\'s token>"}' : read.error);
    const seat = this.claim(read.value.token);
    if (!seat) return reject('unknown or already used token: each seat\'s token admits one connection');
    seat.resolve(link);
  }

  private onTcp(socket: Socket): void {
    const queue = new LineQueue();
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => queue.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => queue.end('the agent disconnected'));
    const link = socketLink(`tcp ${socket.remoteAddress}:${socket.remotePort}`, queue, (l) => socket.write(`${l}\n`), () => !socket.destroyed, () => socket.end());
    void this.admit(queue, link, (message) => {
      socket.end(`${JSON.stringify({ type: 'error', message })}\n`);
    });
  }

  private onWs(socket: WebSocket, peer: string): void {
    const queue = new LineQueue();
    socket.on('message', (data) => queue.pushLine(data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => queue.end('the agent disconnected'));
    const link = socketLink(`ws ${peer}`, queue, (l) => socket.send(l), () => socket.readyState === socket.OPEN, () => socket.close());
    void this.admit(queue, link, (message) => {
      socket.send(JSON.stringify({ type: 'error', message }), () => socket.close());
    });
  }

  /** Stops listening and closes every connection. */
  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await Promise.all([
      this.tcp ? new Promise<void>((r) => this.tcp!.close(() => r())) : undefined,
      this.ws ? new Promise<void>((r) => { for (const c of this.ws!.clients) c.terminate(); this.ws!.close(() => r()); }) : undefined,
    ]);
  }
}
