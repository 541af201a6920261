// MemoryStore: the embedded MatchStore for one process. Pure data structures, no I/O, no clock
// (time comes in as `now`). Values are copied in and out as JSON so callers never share objects
// with the store, exactly as with Redis.
import type { GameEvent, GameId } from '../core/game.ts';
import { sortLeaderboard } from '../match/archive.ts';
import type {
  ArchiveEntry, ClaimedMatch, LeaderboardResult, LeaderboardRow, MatchDoc, MatchStore, MatchWrite, Player, RatingChange, RatingRow,
  PutOrderResult, StoredOrder, StreamEntry,
} from './types.ts';
import { compareStreamIds } from './types.ts';

interface Group {
  /** Index in the stream of the next never-delivered entry. */
  next: number;
  pending: Map<string, { consumer: string; at: number }>;
}

interface Rec {
  doc: string;
  version: number;
  state: string | null;
  history: string[];
  orders: Map<number, string>;
  claim: { token: string; until: number } | null;
  stream: StreamEntry[];
  groups: Map<string, Group>;
  seq: number;
  reported: Set<string>;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The in-process MatchStore. */
export class MemoryStore implements MatchStore {
  private readonly matches = new Map<string, Rec>();
  private readonly live = new Map<string, number>();
  private readonly codes = new Map<string, string>();
  private readonly dueAt = new Map<string, number>();
  private readonly players = new Map<string, string>();
  private readonly surfaces = new Map<string, string>();
  private readonly linkCodes = new Map<string, { playerId: string; expiresAt: number }>();
  private readonly archived = new Map<string, string>();
  private readonly archivedAt = new Map<string, number>();
  private readonly indexes = new Map<string, Map<string, number>>();
  private readonly boards = new Map<GameId, { applied: Set<string>; rows: Map<string, LeaderboardRow> }>();
  private readonly rated = new Map<GameId, { rows: Map<string, RatingRow>; changes: Map<string, RatingChange[]> }>();
  private readonly settings = new Map<string, string>();

  /** Retired matches and when they expire; swept whenever a match is created or retired (this store has no clock). */
  private readonly expiring = new Map<string, { at: number; code: string }>();

  async createMatch(doc: MatchDoc, state: string | null): Promise<boolean> {
    this.sweep(doc.createdAt);
    if (this.matches.has(doc.id)) return false;
    this.matches.set(doc.id, {
      doc: JSON.stringify({ ...doc, version: 1 }), version: 1, state, history: [], orders: new Map(), claim: null,
      stream: [], groups: new Map(), seq: 0, reported: new Set(),
    });
    this.live.set(doc.id, doc.createdAt);
    return true;
  }

  async getMatch(id: string): Promise<MatchDoc | null> {
    const r = this.matches.get(id);
    return r ? { ...(JSON.parse(r.doc) as MatchDoc), version: r.version } : null;
  }

  async getState(id: string): Promise<string | null> {
    return this.matches.get(id)?.state ?? null;
  }

  async getHistory(id: string): Promise<string[]> {
    return this.matches.get(id)?.history.slice() ?? [];
  }

  async getOrders(id: string): Promise<Map<number, StoredOrder>> {
    const r = this.matches.get(id);
    return new Map([...(r?.orders ?? [])].map(([k, v]) => [k, JSON.parse(v) as StoredOrder]));
  }

  async writeMatch(id: string, expectedVersion: number, w: MatchWrite): Promise<number | null> {
    const r = this.matches.get(id);
    if (!r || r.version !== expectedVersion) return null;
    r.version++;
    r.doc = JSON.stringify({ ...w.doc, version: r.version });
    if (w.state !== undefined) r.state = w.state;
    if (w.history !== undefined) r.history.push(w.history);
    if (w.clearOrders) r.orders.clear();
    for (const e of w.events ?? []) this.append(r, e);
    if (w.claimToken !== undefined && r.claim?.token === w.claimToken) {
      r.claim = w.claimUntil !== undefined ? { token: w.claimToken, until: w.claimUntil } : null;
    }
    return r.version;
  }

  private append(r: Rec, e: GameEvent): void {
    r.seq++;
    r.stream.push({ id: `${r.seq}-0`, event: clone(e) });
  }

  async putOrder(id: string, turn: number, seat: number, order: StoredOrder, now: number): Promise<PutOrderResult> {
    const r = this.matches.get(id);
    if (!r) return { ok: false, reason: 'missing' };
    const doc = JSON.parse(r.doc) as MatchDoc;
    if (doc.status !== 'running') return { ok: false, reason: 'status' };
    if (doc.turn !== turn) return { ok: false, reason: 'turn', turn: doc.turn };
    if (doc.deadline !== null && now > doc.deadline) return { ok: false, reason: 'late' };
    r.orders.set(seat, JSON.stringify(order));
    r.version++;
    return { ok: true, ordered: [...r.orders.keys()].sort((a, b) => a - b), version: r.version };
  }

