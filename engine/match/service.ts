// The match service: the game-agnostic life of a live match, shared by every front end and process.
// Lobby (create, join, leave, swap, bots, start, cancel), identity, orders, snapshots and views,
// event streams and the archive. Turns are resolved by TurnResolver (engine/match/turn-resolver.ts),
// which any number of processes run; this class never resolves a turn itself.
//
// Every refusal is a MatchError whose message is the one line to show the player; nothing changed.
import type { Game, GameId, SetupOptions, Viewer } from '../core/game.ts';
import { guardParse } from '../core/text.ts';
import { GAMES } from '../games.ts';
import { retireMatch } from '../store/retire.ts';
import type { ArchiveEntry, LeaderboardRow, MatchDoc, MatchStore, Player, RatingChange, RatingRow, StreamEntry } from '../store/types.ts';
import { MatchError, refuse } from './errors.ts';
import { MatchHooks } from './hooks.ts';
import { entriesFor, viewerOf } from './visibility.ts';
import { Identity, playerName, shortCode } from './identity.ts';
import * as lobby from './lobby.ts';
import { MATCH_LIMITS, awaitedHumans, turnDeadline } from './lobby.ts';
import type { Caller, CreateMatchRequest, IdSource, MatchHome, MatchServiceDeps, MatchSnapshot, OrderReceipt, PlayerRef, SubmitOptions } from './types.ts';

export { MatchError } from './errors.ts';
export { SERVICE_EVENTS } from './visibility.ts';

/** The match service. Construct one per process over a shared store. */
export class MatchService {
  readonly store: MatchStore;
  readonly clock: () => number;
  readonly ids: IdSource;
  readonly games: Partial<Record<GameId, Game<any, any, any>>>;
  /** Per-game setup options under each match's own. */
  readonly setupDefaults: Partial<Record<GameId, SetupOptions>>;
  /** Players, surfaces and link codes. */
  readonly identity: Identity;
  /** Hooks told of every order taken or refused (onOrder); a process shares them with its resolver. */
  readonly hooks: MatchHooks;
  private readonly stateCache = new Map<string, { version: string; state: unknown }>();
  private readonly lobbyMs: number;
  private readonly retentionMs: number;

  constructor(deps: MatchServiceDeps & { hooks?: MatchHooks }) {
    this.store = deps.store;
    this.clock = deps.clock;
    this.ids = deps.ids;
    this.games = deps.games ?? GAMES;
    this.setupDefaults = deps.setupDefaults ?? {};
    this.lobbyMs = deps.lobbyMs ?? MATCH_LIMITS.lobbyMs;
    this.retentionMs = deps.retentionMs ?? MATCH_LIMITS.retentionMs;
    this.identity = new Identity(this.store, this.ids, this.clock);
    this.hooks = deps.hooks ?? new MatchHooks();
  }

  /** The game for an id, or a one-line refusal naming the games there are. */
  game(id: string): Game<any, any, any> {
    const g = (this.games as Record<string, Game<any, any, any> | undefined>)[id];
    if (!g) refuse('bad-request', `unknown game "${id}": games are ${Object.keys(this.games).join(', ') || '(none yet)'}`);
    return g;
  }

  // ---- identity ---------------------------------------------------------------------------

  /** The player behind a surface (`discord:<id>`, `ssh:<fingerprint>`), created on first sight. */
  ensurePlayer(surface: string, name: string): Promise<Player> {
    return this.identity.ensurePlayer(surface, name);
  }

  /** A one-time code another surface redeems to become the same player. */
  createLinkCode(playerId: string): Promise<{ code: string; expiresAt: number }> {
    return this.identity.createLinkCode(playerId);
  }

  /** Links `surface` to the player who made the code. */
  redeemLinkCode(code: string, surface: string): Promise<Player> {
    return this.identity.redeemLinkCode(code, surface);
  }

  // ---- lobby ------------------------------------------------------------------------------

