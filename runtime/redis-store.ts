// RedisStore: the MatchStore on Redis or Redis Cluster (ioredis). The only file importing ioredis.
// Keys of a match share the hash tag of its id: `<prefix>:{<matchId>}:m|s|o|e|c|a|h|r` (document hash,
// state, orders, event stream, claim, archive entry, history chunks, report marks); multi-key changes are Lua scripts over those.
// Global keys (schedule, live list, codes, players, indexes) are single-key commands, each
// idempotent, so a crash between them and a match write is repaired by the next resolver.
import { Cluster, Redis } from 'ioredis';
import type { GameEvent, GameId } from '../engine/core/game.ts';
import { sortLeaderboard } from '../engine/store/leaderboard.ts';
import type {
  ArchiveClaim, ArchiveEntry, ArchiveOutcome, ClaimedMatch, LeaderboardResult, LeaderboardRow, MatchDoc, MatchStore, MatchWrite, Player, RatingChange, RatingRow,
  PutOrderResult, StoredOrder, StreamEntry,
} from '../engine/store/types.ts';
import { SCRIPTS } from './redis-scripts.ts';
import { packState, unpackState } from './state-codec.ts';

export { packState, unpackState };

type Client = Redis | Cluster;
/** A match write as script arguments (see encodeWrite). */
export type EncodedWrite = (string | number | Buffer)[];
/** The keys of one match: document, state, orders, events, claim, archive entry, history chunks, report marks. */
export type MatchKeyPart = 'm' | 's' | 'o' | 'e' | 'c' | 'a' | 'h' | 'r';
/** Every key part of a match. */
export const MATCH_KEY_PARTS: readonly MatchKeyPart[] = ['m', 's', 'o', 'e', 'c', 'a', 'h', 'r'];
type Script = (...args: (string | number | Buffer)[]) => Promise<unknown>;
type Scripted = Record<keyof typeof SCRIPTS | `${keyof typeof SCRIPTS}Buffer`, Script>;

/** Options: a URL (default REDIS_URL or redis://127.0.0.1:6379) or a ready client (a Cluster for example), and a key prefix. */
export interface RedisStoreOptions {
  url?: string;
  client?: Client;
  /** Redis Cluster seed nodes (instead of `url`), e.g. config.redis.clusterNodes. */
  cluster?: { nodes: { host: string; port: number }[]; password?: string };
  /** First part of every key (default `lamplit`); tests use a unique one per run. */
  prefix?: string;
  /** Connection errors (each failed reconnect attempt); commands that fail also reject on their own. */
  onError?: (err: Error) => void;
}

/** Hygiene expiry of link-code keys (s); the code's own expiry is checked against `now`. */
const LINK_KEY_TTL_S = 86_400;
/** Extra lifetime of a claim key beyond its lease, so a dead process's claim key eventually disappears. */
const CLAIM_KEY_SLACK_MS = 60_000;

/** The Redis implementation of MatchStore. */
export class RedisStore implements MatchStore {
  readonly client: Client;
  readonly prefix: string;
  private readonly ownsClient: boolean;

