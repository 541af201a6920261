// A real-time match as the terminal plays it: a match of a real-time ruleset in the match service
// (so it is archived, listed under Replays and watchable by code like any match). Each frame waits
// for the turn's deadline, resolves what is due (this process need not wait for its resolver
// loop's next look), then reads the snapshot, the seat's view and the events the seat may see.
// Keys become orders at once; one refused as late (the turn closed meanwhile) goes to the next turn.
import type { GameEvent, GameId } from '../../engine/core/game.ts';
import type { AppHandle } from '../app-types.ts';
import type { MatchSnapshot } from '../match-port.ts';

/** Longest wait between frames when no deadline is near (ms): lobby, a finished match, errors. */
const IDLE_MS = 100;

/** The log line that tells the player how others watch this match. */
export function watchLine(code: string): string {
  return `others can watch: Watch a match, code ${code}`;
}

/** What a live view does with each new turn and at the end. */
export interface LiveHooks {
  /** A new turn was resolved (or the match started): its snapshot, the seat's view and new events. */
  frame(snap: MatchSnapshot, view: unknown, events: GameEvent[]): void;
  /** The match finished: the end card may open (it waits for the archive). */
  finished(matchId: string): void;
}

/** What a bench can read: the time from a key's order to its turn on screen. */
export interface LiveStats {
  /** Sent-to-drawn delays of orders (ms), newest last (the last 200 kept). */
  keyToScreenMs: number[];
}

/** One real-time match of this terminal's player in one seat. */
export class LiveMatch {
  readonly stats: LiveStats = { keyToScreenMs: [] };
  private matchId: string | null = null;
  private version = -1;
  private turn = 0;
  private lastEventId: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Started: orders are taken (keys before that wait for the first turn). */
  private started = false;
  private ended = false;
  private sending = false;
  /** The order to send (the newest key wins), and when its key came. */
  private pending: { input: unknown; at: number } | null = null;
  /** Orders accepted this turn, waiting to be seen resolved. */
  private inTurn: number[] = [];

  constructor(private readonly app: AppHandle, private readonly game: GameId, private readonly seat = 0) {}

  /** The match id once created. */
  get id(): string | null {
    return this.matchId;
  }

  /** Opens the match (host in `seat`, bots in `botSeats`), a lobby until `go`. */
  async create(ruleset: string, opts: { players?: number; botSeats?: number[]; options?: Record<string, unknown>; seed?: string } = {}): Promise<MatchSnapshot> {
    const port = this.app.ctx.port;
    const snap = await port.create(this.app.ctx.player, { game: this.game, ruleset, botSeats: opts.botSeats ?? [], seat: this.seat, players: opts.players, options: opts.options, seed: opts.seed });
    this.matchId = snap.matchId;
    return snap;
  }

  /** Starts the match and the frames. */
  async go(hooks: LiveHooks): Promise<void> {
    if (!this.matchId || this.stopped) return;
    await this.app.ctx.port.start(this.app.ctx.player, this.matchId);
    this.started = true;
    this.loop(hooks, 0);
  }

  /** Sends an order for the seat now (a newer one replaces one still waiting to go). */
  send(input: unknown): void {
    this.pending = { input, at: performance.now() };
    void this.flush();
  }

  private async flush(): Promise<void> {
    if (this.sending || !this.pending || !this.started || this.stopped) return;
    const { input, at } = this.pending;
    this.pending = null;
    this.sending = true;
    try {
      await this.app.ctx.port.order(this.app.ctx.player, this.matchId!, input, this.turn);
      this.inTurn.push(at);
    } catch (err) {
      // Late: the turn closed while the key travelled; it goes with the next turn (unless a newer key did).
      if ((err as { code?: string }).code === 'late') this.pending ??= { input, at };
      else if (!this.stopped) this.app.notice((err as Error).message, 'error');
    } finally {
      this.sending = false;
    }
  }

  private loop(hooks: LiveHooks, wait: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.frame(hooks), wait);
  }

  private async frame(hooks: LiveHooks): Promise<void> {
    if (this.stopped || !this.matchId) return;
    const port = this.app.ctx.port;
    const id = this.matchId;
    let wait = IDLE_MS;
    try {
      await port.tick();
      const snap = await port.snapshot(id);
      if (this.stopped) return;
      if (snap.version !== this.version) {
        this.version = snap.version;
        const turned = snap.turn !== this.turn;
        this.turn = snap.turn;
        // The last turn of a finished match is drawn too (if its live record is still there).
        const view = snap.status === 'running' ? await port.view(this.app.ctx.player, id, this.seat) : snap.status === 'finished' ? await port.view(this.app.ctx.player, id, this.seat).catch(() => null) : null;
        const entries = await port.events(this.app.ctx.player, id, this.lastEventId);
        if (this.stopped) return;
        if (entries.length) this.lastEventId = entries[entries.length - 1].id;
        if (view !== null) {
          hooks.frame(snap, view, entries.map((e) => e.event));
          if (turned) this.noteDrawn();
        }
      }
      if (snap.status === 'finished') {
        this.ended = true;
        this.stop();
        hooks.finished(id);
        return;
      }
      if (snap.status === 'cancelled') {
        this.stop();
        this.app.go({ name: 'menu' });
        return;
      }
      void this.flush();
      if (snap.deadline !== null) wait = Math.min(IDLE_MS, Math.max(2, snap.deadline - Date.now() + 1));
    } catch (err) {
      if (!this.stopped) this.app.notice((err as Error).message, 'error');
    }
    this.loop(hooks, wait);
  }

  /** Orders sent before this turn resolved are on screen now. */
  private noteDrawn(): void {
    const now = performance.now();
    for (const at of this.inTurn) this.stats.keyToScreenMs.push(now - at);
    if (this.stats.keyToScreenMs.length > 200) this.stats.keyToScreenMs.splice(0, this.stats.keyToScreenMs.length - 200);
    this.inTurn = [];
  }

  /** Stops the frames; a match still in its lobby or running is cancelled (the player left it). */
  leave(): void {
    const running = !this.ended && !this.stopped && this.matchId;
    this.stop();
    if (running) void this.app.ctx.port.cancel(this.app.ctx.player, this.matchId!).catch(() => undefined);
  }

  /** Stops the frames. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
