// The dungeon in real time: the match ticks at its ruleset's `timing.tickMs`, the arrow keys queue
// the player's next step, bots (the game's baseline) play the other seats, and the match ends on
// the end card with a replay recorded from the player's view.
import type { Action, AppHandle, View } from '../app-types.ts';
import type { Dir, DungeonOrder, DungeonState, DungeonView } from '../../engine/dungeon/types.ts';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { MatchRoom } from '../../engine/dungeon/match-room.ts';
import { baselineOrder } from '../../engine/dungeon/bots.ts';
import { orderIntent, TICKS_PER_TURN } from '../../engine/dungeon/orders.ts';
import { checkClocks, matchChain } from '../../engine/dungeon/turns.ts';
import { eventText } from '../../engine/event-text.ts';
import { MatchLayout } from '../screens/match-layout.ts';
import { dungeonLines } from '../screens/status-lines.ts';
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
  private next: Dir | null = null;
  private last: Dir | null = null;
  private botOrders = new Map<number, DungeonOrder>();
  private readonly frames: DungeonView[] = [];
  private gone = false;

  constructor(private readonly app: AppHandle, private readonly ruleset: string, players: number) {
    const names = [app.ctx.player.name, ...Array.from({ length: players - 1 }, (_, i) => `bot ${i + 1}`)];
    this.state = DUNGEON.setup(ruleset, `${app.ctx.now()}`, { players, names });
    this.room = new MatchRoom(this.state);
    this.chain = matchChain(this.state);
    this.tickMs = this.state.ruleset.timing.tickMs;
    this.layout = new MatchLayout(app, `dungeon · real time · ${this.tickMs} ms ticks`);
    this.layout.log.add(`real time: arrows step (one step a tick); you are ${names[0]} (P1)`);
    this.ticker = new Ticker(this.tickMs, (n) => {
      for (let i = 0; i < n && !this.gone; i++) this.tick();
      if (!this.gone) this.draw();
    }).start();
    this.draw();
  }

  private tick(): void {
    if (this.gone || this.app.modalOpen()) return;
    const s = this.state;
    if (s.status !== 'active') return;
    const me = s.players[0];
    if (this.next && me) { this.room.queueMove(me.id, this.next); this.last = this.next; }
    this.next = null;
    const i = s.tick % TICKS_PER_TURN;
    for (let seat = 1; seat < s.players.length; seat++) {
      if (i === 0 || !this.botOrders.has(seat)) this.botOrders.set(seat, baselineOrder(s, seat));
      const dir = orderIntent(s, seat, this.botOrders.get(seat)!, i);
      if (dir) this.room.queueMove(s.players[seat].id, dir);
    }
    this.room.resolveTick();
    checkClocks(this.room, this.chain);
    for (const e of this.room.drainEvents()) {
      const line = eventText(e, (id) => s.players.find((p) => p.id === id)?.name ?? id);
      if (line) this.layout.log.add(line);
    }
    if (DUNGEON.isOver(s)) this.finish();
  }

  private draw(): void {
    const view = DUNGEON.view(this.state, { kind: 'seat', seat: 0 });
    if (this.frames.length < MAX_FRAMES) this.frames.push(view);
    this.layout.showView('dungeon', view, this.app.ctx.color);
    this.layout.setStatus(['REAL TIME', `tick ${this.tickMs} ms`, '', ...dungeonLines(view, this.layout.statusWidth())]);
    this.layout.setOrderLine([`next step: ${this.next ?? '-'} · last step: ${this.last ?? '-'} · arrows/WASD step · ? keys · q leaves`, '']);
    this.app.dispatch({ type: 'redraw' });
  }

  private finish(): void {
    this.ticker.stop();
    const results = DUNGEON.results(this.state);
    const finalView = DUNGEON.view(this.state, { kind: 'full' });
    this.app.go({ name: 'endCard', source: { kind: 'local', game: 'dungeon', ruleset: this.ruleset, frames: this.frames, results, finalView } });
  }

  onAction(action: Action): boolean {
    switch (action.type) {
      case 'liveStep': this.next = String(action.arg) as Dir; return true;
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
    this.layout.destroy();
  }
}
