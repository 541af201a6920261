// lamplit pictures: the public API the Discord bot, the terminal UI and the CLI call.
//
// Every picture is drawn from a game's VIEW for one viewer (`GAMES[id].view(state, viewer)`),
// never from raw state while a match is live, so a seat's picture can only show what that seat
// knows. Views are passed in as the game returns them; each game's drawing module checks the
// shape it needs and throws a one-line Error on anything else.
//
// All functions are synchronous and deterministic: the same view and options give the same bytes.
// Fonts ship in renders/fonts/ and are registered when this module loads.
import type { GameId, GameResults } from '../engine/core/game.ts';
import { ensureFonts } from './fonts.ts';
import { IMPLEMENTATIONS } from './registry.ts';
import type { TerminalColor } from './terminal/ansi.ts';
import { genericRenderer } from './generic.ts';

ensureFonts();

/**
 * Still-image formats. `png` is lossless; `webp` (lossless) is what Discord also shows inline;
 * `jpeg` (quality 92) is the lamp street's default, whose textured cobbles deflate slowly.
 */
export type PictureFormat = 'png' | 'webp' | 'jpeg';

/** An encoded picture, ready to attach or write to a file. */
export interface Picture {
  /** The encoded image bytes. */
  data: Buffer;
  /** `image/png`, `image/webp`, `image/jpeg` or `image/gif`. */
  mime: string;
  /** File extension without the dot (`png`, `webp`, `jpg`, `gif`), for attachment names. */
  ext: string;
  width: number;
  height: number;
  /** A text description of the same view for screen readers (the bot's attachment description). */
  alt: string;
}

/** Options shared by every still picture. */
export interface PictureOptions {
  /** Encoding; default `png`, except Lamplighter's street picture and end card (`jpeg`). */
  format?: PictureFormat;
  /** Lamplighter only: draw the dread meters as a panel beside the street (default true). */
  meters?: boolean;
  /**
   * Lamplighter only: the heartbeat envelope phase in 0..1 for this frame (0 = between beats).
   * Still pictures default to the phase the view's clock gives; GIFs step it per frame.
   */
  beat?: number;
  /** End cards only: one more line under the table (the bot's rating changes of the match). */
  footnote?: string;
}

/** Colour depth of a terminal and its detector: the one terminal colour module. */
export { terminalColorFromEnv, type TerminalColor } from './terminal/ansi.ts';

/** Options for a terminal picture. */
export interface TerminalOptions {
  /** Width in cells. */
  cols: number;
  /** Height in cells (each cell holds two picture rows as a `▀` half-block). */
  rows: number;
  /** Colour depth; pick with `terminalColorFromEnv()` when unsure. */
  color: TerminalColor;
  /** Which picture: the game's main picture (default), Lamplighter's meters alone, or an end card. */
  kind?: 'picture' | 'meters' | 'endcard';
  /** For `kind: 'endcard'`: the finished match's results. */
  results?: GameResults;
}

/** Options for the full-resolution terminal graphics path (Kitty graphics protocol or Sixel). */
export interface TerminalGraphicsOptions {
  protocol: 'kitty' | 'sixel';
  /** Cells the picture may cover; the picture is scaled to fit cols × cellWidth by rows × cellHeight px. */
  cols: number;
  rows: number;
  /** Cell size in pixels as the terminal reports it (default 8 × 16). */
  cellWidth?: number;
  cellHeight?: number;
}

/** An animated replay. */
export interface ReplayGif extends Picture {
  /** Number of frames in the GIF. */
  frames: number;
  /** Total play time in milliseconds. */
  durationMs: number;
}

/** The per-game drawing functions behind this API (see renders/registry.ts). */
export interface GameRenderer {
  picture(view: unknown, opts: PictureOptions): Picture;
  terminal(view: unknown, opts: TerminalOptions): string;
  graphics(view: unknown, opts: TerminalGraphicsOptions): string;
  endCard(finalView: unknown, results: GameResults, opts: PictureOptions): Picture;
  replayGif(replayDoc: unknown): ReplayGif;
  alt(view: unknown): string;
  meters?(view: unknown, opts: PictureOptions): Picture;
}

function renderer(gameId: GameId | string): GameRenderer {
  const impl = (IMPLEMENTATIONS as Record<string, GameRenderer | undefined>)[gameId];
  // A game with no drawing module of its own (a new or a test's game) gets the generic card.
  return impl ?? genericRenderer(gameId);
}

/** The main picture of a view: the warehouse, the lamp street (with meters) or the dungeon. */
export function renderPicture(gameId: GameId, view: unknown, opts: PictureOptions = {}): Picture {
  return renderer(gameId).picture(view, opts);
}

/** Lamplighter's dread meters alone (Dread, oil, Embers, upgrade rows, prompt line). */
export function renderMeters(view: unknown, opts: PictureOptions = {}): Picture {
  const r = renderer('lamplighter');
  if (!r.meters) throw new Error('the dread meters picture is not built yet');
  return r.meters(view, opts);
}

/** The end card of a finished match: winner, scores, per-seat figures and a small final picture. */
export function renderEndCard(gameId: GameId, finalFullView: unknown, results: GameResults, opts: PictureOptions = {}): Picture {
  return renderer(gameId).endCard(finalFullView, results, opts);
}

/** An animated GIF of a whole finished match, re-simulated from its replay document (under 8 MB). */
export function renderReplayGif(gameId: GameId, replayDoc: unknown): ReplayGif {
  return renderer(gameId).replayGif(replayDoc);
}

/**
 * The same picture drawn for a grid of terminal cells: `rows` lines of `cols` cells, joined by
 * '\n' (no trailing newline), with SGR colour escapes per `color`. Bodies, crates, lamps and the
 * monster are markers at least a cell big and labels are text, so 80 × 24 stays legible.
 */
export function renderTerminal(gameId: GameId, view: unknown, opts: TerminalOptions): string {
  return renderer(gameId).terminal(view, opts);
}

/** The full picture as one Kitty graphics protocol or Sixel escape sequence, scaled to the cells given. */
export function renderTerminalGraphics(gameId: GameId, view: unknown, opts: TerminalGraphicsOptions): string {
  return renderer(gameId).graphics(view, opts);
}

/** The screen-reader description of a view (the same text as a picture's `alt`). */
export function describeView(gameId: GameId, view: unknown): string {
  return renderer(gameId).alt(view);
}