  constructor(opts: RedisStoreOptions = {}) {
    this.prefix = opts.prefix ?? 'lamplit';
    this.ownsClient = !opts.client;
    this.client = opts.client
      ?? (opts.cluster ? new Cluster(opts.cluster.nodes, { redisOptions: { password: opts.cluster.password } })
        : new Redis(opts.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
    // ioredis reconnects by itself; without a listener it would print every failed attempt.
    if (this.ownsClient) this.client.on('error', (err: Error) => opts.onError?.(err));
    for (const [name, s] of Object.entries(SCRIPTS)) this.client.defineCommand(name, { numberOfKeys: s.numberOfKeys, lua: s.lua });
  }

  private get run(): Scripted {
    return this.client as unknown as Scripted;
  }

  private k(id: string, part: MatchKeyPart): string {
    return matchKey(this.prefix, id, part);
  }

  private g(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  /** Round trip to the server (for health checks and the bench). */
  async ping(): Promise<string> {
    return this.client.ping();
  }

  async createMatch(doc: MatchDoc, state: string | null): Promise<boolean> {
    const ok = await this.run.lamplitCreate(this.k(doc.id, 'm'), this.k(doc.id, 's'), JSON.stringify({ ...doc, version: 1 }), doc.status, doc.turn, doc.deadline ?? '', state === null ? '0' : '1', state === null ? '' : packState(state));
    if (ok !== 1) return false;
    await this.client.zadd(this.g('live'), doc.createdAt, doc.id);
    return true;
  }

  async getMatch(id: string): Promise<MatchDoc | null> {
    const [doc, version] = await this.client.hmget(this.k(id, 'm'), 'doc', 'version');
    return doc ? { ...(JSON.parse(doc) as MatchDoc), version: Number(version) } : null;
  }

  async getState(id: string): Promise<string | null> {
    return unpackState(await this.client.getBuffer(this.k(id, 's')));
  }

  async getHistory(id: string): Promise<string[]> {
    const raw = await this.client.lrangeBuffer(this.k(id, 'h'), 0, -1);
    return raw.map((b) => unpackState(b) ?? '');
  }

  async getOrders(id: string): Promise<Map<number, StoredOrder>> {
    return ordersOf(await this.client.hgetall(this.k(id, 'o')));
  }

  async writeMatch(id: string, expectedVersion: number, w: MatchWrite): Promise<number | null> {
    return runWrite(this.client, encodeWrite(this.prefix, id, expectedVersion, w));
  }

  async putOrder(id: string, turn: number, seat: number, order: StoredOrder, now: number): Promise<PutOrderResult> {
    const r = (await this.run.lamplitPutOrder(this.k(id, 'm'), this.k(id, 'o'), turn, seat, JSON.stringify(order), now)) as string[];
    if (r[0] === 'ok') return { ok: true, version: Number(r[1]), ordered: r.slice(2).map(Number).sort((a, b) => a - b) };
    if (r[0] === 'turn') return { ok: false, reason: 'turn', turn: Number(r[1]) };
    return { ok: false, reason: r[0] as 'missing' | 'status' | 'late' };
  }

  async liveMatches(limit = 1000): Promise<string[]> {
    return this.client.zrange(this.g('live'), '0', String(limit - 1));
  }

  async dropLive(id: string): Promise<void> {
    await this.client.zrem(this.g('live'), id);
  }

  async retire(id: string, code: string, _now: number, keepMs: number): Promise<void> {
    // Expiry runs on the server's clock; `now` is for stores without one.
    const ms = Math.max(1, Math.round(keepMs));
    await this.run.lamplitRetire(this.k(id, 'm'), this.k(id, 's'), this.k(id, 'o'), this.k(id, 'e'), this.k(id, 'c'), this.k(id, 'h'), this.k(id, 'r'), ms);
    // The join code is a global key: it expires with the match if it still points there.
    const codeKey = this.g('code', code);
    if (code && (await this.client.get(codeKey)) === id) await this.client.pexpire(codeKey, ms, 'NX');
  }

  async reserveCode(code: string, matchId: string): Promise<boolean> {
    return (await this.client.set(this.g('code', code), matchId, 'NX')) === 'OK';
  }

  async matchForCode(code: string): Promise<string | null> {
    return this.client.get(this.g('code', code));
  }

  async schedule(id: string, dueAt: number): Promise<void> {
    await this.client.zadd(this.g('due'), dueAt, id);
  }

  async unschedule(id: string): Promise<void> {
    await this.client.zrem(this.g('due'), id);
  }

  async dueMatches(now: number, limit: number): Promise<string[]> {
    return this.client.zrangebyscore(this.g('due'), '-inf', String(now), 'LIMIT', 0, limit);
  }

  async claim(id: string, token: string, now: number, ttlMs: number): Promise<ClaimedMatch | null> {
    const r = (await this.run.lamplitClaimBuffer(this.k(id, 'm'), this.k(id, 's'), this.k(id, 'o'), this.k(id, 'c'), this.k(id, 'h'), token, now, now + ttlMs, ttlMs + CLAIM_KEY_SLACK_MS)) as [Buffer, Buffer, Buffer | null, Buffer[], number] | null;
    if (!r) return null;
    const flat = r[3];
    const orders: Record<string, string> = {};
    for (let i = 0; i < flat.length; i += 2) orders[flat[i].toString()] = flat[i + 1].toString();
    return { doc: { ...(JSON.parse(r[0].toString()) as MatchDoc), version: Number(r[1].toString()) }, state: unpackState(r[2]), orders: ordersOf(orders), historyLength: Number(r[4]) };
  }

  async release(id: string, token: string): Promise<void> {
    await this.run.lamplitRelease(this.k(id, 'c'), token);
  }

  async events(id: string, afterId?: string): Promise<StreamEntry[]> {
    return entriesOf(await this.client.xrange(this.k(id, 'e'), afterId === undefined ? '-' : `(${afterId}`, '+'));
  }

  async readEvents(id: string, group: string, consumer: string, opts: { count: number; now: number; minIdleMs: number }): Promise<StreamEntry[]> {
    const key = this.k(id, 'e');
    const read = async (from: string): Promise<StreamEntry[]> => {
      const r = (await this.client.xreadgroup('GROUP', group, consumer, 'COUNT', opts.count, 'STREAMS', key, from)) as [string, [string, string[] | null][]][] | null;
      return entriesOf(r?.[0]?.[1] ?? []);
    };
    try {
      const own = await read('0');
      if (own.length) return own;
    } catch (err) {
      if (!/NOGROUP/.test(String((err as Error).message))) throw err;
      await this.client.xgroup('CREATE', key, group, '0', 'MKSTREAM').catch((e: Error) => {
        if (!/BUSYGROUP/.test(e.message)) throw e;
      });
    }
    const claimed = (await this.client.xautoclaim(key, group, consumer, opts.minIdleMs, '0-0', 'COUNT', opts.count)) as [string, [string, string[] | null][]];
    const taken = entriesOf(claimed[1]);
    if (taken.length) return taken;
    return read('>');
  }

  async ack(id: string, group: string, entryIds: string[]): Promise<number> {
    if (entryIds.length === 0) return 0;
    return this.client.xack(this.k(id, 'e'), group, ...entryIds);
  }

  async markReported(id: string, key: string): Promise<boolean> {
    return (await this.run.lamplitMarkReported(this.k(id, 'm'), this.k(id, 'r'), key)) === 1;
  }

  async reported(id: string): Promise<string[]> {
    return (await this.client.smembers(this.k(id, 'r'))).sort();
  }

  async getPlayer(id: string): Promise<Player | null> {
    const p = await this.client.get(this.g('player', id));
    return p ? (JSON.parse(p) as Player) : null;
  }

  async putPlayer(player: Player): Promise<void> {
    await this.client.set(this.g('player', player.id), JSON.stringify(player));
  }

  async playerForSurface(surface: string): Promise<string | null> {
    return this.client.get(this.g('surface', surface));
  }

  async linkSurface(surface: string, playerId: string): Promise<void> {
    await this.client.set(this.g('surface', surface), playerId);
  }

  async putLinkCode(code: string, playerId: string, expiresAt: number): Promise<boolean> {
    return (await this.client.set(this.g('link', code), `${playerId} ${expiresAt}`, 'EX', LINK_KEY_TTL_S, 'NX')) === 'OK';
  }

  async takeLinkCode(code: string, now: number): Promise<string | null> {
    const v = await this.client.getdel(this.g('link', code));
    if (!v) return null;
    const [playerId, expiresAt] = v.split(' ');
    return Number(expiresAt) > now ? playerId : null;
  }

  async archive(entry: ArchiveEntry, keepMs?: number, claim?: ArchiveClaim): Promise<ArchiveOutcome> {
    const keep = keepMs !== undefined && keepMs > 0;
    // Packed like states: a Lantern replay is ~200 KB of JSON, ~40 KB deflated. Written once, and
    // only by the claim's holder when a claim is given (the check and the write are one script).
    const outcome = (await this.run.lamplitArchive(this.k(entry.matchId, 'a'), this.k(entry.matchId, 'c'), packState(JSON.stringify(entry)),
      claim?.token ?? '', claim?.now ?? 0, keep ? entry.finishedAt + keepMs : '')) as ArchiveOutcome;
    if (outcome === 'unclaimed') return outcome;
    // Indexing is idempotent: a second call (a crash in between) completes it.
    const indexes = [this.g('idx', 'ruleset', entry.ruleset), ...entry.players.filter((p) => p.playerId && !p.bot).map((p) => this.g('idx', 'player', p.playerId!))];
    for (const idx of indexes) {
      await this.client.zadd(idx, entry.finishedAt, entry.matchId);
      if (keep) await this.client.zremrangebyscore(idx, '-inf', `(${entry.finishedAt - keepMs}`);
    }
    return outcome;
  }

  async getArchived(matchId: string): Promise<ArchiveEntry | null> {
    const raw = await this.client.getBuffer(this.k(matchId, 'a'));
    if (!raw || raw.length === 0) return null;
    // Entries archived before packing are plain JSON (their first byte is '{').
    const text = raw[0] === 0x7b ? raw.toString('utf8') : unpackState(raw)!;
    return JSON.parse(text) as ArchiveEntry;
  }

  async archiveIndex(by: { ruleset: string } | { player: string }, limit: number): Promise<string[]> {
    const key = 'ruleset' in by ? this.g('idx', 'ruleset', by.ruleset) : this.g('idx', 'player', by.player);
    return this.client.zrevrange(key, 0, limit - 1);
  }

  async applyLeaderboard(game: GameId, matchId: string, rows: LeaderboardResult[]): Promise<boolean> {
    const args = rows.flatMap((r) => [r.playerId, r.name, r.outcome === 'win' ? 'wins' : r.outcome === 'loss' ? 'losses' : 'draws']);
    const r = await this.run.lamplitLeaderboard(this.g(`{lb:${game}}`, 'rows'), this.g(`{lb:${game}}`, 'applied'), matchId, ...args);
    return r === 1;
  }

  async leaderboard(game: GameId): Promise<LeaderboardRow[]> {
    const flat = await this.client.hgetall(this.g(`{lb:${game}}`, 'rows'));
    const rows = new Map<string, LeaderboardRow>();
    for (const [field, value] of Object.entries(flat)) {
      const cut = field.lastIndexOf('|');
      const pid = field.slice(0, cut);
      const what = field.slice(cut + 1) as 'name' | 'played' | 'wins' | 'losses' | 'draws';
      const row = rows.get(pid) ?? { playerId: pid, name: pid, played: 0, wins: 0, losses: 0, draws: 0 };
      if (what === 'name') row.name = value;
      else row[what] = Number(value);
      rows.set(pid, row);
    }
    return sortLeaderboard([...rows.values()]);
  }

  async ratings(game: GameId, playerIds?: string[]): Promise<RatingRow[]> {
    const key = this.g(`{rt:${game}}`, 'rows');
    if (playerIds) {
      if (!playerIds.length) return [];
      const got = await this.client.hmget(key, ...playerIds);
      return got.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as RatingRow);
    }
    return Object.values(await this.client.hgetall(key)).map((v) => JSON.parse(v) as RatingRow);
  }

  async applyRatings(game: GameId, matchId: string, changes: RatingChange[]): Promise<boolean> {
    // Claiming the match id first makes a second process's apply a no-op.
    if ((await this.client.sadd(this.g(`{rt:${game}}`, 'applied'), matchId)) === 0) return false;
    const tx = this.client.multi();
    tx.set(this.g(`{rt:${game}}`, 'match', matchId), JSON.stringify(changes));
    if (changes.length) tx.hset(this.g(`{rt:${game}}`, 'rows'), ...changes.flatMap((c) => [c.playerId, JSON.stringify(c.after)]));
    await tx.exec();
    return true;
  }

  async ratingChanges(game: GameId, matchId: string): Promise<RatingChange[] | null> {
    const v = await this.client.get(this.g(`{rt:${game}}`, 'match', matchId));
    return v ? (JSON.parse(v) as RatingChange[]) : null;
  }

  async clearRatings(game: GameId): Promise<void> {
    await this.client.del(this.g(`{rt:${game}}`, 'rows'), this.g(`{rt:${game}}`, 'applied'));
  }

  async getSetting(key: string): Promise<string | null> {
    return this.client.hget(this.g('settings'), key);
  }

  async putSetting(key: string, value: string | null): Promise<void> {
    if (value === null) await this.client.hdel(this.g('settings'), key);
    else await this.client.hset(this.g('settings'), key, value);
  }

  /** Deletes every key under this store's prefix (tests and benches; on a Cluster, on every master). */
  async destroy(): Promise<void> {
    const nodes = this.client instanceof Cluster ? this.client.nodes('master') : [this.client];
    for (const node of nodes) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', `${this.prefix}:*`, 'COUNT', 500);
        cursor = next;
        for (const key of keys) await node.unlink(key);
      } while (cursor !== '0');
    }
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.quit().catch(() => this.client.disconnect());
  }
}

