// The dungeon in real time: a countdown first (players placed, the map shown, the monster still:
// no tick runs), then the match ticks at its ruleset's `timing.tickMs`, the arrow keys queue the
// player's next step, bots (the game's baseline) play the other seats, and the match ends on the
// end card with a replay recorded from the player's view (kept for the Replays list).
import type { Action, AppHandle, View } from '../app-types.ts';
import type { Dir, DungeonOrder, DungeonState, DungeonView } from '../../engine/dungeon/types.ts';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { MatchRoom } from '../../engine/dungeon/match-room.ts';
import { checkClocks, matchChain } from '../../engine/dungeon/turns.ts';
import { keepLocalReplay } from '../local-replays.ts';
import { refusedStepLine } from '../dungeon-text.ts';
import { COUNTDOWN_MS, dealLiveDungeon, queueBotSteps } from './dungeon-deal.ts';
import { eventText } from '../../engine/games.ts';
import { MatchLayout } from '../screens/match-layout.ts';
import { dungeonStatusLines as dungeonLines } from '../../engine/dungeon/status-text.ts';
import { Ticker } from './ticker.ts';

/** Most views kept for the replay of a live match. */
const MAX_FRAMES = 3000;

/** A real-time dungeon match against bots, in this terminal. */
export class LiveDungeonView implements View {
  readonly contexts = ['dungeon-live', 'match'] as const;
  private readonly layout: MatchLayout;
  private readonly state: DungeonState;
  private readonly room: MatchRoom;
  private readonly chain: ReturnType<typeof matchChain>;
  private readonly tickMs: number;
  private readonly ticker: Ticker;
  /** Wall time (ms) the first tick runs at; until then the countdown shows and nothing moves. */
  private readonly goAt: number;
  private countdownTimer: NodeJS.Timeout | null = null;
  private next: Dir | null = null;
  private last: Dir | null = null;
  private botOrders = new Map<number, DungeonOrder>();
  private readonly frames: DungeonView[] = [];
  private gone = false;

  constructor(private readonly app: AppHandle, private readonly ruleset: string, players: number) {
    const names = [app.ctx.player.name, ...Array.from({ length: players - 1 }, (_, i) => `bot ${i + 1}`)];
    this.state = dealLiveDungeon(ruleset, `${app.ctx.now()}`, { players, names }).state;
    this.room = new MatchRoom(this.state);
    this.chain = matchChain(this.state);
    this.tickMs = this.state.ruleset.timing.tickMs;
    this.layout = new MatchLayout(app, `dungeon · real time · ${this.tickMs} ms ticks`);
    this.layout.log.add(`real time: arrows step (one step a tick); you are ${names[0]} (P1)`);
    this.layout.log.add(`get ready: the match starts in ${COUNTDOWN_MS / 1000} s; nothing moves until then`);
    this.goAt = app.ctx.now() + COUNTDOWN_MS;
    this.ticker = new Ticker(this.tickMs, (n) => {
      for (let i = 0; i < n && !this.gone; i++) this.tick();
      if (!this.gone) this.draw();
    });
    this.countdown();
  }

  /** Seconds of countdown left (0 once the match runs). */
  private countdownLeft(): number {
    return Math.max(0, Math.ceil((this.goAt - this.app.ctx.now()) / 1000));
  }

  /** Redraws each second of the countdown, then starts the ticks (the monster stays put until then). */
  private countdown(): void {
    if (this.gone) return;
    if (this.countdownLeft() <= 0) {
      this.countdownTimer = null;
      this.layout.log.add('GO: the match runs');
      this.ticker.start();
      this.draw();
      return;
    }
    this.draw();
    const wait = Math.max(10, (this.goAt - this.app.ctx.now()) % 1000 || 1000);
    this.countdownTimer = setTimeout(() => this.countdown(), wait);
  }

  private tick(): void {
    if (this.gone || this.app.modalOpen()) return;
    const s = this.state;
    if (s.status !== 'active') return;
    const me = s.players[0];
    if (this.next && me) { this.room.queueMove(me.id, this.next); this.last = this.next; }
    this.next = null;
    queueBotSteps(this.room, this.botOrders);
    this.room.resolveTick();
    checkClocks(this.room, this.chain);
    for (const e of this.room.drainEvents()) {
      const line = eventText(e, (id) => s.players.find((p) => p.id === id)?.name ?? id) ?? refusedStepLine(e, me?.id ?? null);
      if (line) this.layout.log.add(line);
    }
    if (DUNGEON.isOver(s)) this.finish();
  }

  private draw(): void {
    const view = DUNGEON.view(this.state, { kind: 'seat', seat: 0 });
    const waiting = this.countdownLeft();
    if (!waiting && this.frames.length < MAX_FRAMES) this.frames.push(view);
    this.layout.showView('dungeon', view, this.app.ctx.color);
    const head = waiting ? [`STARTS IN ${waiting}`, 'the monster waits for the count'] : ['REAL TIME', `tick ${this.tickMs} ms`];
    this.layout.setStatus([...head, '', ...dungeonLines(view, this.layout.statusWidth())]);
    const keys = 'arrows/WASD step · ? keys · q leaves';
    this.layout.setOrderLine([waiting ? `starting in ${waiting} s: the first arrow you press is your first step · ${keys}` : `next step: ${this.next ?? '-'} · last step: ${this.last ?? '-'} · ${keys}`, '']);
    this.app.dispatch({ type: 'redraw' });
  }

  private finish(): void {
    this.ticker.stop();
    const results = DUNGEON.results(this.state);
    const finalView = DUNGEON.view(this.state, { kind: 'full' });
    const source = { kind: 'local' as const, game: 'dungeon', ruleset: this.ruleset, frames: this.frames, results, finalView };
    keepLocalReplay(this.app.ctx.player.id, { finishedAt: this.app.ctx.now(), game: 'dungeon', ruleset: this.ruleset, summary: results?.summary ?? 'finished', source });
    this.app.go({ name: 'endCard', source });
  }

  onAction(action: Action): boolean {
    switch (action.type) {
      case 'liveStep': this.next = String(action.arg) as Dir; if (this.countdownLeft()) this.draw(); return true;
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
    this.ticker.stop();
    if (this.countdownTimer) clearTimeout(this.countdownTimer);
    this.layout.destroy();
  }
}
