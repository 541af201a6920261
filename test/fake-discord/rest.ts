// The fake Discord REST API (v10): records every call (JSON bodies, multipart `files[n]` parts with
// their `payload_json`) and keeps the messages and interaction responses it created, so tests can
// read a channel the way a player would see it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { messageObject, snowflake, type FakeAttachment, type FakeMessage, type FakeUser } from './objects.ts';

/** One uploaded file of a multipart request. */
export interface FileUpload {
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

/** One REST call as the fake received it. */
export interface RestCall {
  seq: number;
  /** performance.now() when the request's body had fully arrived. */
  at: number;
  method: string;
  /** The decoded path after `/api/v10` (`@original` decoded from `%40original`). */
  path: string;
  query: URLSearchParams;
  body: any;
  files: FileUpload[];
}

/** What the fake knows about one injected interaction. */
export interface InteractionRecord {
  id: string;
  token: string;
  payload: any;
  callbackType: number | null;
  /** The message id `@original` refers to. */
  originalId: string | null;
  /** Messages shown to the user in answer (reply, edited deferral, follow-ups), in order. */
  responses: FakeMessage[];
  expired: boolean;
  /** performance.now() when the interaction was dispatched on the Gateway. */
  sentAt: number;
  /** performance.now() when its callback (the acknowledgement) arrived, or null. */
  ackAt: number | null;
}

export interface RestWorld {
  bot: FakeUser;
  appId: string;
  shardCount(): number;
  wsUrl(): string;
  baseUrl(): string;
}

const EPHEMERAL = 64;
const LOADING = 128;

type Reply = { status: number; body?: unknown };

/** The REST half of the fake; `handle` is the HTTP request listener. */
export class FakeRest {
  readonly calls: RestCall[] = [];
  readonly messages = new Map<string, FakeMessage>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly commands = new Map<string, unknown[]>();
  /** The bytes of every attachment by attachment id. */
  readonly attachmentData = new Map<string, Buffer>();
  private listeners = new Set<() => void>();
  private seq = 0;

  constructor(private readonly world: RestWorld) {}

  /** Calls `fn` after every recorded call or state change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Requests matching this (method, decoded path, raw body text) are held unanswered and unrecorded until `unstall`. */
  stalling: ((method: string, path: string, body: string) => boolean) | null = null;
  private readonly stalled: ServerResponse[] = [];

  /** Drops every held request (its connection is cut, as when Discord never got it). */
  unstall(): number {
    this.stalling = null;
    const n = this.stalled.length;
    for (const res of this.stalled.splice(0)) res.destroy();
    return n;
  }

