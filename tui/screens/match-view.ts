// The match screen of a turn-based match on the match service: the player's own view as a picture,
// the status pane, the event log and order entry by keys or by `:` text. It polls the service, so a
// turn resolved by any process (another SSH session, a Discord player, a worker) shows up here.
import type { Action, AppHandle, View } from '../app-types.ts';
import type { Binding, KeyContext } from '../keys.ts';
import type { MatchSnapshot } from '../match-port.ts';
import type { Game } from '../../engine/core/game.ts';
import { eventText, getGame, seatNames } from '../../engine/games.ts';
import { cancelledLine, ordersHelpLine, seatChangedLine, turnResolvedLine } from '../match-text.ts';
import { KeyPad, keyPadFor } from '../orders/key-pad.ts';
import { MatchLayout, wrap } from './match-layout.ts';
import { matchLines } from './status-lines.ts';

/** How often the match screen re-reads the match (ms), and redraws the deadline bar. */
const MATCH_POLL_MS = 250;

/** The turn-based match screen. */
export class MatchView implements View {
  readonly contexts: readonly KeyContext[];
  private readonly layout: MatchLayout;
  private readonly game: Game<unknown, unknown, unknown>;
  private readonly pad: KeyPad | null;
  private padTurn = -1;
  private snap: MatchSnapshot | null = null;
  private view: unknown = null;
  private seenVersion = -1;
  private lastEventId: string | null = null;
  private lastSent: string | null = null;
  private deadlineSeen: number | null = null;
  private deadlineSpan = 45_000;
  private timer: NodeJS.Timeout;
  /** A match of a real-time ruleset (known from the first snapshot). */
  private realtime = false;
  private gone = false;
  private polling = false;

  constructor(private readonly app: AppHandle, private readonly matchId: string, private readonly spectator: boolean, game: string) {
    // Every game comes from the registry; an unknown one is refused here with the games there are.
    this.game = getGame(game);
    this.pad = spectator ? null : keyPadFor(game);
    this.contexts = this.pad ? ['pad', 'match'] : ['match'];
    this.layout = new MatchLayout(app, spectator ? `${game} · watching` : game);
    this.timer = setInterval(() => void this.poll(), MATCH_POLL_MS);
    void this.poll();
  }

  /** A real-time match is followed at its turn's pace (the poll above is for turns of seconds). */
  private pace(snap: MatchSnapshot): void {
    const turnMs = this.game.rulesets().find((r) => r.id === snap.ruleset && r.realtime)?.turnMs;
    this.realtime = turnMs !== undefined;
    if (!turnMs || turnMs >= MATCH_POLL_MS) return;
    clearInterval(this.timer);
    this.timer = setInterval(() => void this.poll(), turnMs);
  }

    private mySeat(): number | null {
    if (this.spectator || !this.snap) return null;
    return this.snap.seats.find((s) => s.owner === this.app.ctx.player.id && !s.left)?.index ?? null;
  }

  private async poll(): Promise<void> {
    if (this.gone || this.polling) return;
    this.polling = true;
    try {
      const snap = await this.app.ctx.port.snapshot(this.matchId);
      if (this.gone) return;
      if (!this.snap) this.pace(snap);
      this.snap = snap;
      if (snap.deadline !== this.deadlineSeen) {
        this.deadlineSeen = snap.deadline;
        if (snap.deadline !== null) this.deadlineSpan = Math.max(1000, snap.deadline - this.app.ctx.now());
      }
      if (snap.version !== this.seenVersion) {
        this.seenVersion = snap.version;
        await this.refresh(snap);
      }
      this.drawStatus();
      if (snap.status === 'finished' && !this.gone) {
        this.app.go({ name: 'endCard', source: { kind: 'archive', matchId: this.matchId } });
        return;
      }
      if (snap.status === 'cancelled') {
        this.app.go({ name: 'menu' });
        this.app.notice(cancelledLine(snap), 'error');
        return;
      }
      this.app.dispatch({ type: 'redraw' });
    } catch (err) {
      if (!this.gone) this.app.notice((err as Error).message, 'error');
    } finally {
      this.polling = false;
    }
  }

  private async refresh(snap: MatchSnapshot): Promise<void> {
    const port = this.app.ctx.port;
    if (snap.status === 'running') {
      const seat = this.mySeat();
      const view = await port.view(this.app.ctx.player, this.matchId, seat);
      if (this.gone) return;
      // A game whose views speak real-time keys words them as orders for play in turns.
      this.view = view && this.game.turnView ? this.game.turnView(view) : view;
      if (this.pad && view && seat !== null) {
        const newTurn = snap.turn !== this.padTurn;
        const suggestion = newTurn && this.pad.wantsSuggestion ? await port.suggestion(this.app.ctx.player, this.matchId, seat).catch(() => null) : null;
        if (this.gone) return;
        this.padTurn = snap.turn;
        this.pad.update(this.view, seat, newTurn, suggestion);
      }
    }
    const entries = await port.events(this.app.ctx.player, this.matchId, this.lastEventId);
    if (this.gone) return;
    if (entries.length) this.lastEventId = entries[entries.length - 1].id;
    const fresh = entries.map((entry) => entry.event);
    const names = seatNames(snap.seats);
    // A real-time match resolves a turn every tick or so: its turns are not worth a line each.
    for (const e of fresh) {
      const line = e.type === 'turnResolved' ? (this.realtime ? null : turnResolvedLine(e, snap.seats))
        : e.type === 'seatChanged' ? seatChangedLine(e, snap.seats)
          : eventText(e, names, snap.game);
      if (line) this.layout.log.add(line);
    }
    if (fresh.some((e) => e.type === 'turnResolved')) this.lastSent = null;
    this.paint();
  }