  /** Opens a lobby (the host seated unless asked otherwise, bots filled as asked). */
  async createMatch(req: CreateMatchRequest): Promise<{ matchId: string; code: string }> {
    const game = this.game(req.game);
    const info = game.rulesets().find((r) => r.id === req.ruleset);
    if (!info) refuse('bad-request', `unknown ruleset "${req.ruleset}" for ${game.id}: rulesets are ${game.rulesets().map((r) => r.id).join(', ')}`);
    const options = { ...(req.options ?? {}) };
    const players = typeof options.players === 'number' ? options.players : undefined;
    let seats;
    try {
      seats = game.seats(info.id, players);
    } catch (err) {
      refuse('bad-request', (err as Error).message);
    }
    const turnSeconds = req.turnSeconds ?? (info.turnSeconds > 0 ? info.turnSeconds : MATCH_LIMITS.defaultTurnSeconds);
    if (!Number.isInteger(turnSeconds) || turnSeconds < 0 || turnSeconds > MATCH_LIMITS.maxTurnSeconds) {
      refuse('bad-request', `turn seconds must be a whole number from 0 to ${MATCH_LIMITS.maxTurnSeconds}, got ${turnSeconds}`);
    }
    const matchId = `m_${this.ids.next()}`;
    let code = '';
    for (let i = 0; i < 20 && !code; i++) {
      const c = shortCode(this.ids, 6);
      if (await this.store.reserveCode(c, matchId)) code = c;
    }
    if (!code) refuse('busy', 'could not find a free join code right now; try again');
    let doc: MatchDoc = {
      id: matchId, code, game: game.id, ruleset: info.id, seed: req.seed ?? this.ids.next(), host: req.host.id,
      status: 'lobby', options, turnSeconds, ...(info.realtime && info.turnMs ? { turnMs: info.turnMs } : {}),
      seats: seats.map((s) => ({ index: s.index, team: s.team, role: s.role, alias: s.alias, owner: null, name: null, bot: false })),
      createdAt: this.clock(), startedAt: null, finishedAt: null, turn: 0, awaiting: [], deadline: null,
      results: null, archived: false, version: 0,
    };
    const lobbyUntil = doc.createdAt + this.lobbyMs;
    doc.lobbyUntil = lobbyUntil;
    if (req.bots !== undefined && req.bots !== 0) doc = lobby.fillBots(doc, req.bots);
    const hostSeat = req.hostSeat ?? (req.bots === 'all' ? 'none' : undefined);
    if (hostSeat !== 'none') doc = lobby.joinSeat(doc, shownAs(req.host), hostSeat);
    if (!(await this.store.createMatch(doc, null))) refuse('busy', 'could not create the match right now; try again');
    await this.store.writeMatch(matchId, 1, { doc, events: [{ type: 'matchCreated', turn: 0, game: doc.game, ruleset: doc.ruleset, host: doc.host, lobbyUntil: doc.lobbyUntil }] });
    // A resolver closes the lobby if nobody starts it in time (the schedule lives in the store).
    await this.store.schedule(matchId, lobbyUntil);
    return { matchId, code };
  }

  /** Joins a match by id or join code, taking the asked seat, the first free seat of a team, or the first free one. */
  async join(matchIdOrCode: string, player: PlayerRef, where?: number | { team: string }): Promise<MatchSnapshot> {
    const id = await this.resolveId(matchIdOrCode);
    const who = shownAs(player);
    const doc = await this.mutate(id, (d) => lobby.joinSeat(d, who, where), (d) => ({ type: 'playerJoined', turn: d.turn, player: who.id, name: who.name, seat: lobby.seatOf(d, who.id)?.index }));
    return this.snapshotOf(doc, new Set());
  }