  async liveMatches(limit = 1000): Promise<string[]> {
    return [...this.live].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit).map(([id]) => id);
  }

  async dropLive(id: string): Promise<void> {
    this.live.delete(id);
  }

  async retire(id: string, code: string, now: number, keepMs: number): Promise<void> {
    this.sweep(now);
    const r = this.matches.get(id);
    if (!r) return;
    r.history = [];
    r.orders.clear();
    if (!this.expiring.has(id)) this.expiring.set(id, { at: now + keepMs, code });
  }

  /** Forgets retired matches whose time is up at `now`. */
  private sweep(now: number): void {
    for (const [id, e] of this.expiring) {
      if (e.at > now) continue;
      this.expiring.delete(id);
      this.matches.delete(id);
      if (this.codes.get(e.code) === id) this.codes.delete(e.code);
    }
  }

  async reserveCode(code: string, matchId: string): Promise<boolean> {
    if (this.codes.has(code)) return false;
    this.codes.set(code, matchId);
    return true;
  }

  async matchForCode(code: string): Promise<string | null> {
    return this.codes.get(code) ?? null;
  }

  async schedule(id: string, dueAt: number): Promise<void> {
    this.dueAt.set(id, dueAt);
  }

  async unschedule(id: string): Promise<void> {
    this.dueAt.delete(id);
  }

