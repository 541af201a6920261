// The picture of a game that has no drawing module of its own: a card with the game's title and
// the status lines its contract gives for the view (engine/core/game.ts `statusLines`). A game the
// drawing thread's registry does not know (a test's own game, registered on another thread) shows
// the view's plain fields instead. Only what the view holds is drawn, so secrecy is the view's.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { GameResults } from '../engine/core/game.ts';
import { findGame } from '../engine/games.ts';
import { CARD } from './draw/card.ts';
import { text } from './draw/text.ts';
import { encodeCanvas } from './encode.ts';
import type { GameRenderer } from './index.ts';
import { fitToCells, kittyImage, sixelImage } from './terminal/graphics.ts';

const WIDTH = 960;
const LINE_PX = 34;
const MAX_LINES = 12;

/** The title and lines a view reads as, from the game's contract where this thread knows the game. */
export function genericLines(gameId: string, view: unknown, width = 60): { title: string; lines: string[] } {
  const game = findGame(gameId);
  if (game && view && typeof view === 'object') return { title: game.title, lines: game.statusLines(view, width).slice(0, MAX_LINES) };
  const fields = view && typeof view === 'object'
    ? Object.entries(view as Record<string, unknown>)
      .filter(([k, v]) => k !== 'game' && (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.length <= 8 && v.every((x) => typeof x === 'number' || typeof x === 'string'))))
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`.slice(0, width))
    : [];
  return { title: gameId, lines: fields.slice(0, MAX_LINES) };
}

function drawLines(title: string, lines: string[], foot?: string): Canvas {
  const height = 120 + Math.max(1, lines.length) * LINE_PX + (foot ? LINE_PX + 10 : 0) + 30;
  const cv = createCanvas(WIDTH, height);
  const g = cv.getContext('2d');
  g.fillStyle = CARD.background;
  g.fillRect(0, 0, WIDTH, height);
  g.fillStyle = CARD.strip;
  g.fillRect(0, 0, WIDTH, 90);
  text(g, title, 28, 60, 40, CARD.text, { bold: true, maxWidth: WIDTH - 56 });
  lines.forEach((line, i) => text(g, line, 28, 130 + i * LINE_PX, 24, CARD.text, { mono: true, maxWidth: WIDTH - 56 }));
  if (foot) text(g, foot, 28, 130 + lines.length * LINE_PX + 10, 22, CARD.dim, { maxWidth: WIDTH - 56 });
  return cv;
}

/** The drawing functions of a game with no drawing module: title and status lines, as a card and as text. */
export function genericRenderer(gameId: string): GameRenderer {
  const alt = (view: unknown) => {
    const { title, lines } = genericLines(gameId, view);
    return `${title}. ${lines.join('. ')}`.slice(0, 1000);
  };
  const canvasOf = (view: unknown) => {
    const { title, lines } = genericLines(gameId, view);
    return drawLines(title, lines);
  };
  return {
    picture(view, opts) {
      const cv = canvasOf(view);
      return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: alt(view) };
    },
    terminal(view, opts) {
      const { title, lines } = genericLines(gameId, view, opts.cols);
      const extra = opts.kind === 'endcard' && opts.results ? [(opts.results as GameResults).summary] : [];
      return [title, ...extra, ...lines].slice(0, opts.rows).map((l) => l.slice(0, opts.cols).padEnd(opts.cols)).join('\n');
    },
    graphics(view, opts) {
      const cv = fitToCells(canvasOf(view), opts);
      return opts.protocol === 'kitty' ? kittyImage(cv) : sixelImage(cv, [CARD.background, CARD.strip, CARD.text, CARD.dim]);
    },
    endCard(view, results, opts) {
      const { title, lines } = genericLines(gameId, view);
      const cv = drawLines(`${title}: ${results.summary}`, lines, opts.footnote);
      return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: `End card. ${results.summary} ${alt(view)}`.slice(0, 1000) };
    },
    replayGif() {
      throw new Error(`no replay pictures for game "${gameId}": it has no drawing module (renders/<game>/) yet`);
    },
    alt,
  };
}