  /** The node:http request handler. */
  handle = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (this.stalling?.(req.method ?? 'GET', decodeURIComponent(req.url ?? ''), Buffer.concat(chunks).toString('latin1'))) {
        this.stalled.push(res);
        return;
      }
      const at = performance.now();
      void this.record(req, Buffer.concat(chunks), at).then((reply) => {
        res.writeHead(reply.status, reply.body === undefined ? {} : { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
        for (const fn of [...this.listeners]) fn();
      }, (err: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: err.message, code: 0 }));
      });
    });
  };

  private async record(req: IncomingMessage, raw: Buffer, at: number): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v10/, '');
    const { body, files } = await parseBody(String(req.headers['content-type'] ?? ''), raw);
    const call: RestCall = { seq: ++this.seq, at, method: req.method ?? 'GET', path, query: url.searchParams, body, files };
    this.calls.push(call);
    return this.route(call);
  }

  private route(c: RestCall): Reply {
    const p = c.path.split('/').filter(Boolean);
    const m = c.method;
    if (m === 'GET' && c.path === '/gateway/bot') {
      return ok({ url: this.world.wsUrl(), shards: this.world.shardCount(), session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 16 } });
    }
    if (m === 'GET' && c.path === '/gateway') return ok({ url: this.world.wsUrl() });
    if (m === 'GET' && c.path === '/users/@me') return ok(this.world.bot);
    if (p[0] === 'interactions' && p[3] === 'callback' && m === 'POST') return this.callback(p[1], p[2], c);
    if (p[0] === 'webhooks' && p.length >= 3) return this.webhook(p, c);
    if (p[0] === 'channels' && p[2] === 'messages') return this.channelMessage(p, c);
    if (p[0] === 'channels' && p.length === 2 && m === 'GET') return ok({ id: p[1], type: 0, name: 'channel', guild_id: null });
    if (p[0] === 'applications' && p[p.length - 1] === 'commands') return this.appCommands(p.slice(1, -1).join('/'), c);
    return { status: 404, body: { message: `fake Discord has no route ${m} ${c.path}`, code: 0 } };
  }

  private callback(id: string, token: string, c: RestCall): Reply {
    const ix = this.interactions.get(token);
    if (!ix || ix.id !== id) return { status: 404, body: { message: 'Unknown interaction', code: 10062 } };
    if (ix.callbackType !== null) return { status: 400, body: { message: 'Interaction has already been acknowledged.', code: 40060 } };
    const { type, data } = c.body as { type: number; data?: any };
    ix.callbackType = type;
    ix.ackAt = c.at;
    const channelId: string = ix.payload.channel.id;
    if (type === 4 || type === 5) {
      const msg = this.newMessage(channelId, ix.payload.guild_id);
      msg.interaction_metadata = { id: ix.id, type: ix.payload.type, user: ix.payload.member?.user ?? ix.payload.user, authorizing_integration_owners: {} };
      msg.webhook_id = this.world.appId;
      msg.application_id = this.world.appId;
      if (type === 5) msg.flags = (data?.flags ?? 0) | LOADING;
      else { applyBody(msg, data ?? {}, c.files, this.world.baseUrl(), this.attachmentData); ix.responses.push(msg); }
      ix.originalId = msg.id;
    } else if (type === 6 || type === 7) {
      ix.originalId = ix.payload.message?.id ?? null;
      const msg = ix.originalId ? this.messages.get(ix.originalId) : undefined;
      if (type === 7 && msg) applyBody(msg, data ?? {}, c.files, this.world.baseUrl(), this.attachmentData);
    }
    if (c.query.get('with_response') === 'true') {
      const msg = ix.originalId ? this.messages.get(ix.originalId) : undefined;
      return ok({ interaction: { id: ix.id, type: ix.payload.type }, resource: { type, ...(msg ? { message: msg } : {}) } });
    }
    return { status: 204 };
  }

  private webhook(p: string[], c: RestCall): Reply {
    const [, appId, token, sub, mid] = p;
    const ix = this.interactions.get(token);
    if (appId !== this.world.appId || !ix) return { status: 404, body: { message: 'Unknown Webhook', code: 10015 } };
    if (ix.expired) return { status: 401, body: { message: 'Invalid Webhook Token', code: 50027 } };
    if (!sub && c.method === 'POST') {
      const msg = this.newMessage(ix.payload.channel.id, ix.payload.guild_id);
      msg.webhook_id = this.world.appId;
      applyBody(msg, c.body ?? {}, c.files, this.world.baseUrl(), this.attachmentData);
      ix.responses.push(msg);
      return ok(msg);
    }
    if (sub !== 'messages' || !mid) return { status: 404, body: { message: 'Unknown route', code: 0 } };
    const id = mid === '@original' ? ix.originalId : mid;
    const msg = id ? this.messages.get(id) : undefined;
    if (!msg) return { status: 404, body: { message: 'Unknown Message', code: 10008 } };
    if (c.method === 'GET') return ok(msg);
    if (c.method === 'DELETE') { this.messages.delete(msg.id); return { status: 204 }; }
    if (c.method === 'PATCH') {
      msg.edited_timestamp = new Date().toISOString();
      applyBody(msg, c.body ?? {}, c.files, this.world.baseUrl(), this.attachmentData);
      msg.flags &= ~LOADING;
      if (!ix.responses.includes(msg) && (ix.callbackType === 5 || (msg.flags & EPHEMERAL))) ix.responses.push(msg);
      return ok(msg);
    }
    return { status: 405, body: { message: 'Method not allowed', code: 0 } };
  }

  private channelMessage(p: string[], c: RestCall): Reply {
    const [, channelId, , mid] = p;
    if (!mid && c.method === 'POST') {
      const msg = this.newMessage(channelId, undefined);
      applyBody(msg, c.body ?? {}, c.files, this.world.baseUrl(), this.attachmentData);
      return ok(msg);
    }
    const msg = mid ? this.messages.get(mid) : undefined;
    if (!msg || msg.channel_id !== channelId) return { status: 404, body: { message: 'Unknown Message', code: 10008 } };
    if (c.method === 'GET') return ok(msg);
    if (c.method === 'DELETE') { this.messages.delete(msg.id); return { status: 204 }; }
    if (c.method === 'PATCH') {
      msg.edited_timestamp = new Date().toISOString();
      applyBody(msg, c.body ?? {}, c.files, this.world.baseUrl(), this.attachmentData);
      return ok(msg);
    }
    return { status: 405, body: { message: 'Method not allowed', code: 0 } };
  }

  private appCommands(scope: string, c: RestCall): Reply {
    if (c.method === 'GET') return ok(this.commands.get(scope) ?? []);
    if (c.method !== 'PUT' || !Array.isArray(c.body)) return { status: 400, body: { message: 'Expected an array of commands', code: 50035 } };
    const saved = c.body.map((cmd: Record<string, unknown>) => ({
      ...cmd, id: snowflake(), application_id: this.world.appId, version: snowflake(), type: cmd.type ?? 1,
      default_member_permissions: cmd.default_member_permissions ?? null, nsfw: false,
    }));
    this.commands.set(scope, saved);
    return ok(saved);
  }

  private newMessage(channelId: string, guildId: string | undefined): FakeMessage {
    const msg = messageObject(channelId, guildId, this.world.bot);
    this.messages.set(msg.id, msg);
    return msg;
  }
}

