// A small fake Discord (REST v10 + Gateway) on 127.0.0.1 with ephemeral ports, for running the real,
// unmodified discord.js client in tests: `new Client({ rest: { api: fake.api } })`. Tests inject
// interactions as users and read back what the bot sent.
import { createServer, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { FakeGateway } from './gateway.ts';
import { guildObject, memberObject, snowflake, userObject, type FakeChannel, type FakeMessage, type FakeUser } from './objects.ts';
import { FakeRest, type InteractionRecord, type RestCall } from './rest.ts';

export type { FakeMessage, FakeUser } from './objects.ts';
export type { FileUpload, InteractionRecord, RestCall } from './rest.ts';

/** A slash command option as Discord sends it (string, integer, number or boolean values). */
export interface CommandOption {
  name: string;
  value: string | number | boolean;
}

export interface FakeDiscordOptions {
  /** Number of guilds (each with one text channel); default 1. */
  guilds?: number;
  /** The shard count `GET /gateway/bot` recommends; default 1. */
  shards?: number;
}

const OPTION_TYPE = { string: 3, integer: 4, number: 10, boolean: 5 } as const;
const COMPONENT = { BUTTON: 2, STRING_SELECT: 3 } as const;

/** The fake Discord server. `start()` it, point discord.js at `api`, `close()` it after destroying the client. */
export class FakeDiscord {
  readonly appId = snowflake();
  readonly token = 'fake-bot-token-for-lamplit-tests';
  readonly bot: FakeUser = userObject(this.appId, 'lamplit', true);
  readonly owner: FakeUser = userObject(snowflake(), 'owner');
  readonly guilds: { id: string; name: string; channels: FakeChannel[] }[] = [];
  readonly rest: FakeRest;
  private gateway: FakeGateway | null = null;
  private server: Server;
  private port = 0;
  private shardCount: number;

  constructor(options: FakeDiscordOptions = {}) {
    this.shardCount = options.shards ?? 1;
    for (let i = 0; i < (options.guilds ?? 1); i++) {
      this.guilds.push({ id: snowflake(), name: `guild-${i + 1}`, channels: [{ id: snowflake(), name: 'games' }] });
    }
    this.rest = new FakeRest({
      bot: this.bot, appId: this.appId, shardCount: () => this.shardCount,
      wsUrl: () => this.wsUrl, baseUrl: () => `http://127.0.0.1:${this.port}`,
    });
    this.server = createServer(this.rest.handle);
    // Keep idle connections open like Discord does, so a client never writes into a socket being closed.
    this.server.keepAliveTimeout = 120_000;
  }

  /** Listens on an ephemeral port of 127.0.0.1 and starts the Gateway. */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.gateway = new FakeGateway(this.server, {
      bot: this.bot, appId: this.appId, guildIds: () => this.guilds.map((g) => g.id),
      guildPayload: (id) => {
        const g = this.guilds.find((x) => x.id === id)!;
        return guildObject(g.id, g.name, this.owner.id, g.channels, this.bot);
      },
      wsUrl: () => this.wsUrl,
    });
    return this;
  }

  /** The REST base to pass as discord.js's `rest.api` (discord.js appends `/v10`). */
  get api(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  /** The first guild's first channel, where most tests play. */
  get channelId(): string {
    return this.guilds[0].channels[0].id;
  }

  /** Identified Gateway sessions (one per connected shard). */
  get sessions() {
    return this.gateway?.sessions ?? [];
  }

  /** A new human user. */
  user(name: string): FakeUser {
    return userObject(snowflake(), name);
  }

  /** Injects a slash command; resolves with the interaction record once it is dispatched. */
  command(user: FakeUser, name: string, options: CommandOption[] = [], channelId = this.channelId): InteractionRecord {
    return this.inject(user, channelId, 2, {
      id: snowflake(), name, type: 1,
      options: options.map((o) => ({ name: o.name, type: optionType(o.value), value: o.value })),
    });
  }

  /** Injects a button click on a message the fake holds (channel or ephemeral). */
  click(user: FakeUser, message: FakeMessage, customId: string): InteractionRecord {
    return this.inject(user, message.channel_id, 3, { custom_id: customId, component_type: COMPONENT.BUTTON }, message);
  }

  /** Injects a string select menu choice. */
  select(user: FakeUser, message: FakeMessage, customId: string, values: string[]): InteractionRecord {
    return this.inject(user, message.channel_id, 3, { custom_id: customId, component_type: COMPONENT.STRING_SELECT, values }, message);
  }

  private inject(user: FakeUser, channelId: string, type: number, data: unknown, message?: FakeMessage): InteractionRecord {
    const guild = this.guilds.find((g) => g.channels.some((c) => c.id === channelId));
    if (!guild) throw new Error(`no fake channel ${channelId}`);
    const id = snowflake();
    const token = `itoken-${id}`;
    const payload = {
      id, application_id: this.appId, type, data, guild_id: guild.id, channel_id: channelId,
      channel: { id: channelId, type: 0, guild_id: guild.id, name: 'games' }, member: memberObject(user), token,
      version: 1, app_permissions: '2248473465835073', locale: 'en-US', guild_locale: 'en-US',
      entitlements: [], authorizing_integration_owners: {}, context: 0, attachment_size_limit: 10_485_760,
      ...(message ? { message: structuredClone(message) } : {}),
    };
    const record: InteractionRecord = { id, token, payload, callbackType: null, originalId: null, responses: [], expired: false, sentAt: performance.now(), ackAt: null };
    this.rest.interactions.set(token, record);
    if (!this.gateway?.dispatch(guild.id, 'INTERACTION_CREATE', payload)) throw new Error('no Gateway session serves that guild');
    return record;
  }

  /** Makes an interaction's token act as expired (Discord's 15 minutes have passed). */
  expire(record: InteractionRecord): void {
    record.expired = true;
  }

  /** Resolves when `test` returns a value other than undefined (checked after every REST call and every 25 ms). */
  waitFor<T>(test: () => T | undefined, timeoutMs = 10_000, what = 'condition'): Promise<T> {
    return new Promise((resolve, reject) => {
      const first = test();
      if (first !== undefined) return resolve(first);
      const check = () => {
        const v = test();
        if (v !== undefined) { done(); resolve(v); }
      };
      const timer = setTimeout(() => { done(); reject(new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${what}`)); }, timeoutMs);
      const poll = setInterval(check, 25);
      const unsubscribe = this.rest.subscribe(check);
      const done = () => { clearTimeout(timer); clearInterval(poll); unsubscribe(); };
    });
  }

  /** The first message shown to the user in answer to an interaction (reply, edited deferral or follow-up). */
  reply(record: InteractionRecord, timeoutMs = 10_000): Promise<FakeMessage> {
    return this.waitFor(() => record.responses[0], timeoutMs, `a reply to interaction ${record.payload.data.name ?? record.payload.data.custom_id}`);
  }

  /** Resolves once the interaction has been acknowledged (any callback). */
  acknowledged(record: InteractionRecord, timeoutMs = 10_000): Promise<number> {
    return this.waitFor(() => record.callbackType ?? undefined, timeoutMs, 'an interaction callback');
  }

  /** REST calls matching a method and a path pattern. */
  callsTo(method: string, path: RegExp): RestCall[] {
    return this.rest.calls.filter((c) => c.method === method && path.test(c.path));
  }

  /** Non-ephemeral messages the bot has in a channel, oldest first. */
  channelMessages(channelId = this.channelId): FakeMessage[] {
    return [...this.rest.messages.values()].filter((m) => m.channel_id === channelId && !(m.flags & 64) && !(m.flags & 128));
  }

  /** The bytes of an attachment. */
  attachment(message: FakeMessage, index = 0): Buffer {
    const a = message.attachments[index];
    const data = a && this.rest.attachmentData.get(a.id);
    if (!data) throw new Error(`message ${message.id} has no attachment ${index}`);
    return data;
  }

  /** Closes the Gateway and the HTTP server (destroy the discord.js client first). */
  async close(): Promise<void> {
    await this.gateway?.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Every component (buttons, selects) of a message, flattened out of its action rows. */
export function componentsOf(message: FakeMessage): { type: number; custom_id?: string; label?: string; disabled?: boolean; options?: { label: string; value: string }[] }[] {
  return message.components.flatMap((row) => ((row as { components?: unknown[] }).components ?? []) as any[]);
}

/** The custom id of the button with a label (or label prefix), or an error listing the buttons there are. */
export function buttonId(message: FakeMessage, label: string | RegExp): string {
  const all = componentsOf(message).filter((c) => c.type === COMPONENT.BUTTON);
  const hit = all.find((c) => (typeof label === 'string' ? c.label === label : label.test(c.label ?? '')));
  if (!hit?.custom_id) throw new Error(`no button "${label}" on message: ${all.map((c) => c.label).join(', ')}`);
  return hit.custom_id;
}

function optionType(value: string | number | boolean): number {
  if (typeof value === 'string') return OPTION_TYPE.string;
  if (typeof value === 'boolean') return OPTION_TYPE.boolean;
  return Number.isInteger(value) ? OPTION_TYPE.integer : OPTION_TYPE.number;
}
