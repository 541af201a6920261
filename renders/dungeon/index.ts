// The Dungeon's pictures behind the public API.
import type { DungeonResults, DungeonView } from '../../engine/dungeon/types.ts';
import type { GameRenderer } from '../types.ts';
import { encodeCanvas } from '../encode.ts';
import { drawDungeonCard, dungeonCardContent } from './endcard.ts';
import { cardTerminal } from '../terminal/endcard.ts';
import { fitToCells, kittyImage, sixelImage } from '../terminal/graphics.ts';
import { asDungeonView, drawDungeonPicture, DUNGEON_STYLE as S } from './picture.ts';
import { dungeonTerminal } from './terminal.ts';
import { dungeonReplayGif } from './gif.ts';

/** Key colours of the dungeon for fixed palettes (GIF, Sixel). */
export const DUNGEON_KEYS = [S.floor, S.wall, S.torch, S.entrance, S.exit, S.monster, '#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#46f0f0'];

/** The screen-reader text of a dungeon view. */
export function dungeonAlt(v: DungeonView): string {
  const me = v.players.find((p) => p.seat === v.seat);
  const parts = [`Dungeon, ${v.ruleset.label}, turn ${v.turn + 1}${v.over ? ', over' : ''}. Map ${v.width} by ${v.height} tiles; entrance at ${v.entrance.x},${v.entrance.y}; exit at ${v.exit.x},${v.exit.y}.`];
  if (me) parts.push(`You are ${me.name} at ${me.x},${me.y}, ${me.status}${me.hasTreasure ? ', carrying the treasure' : ''}.`);
  parts.push(v.treasure ? `Treasure at ${v.treasure.x},${v.treasure.y}.` : 'The treasure is carried or gone.');
  parts.push(!v.monsterPresent ? 'No monster.' : v.monster ? `Monster in sight at ${v.monster.x},${v.monster.y}.` : 'The monster is out of sight.');
  parts.push(`Standings: ${v.standings.map((s) => `${s.place}. ${s.name} ${s.status} ${s.score}`).join('; ')}.`);
  return parts.join(' ').slice(0, 1000);
}

/** The Dungeon entry of the renders registry. */
export const DUNGEON_RENDERER: GameRenderer = {
  picture(view, opts) {
    const v = asDungeonView(view);
    const cv = drawDungeonPicture(v);
    return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: dungeonAlt(v) };
  },
  terminal(view, opts) {
    const v = asDungeonView(view);
    if (opts.kind !== 'endcard') return dungeonTerminal(v, opts);
    if (!opts.results) throw new Error('a terminal end card needs the results (opts.results)');
    return cardTerminal(dungeonCardContent(v, opts.results as DungeonResults), (cols, rows) => dungeonTerminal(v, { ...opts, cols, rows, kind: 'picture' }), opts);
  },
  graphics(view, opts) {
    const cv = fitToCells(drawDungeonPicture(asDungeonView(view)), opts);
    return opts.protocol === 'kitty' ? kittyImage(cv) : sixelImage(cv, DUNGEON_KEYS);
  },
  endCard(view, results, opts) {
    const v = asDungeonView(view);
    const cv = drawDungeonCard(v, results as DungeonResults, opts.footnote);
    return { ...encodeCanvas(cv, opts.format), width: cv.width, height: cv.height, alt: `End card. ${results.summary} ${dungeonAlt(v)}`.slice(0, 1000) };
  },
  gifPlayback: { ticks: true },
  replayGif(frames) {
    return dungeonReplayGif(frames, DUNGEON_KEYS);
  },
  alt(view) {
    return dungeonAlt(asDungeonView(view));
  },
};