  /** Leaves a match: frees the seat in the lobby; in a running match the game's bot plays it from now on. */
  async leave(matchId: string, playerId: string): Promise<MatchSnapshot> {
    let seat = -1;
    const doc = await this.mutate(matchId, (d) => {
      seat = lobby.seatOf(d, playerId)?.index ?? -1;
      return lobby.leaveSeat(d, playerId);
    }, (d) => ({ type: 'playerLeft', turn: d.turn, player: playerId, seat }));
    if (doc.status === 'running') await this.nudge(doc);
    return this.snapshot(doc.id);
  }

  /** Moves a seated player to another free (or bot) seat. */
  async swapSeat(matchId: string, playerId: string, seat: number): Promise<MatchSnapshot> {
    const doc = await this.mutate(matchId, (d) => lobby.swapSeat(d, playerId, seat), (d) => ({ type: 'seatChanged', turn: d.turn, player: playerId, seat }));
    return this.snapshotOf(doc, new Set());
  }

  /** Host only: fills empty seats with bots (all, or a number of them). */
  async fillBots(matchId: string, by: string, count: number | 'all' = 'all'): Promise<MatchSnapshot> {
    const doc = await this.mutate(matchId, (d) => {
      lobby.mustBeHost(d, by, 'fill seats with bots in');
      return lobby.fillBots(d, count);
    }, (d) => ({ type: 'botsFilled', turn: d.turn, seats: d.seats.filter((s) => s.bot).map((s) => s.index) }));
    return this.snapshotOf(doc, new Set());
  }

  /** Host only: starts the match; empty seats are played by the game's bot. */
  async start(matchId: string, by: string): Promise<MatchSnapshot> {
    const doc = await this.mutateWithState(matchId, (d) => {
      lobby.mustBeHost(d, by, 'start');
      const now = this.clock();
      const next = lobby.startDoc(d, now);
      const game = this.game(next.game);
      // Names are shown to the other players: never a control character or an unbounded line.
      const names = next.seats.map((s) => (s.bot ? s.alias : s.name === null ? s.alias : playerName(s.name)));
      const state = game.setup(next.ruleset, next.seed, { ...this.setupDefaults[next.game], ...next.options, names });
      next.turn = game.turn(state);
      next.awaiting = game.awaiting(state);
      next.deadline = turnDeadline(next, now);
      const h = game.history;
      return {
        doc: next, state: h ? h.encodeLive(state) : game.encode(state), history: h?.encodeChunk(null, state),
        event: { type: 'matchStarted', turn: next.turn, deadline: next.deadline },
      };
    });
    await this.nudge(doc);
    return this.snapshotOf(doc, new Set());
  }

  /** Host only: cancels a lobby or a running match. */
  async cancel(matchId: string, by: string): Promise<MatchSnapshot> {
    const doc = await this.mutate(matchId, (d) => {
      lobby.mustBeHost(d, by, 'cancel');
      return lobby.cancelDoc(d, this.clock());
    }, (d) => ({ type: 'matchCancelled', turn: d.turn, by }));
    // Retired before it leaves the schedule: a crash in between leaves a resolver to finish the job.
    await retireMatch(this.store, doc.id, doc.code, this.clock(), this.retentionMs);
    return this.snapshotOf(doc, new Set());
  }

  // ---- orders -----------------------------------------------------------------------------

  /** Submits (or replaces) the player's order for the current turn: a typed order or its one-line text. Tells the onOrder hooks either way. */
  async submitOrder(matchId: string, playerId: string, input: unknown, opts: SubmitOptions = {}): Promise<OrderReceipt> {
    const seen: { game: GameId | null } = { game: null };
    let receipt: OrderReceipt;
    try {
      receipt = await this.takeOrder(matchId, playerId, input, opts, seen);
    } catch (err) {
      if (err instanceof MatchError) await this.hooks.emit('onOrder', { matchId, game: seen.game, ok: false, code: err.code });
      throw err;
    }
    await this.hooks.emit('onOrder', { matchId, game: seen.game, ok: true, receipt });
    return receipt;
  }

