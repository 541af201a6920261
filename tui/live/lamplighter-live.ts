// Lamplighter's Round in real time: a match of the real-time ruleset (`lamplighter-live`, 20 Hz,
// a turn of 2 ticks) in the match service, driven by held keys (a terminal has no key-up: see
// hold-key.ts). What the keys hold is the seat's standing order: it is sent when it changes, and
// the round plays it on until another comes. The picture is drawn each turn, the status pane at
// about 7 Hz; the match is archived like any other, so Replays lists it and others can watch it.
import type { Action, AppHandle, View } from '../app-types.ts';
import type { GameEvent } from '../../engine/core/game.ts';
import type { KeysOrder, RoundView, UpgradeName, Vec2 } from '../../engine/lamplighter/index.ts';
import { MatchLayout } from '../screens/match-layout.ts';
import { lamplighterStatusLines as lamplighterLines } from '../../engine/lamplighter/status-text.ts';
import { HeldKey } from './hold-key.ts';
import { LiveMatch, watchLine } from './live-match.ts';

/** Rates of the real-time round's screen, in one table. */
export const LIVE_RATES = {
  /** How often held keys are looked at (a key let go is noticed within this, ms). */
  keysMs: 50,
  /** The status pane is redrawn every this many ms (about 7 Hz). */
  hudMs: 150,
} as const;

const DIRS: Record<string, Vec2> = { N: [0, -1], S: [0, 1], W: [-1, 0], E: [1, 0] };
const BUY_KEYS: Record<string, UpgradeName> = { '1': 'reach', '2': 'stride', '3': 'wick' };

function lampNumber(e: GameEvent): string {
  return e.lamp === undefined ? '' : String(e.lamp); // events number lamps 1..9 already
}

/** A real-time round in this terminal. */
export class LiveLamplighterView implements View {
  readonly contexts = ['lamplighter-live', 'match'] as const;
  private readonly layout: MatchLayout;
  private readonly live: LiveMatch;
  private readonly keys: Record<string, HeldKey> = { N: new HeldKey(), S: new HeldKey(), W: new HeldKey(), E: new HeldKey() };
  private readonly taper = new HeldKey();
  private run = false;
  /** The keys last sent (as text), so an unchanged hold is not sent again. */
  private sent = '';
  private view: RoundView | null = null;
  private hudAt = -Infinity;
  private readonly keyTimer: NodeJS.Timeout;
  private gone = false;

  constructor(private readonly app: AppHandle, ruleset: string, pale: boolean) {
    this.layout = new MatchLayout(app, `lamplighter · real time${pale ? '' : ' · no Pale'}`);
    this.layout.log.add('keys: arrows/WASD walk · r run · hold e to light · 1-3 buy · ? help');
    this.live = new LiveMatch(app, 'lamplighter');
    // A key let go sends no event: the held keys are looked at on a clock too.
    this.keyTimer = setInterval(() => this.sendKeys(), LIVE_RATES.keysMs);
    void this.live.create(ruleset, { options: { pale } })
      .then((snap) => { this.layout.log.add(watchLine(snap.code)); return this.live.go({ frame: (_s, v, e) => this.frame(v as RoundView, e), finished: (id) => this.finish(id) }); })
      .catch((err: Error) => { if (!this.gone) this.app.notice(err.message, 'error'); });
  }

  /** Frame timing (bench/tui.bench.ts). */
  get stats() {
    return this.live.stats;
  }

  private keysNow(buy?: UpgradeName): KeysOrder {
    const now = this.app.ctx.now();
    let x = 0, y = 0;
    for (const [d, k] of Object.entries(this.keys)) if (k.held(now)) { x += DIRS[d][0]; y += DIRS[d][1]; }
    return { kind: 'keys', move: x || y ? [x, y] : null, run: this.run, light: this.taper.held(now), ...(buy ? { buy } : {}) };
  }

  /** Sends the held keys when they changed (or with a purchase). */
  private sendKeys(buy?: UpgradeName): void {
    if (this.gone || !this.live.id) return;
    const keys = this.keysNow(buy);
    const text = JSON.stringify(keys);
    if (text === this.sent && !buy) return;
    this.sent = buy ? '' : text;
    this.live.send(keys);
  }

  private frame(view: RoundView, events: GameEvent[]): void {
    if (this.gone) return;
    this.view = view;
    for (const e of events) {
      if (e.type === 'lampLit') this.layout.log.add(`lamp ${lampNumber(e)} lit`);
      else if (e.type === 'lampFailed') this.layout.log.add('the flame died');
      else if (e.type === 'paleNoticed') this.layout.log.add('IT HAS SEEN YOU');
      else if (e.type === 'roundOver') this.layout.log.add(`the round is ${e.phase}`);
      else if (e.type === 'upgradeBought') this.layout.log.add(`bought ${String(e.upgrade ?? '')}`);
    }
    const now = this.app.ctx.now();
    const hud = events.length > 0 || now - this.hudAt >= LIVE_RATES.hudMs;
    if (hud) this.hudAt = now;
    this.draw(hud);
  }

  private draw(hud: boolean): void {
    const view = this.view;
    if (!view) return;
    this.layout.showView('lamplighter', view, this.app.ctx.color);
    if (hud) {
      this.layout.setStatus(['REAL TIME · 20 Hz', '', ...lamplighterLines(view, this.layout.statusWidth())]);
      const me = view.lamplighters[view.seat ?? 0];
      this.layout.setOrderLine([`${this.run ? 'RUNNING' : 'walking'} · taper ${me?.stats.held ? 'HELD' : 'down'} · ${me?.prompt ?? ''}`, '']);
    }
    this.app.dispatch({ type: 'redraw' });
  }

  private finish(matchId: string): void {
    setTimeout(() => {
      if (!this.gone) this.app.go({ name: 'endCard', source: { kind: 'archive', matchId } });
    }, 800);
  }

  onAction(action: Action): boolean {
    const now = this.app.ctx.now();
    switch (action.type) {
      case 'liveMove': {
        const d = String(action.arg);
        const opposite = { N: 'S', S: 'N', W: 'E', E: 'W' }[d]!;
        this.keys[opposite].release();
        this.keys[d].press(now);
        this.sendKeys();
        return true;
      }
      case 'liveRun': this.run = !this.run; this.sendKeys(); this.draw(true); return true;
      case 'liveLight': this.taper.press(now); this.sendKeys(); return true;
      case 'liveBuy': {
        const upgrade = BUY_KEYS[String(action.key)];
        if (upgrade) this.sendKeys(upgrade);
        return true;
      }
      case 'askQuit': this.app.confirm('Leave this round? It ends here.', () => this.app.go({ name: 'menu' })); return true;
      case 'toggleHelp':
        this.app.help(this.contexts, ['A terminal sends no key-up: a key counts as HELD while it keeps auto-repeating.', 'Hold e (or Space) down to light a lamp; let go and the flame gutters back.', '']);
        return true;
      case 'openPrompt': this.app.notice('real-time play takes keys, not typed orders: see ? for the keys', 'error'); return true;
      case 'redraw': return true;
      default: return false;
    }
  }

  relayout(): void {
    this.layout.relayout();
    this.draw(true);
  }

  destroy(): void {
    this.gone = true;
    clearInterval(this.keyTimer);
    this.live.leave();
    this.layout.destroy();
  }
}
