// The end card of a finished match: the renders' end card in the picture pane, the results as text
// beside it; `r` plays the replay, Enter goes back to the menu.
import type { Action, AppHandle, ReplaySource, View } from '../app-types.ts';
import type { GameId, GameResults } from '../../engine/core/game.ts';
import { renderTerminal } from '../../renders/index.ts';
import { parseSgrCells, textCells } from '../sgr-cells.ts';
import { MatchLayout, wrap } from './match-layout.ts';
import { findGame } from '../../engine/games.ts';

/** How long the end card waits for a just-finished match to reach the archive (ms). */
const ARCHIVE_WAIT_MS = 15_000;

/**
 * A finished match's results as text lines: the game's own account of the outcome where it gives one
 * (Game.resultLines: the Dungeon's who-won-and-why and standings), else the summary, the winners
 * and the placements.
 */
export function resultLines(results: GameResults, width: number, names: string[] = [], gameId?: string): string[] {
  const words = gameId !== undefined ? findGame(gameId)?.resultLines?.(results) : undefined;
  if (words) return ['RESULTS', ...words.flatMap((l) => (l ? wrap(l, width) : ['']))];
  const lines = ['RESULTS', ...wrap(tidyNumbers(results.summary), width), `reason: ${results.reason.replace(/_/g, ' ')}`, ''];
  const winners = results.winners.map((w) => names[w] ?? `seat ${w}`);
  lines.push(winners.length ? `winner${winners.length > 1 ? 's' : ''}: ${winners.join(', ')}` : 'no single winner');
  for (const p of results.placements) lines.push(`${String(p.place).padStart(2)}. ${(names[p.seat] ?? `seat ${p.seat}`).padEnd(12)} ${tidyNumbers(String(p.score))}`.slice(0, width));
  return lines;
}

/**
 * Numbers as people read them: a decimal with 3 or more places is rounded, to a tenth from 1 up
 * ("38.333 s" → "38.3 s") and to 3 places below 1 ("0.560417" → "0.560"); whole numbers stay.
 */
export function tidyNumbers(text: string): string {
  return text.replace(/\d+\.\d{3,}/g, (m) => {
    const n = Number(m);
    return n >= 1 ? n.toFixed(1) : n.toFixed(3);
  });
}

/** Names by seat from a final view, whichever game drew it (names where shown, else aliases). */
export function seatNames(view: unknown): string[] {
  const v = (view ?? {}) as { names?: string[]; aliases?: string[]; players?: { seat: number; name: string }[]; lamplighters?: { seat: number; name: string | null; alias: string }[] };
  if (v.names?.length) return v.names;
  if (v.aliases?.length) return v.aliases;
  const out: string[] = [];
  for (const p of v.players ?? []) out[p.seat] = p.name;
  for (const l of v.lamplighters ?? []) out[l.seat] = l.name ?? l.alias;
  return out;
}

/** The end card screen. */
export class EndCardView implements View {
  readonly contexts = ['endcard'] as const;
  private readonly layout: MatchLayout;
  private game: GameId | null = null;
  private finalView: unknown = null;
  private results: GameResults | null = null;
  private gone = false;

  constructor(private readonly app: AppHandle, private readonly source: ReplaySource) {
    this.layout = new MatchLayout(app, 'end card');
    this.layout.setOrderLine(['r plays the replay · Enter back to the menu', '']);
    void this.load();
  }

  private async load(): Promise<void> {
    const until = this.app.ctx.now() + ARCHIVE_WAIT_MS;
    for (;;) {
      try {
        const f = await this.app.ctx.port.finished(this.source.matchId);
        this.game = f.game; this.finalView = f.finalView; this.results = f.results;
        break;
      } catch (err) {
        if (this.gone) return;
        if (this.app.ctx.now() > until) { this.app.notice((err as Error).message, 'error'); return; }
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    if (this.gone) return;
    this.draw();
    this.app.dispatch({ type: 'redraw' });
  }

  private draw(): void {
    if (!this.game || !this.results) return;
    const { cols, rows } = this.layout.pictureSize();
    try {
      if (this.finalView === null) throw new Error('the final state of this match is no longer kept; results only');
      const text = renderTerminal(this.game, this.finalView, { cols, rows, color: this.app.ctx.color, kind: 'endcard', results: this.results });
      this.layout.showCells(parseSgrCells(text, cols, rows));
    } catch (err) {
      this.layout.showCells(textCells(['THE END', '', ...wrap(this.results.summary, cols), '', ...wrap(`(${(err as Error).message})`, cols)], cols, rows));
    }
    const names = seatNames(this.finalView);
    this.layout.setStatus(resultLines(this.results, this.layout.statusWidth(), names, this.game));
    this.layout.log.add(`match over: ${this.results.summary}`);
  }

  onAction(action: Action): boolean {
    if (action.type === 'playReplay') { this.app.go({ name: 'replay', source: this.source }); return true; }
    if (action.type === 'toggleHelp') { this.app.help(this.contexts); return true; }
    return action.type === 'redraw';
  }

  relayout(): void {
    this.layout.relayout();
    this.draw();
  }

  destroy(): void {
    this.gone = true;
    this.layout.destroy();
  }
}
