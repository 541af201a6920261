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
import { getGame } from '../engine/games.ts';
import { ensureFonts } from './fonts.ts';
import { IMPLEMENTATIONS } from './registry.ts';
import { genericRenderer } from './generic.ts';
import type { GameRenderer, Picture, PictureOptions, ReplayGif, TerminalColor, TerminalGraphicsOptions, TerminalOptions } from './types.ts';

ensureFonts();

export type {
  GameRenderer, Picture, PictureFormat, PictureOptions, ReplayGif, TerminalColor, TerminalGraphicsOptions, TerminalOptions,
} from './types.ts';
/** Colour depth of a terminal and its detector: the one terminal colour module. */
export { terminalColorFromEnv } from './terminal/ansi.ts';

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

/**
 * An animated GIF of a whole finished match (under 8 MB): the game plays its replay document back
 * (`replayFrames`, at the pace the game's GIF asks for) and the renderer draws the frames.
 */
export function renderReplayGif(gameId: GameId, replayDoc: unknown): ReplayGif {
  const r = renderer(gameId);
  return r.replayGif(getGame(gameId).replayFrames(replayDoc, r.gifPlayback));
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
