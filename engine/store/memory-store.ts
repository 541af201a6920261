// MemoryStore: the embedded MatchStore for one process. Pure data structures, no I/O and no clock
// of its own (time comes in as `now`, or from a clock the process injects). Values are copied in
// and out as JSON so callers never share objects with the store, exactly as with Redis.
//
// It forgets as Redis does, so a long-running process does not grow without end: a retired
// match's record expires after its keeping time, an archive entry after MATCH_ARCHIVE_DAYS, and
// at most `archiveMax` finished matches are held at all (archive entries and retired records
// each; the oldest go first), since unlike Redis this store lives in the process's heap.
import type { GameEvent, GameId } from '../core/game.ts';
import { sortLeaderboard } from './leaderboard.ts';
import type {
  ArchiveClaim, ArchiveEntry, ArchiveOutcome, ClaimedMatch, LeaderboardResult, LeaderboardRow, MatchDoc, MatchStore, MatchWrite, Player, RatingChange, RatingRow,
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

/** How archive entries are held: the runtime passes deflate (a Lantern replay shrinks ~5×); default plain text. */
export interface ArchiveCodec {
  pack(text: string): Uint8Array;
  unpack(packed: Uint8Array): string;
}

/** Options of a MemoryStore. */
export interface MemoryStoreOptions {
  /**
   * The current time (ms), injected by the process (the engine reads no clock). With it, retired
   * matches and archive entries leave on time whatever is called next; without it, only the
   * `now` of creates and retires (and the newest archived finish) move time on.
   */
  clock?: () => number;
  /** Most finished matches held: archive entries, and retired live records, each (default 1000; MATCH_MEMORY_ARCHIVE_MAX). */
  archiveMax?: number;
  archiveCodec?: ArchiveCodec;
}

/** Default of MemoryStoreOptions.archiveMax. */
export const MEMORY_ARCHIVE_MAX = 1000;
/** With a clock, expired records are looked for at most this often (ms of clock time). */
const SWEEP_EVERY_MS = 1000;

interface Archived {
  text: string | Uint8Array;
  finishedAt: number;
  /** When it expires (ms), or null: kept until the cap pushes it out. */
  expiresAt: number | null;
  /** The indexes it is in. */
  keys: string[];
}

/** The in-process MatchStore. */
export class MemoryStore implements MatchStore {
  private readonly matches = new Map<string, Rec>();
  private readonly live = new Map<string, number>();
  private readonly codes = new Map<string, string>();
  private readonly dueAt = new Map<string, number>();
  private readonly players = new Map<string, string>();
  private readonly surfaces = new Map<string, string>();
  private readonly linkCodes = new Map<string, { playerId: string; expiresAt: number }>();
  private readonly archived = new Map<string, Archived>();
  private readonly indexes = new Map<string, Map<string, number>>();
  private readonly boards = new Map<GameId, { applied: Set<string>; rows: Map<string, LeaderboardRow> }>();
  private readonly rated = new Map<GameId, { rows: Map<string, RatingRow>; changes: Map<string, RatingChange[]> }>();
  private readonly settings = new Map<string, string>();

  /** Retired matches and when they expire, oldest retired first. */
  private readonly expiring = new Map<string, { at: number; code: string }>();
  private readonly clock?: () => number;
  private readonly archiveMax: number;
  private readonly codec?: ArchiveCodec;
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(opts: MemoryStoreOptions = {}) {
    this.clock = opts.clock;
    this.archiveMax = opts.archiveMax ?? MEMORY_ARCHIVE_MAX;
    if (!Number.isInteger(this.archiveMax) || this.archiveMax < 1) throw new Error(`archiveMax must be a whole number of at least 1, got ${opts.archiveMax}`);
    this.codec = opts.archiveCodec;
  }

  /** Sweeps at the injected clock's time, at most once a second of it (no-op without a clock). */
  private tick(): void {
    if (!this.clock) return;
    const now = this.clock();
    if (now - this.sweptAt >= SWEEP_EVERY_MS) this.sweep(now);
  }

  /** Finished matches held: archive entries and retired live records (tests and the heap bench). */
  held(): { archived: number; retired: number; matches: number } {
    return { archived: this.archived.size, retired: this.expiring.size, matches: this.matches.size };
  }

  async createMatch(doc: MatchDoc, state: string | null): Promise<boolean> {
    this.sweep(this.clock?.() ?? doc.createdAt);
    if (this.matches.has(doc.id)) return false;
    this.matches.set(doc.id, {
      doc: JSON.stringify({ ...doc, version: 1 }), version: 1, state, history: [], orders: new Map(), claim: null,
      stream: [], groups: new Map(), seq: 0, reported: new Set(),
    });
    this.live.set(doc.id, doc.createdAt);
    return true;
  }

  async getMatch(id: string): Promise<MatchDoc | null> {
    this.tick();
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
    now = this.clock?.() ?? now;
    this.sweep(now);
    const r = this.matches.get(id);
    if (!r) return;
    r.history = [];
    r.orders.clear();
    if (this.expiring.has(id)) return;
    this.expiring.set(id, { at: now + keepMs, code });
    // Over the cap, the record retired longest ago goes early (Redis would keep it; this heap is the process's).
    while (this.expiring.size > this.archiveMax) this.forgetMatch(this.expiring.keys().next().value as string);
  }

  /** Forgets retired matches and archive entries whose time is up at `now`. */
  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [id, e] of this.expiring) if (e.at <= now) this.forgetMatch(id);
    for (const [id, a] of this.archived) if (a.expiresAt !== null && a.expiresAt <= now) this.forgetArchived(id);
  }

  private forgetMatch(id: string): void {
    const e = this.expiring.get(id);
    this.expiring.delete(id);
    this.matches.delete(id);
    if (e && this.codes.get(e.code) === id) this.codes.delete(e.code);
  }

  private forgetArchived(id: string): void {
    const a = this.archived.get(id);
    if (!a) return;
    this.archived.delete(id);
    for (const k of a.keys) {
      const idx = this.indexes.get(k);
      idx?.delete(id);
      if (idx?.size === 0) this.indexes.delete(k);
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
    this.tick();
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

  async archive(entry: ArchiveEntry, keepMs?: number, claim?: ArchiveClaim): Promise<ArchiveOutcome> {
    const keep = keepMs !== undefined && keepMs > 0;
    const keys = [`ruleset:${entry.ruleset}`, ...entry.players.filter((p) => p.playerId && !p.bot).map((p) => `player:${p.playerId}`)];
    let outcome: ArchiveOutcome = 'kept';
    if (!this.archived.has(entry.matchId)) {
      if (claim) {
        const c = this.matches.get(entry.matchId)?.claim;
        if (!c || c.token !== claim.token || c.until <= claim.now) return 'unclaimed';
      }
      const text = JSON.stringify(entry);
      this.archived.set(entry.matchId, { text: this.codec ? this.codec.pack(text) : text, finishedAt: entry.finishedAt, expiresAt: keep ? entry.finishedAt + keepMs : null, keys });
      outcome = 'written';
    }
    for (const k of keys) {
      if (!this.indexes.has(k)) this.indexes.set(k, new Map());
      this.indexes.get(k)!.set(entry.matchId, entry.finishedAt);
    }
    if (keep) {
      // With no clock, the newest finish is "now" for what has expired; the indexes this entry
      // joins forget older entries as Redis's do.
      this.sweep(this.clock?.() ?? entry.finishedAt);
      const cutoff = entry.finishedAt - keepMs;
      for (const k of keys) for (const [id, at] of this.indexes.get(k) ?? []) if (at < cutoff) this.indexes.get(k)!.delete(id);
    }
    // Over the cap, the entry that finished longest ago goes.
    while (this.archived.size > this.archiveMax) {
      let oldest: string | null = null;
      let at = Number.POSITIVE_INFINITY;
      for (const [id, a] of this.archived) if (a.finishedAt < at) { at = a.finishedAt; oldest = id; }
      this.forgetArchived(oldest!);
    }
    return outcome;
  }

  async getArchived(matchId: string): Promise<ArchiveEntry | null> {
    this.tick();
    const a = this.archived.get(matchId);
    if (!a) return null;
    return JSON.parse(typeof a.text === 'string' ? a.text : this.codec!.unpack(a.text)) as ArchiveEntry;
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