  private paint(): void {
    if (this.view && this.snap) this.layout.showView(this.snap.game, this.view, this.app.ctx.color, this.pad ? (c) => this.pad!.decorate(c) : undefined);
  }

  private drawStatus(): void {
    const snap = this.snap;
    if (!snap) return;
    const w = this.layout.statusWidth();
    const seat = this.mySeat();
    const lines = [...matchLines(snap, seat, this.app.ctx.now(), w, this.deadlineSpan), '', ...(this.view ? this.game.statusLines(this.view, w) : [])];
    this.layout.setStatus(lines);
    const awaited = seat !== null && snap.seats[seat]?.awaited;
    const head = this.spectator ? 'watching: ? keys · q leaves' : !awaited ? 'no order awaited from you this turn · ? keys · q leaves' : this.lastSent ? `sent: ${this.lastSent} (you may send another until the turn resolves)` : 'your order: keys below, Enter sends the draft, or : to type it · ? keys';
    const draft = this.pad?.draft();
    this.layout.setOrderLine([head, this.pad ? `${draft ? `draft: ${draft} · ` : ''}${this.pad.line()}` : '']);
  }

  /** Sends an order: the pad's typed order, or the text typed at the `:` prompt. */
  private async send(input: unknown): Promise<string | null> {
    const snap = this.snap;
    if (!snap) return 'the match is still loading; try again in a moment';
    if (this.spectator) return 'spectators cannot order: join the match by code to play';
    const description = await this.app.ctx.port.order(this.app.ctx.player, this.matchId, input, snap.turn);
    this.lastSent = description;
    this.app.notice(`order for turn ${snap.turn + 1}: ${description}`);
    this.drawStatus();
    return null;
  }

  bindings(): readonly Binding[] {
    return this.pad?.bindings() ?? [];
  }

  async onAction(action: Action): Promise<boolean> {
    switch (action.type) {
      case 'padKey': {
        const done = this.pad && action.key !== undefined ? this.pad.press(action.key) : false;
        if (done && !done.ok) this.app.notice(done.error, 'error');
        this.paint();
        this.drawStatus();
        return true;
      }
      case 'openPrompt': {
        const help = this.mySeat() !== null ? await this.app.ctx.port.orderHelp(this.app.ctx.player, this.matchId, this.mySeat()!).catch(() => '') : '';
        this.app.prompt('order', (v) => (v.trim() ? this.send(v.trim()) : 'type an order, or Esc to cancel'), help || undefined);
        return true;
      }
      case 'submitDraft': {
        if (!this.pad) return false;
        const order = this.pad.order();
        if (!order.ok) { this.app.notice(`${order.error} (or : to type an order)`, 'error'); return true; }
        const err = await this.send(order.value).catch((e: Error) => e.message);
        if (err) this.app.notice(err, 'error');
        return true;
      }
      case 'askQuit':
        this.app.confirm(this.spectator || this.mySeat() === null ? 'Stop watching?' : 'Leave the match? A bot plays your seat from now on.', () => {
          const leave = this.spectator || this.mySeat() === null ? Promise.resolve() : this.app.ctx.port.leave(this.app.ctx.player, this.matchId);
          leave.catch(() => undefined).finally(() => this.app.go({ name: 'menu' }));
        });
        return true;
      case 'toggleHelp':
        this.app.help(this.contexts, this.spectator ? [] : [...wrap(ordersHelpLine(await this.orderGrammar()), 76), '']);
        return true;
      case 'logUp': this.layout.log.scroll(-5); return true;
      case 'logDown': this.layout.log.scroll(5); return true;
      case 'redraw': return true;
      default: return false;
    }
  }

  private async orderGrammar(): Promise<string> {
    const seat = this.mySeat();
    const help = seat === null ? '' : await this.app.ctx.port.orderHelp(this.app.ctx.player, this.matchId, seat).catch(() => '');
    return help || 'see Rules in the main menu';
  }

  relayout(): void {
    this.layout.relayout();
    this.paint();
    this.drawStatus();
  }

  destroy(): void {
    this.gone = true;
    clearInterval(this.timer);
    this.layout.destroy();
  }
}
