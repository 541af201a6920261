// The fake Discord Gateway (v10, JSON, no compression): HELLO, IDENTIFY → READY and one
// GUILD_CREATE per guild, heartbeat ACKs, RESUME → RESUMED, and dispatches to the right shard.
import type { Server as HttpServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FakeUser } from './objects.ts';

const OP = { DISPATCH: 0, HEARTBEAT: 1, IDENTIFY: 2, RESUME: 6, HELLO: 10, HEARTBEAT_ACK: 11 } as const;
const HEARTBEAT_INTERVAL_MS = 41_250;

/** One connected, identified shard. */
export interface ShardSession {
  socket: WebSocket;
  shard: [number, number];
  sessionId: string;
  seq: number;
  intents: number;
}

export interface GatewayWorld {
  bot: FakeUser;
  appId: string;
  guildIds(): string[];
  guildPayload(id: string): Record<string, unknown>;
  /** The ws URL the client should resume on (same server). */
  wsUrl(): string;
}

/** The shard a guild belongs to, as Discord computes it. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A Gateway attached to an HTTP server's upgrade path `/gateway`. */
export class FakeGateway {
  readonly sessions: ShardSession[] = [];
  private readonly wss: WebSocketServer;
  private nextSession = 1;

  constructor(server: HttpServer, private readonly world: GatewayWorld) {
    this.wss = new WebSocketServer({ server, path: '/gateway' });
    this.wss.on('connection', (socket) => this.onConnection(socket));
  }

  private onConnection(socket: WebSocket): void {
    socket.send(JSON.stringify({ op: OP.HELLO, d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS }, s: null, t: null }));
    let session: ShardSession | null = null;
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: any };
      if (msg.op === OP.HEARTBEAT) {
        socket.send(JSON.stringify({ op: OP.HEARTBEAT_ACK, d: null, s: null, t: null }));
      } else if (msg.op === OP.IDENTIFY) {
        session = { socket, shard: msg.d.shard ?? [0, 1], sessionId: `session-${this.nextSession++}`, seq: 0, intents: msg.d.intents };
        this.sessions.push(session);
        this.identify(session);
      } else if (msg.op === OP.RESUME) {
        const old = this.sessions.find((s) => s.sessionId === msg.d.session_id);
        if (!old) {
          socket.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
          return;
        }
        old.socket = socket;
        session = old;
        this.send(old, 'RESUMED', {});
      }
    });
    socket.on('close', () => {
      const i = session ? this.sessions.indexOf(session) : -1;
      if (i >= 0 && this.sessions[i].socket === socket) this.sessions.splice(i, 1);
    });
  }

  private identify(session: ShardSession): void {
    const [id, count] = session.shard;
    const guilds = this.world.guildIds().filter((g) => shardOf(g, count) === id);
    this.send(session, 'READY', {
      v: 10, user: { ...this.world.bot, bot: true, verified: true, flags: 0, mfa_enabled: false },
      guilds: guilds.map((g) => ({ id: g, unavailable: true })), session_id: session.sessionId,
      resume_gateway_url: this.world.wsUrl(), shard: session.shard, application: { id: this.world.appId, flags: 0 },
      private_channels: [], relationships: [], presences: [], guild_join_requests: [], geo_ordered_rtc_regions: [],
    });
    for (const g of guilds) this.send(session, 'GUILD_CREATE', this.world.guildPayload(g));
  }

  private send(session: ShardSession, t: string, d: unknown): void {
    session.seq += 1;
    session.socket.send(JSON.stringify({ op: OP.DISPATCH, t, s: session.seq, d }));
  }

  /** Sends a dispatch to the shard serving a guild; false when no shard is connected for it. */
  dispatch(guildId: string, t: string, d: unknown): boolean {
    const session = this.sessions.find((s) => shardOf(guildId, s.shard[1]) === s.shard[0] && s.socket.readyState === 1);
    if (!session) return false;
    this.send(session, t, d);
    return true;
  }

  /** Closes every connection and the server. */
  async close(): Promise<void> {
    for (const c of this.wss.clients) c.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
