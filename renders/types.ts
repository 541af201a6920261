// The picture types of lamplit's renders: what the public API (renders/index.ts) returns and what
// each game's drawing module (renders/<game>/) implements. Per-game files import these from here,
// never from index.ts or registry.ts, so the renders have no import circles: index.ts → registry.ts
// → renders/<game>/index.ts → the drawing files → this module.
import type { GameResults, PlaybackOptions, ReplayFrame } from '../engine/core/game.ts';
import type { TerminalColor } from './terminal/ansi.ts';

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
  /** The pace of this game's replay GIF: the options its frames are played back with (`Game.replayFrames`). */
  gifPlayback?: PlaybackOptions;
  /** An animated GIF drawn from a replay's frames as the game plays them back, oldest first (renders never simulate). */
  replayGif(frames: Iterable<ReplayFrame>): ReplayGif;
  alt(view: unknown): string;
  meters?(view: unknown, opts: PictureOptions): Picture;
}

export type { TerminalColor } from './terminal/ansi.ts';
