// The match screen of a turn-based match on the match service: the player's own view as a picture,
// the status pane, the event log and order entry by keys or by `:` text. It polls the service, so a
// turn resolved by any process (another SSH session, a Discord player, a worker) shows up here.
import type { Action, AppHandle, View } from '../app-types.ts';
import type { KeyContext } from '../keys.ts';
import type { MatchSnapshot } from '../match-port.ts';
import { eventText, seatNames } from '../../engine/event-text.ts';
import type { DungeonView } from '../../engine/dungeon/types.ts';
import { refusedStepLine } from '../dungeon-text.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { ordersHelpLine, turnModeView } from '../lamplighter-text.ts';
import type { LanternView } from '../../engine/lantern/view.ts';
import { cancelledLine, seatChangedLine, turnResolvedLine } from '../event-text.ts';
import { padFor, type OrderPad } from '../orders/order-pads.ts';
import { MatchLayout, wrap } from './match-layout.ts';
import { GAMES } from '../../engine/games.ts';
import { gameLines, lanternRoleOf, matchLines } from './status-lines.ts';

/** How often the match screen re-reads the match (ms), and redraws the deadline bar. */
const MATCH_POLL_MS = 250;

/** The turn-based match screen. */
export class MatchView implements View {
  readonly contexts: readonly KeyContext[];
  private readonly layout: MatchLayout;
  private readonly pad: OrderPad | null;
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
    this.pad = spectator ? null : padFor(game);
    this.contexts = this.pad ? [this.pad.context, 'match'] : ['match'];
    this.layout = new MatchLayout(app, spectator ? `${game} · watching` : game);
    this.timer = setInterval(() => void this.poll(), MATCH_POLL_MS);
    void this.poll();
  }

  /** A real-time match is followed at its turn's pace (the poll above is for turns of seconds). */
  private pace(snap: MatchSnapshot): void {
    const turnMs = GAMES[snap.game]?.rulesets().find((r) => r.id === snap.ruleset && r.realtime)?.turnMs;
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
      const view = await port.view(this.matchId, this.mySeat());
      if (this.gone) return;
      // Turn mode speaks in orders: the round's key prompts ("Hold E") are said as orders.
      this.view = snap.game === 'lamplighter' && view ? turnModeView(view as RoundView) : view;
      this.pad?.update(this.view);
    }
    const entries = await port.events(this.app.ctx.player, this.matchId, this.lastEventId);
    if (this.gone) return;
    if (entries.length) this.lastEventId = entries[entries.length - 1].id;
    const fresh = entries.map((entry) => entry.event);
    const names = seatNames(snap.seats);
    const myId = snap.game === 'dungeon' ? ((this.view as DungeonView | null)?.players.find((p) => p.seat === this.mySeat())?.id ?? null) : null;
    // A real-time match resolves a turn every tick or so: its turns are not worth a line each.
    for (const e of fresh) {
      const line = e.type === 'turnResolved' ? (this.realtime ? null : turnResolvedLine(e, snap.seats))
        : e.type === 'seatChanged' ? seatChangedLine(e, snap.seats)
          : eventText(e, names) ?? refusedStepLine(e, myId);
      if (line) this.layout.log.add(line);
    }
    if (fresh.some((e) => e.type === 'turnResolved')) this.lastSent = null;
    this.paint();
  }

  private paint(): void {
    if (this.view && this.snap) this.layout.showView(this.snap.game, this.view, this.app.ctx.color, this.pad?.decorate ? (c) => this.pad!.decorate!(c) : undefined);
  }

  private drawStatus(): void {
    const snap = this.snap;
    if (!snap) return;
    const w = this.layout.statusWidth();
    const seat = this.mySeat();
    const roles = (this.view as { game?: string } | null)?.game === 'lantern' ? lanternRoleOf(this.view as LanternView) : undefined;
    const lines = [...matchLines(snap, seat, this.app.ctx.now(), w, this.deadlineSpan, roles), '', ...(this.view ? gameLines(this.view, w) : [])];
    this.layout.setStatus(lines);
    const awaited = seat !== null && snap.seats[seat]?.awaited;
    const head = this.spectator ? 'watching: ? keys · q leaves' : !awaited ? 'no order awaited from you this turn · ? keys · q leaves' : this.lastSent ? `sent: ${this.lastSent} (you may send another until the turn resolves)` : 'your order: keys below, or : to type it · ? keys';
    const draft = this.pad?.draft();
    this.layout.setOrderLine([head, this.pad ? `${draft ? `draft: ${draft} · Enter sends · ` : ''}${this.pad.line()}` : '']);
  }

  private async send(input: string): Promise<string | null> {
    const snap = this.snap;
    if (!snap) return 'the match is still loading; try again in a moment';
    if (this.spectator) return 'spectators cannot order: join the match by code to play';
    const description = await this.app.ctx.port.order(this.app.ctx.player, this.matchId, input, snap.turn);
    this.lastSent = description;
    this.pad?.clear();
    this.app.notice(`order for turn ${snap.turn + 1}: ${description}`);
    this.drawStatus();
    return null;
  }

  async onAction(action: Action): Promise<boolean> {
    if (this.pad && this.pad.onAction(action)) {
      if (action.type === 'cursor') this.paint();
      this.drawStatus();
      return true;
    }
    switch (action.type) {
      case 'openPrompt': {
        const help = this.mySeat() !== null ? await this.app.ctx.port.orderHelp(this.matchId, this.mySeat()!).catch(() => '') : '';
        this.app.prompt('order', (v) => (v.trim() ? this.send(v.trim()) : 'type an order, or Esc to cancel'), help || undefined);
        return true;
      }
      case 'submitDraft': {
        const d = this.pad?.draft();
        if (!d) { this.app.notice('nothing drafted yet: use the keys shown on the order line, or : to type an order', 'error'); return true; }
        const err = await this.send(d).catch((e: Error) => e.message);
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
    const help = seat === null ? '' : await this.app.ctx.port.orderHelp(this.matchId, seat).catch(() => '');
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