function ordersOf(flat: Record<string, string>): Map<number, StoredOrder> {
  return new Map(Object.entries(flat).map(([seat, o]) => [Number(seat), JSON.parse(o) as StoredOrder]));
}

function entriesOf(raw: [string, string[] | null][]): StreamEntry[] {
  const out: StreamEntry[] = [];
  for (const [id, fields] of raw) {
    if (!fields) continue;
    const j = fields[fields.indexOf('j') + 1];
    out.push({ id, event: JSON.parse(j) as GameEvent });
  }
  return out;
}

/** The Redis key of one part of a match: all of a match's keys share the hash tag of its id. */
export function matchKey(prefix: string, id: string, part: MatchKeyPart): string {
  return `${prefix}:{${id}}:${part}`;
}

/**
 * The script arguments of a write: keys, the document as JSON, the state and history chunk packed.
 * All the client-side work of a commit; `runWrite` is then one round trip (the bench times the two apart).
 */
export function encodeWrite(prefix: string, id: string, expectedVersion: number, w: MatchWrite): EncodedWrite {
  const d = w.doc;
  const k = (part: MatchKeyPart) => matchKey(prefix, id, part);
  return [
    k('m'), k('s'), k('o'), k('e'), k('c'), k('h'),
    String(expectedVersion), JSON.stringify(d), d.status, d.turn, d.deadline ?? '',
    w.state === undefined ? '0' : '1', w.state === undefined ? '' : packState(w.state), w.clearOrders ? '1' : '0',
    w.claimToken ?? '', w.claimUntil ?? '', w.claimUntil === undefined ? '' : CLAIM_KEY_SLACK_MS * 2,
    w.history === undefined ? '0' : '1', w.history === undefined ? '' : packState(w.history), ...(w.events ?? []).map((e) => JSON.stringify(e)),
  ];
}

/** Runs an encoded write on a client with the store's scripts defined: the new version, or null if the match moved on. */
export async function runWrite(client: Client, args: EncodedWrite): Promise<number | null> {
  const v = await (client as unknown as Scripted).lamplitWrite(...args);
  return v === null ? null : Number(v);
}