function ok(body: unknown): Reply {
  return { status: 200, body };
}

/** Applies a create/edit body (content, embeds, components, attachments and new files) to a message. */
function applyBody(msg: FakeMessage, body: any, files: FileUpload[], base: string, store: Map<string, Buffer>): void {
  if ('content' in body) msg.content = body.content ?? '';
  if ('embeds' in body) msg.embeds = body.embeds ?? [];
  if ('components' in body) msg.components = body.components ?? [];
  if ('flags' in body && typeof body.flags === 'number') msg.flags = (msg.flags & LOADING) | body.flags;
  if (!('attachments' in body) && files.length === 0) return;
  const listed: { id: string | number; filename?: string; description?: string }[] = body.attachments ?? files.map((_, i) => ({ id: i }));
  const next: FakeAttachment[] = [];
  for (const a of listed) {
    const old = msg.attachments.find((x) => x.id === String(a.id));
    if (old) { next.push(old); continue; }
    const file = files.find((f) => f.field === `files[${a.id}]`);
    if (!file) continue;
    const id = snowflake();
    const name = a.filename ?? file.name;
    store.set(id, file.data);
    next.push({
      id, filename: name, size: file.data.length, content_type: file.contentType,
      ...(a.description ? { description: a.description } : {}),
      url: `${base}/attachments/${id}/${name}`, proxy_url: `${base}/attachments/${id}/${name}`,
    });
  }
  msg.attachments = next;
}

/** Parses a JSON or multipart body; for multipart, `payload_json` becomes the body. */
async function parseBody(contentType: string, raw: Buffer): Promise<{ body: any; files: FileUpload[] }> {
  if (raw.length === 0) return { body: undefined, files: [] };
  if (contentType.startsWith('application/json')) return { body: JSON.parse(raw.toString('utf8')), files: [] };
  if (!contentType.startsWith('multipart/form-data')) return { body: raw.toString('utf8'), files: [] };
  const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
  let body: any = {};
  const files: FileUpload[] = [];
  for (const [field, value] of form) {
    if (field === 'payload_json' && typeof value === 'string') body = JSON.parse(value);
    else if (typeof value !== 'string') {
      files.push({ field, name: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
    }
  }
  return { body, files };
}
