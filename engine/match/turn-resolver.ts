// Turn resolution, exactly once across any number of processes: a resolver claims a due match
// (a lease in the store), resolves the turn with the pure game, and commits conditionally on the
// match version. A lost race or an order arriving meanwhile fails the commit and nothing is
// written twice; a resolver that dies leaves its claim to expire and another one takes the turn.
// Bot-only turns are chained under one renewed claim (one store round trip per turn).
import type { Game, GameEvent, GameId } from '../core/game.ts';
import { GAMES } from '../games.ts';
import { retireMatch } from '../store/retire.ts';
import type { MatchDoc, MatchStore, StoredOrder } from '../store/types.ts';
import { archiveEntry, leaderboardResults } from './archive.ts';
import { MatchHooks } from './hooks.ts';
import { MATCH_LIMITS, turnDeadline, turnDue } from './lobby.ts';
import { applyMatchRating } from './rating.ts';

/** What TurnResolver needs. */
export interface TurnResolverDeps {
  store: MatchStore;
  clock: () => number;
  games?: Partial<Record<GameId, Game<any, any, any>>>;
  /** Claim lease (ms); a crashed resolver's turn is taken over after this. */
  claimMs?: number;
  /** Hooks told of claims, commits and archived matches (shared with the process's MatchService). */
  hooks?: MatchHooks;
  /** How long a finished or cancelled match's live record is kept (ms; default MATCH_LIMITS.retentionMs). */
  retentionMs?: number;
  /** How long an archived match is kept after it finished (ms; MATCH_ARCHIVE_DAYS); absent or 0: for good. */
  archiveMs?: number;
}

/** What one call resolved. */
export interface ResolveReport {
  turns: number;
  finished: boolean;
  /** Another process holds the match's claim. */
  busy: boolean;
}

/** Resolves due turns. Holds no match state between calls; safe to run in many processes at once. */
export class TurnResolver {
  private readonly store: MatchStore;
  private readonly clock: () => number;
  private readonly games: Partial<Record<GameId, Game<any, any, any>>>;
  private readonly claimMs: number;
  /** Hooks of this resolver (onClaim, onCommitted, onFinished). */
  readonly hooks: MatchHooks;
  private readonly retentionMs: number;
  private readonly archiveMs: number | undefined;

  constructor(deps: TurnResolverDeps) {
    this.store = deps.store;
    this.clock = deps.clock;
    this.games = deps.games ?? GAMES;
    this.claimMs = deps.claimMs ?? MATCH_LIMITS.claimMs;
    this.hooks = deps.hooks ?? new MatchHooks();
    this.retentionMs = deps.retentionMs ?? MATCH_LIMITS.retentionMs;
    this.archiveMs = deps.archiveMs;
  }

  /** Ids of matches due now (at most `limit`). */
  due(limit: number): Promise<string[]> {
    return this.store.dueMatches(this.clock(), limit);
  }

  /**
   * Resolves a match's due turns under claim `token` (unique per process): one turn, or a chain of
   * bot-only turns until a human is awaited, the match ends, or `stop()` says so. Archives finished matches.
   */
  async resolveMatch(id: string, token: string, stop: () => boolean = () => false): Promise<ResolveReport> {
    const report: ResolveReport = { turns: 0, finished: false, busy: false };
    let now = this.clock();
    const peek = await this.store.getMatch(id);
    if (!peek) {
      await this.store.unschedule(id);
      return report;
    }
    if (peek.status === 'lobby') {
      await this.lobbyDue(peek, now);
      return report;
    }
    if (peek.status === 'cancelled' || (peek.status === 'finished' && peek.archived)) {
      // Only a crash between a match's end and its retirement leaves it here: finish that (idempotent).
      await retireMatch(this.store, id, peek.code, now, this.retentionMs);
      return report;
    }
    if (peek.status === 'running' && !(peek.deadline !== null && peek.deadline <= now)) {
      const orders = await this.store.getOrders(id);
      if (!turnDue(peek, orders.keys(), now)) {
        if (peek.deadline !== null) await this.store.schedule(id, peek.deadline);
        else await this.store.unschedule(id);
        return report;
      }
    }
    const claimed = await this.store.claim(id, token, now, this.claimMs);
    if (!claimed) {
      report.busy = true;
      return report;
    }
    // The turn's latency is timed from here (metrics): before the state is decoded.
    await this.hooks.emit('onClaim', id).catch(async (err: unknown) => {
      await this.store.release(id, token);
      throw err;
    });
    let { doc } = claimed;
    let orders = claimed.orders;
    const game = this.games[doc.game];
    if (!game) {
      await this.store.release(id, token);
      throw new Error(`match ${id} needs game "${doc.game}", which this process does not have`);
    }
    let state = claimed.state === null ? null : game.decode(claimed.state);
    // A state stored whole (a match running since before split encodings) has no chunks yet: its
    // first chunk then carries the whole history, so the archived replay still starts at tick 0.
    let chunkFrom: unknown = claimed.historyLength === 0 ? null : state;
    /** History chunks the store holds for this match as far as this claim knows (its own appends included). */
    let chunks = claimed.historyLength ?? 0;
    /** A commit that does not renew the claim releases it, so no separate release round trip is needed. */
    let held = true;
    try {
      for (;;) {
        if (doc.status === 'finished') {
          report.finished = await this.archive(doc, game, state, token, chunks);
          return report;
        }
        if (doc.status !== 'running' || state === null || !turnDue(doc, orders.keys(), now)) {
          if (doc.status === 'running' && doc.deadline !== null) await this.store.schedule(id, doc.deadline);
          return report;
        }
        const step = this.step(game, doc, state, orders, now);
        const chain = step.doc.status === 'running' && step.doc.deadline !== null && step.doc.deadline <= now && !stop();
        const renew = chain || step.doc.status === 'finished';
        // Games with a split encoding rewrite only their live part and append this turn's history.
        const h = game.history;
        const version = await this.store.writeMatch(id, doc.version, {
          doc: step.doc, state: h ? h.encodeLive(step.state) : game.encode(step.state), history: h?.encodeChunk(chunkFrom, step.state),
          clearOrders: true, events: step.events,
          claimToken: token, claimUntil: renew ? now + this.claimMs : undefined,
        });
        if (version === null) {
          // Someone changed the match meanwhile (an order, a leave): try again at once with fresh data.
          await this.store.schedule(id, now);
          return report;
        }
        report.turns++;
        if (h) chunks++;
        held = renew;
        doc = { ...step.doc, version };
        state = step.state;
        chunkFrom = state;
        orders = new Map();
        await this.hooks.emit('onCommitted', doc, step.events);
        now = this.clock();
        if (doc.status === 'running' && !chain) {
          if (doc.deadline !== null) await this.store.schedule(id, doc.deadline);
          else await this.store.unschedule(id);
          return report;
        }
        if (doc.status === 'running' && doc.deadline !== null && doc.deadline < now) doc = { ...doc, deadline: now };
      }
    } finally {
      if (held) await this.store.release(id, token);
    }
  }

