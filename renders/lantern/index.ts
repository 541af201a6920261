// Lantern's pictures behind the public API: the warehouse, its terminal form, the end card, the replay GIF.
import type { LanternView } from '../../engine/lantern/view.ts';
import type { LanternResults } from '../../engine/lantern/types.ts';
import type { GameRenderer } from '../types.ts';
import { encodeCanvas } from '../encode.ts';
import { drawLanternCard, lanternCardContent } from './endcard.ts';
import { cardTerminal } from '../terminal/endcard.ts';
import { fitToCells, kittyImage, sixelImage } from '../terminal/graphics.ts';
import { lanternAlt } from './alt.ts';
import { LANTERN_GIF, lanternReplayGif } from './gif.ts';
import { drawLanternPicture } from './picture.ts';
import { lanternTerminal } from './terminal.ts';
import { LANTERN_KEYS } from './keys.ts';


function asView(view: unknown): LanternView {
  const v = view as LanternView;
  if (v?.game !== 'lantern' || !v.blueprint || !v.clock) throw new Error('not a Lantern view: expected what GAMES.lantern.view(state, viewer) returns');
  return v;
}

/** The Lantern entry of the renders registry. */
export const LANTERN_RENDERER: GameRenderer = {
  picture(view, opts) {
    const v = asView(view);
    const cv = drawLanternPicture(v);
    return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: lanternAlt(v) };
  },
  terminal(view, opts) {
    const v = asView(view);
    if (opts.kind !== 'endcard') return lanternTerminal(v, opts);
    if (!opts.results) throw new Error('a terminal end card needs the results (opts.results)');
    return cardTerminal(lanternCardContent(v, opts.results as LanternResults), (cols, rows) => lanternTerminal(v, { ...opts, cols, rows, kind: 'picture' }), opts);
  },
  graphics(view, opts) {
    const cv = fitToCells(drawLanternPicture(asView(view)), opts);
    return opts.protocol === 'kitty' ? kittyImage(cv) : sixelImage(cv, LANTERN_KEYS);
  },
  endCard(view, results, opts) {
    const v = asView(view);
    const cv = drawLanternCard(v, results as LanternResults, opts.footnote);
    return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: `End card. ${results.summary} ${lanternAlt(v)}`.slice(0, 1000) };
  },
  gifPlayback: { every: LANTERN_GIF.every },
  replayGif(frames) {
    return lanternReplayGif(frames);
  },
  alt(view) {
    return lanternAlt(asView(view));
  },
};
