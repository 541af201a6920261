// Plays a finished match back in the terminal, seen from all sides. An archived match plays from
// its replay document re-simulated into full views (or, failing that, from the renders' replay
// GIF); a round played live in this terminal plays from the views recorded while it ran.
import type { Action, AppHandle, ReplaySource, View } from '../app-types.ts';
import { renderReplayGif, renderTerminal } from '../../renders/index.ts';
import { GifFrames } from '../gif-frames.ts';
import { frameDelayMs, replayViews } from '../replay-views.ts';
import { GAMES } from '../../engine/games.ts';
import { parseSgrCells, textCells, type Cell } from '../sgr-cells.ts';
import { MatchLayout, wrap } from './match-layout.ts';

/** Frame time of recorded local replays and Lantern's (ms), of one turn of a turn-based game, and the speed range. */
const LOCAL_FRAME_MS = 100;
const TURN_FRAME_MS = 700;
const SPEEDS = { min: 0.25, max: 8 } as const;

interface Frames {
  count: number;
  delayMs(i: number): number;
  cells(i: number, cols: number, rows: number): Cell[][];
}

/** The replay player. */
export class ReplayView implements View {
  readonly contexts = ['replay'] as const;
  private readonly layout: MatchLayout;
  private frames: Frames | null = null;
  private at = 0;
  private speed = 1;
  private paused = false;
  private timer: NodeJS.Timeout | null = null;
  private gone = false;

  constructor(private readonly app: AppHandle, private readonly source: ReplaySource) {
    this.layout = new MatchLayout(app, 'replay');
    this.layout.setOrderLine(['Space pause/play · ← → step · + - speed · q back to the menu', '']);
    this.layout.log.add('preparing the replay...');
    setImmediate(() => void this.load());
  }

  private async load(): Promise<void> {
    try {
      this.frames = await this.prepare();
    } catch (err) {
      if (this.gone) return;
      const { cols, rows } = this.layout.pictureSize();
      this.layout.showCells(textCells(['(no replay)', ...wrap((err as Error).message, cols)], cols, rows));
      this.app.notice((err as Error).message, 'error');
      this.app.dispatch({ type: 'redraw' });
      return;
    }
    if (this.gone) return;
    this.layout.log.add(`${this.frames.count} frames`);
    this.show();
    this.schedule();
  }

  private async prepare(): Promise<Frames> {
    const src = this.source;
    const mode = this.app.ctx.color;
    const f = await this.app.ctx.port.finished(src.matchId);
    try {
      const { views, turns } = replayViews(f.game, f.replay);
      // A turn plays in TURN_FRAME_MS; a game with many frames a turn (Lantern) shows each for LOCAL_FRAME_MS.
      const step = frameDelayMs(views.length, turns, TURN_FRAME_MS, LOCAL_FRAME_MS);
      return {
        count: views.length,
        delayMs: () => step,
        cells: (i, cols, rows) => parseSgrCells(renderTerminal(f.game, views[i], { cols, rows, color: mode }), cols, rows),
      };
    } catch (err) {
      // The views could not be rebuilt here: play the replay GIF the renders draw instead.
      this.layout.log.add(`(${(err as Error).message}; playing the replay picture instead)`);
    }
    const gif = renderReplayGif(f.game, f.replay);
    const frames = new GifFrames(gif.data);
    return { count: frames.count, delayMs: (i) => frames.delayMs(i), cells: (i, cols, rows) => frames.cells(i, cols, rows, mode) };
  }

  private show(): void {
    const f = this.frames;
    if (!f) return;
    const { cols, rows } = this.layout.pictureSize();
    this.layout.showCells(f.cells(this.at, cols, rows));
    this.layout.setStatus([
      'REPLAY',
      `frame ${this.at + 1}/${f.count}`,
      `speed ${this.speed}x${this.paused ? ' · paused' : ''}`,
    ]);
    this.app.dispatch({ type: 'redraw' });
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const f = this.frames;
    if (!f || this.paused || this.gone) return;
    if (this.at >= f.count - 1) { this.paused = true; this.show(); return; }
    this.timer = setTimeout(() => {
      this.at++;
      this.show();
      this.schedule();
    }, f.delayMs(this.at) / this.speed);
  }

  onAction(action: Action): boolean {
    const f = this.frames;
    switch (action.type) {
      case 'replayPause':
        this.paused = !this.paused;
        if (!this.paused && f && this.at >= f.count - 1) this.at = 0;
        this.show(); this.schedule();
        return true;
      case 'replayStep':
        if (!f) return true;
        this.paused = true;
        this.at = Math.max(0, Math.min(f.count - 1, this.at + Number(action.arg)));
        this.show(); this.schedule();
        return true;
      case 'replaySpeed':
        this.speed = Math.max(SPEEDS.min, Math.min(SPEEDS.max, this.speed * Number(action.arg)));
        this.show(); this.schedule();
        return true;
      case 'toggleHelp': this.app.help(this.contexts); return true;
      case 'redraw': return true;
      default: return false;
    }
  }

  relayout(): void {
    this.layout.relayout();
    this.show();
  }

  destroy(): void {
    this.gone = true;
    if (this.timer) clearTimeout(this.timer);
    this.layout.destroy();
  }
}