  private async takeOrder(matchId: string, playerId: string, input: unknown, opts: SubmitOptions, seen: { game: GameId | null }): Promise<OrderReceipt> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = await this.mustGet(matchId);
      seen.game = doc.game;
      if (doc.status !== 'running') refuse(doc.status === 'lobby' ? 'not-running' : 'late', `match ${doc.id} is ${doc.status}; orders are taken only while it runs`);
      if (opts.turn !== undefined && opts.turn !== doc.turn) refuse('late', `turn ${opts.turn + 1} is over; match ${doc.id} is on turn ${doc.turn + 1}`);
      const seat = this.orderSeat(doc, playerId, opts.seat);
      const now = this.clock();
      if (doc.deadline !== null && now > doc.deadline && awaitedHumans(doc).length > 0) {
        refuse('late', `too late: turn ${doc.turn + 1} closed for orders; wait for turn ${doc.turn + 2}`);
      }
      const game = this.game(doc.game);
      const state = await this.loadState(doc);
      // The parsers never throw and bound their errors; this guard keeps that true for any game.
      const parsed = guardParse(() => game.parseOrder(state, seat, input), 'that order could not be read: send it as one line of text, as the order help shows');
      if (!parsed.ok) throw new MatchError('bad-order', parsed.error);
      const description = game.describeOrder(parsed.value);
      const before = await this.store.getOrders(doc.id);
      const res = await this.store.putOrder(doc.id, doc.turn, seat, { order: parsed.value, description, by: playerId, at: now }, now);
      if (!res.ok) {
        if (res.reason === 'late') refuse('late', `too late: turn ${doc.turn + 1} closed for orders; wait for turn ${doc.turn + 2}`);
        if (res.reason === 'turn' && opts.turn === undefined) continue;
        refuse('late', `turn ${doc.turn + 1} is over; match ${doc.id} is ${res.reason === 'turn' ? `on turn ${(res.turn ?? doc.turn) + 1}` : 'no longer running'}`);
      }
      const have = new Set(res.ordered);
      const complete = awaitedHumans(doc).every((s) => have.has(s));
      // A real-time turn closes on its clock only: a key press must not make the game run faster.
      if (complete && !doc.turnMs) await this.store.schedule(doc.id, now);
      return { ok: true, seat, turn: doc.turn, description, replaced: before.has(seat), complete };
    }
    refuse('busy', `match ${matchId} moved on while your order was sent; send it again`);
  }

  /** The built-in bot's order for the caller's seat now (a running match), which front ends offer prefilled; null otherwise. */
  async suggestOrder(matchId: string, caller: Caller): Promise<unknown> {
    const doc = await this.mustGet(matchId);
    const seat = this.ownSeat(doc, caller);
    if (doc.status !== 'running' || !doc.awaiting.includes(seat)) return null;
    return this.game(doc.game).baseline(await this.loadState(doc), seat);
  }

  /** One or two lines of order grammar for the caller's seat now. */
  async orderHelp(matchId: string, caller: Caller): Promise<string> {
    const doc = await this.mustGet(matchId);
    const seat = this.ownSeat(doc, caller);
    if (doc.status !== 'running') refuse('not-running', `match ${doc.id} is ${doc.status}`);
    return this.game(doc.game).orderHelp(await this.loadState(doc), seat);
  }

  /** The seat a caller acts for: the one they name (if theirs) or their first; refused for spectators and unseated players. */
  private ownSeat(doc: MatchDoc, caller: Caller): number {
    const viewer = viewerOf(doc, caller);
    if (viewer.kind !== 'seat') {
      if (caller.kind === 'player' && caller.team === undefined) refuse('not-seated', `you hold no seat in match ${doc.id}`);
      refuse('not-seated', `only a seated player has orders in match ${doc.id}; name one of your seats`);
    }
    return viewer.seat;
  }

  private orderSeat(doc: MatchDoc, playerId: string, wanted?: number): number {
    const mine = doc.seats.filter((s) => s.owner === playerId && !s.left);
    if (wanted !== undefined) {
      const s = doc.seats[wanted];
      if (!s) refuse('no-seat', `there is no seat ${wanted}: seats are 0-${doc.seats.length - 1}`);
      if (s.owner !== playerId || s.left) refuse('not-your-seat', `seat ${wanted} (${s.alias}) is not yours; ${mine.length ? `you can order only for ${mine.map((m) => `${m.index} (${m.alias})`).join(', ')}` : `you hold no seat in match ${doc.id}`}`);
    }
    if (mine.length === 0) refuse('not-seated', `you hold no seat in match ${doc.id}; only seated players order`);
    const awaited = mine.filter((s) => doc.awaiting.includes(s.index) && (wanted === undefined || s.index === wanted));
    if (awaited.length === 0) refuse('not-awaited', `no order is awaited from ${mine.map((m) => m.alias).join(', ')} on turn ${doc.turn + 1}; wait for the next turn`);
    return awaited[0].index;
  }

  // ---- reading ----------------------------------------------------------------------------

  /** What any front end may show about a match. */
  async snapshot(matchIdOrCode: string): Promise<MatchSnapshot> {
    const id = await this.resolveId(matchIdOrCode);
    const live = await this.store.getMatch(id);
    if (!live) {
      // A finished match whose live record has expired is still told from the archive.
      const entry = await this.store.getArchived(id);
      if (entry) return archivedSnapshot(entry);
    }
    const doc = live ?? (await this.mustGet(id));
    const ordered = doc.status === 'running' ? new Set((await this.store.getOrders(doc.id)).keys()) : new Set<number>();
    return this.snapshotOf(doc, ordered);
  }

  /** Snapshots of live matches (lobby and running), oldest first. */
  async listMatches(limit = 100): Promise<MatchSnapshot[]> {
    const ids = await this.store.liveMatches(limit);
    const out: MatchSnapshot[] = [];
    for (const id of ids) {
      const doc = await this.store.getMatch(id);
      if (doc) out.push(this.snapshotOf(doc, new Set()));
    }
    return out;
  }

  /** The game view a caller is entitled to (see Caller): a seat's, a team's or a spectator's while live, the full one once over. */
  async view(matchId: string, caller: Caller): Promise<unknown> {
    return (await this.viewFor(matchId, caller)).view;
  }

  /** The same view with the viewer it was made for. */
  async viewFor(matchId: string, caller: Caller): Promise<{ viewer: Viewer; view: unknown }> {
    const doc = await this.mustGet(matchId);
    const viewer = viewerOf(doc, caller);
    if (doc.status === 'lobby') refuse('not-running', `match ${doc.id} has not started`);
    const game = this.game(doc.game);
    const state = await this.loadState(doc);
    return { viewer, view: game.view(state, viewer) };
  }

  /** Every event of a match so far, unfiltered: for operators and tests, never for a player's screen. */
  events(matchId: string): Promise<StreamEntry[]> {
    return this.store.events(matchId);
  }

  /**
   * The events a caller may see (see Caller: their seat's or team's while live, a spectator's if
   * unseated, all once over), after stream entry `afterId` if given. Game events pass the game's own
   * `eventsFor`; the service's lifecycle events are public, except that `turnResolved` lists only
   * the viewer's own orders while live.
   */
  async eventsFor(matchId: string, caller: Caller, afterId?: string): Promise<StreamEntry[]> {
    return this.visibleEvents(matchId, await this.store.events(matchId, afterId), caller);
  }

  /**
   * Of `entries` read from a match's stream (through a consumer group, say), those a caller may see,
   * as `eventsFor` says. Each entry is judged on its own, by its content (what was seen or heard when
   * it happened is written on it), never by object identity or the batch it came in, so entries
   * decoded from a store filter exactly as fresh ones; a filter may hand back a copy without the notes
   * only it reads, which takes the entry's place.
   */
  async visibleEvents(matchId: string, entries: StreamEntry[], caller: Caller): Promise<StreamEntry[]> {
    const doc = await this.mustGet(matchId);
    const viewer = viewerOf(doc, caller);
    if (viewer.kind === 'full' || doc.status === 'finished' || doc.status === 'lobby' || doc.status === 'cancelled') return entries;
    return entriesFor(this.game(doc.game), await this.loadState(doc), doc, viewer, entries);
  }

  /**
   * Records where a chat front end keeps a match's public message (a `discordHome` event on the
   * match's stream), so every process, also one started after a crash, finds it.
   */
  async recordHome(matchId: string, home: MatchHome): Promise<void> {
    await this.mutate(matchId, (d) => d, (d) => ({ type: 'discordHome', turn: d.turn, guildId: home.guildId, channelId: home.channelId, messageId: home.messageId }));
  }

  /** The home last recorded for a match, or null (a match no chat front end posted). */
  async home(matchId: string): Promise<MatchHome | null> {
    const last = (await this.store.events(matchId)).map((e) => e.event).filter((e) => e.type === 'discordHome').at(-1);
    return last ? { guildId: (last.guildId as string | null) ?? null, channelId: String(last.channelId), messageId: String(last.messageId) } : null;
  }

  /** Reads events for a consumer of a group; acknowledge each after posting it, or it is delivered again. */
  readEvents(matchId: string, group: string, consumer: string, count = 100, minIdleMs = 30_000): Promise<StreamEntry[]> {
    return this.store.readEvents(matchId, group, consumer, { count, now: this.clock(), minIdleMs });
  }

  /** Acknowledges posted events. */
  ack(matchId: string, group: string, entryIds: string[]): Promise<number> {
    return this.store.ack(matchId, group, entryIds);
  }

  /** An archived match (results, players, replay). */
  archived(matchId: string): Promise<ArchiveEntry | null> {
    return this.store.getArchived(matchId);
  }

  /** Archived matches, newest first, of a ruleset or a player. */
  async archiveFor(by: { ruleset: string } | { player: string }, limit = 20): Promise<ArchiveEntry[]> {
    const ids = await this.store.archiveIndex(by, limit);
    const out: ArchiveEntry[] = [];
    for (const id of ids) {
      const e = await this.store.getArchived(id);
      if (e) out.push(e);
    }
    return out;
  }

  /** A game's leaderboard: most wins first (see engine/match/archive.ts). */
  leaderboard(game: GameId): Promise<LeaderboardRow[]> {
    return this.store.leaderboard(game);
  }

  /** A game's skill ratings: of the players named, or of everyone rated. */
  ratings(game: GameId, playerIds?: string[]): Promise<RatingRow[]> {
    return this.store.ratings(game, playerIds);
  }

  /** The rating changes a finished match made, or null if it was not rated (yet). */
  ratingChanges(game: GameId, matchId: string): Promise<RatingChange[] | null> {
    return this.store.ratingChanges(game, matchId);
  }

  // ---- settings (small per-surface switches, such as a channel's pings) ---------------------

  /** A front end's small setting, or null when unset. */
  setting(key: string): Promise<string | null> {
    return this.store.getSetting(key);
  }

  /** Sets a front end's small setting; null removes it. */
  putSetting(key: string, value: string | null): Promise<void> {
    return this.store.putSetting(key, value);
  }

  // ---- internals --------------------------------------------------------------------------

  private async resolveId(idOrCode: string): Promise<string> {
    if (idOrCode.startsWith('m_')) return idOrCode;
    const id = await this.store.matchForCode(idOrCode.trim().toUpperCase());
    if (!id) refuse('not-found', `no match with id or join code "${idOrCode}"`);
    return id;
  }

  private async mustGet(id: string): Promise<MatchDoc> {
    const doc = await this.store.getMatch(id);
    if (!doc) refuse('not-found', `no match "${id}"`);
    return doc;
  }

  /** The decoded state of a running or finished match, cached per state version. */
  private async loadState(doc: MatchDoc): Promise<unknown> {
    const key = `${doc.turn}:${doc.status}:${doc.startedAt}`;
    const hit = this.stateCache.get(doc.id);
    if (hit && hit.version === key) return hit.state;
    const text = await this.store.getState(doc.id);
    if (text === null) refuse('not-running', `match ${doc.id} has no game state yet`);
    // Orders, help and views need only the live part of a split state (see HistoryCodec): no history is read.
    const state = this.game(doc.game).decode(text);
    if (this.stateCache.size > 2000) this.stateCache.clear();
    this.stateCache.set(doc.id, { version: key, state });
    return state;
  }

  private snapshotOf(doc: MatchDoc, ordered: Set<number>): MatchSnapshot {
    return {
      matchId: doc.id, code: doc.code, status: doc.status, game: doc.game, ruleset: doc.ruleset, host: doc.host,
      turn: doc.turn, deadline: doc.deadline, results: doc.results, createdAt: doc.createdAt,
      startedAt: doc.startedAt, finishedAt: doc.finishedAt, version: doc.version,
      ...(doc.cancelReason ? { cancelReason: doc.cancelReason } : {}),
      ...(doc.status === 'lobby' && typeof doc.lobbyUntil === 'number' ? { lobbyUntil: doc.lobbyUntil } : {}),
      seats: doc.seats.map((s) => ({ ...s, awaited: doc.status === 'running' && doc.awaiting.includes(s.index), ordered: ordered.has(s.index) })),
    };
  }

  /** Asks a resolver to look at a running match now (it re-schedules the deadline if the turn is not due). */
  private async nudge(doc: MatchDoc): Promise<void> {
    if (doc.status === 'running') await this.store.schedule(doc.id, this.clock());
  }

  /** Applies a document change conditionally on the version, retrying when another change won. */
  private async mutate(id: string, change: (d: MatchDoc) => MatchDoc, event: (d: MatchDoc) => { type: string; turn: number; [k: string]: unknown }): Promise<MatchDoc> {
    return this.mutateWithState(id, (d) => {
      const doc = change(d);
      return { doc, event: event(doc) };
    });
  }

  private async mutateWithState(id: string, change: (d: MatchDoc) => { doc: MatchDoc; state?: string; history?: string; event: { type: string; turn: number; [k: string]: unknown } }): Promise<MatchDoc> {
    for (let i = 0; i < MATCH_LIMITS.writeRetries; i++) {
      const cur = await this.mustGet(id);
      const { doc, state, history, event } = change(cur);
      const v = await this.store.writeMatch(id, cur.version, { doc, state, history, events: [event] });
      if (v !== null) return { ...doc, version: v };
    }
    refuse('busy', `match ${id} is changing too fast; try again`);
  }
}

/** A player as other players will see them: the display name made one clean, bounded line. */
function shownAs(p: PlayerRef): PlayerRef {
  return { id: p.id, name: playerName(p.name) };
}


/** The snapshot of an archived match whose live record has expired (no join code, no version). */
function archivedSnapshot(e: ArchiveEntry): MatchSnapshot {
  return {
    matchId: e.matchId, code: e.code ?? '', status: 'finished', game: e.game, ruleset: e.ruleset, host: e.host ?? '', turn: e.turn ?? 0,
    seats: e.players.map((p) => ({ index: p.seat, team: p.team ?? '', role: p.role ?? '', alias: p.alias, owner: p.playerId, name: p.name, bot: p.bot, awaited: false, ordered: false })),
    deadline: null, results: e.results, createdAt: e.startedAt ?? e.finishedAt, startedAt: e.startedAt, finishedAt: e.finishedAt, version: 0,
  };
}
