// Lamplighter's Round in real time: the round ticks at 20 Hz through the round's tick(input),
// driven by held keys (a terminal has no key-up: see hold-key.ts). The slow half of the HUD (the
// status pane) refreshes at about 7 Hz; the picture every frame while the taper is held or a
// sting fades, else at the HUD rate.
import type { Action, AppHandle, View } from '../app-types.ts';
import type { Game } from '../../engine/core/game.ts';
import { GAMES } from '../../engine/games.ts';
import { wrapRound, type Round } from '../../engine/lamplighter/round.ts';
import { setupMatch, type LamplighterMatch } from '../../engine/lamplighter/match.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import type { RoundEvent, Vec2 } from '../../engine/lamplighter/types.ts';
import { MatchLayout } from '../screens/match-layout.ts';
import { lamplighterStatusLines as lamplighterLines } from '../../engine/lamplighter/status-text.ts';
import { HeldKey } from './hold-key.ts';
import { Ticker } from './ticker.ts';
import { keepLocalReplay } from '../local-replays.ts';

/** Rates of the real-time round, in one table. */
export const LIVE_RATES = {
  tickMs: 50, // 20 Hz, the round's own clock
  hudEvery: 3, // status pane every 3rd tick: about 7 Hz
  recordEvery: 2, // a replay frame every 2nd tick: 10 Hz
  maxFrames: 6000,
} as const;

const DIRS: Record<string, Vec2> = { N: [0, -1], S: [0, 1], W: [-1, 0], E: [1, 0] };
const BUY_KEYS: Record<string, string> = { '1': 'reach', '2': 'stride', '3': 'wick' };

function lampNumber(e: RoundEvent): string {
  const lamp = (e as unknown as { lamp?: number }).lamp;
  return lamp === undefined ? '' : String(lamp); // events number lamps 1..9 already
}

/** A real-time round in this terminal. */
export class LiveLamplighterView implements View {
  readonly contexts = ['lamplighter-live', 'match'] as const;
  private readonly layout: MatchLayout;
  private readonly round: Round;
  private readonly match: LamplighterMatch;
  private readonly game: Game<any, any, any>;
  private readonly keys: Record<string, HeldKey> = { N: new HeldKey(), S: new HeldKey(), W: new HeldKey(), E: new HeldKey() };
  private readonly taper = new HeldKey();
  private run = false;
  private ticks = 0;
  private recordedAt = -Infinity;
  private readonly frames: unknown[] = [];
  private readonly ticker: Ticker;
  private gone = false;

  constructor(private readonly app: AppHandle, private readonly ruleset: string, pale: boolean) {
    const game = GAMES.lamplighter;
    if (!game) throw new Error('Lamplighter\'s Round is not built into this lamplit yet');
    this.game = game;
    // The match wraps the round; the round is ticked in place, so the match's view stays current.
    this.match = setupMatch(ruleset, app.ctx.now() % 1_000_000_007, { pale, names: [app.ctx.player.name] });
    this.round = wrapRound(this.match.round);
    this.layout = new MatchLayout(app, `lamplighter · real time${pale ? '' : ' · no Pale'}`);
    this.layout.log.add('keys: arrows/WASD walk · r run · hold e to light · 1-3 buy · ? help');
    this.ticker = new Ticker(LIVE_RATES.tickMs, (n) => this.tick(n)).start();
    this.draw(true);
  }

  private view(): RoundView {
    return this.game.view(this.match, { kind: 'seat', seat: 0 }) as RoundView;
  }

  private input(now: number) {
    let x = 0, y = 0;
    for (const [d, k] of Object.entries(this.keys)) if (k.held(now)) { x += DIRS[d][0]; y += DIRS[d][1]; }
    const interact = this.taper.held(now);
    return { move: x || y ? ([x, y] as Vec2) : null, run: this.run, interact };
  }

  private tick(due: number): void {
    if (this.gone || this.app.modalOpen()) return;
    const events: RoundEvent[] = [];
    for (let i = 0; i < due; i++) {
      const phase = this.round.state.phase;
      if (phase === 'won' || phase === 'lost') break;
      events.push(...this.round.tick(this.input(this.app.ctx.now())));
      this.ticks++;
    }
    for (const e of events) {
      if (e.type === 'lampLit') this.layout.log.add(`lamp ${lampNumber(e)} lit`);
      else if (e.type === 'lampFailed') this.layout.log.add('the flame died');
      else if (e.type === 'paleNoticed') this.layout.log.add('IT HAS SEEN YOU');
      else if (e.type === 'roundOver') this.layout.log.add(`the round is ${e.phase}`);
    }
    const dbg = this.round.debug();
    const stats = this.round.stats();
    const busy = stats.held || stats.lighting || (dbg.sting?.value ?? 0) > 0.01;
    const hud = this.ticks % LIVE_RATES.hudEvery < due;
    if (busy || hud || events.length) this.draw(hud || events.length > 0);
    const now = this.round.state.phase;
    if (now === 'won' || now === 'lost') this.finish();
  }

  private draw(hud: boolean): void {
    const view = this.view();
    if (this.frames.length < LIVE_RATES.maxFrames && this.ticks >= this.recordedAt + LIVE_RATES.recordEvery) { this.frames.push(view); this.recordedAt = this.ticks; }
    this.layout.showView('lamplighter', view, this.app.ctx.color);
    if (hud) {
      this.layout.setStatus(['REAL TIME · 20 Hz', '', ...lamplighterLines(view, this.layout.statusWidth())]);
      const s = this.round.stats();
      this.layout.setOrderLine([`${this.run ? 'RUNNING' : 'walking'} · taper ${s.held ? 'HELD' : 'down'} · ${this.round.prompt()}`, '']);
    }
    this.app.dispatch({ type: 'redraw' });
  }

  private finish(): void {
    this.ticker.stop();
    const results = this.game.results(this.match);
    const finalView = this.game.view(this.match, { kind: 'full' });
    this.frames.push(finalView);
    const source = { kind: 'local' as const, game: 'lamplighter', ruleset: this.ruleset, frames: this.frames, results, finalView };
    keepLocalReplay(this.app.ctx.player.id, { finishedAt: this.app.ctx.now(), game: 'lamplighter', ruleset: this.ruleset, summary: results?.summary ?? 'finished', source });
    setTimeout(() => {
      if (!this.gone) this.app.go({ name: 'endCard', source });
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
        return true;
      }
      case 'liveRun': this.run = !this.run; this.draw(true); return true;
      case 'liveLight': this.taper.press(now); return true;
      case 'liveBuy': {
        const r = this.round.buyUpgrade(BUY_KEYS[String(action.key)] ?? '');
        this.app.notice(r.ok ? `bought ${BUY_KEYS[String(action.key)]}` : r.reason, r.ok ? 'info' : 'error');
        this.draw(true);
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
    this.ticker.stop();
    this.layout.destroy();
  }
}