  async dueMatches(now: number, limit: number): Promise<string[]> {
    return [...this.dueAt].filter(([, t]) => t <= now).sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit).map(([id]) => id);
  }

  async claim(id: string, token: string, now: number, ttlMs: number): Promise<ClaimedMatch | null> {
    const r = this.matches.get(id);
    if (!r) return null;
    if (r.claim && r.claim.until > now && r.claim.token !== token) return null;
    r.claim = { token, until: now + ttlMs };
    return { doc: (await this.getMatch(id))!, state: r.state, orders: await this.getOrders(id), historyLength: r.history.length };
  }

  async release(id: string, token: string): Promise<void> {
    const r = this.matches.get(id);
    if (r?.claim?.token === token) r.claim = null;
  }

  async events(id: string, afterId?: string): Promise<StreamEntry[]> {
    const stream = this.matches.get(id)?.stream ?? [];
    return clone(afterId === undefined ? stream : stream.filter((e) => compareStreamIds(e.id, afterId) > 0));
  }

  async readEvents(id: string, group: string, consumer: string, opts: { count: number; now: number; minIdleMs: number }): Promise<StreamEntry[]> {
    const r = this.matches.get(id);
    if (!r) return [];
    let g = r.groups.get(group);
    if (!g) r.groups.set(group, (g = { next: 0, pending: new Map() }));
    const byId = new Map(r.stream.map((e) => [e.id, e]));
    const own = [...g.pending].filter(([, p]) => p.consumer === consumer).map(([eid]) => eid);
    let picked = own.slice(0, opts.count);
    if (picked.length === 0) {
      picked = [...g.pending].filter(([, p]) => opts.now - p.at >= opts.minIdleMs).map(([eid]) => eid).slice(0, opts.count);
    }
    if (picked.length === 0) {
      picked = r.stream.slice(g.next, g.next + opts.count).map((e) => e.id);
      g.next += picked.length;
    }
    for (const eid of picked) g.pending.set(eid, { consumer, at: opts.now });
    return picked.map((eid) => clone(byId.get(eid)!)).sort((a, b) => seqOf(a.id) - seqOf(b.id));
  }

  async ack(id: string, group: string, entryIds: string[]): Promise<number> {
    const g = this.matches.get(id)?.groups.get(group);
    if (!g) return 0;
    let n = 0;
    for (const eid of entryIds) if (g.pending.delete(eid)) n++;
    return n;
  }

  async markReported(id: string, key: string): Promise<boolean> {
    const r = this.matches.get(id);
    if (!r || r.reported.has(key)) return false;
    r.reported.add(key);
    return true;
  }

  async reported(id: string): Promise<string[]> {
    return [...(this.matches.get(id)?.reported ?? [])].sort();
  }

  async getPlayer(id: string): Promise<Player | null> {
    const p = this.players.get(id);
    return p ? (JSON.parse(p) as Player) : null;
  }

  async putPlayer(player: Player): Promise<void> {
    this.players.set(player.id, JSON.stringify(player));
  }

  async playerForSurface(surface: string): Promise<string | null> {
    return this.surfaces.get(surface) ?? null;
  }

  async linkSurface(surface: string, playerId: string): Promise<void> {
    this.surfaces.set(surface, playerId);
  }

  async putLinkCode(code: string, playerId: string, expiresAt: number): Promise<boolean> {
    if (this.linkCodes.has(code)) return false;
    this.linkCodes.set(code, { playerId, expiresAt });
    return true;
  }

  async takeLinkCode(code: string, now: number): Promise<string | null> {
    const c = this.linkCodes.get(code);
    this.linkCodes.delete(code);
    return c && c.expiresAt > now ? c.playerId : null;
  }

  async archive(entry: ArchiveEntry, keepMs?: number): Promise<void> {
    this.archived.set(entry.matchId, JSON.stringify(entry));
    this.archivedAt.set(entry.matchId, entry.finishedAt);
    const keys = [`ruleset:${entry.ruleset}`, ...entry.players.filter((p) => p.playerId && !p.bot).map((p) => `player:${p.playerId}`)];
    for (const k of keys) {
      if (!this.indexes.has(k)) this.indexes.set(k, new Map());
      this.indexes.get(k)!.set(entry.matchId, entry.finishedAt);
    }
    if (keepMs === undefined || keepMs <= 0) return;
    // This store has no clock: the newest finish is "now" for what has expired.
    const cutoff = entry.finishedAt - keepMs;
    for (const [id, at] of this.archivedAt) {
      if (at >= cutoff) continue;
      this.archivedAt.delete(id);
      this.archived.delete(id);
    }
    for (const k of keys) for (const [id, at] of this.indexes.get(k)!) if (at < cutoff) this.indexes.get(k)!.delete(id);
  }

  async getArchived(matchId: string): Promise<ArchiveEntry | null> {
    const e = this.archived.get(matchId);
    return e ? (JSON.parse(e) as ArchiveEntry) : null;
  }

  async archiveIndex(by: { ruleset: string } | { player: string }, limit: number): Promise<string[]> {
    const key = 'ruleset' in by ? `ruleset:${by.ruleset}` : `player:${by.player}`;
    return [...(this.indexes.get(key) ?? [])].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1)).slice(0, limit).map(([id]) => id);
  }

  async applyLeaderboard(game: GameId, matchId: string, rows: LeaderboardResult[]): Promise<boolean> {
    let b = this.boards.get(game);
    if (!b) this.boards.set(game, (b = { applied: new Set(), rows: new Map() }));
    if (b.applied.has(matchId)) return false;
    b.applied.add(matchId);
    for (const r of rows) {
      const row = b.rows.get(r.playerId) ?? { playerId: r.playerId, name: r.name, played: 0, wins: 0, losses: 0, draws: 0 };
      row.name = r.name;
      row.played++;
      if (r.outcome === 'win') row.wins++;
      else if (r.outcome === 'loss') row.losses++;
      else row.draws++;
      b.rows.set(r.playerId, row);
    }
    return true;
  }

  async leaderboard(game: GameId): Promise<LeaderboardRow[]> {
    return sortLeaderboard(clone([...(this.boards.get(game)?.rows.values() ?? [])]));
  }

  async ratings(game: GameId, playerIds?: string[]): Promise<RatingRow[]> {
    const rows = this.rated.get(game)?.rows ?? new Map<string, RatingRow>();
    return clone((playerIds ?? [...rows.keys()]).map((id) => rows.get(id)).filter((r): r is RatingRow => !!r));
  }

  async applyRatings(game: GameId, matchId: string, changes: RatingChange[]): Promise<boolean> {
    let r = this.rated.get(game);
    if (!r) this.rated.set(game, (r = { rows: new Map(), changes: new Map() }));
    if (r.changes.has(matchId)) return false;
    r.changes.set(matchId, clone(changes));
    for (const c of changes) r.rows.set(c.playerId, clone(c.after));
    return true;
  }

  async ratingChanges(game: GameId, matchId: string): Promise<RatingChange[] | null> {
    const c = this.rated.get(game)?.changes.get(matchId);
    return c ? clone(c) : null;
  }

  async clearRatings(game: GameId): Promise<void> {
    this.rated.delete(game);
  }

  async getSetting(key: string): Promise<string | null> {
    return this.settings.get(key) ?? null;
  }

  async putSetting(key: string, value: string | null): Promise<void> {
    if (value === null) this.settings.delete(key);
    else this.settings.set(key, value);
  }

  async close(): Promise<void> {}
}

function seqOf(id: string): number {
  return Number(id.split('-')[0]);
}
