// The dungeon in real time: a match of a real-time ruleset (`race-live`, ...: one tick a turn, a
// turn of the ruleset's `timing.tickMs`) in the match service, against bots. A countdown first
// (the lobby: players placed, the map shown, the monster still), then each arrow key is the
// player's step on the next tick; bots (the game's baseline) play the other seats. The match is
// archived like any other, so Replays lists it, and others can watch it by its code.
import type { Action, AppHandle, View } from '../app-types.ts';
import type { GameEvent } from '../../engine/core/game.ts';
import type { Dir, DungeonView } from '../../engine/dungeon/types.ts';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { refusedStepLine } from '../dungeon-text.ts';
import { COUNTDOWN_MS, dealLiveDungeon } from './dungeon-deal.ts';
import { eventText } from '../../engine/games.ts';
import { MatchLayout } from '../screens/match-layout.ts';
import { dungeonStatusLines as dungeonLines } from '../../engine/dungeon/status-text.ts';
import { LiveMatch, watchLine } from './live-match.ts';

/** A real-time dungeon match against bots, in this terminal. */
export class LiveDungeonView implements View {
  readonly contexts = ['dungeon-live', 'match'] as const;
  private readonly layout: MatchLayout;
  private readonly live: LiveMatch;
  private readonly tickMs: number;
  /** Wall time (ms) the match starts at; until then the countdown shows and nothing moves. */
  private readonly goAt: number;
  private countdownTimer: NodeJS.Timeout | null = null;
  private view: DungeonView;
  private next: Dir | null = null;
  private last: Dir | null = null;
  private gone = false;

  constructor(private readonly app: AppHandle, ruleset: string, players: number) {
    const names = [app.ctx.player.name, ...DUNGEON.seats(ruleset, players).slice(1).map((s) => s.alias)];
    // The deal picks a seed a newcomer survives; the service sets the same match up from it.
    const env = app.ctx.port.setupDefaults('dungeon').env as Record<string, string> | undefined;
    const deal = dealLiveDungeon(ruleset, `${app.ctx.now()}`, { players, names, env });
    this.view = DUNGEON.view(deal.state, { kind: 'seat', seat: 0 });
    this.tickMs = deal.state.ruleset.timing.tickMs;
    this.layout = new MatchLayout(app, `dungeon · real time · ${this.tickMs} ms ticks`);
    this.layout.log.add(`real time: arrows step (one step a tick); you are ${names[0]} (P1)`);
    this.layout.log.add(`get ready: the match starts in ${COUNTDOWN_MS / 1000} s; nothing moves until then`);
    this.goAt = app.ctx.now() + COUNTDOWN_MS;
    this.live = new LiveMatch(app, 'dungeon');
    const botSeats = Array.from({ length: players - 1 }, (_, i) => i + 1);
    void this.live.create(ruleset, { players, botSeats, seed: deal.seed })
      .then((snap) => { this.layout.log.add(watchLine(snap.code)); this.countdown(); })
      .catch((err: Error) => { if (!this.gone) this.app.notice(err.message, 'error'); });
    this.draw();
  }

  /** Frame timing (bench/tui.bench.ts). */
  get stats() {
    return this.live.stats;
  }

  /** Seconds of countdown left (0 once the match runs). */
  private countdownLeft(): number {
    return Math.max(0, Math.ceil((this.goAt - this.app.ctx.now()) / 1000));
  }

  /** Redraws each second of the countdown, then starts the match (the monster stays put until then). */
  private countdown(): void {
    if (this.gone) return;
    if (this.countdownLeft() <= 0) {
      this.countdownTimer = null;
      this.layout.log.add('GO: the match runs');
      void this.live.go({ frame: (_s, v, e) => this.frame(v as DungeonView, e), finished: (id) => this.app.go({ name: 'endCard', source: { kind: 'archive', matchId: id } }) })
        .then(() => { if (this.next) this.live.send({ kind: 'move', steps: [this.next] }); })
        .catch((err: Error) => { if (!this.gone) this.app.notice(err.message, 'error'); });
      return;
    }
    this.draw();
    const wait = Math.max(10, (this.goAt - this.app.ctx.now()) % 1000 || 1000);
    this.countdownTimer = setTimeout(() => this.countdown(), wait);
  }

  private frame(view: DungeonView, events: GameEvent[]): void {
    if (this.gone) return;
    this.view = view;
    const me = view.players.find((p) => p.seat === 0);
    for (const e of events) {
      if (e.type === 'turnResolved') continue;
      const line = eventText(e, (id) => view.players.find((p) => p.id === id)?.name ?? id) ?? refusedStepLine(e, me?.id ?? null);
      if (line) this.layout.log.add(line);
    }
    if (events.some((e) => e.type === 'turnResolved')) {
      if (this.next) this.last = this.next;
      this.next = null;
    }
    this.draw();
  }

  private draw(): void {
    const view = this.view;
    const waiting = this.countdownLeft();
    this.layout.showView('dungeon', view, this.app.ctx.color);
    const head = waiting ? [`STARTS IN ${waiting}`, 'the monster waits for the count'] : ['REAL TIME', `tick ${this.tickMs} ms`];
    this.layout.setStatus([...head, '', ...dungeonLines(view, this.layout.statusWidth())]);
    const keys = 'arrows/WASD step · ? keys · q leaves';
    this.layout.setOrderLine([waiting ? `starting in ${waiting} s: the first arrow you press is your first step · ${keys}` : `next step: ${this.next ?? '-'} · last step: ${this.last ?? '-'} · ${keys}`, '']);
    this.app.dispatch({ type: 'redraw' });
  }

  onAction(action: Action): boolean {
    switch (action.type) {
      case 'liveStep':
        this.next = String(action.arg) as Dir;
        if (this.countdownLeft()) this.draw();
        else this.live.send({ kind: 'move', steps: [this.next] });
        return true;
      case 'askQuit': this.app.confirm('Leave this match? It ends here.', () => this.app.go({ name: 'menu' })); return true;
      case 'toggleHelp': this.app.help(this.contexts, ['Real time: one step per tick at the ruleset\'s tick rate; hold an arrow to keep walking.', '']); return true;
      case 'openPrompt': this.app.notice('real-time play takes keys, not typed orders: use the arrows', 'error'); return true;
      case 'redraw': return true;
      default: return false;
    }
  }

  relayout(): void {
    this.layout.relayout();
    this.draw();
  }

  destroy(): void {
    this.gone = true;
    if (this.countdownTimer) clearTimeout(this.countdownTimer);
    this.live.leave();
    this.layout.destroy();
  }
}