  /** One turn of the pure game: orders given, bots' baselines, the new document and its events. */
  private step(game: Game<any, any, any>, doc: MatchDoc, state: unknown, stored: Map<number, StoredOrder>, now: number) {
    const orders = new Map<number, unknown>();
    for (const seat of doc.awaiting) {
      const given = stored.get(seat);
      const slot = doc.seats[seat];
      if (given) orders.set(seat, given.order);
      else if (slot && (slot.bot || slot.left || slot.owner === null)) orders.set(seat, game.baseline(state, seat));
      // A human who did not order is left out: the game plays them by its no-show rule.
    }
    const elapsedMs = doc.startedAt === null ? 0 : Math.max(0, now - doc.startedAt);
    const out = game.resolveTurn(state, orders, { elapsedMs });
    const over = game.isOver(out.state);
    const next: MatchDoc = { ...doc, turn: game.turn(out.state), awaiting: over ? [] : game.awaiting(out.state) };
    const events: GameEvent[] = [
      ...out.events,
      { type: 'turnResolved', turn: doc.turn, orders: [...stored].map(([seat, o]) => ({ seat, order: o.description })) },
    ];
    if (over) {
      next.status = 'finished';
      next.finishedAt = now;
      next.deadline = null;
      next.results = game.results(out.state);
      events.push({ type: 'matchFinished', turn: doc.turn, results: next.results });
    } else {
      next.deadline = turnDeadline(next, now);
    }
    return { doc: next, state: out.state, events };
  }

  /**
   * Archives a finished match, counts it on the leaderboard and takes it off the live list (each
   * step idempotent). The archive is written once, and only under this process's claim with the
   * whole history: a process that stalled past its lease (another one archived and retired the
   * match meanwhile, dropping the history) writes nothing. False when it stepped back so.
   */
  private async archive(doc: MatchDoc, game: Game<any, any, any>, state: unknown, token: string, chunks: number): Promise<boolean> {
    if (!doc.archived && doc.results && state !== null) {
      // The replay needs the whole history: join the live state with the chunks the commits appended.
      let whole = state;
      if (game.history) {
        const history = await this.store.getHistory(doc.id);
        // Fewer chunks than were written: the match was retired under us, this replay would be short.
        if (history.length < chunks) return false;
        whole = game.history.decodeFull(game.history.encodeLive(state), history);
      }
      const entry = archiveEntry(doc, doc.results, game.replay(whole));
      const written = await this.store.archive(entry, this.archiveMs, { token, now: this.clock() });
      if (written === 'unclaimed') {
        // Our lease ran out: whoever holds the match now archives it, or the next look does.
        await this.store.schedule(doc.id, this.clock());
        return false;
      }
      await this.store.applyLeaderboard(doc.game, doc.id, leaderboardResults(doc, doc.results));
      await applyMatchRating(this.store, entry);
      await this.hooks.emit('onFinished', doc);
      await this.store.writeMatch(doc.id, doc.version, { doc: { ...doc, archived: true } });
    }
    await retireMatch(this.store, doc.id, doc.code, this.clock(), this.retentionMs);
    return true;
  }

  /** A lobby on the schedule: closed (cancelled, then retired) once its time is up, else kept on the schedule. */
  private async lobbyDue(doc: MatchDoc, now: number): Promise<void> {
    const until = doc.lobbyUntil ?? null;
    if (until === null) {
      await this.store.unschedule(doc.id);
      return;
    }
    if (until > now) {
      await this.store.schedule(doc.id, until);
      return;
    }
    const closed: MatchDoc = { ...doc, status: 'cancelled', deadline: null, finishedAt: now, lobbyUntil: null, cancelReason: 'lobby-expired' };
    const v = await this.store.writeMatch(doc.id, doc.version, { doc: closed, events: [{ type: 'matchCancelled', turn: doc.turn, by: null, reason: 'lobby-expired' }] });
    if (v === null) {
      // A join or a start won the race: look again at once.
      await this.store.schedule(doc.id, now);
      return;
    }
    await retireMatch(this.store, doc.id, doc.code, now, this.retentionMs);
  }
}
