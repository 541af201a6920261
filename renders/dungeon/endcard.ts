// The Dungeon's end card: the winner (or how it ended), placements with status, score (high-score only), treasure,
// moves and how each fell, and the final map in small.
import type { Canvas } from '@napi-rs/canvas';
import type { DungeonResults, DungeonView } from '../../engine/dungeon/types.ts';
import { drawCard, type CardContent } from '../draw/card.ts';
import { killerText, outcomeSentence } from '../../engine/dungeon/outcome-text.ts';
import { DUNGEON_STYLE as S, drawDungeonFloor } from './picture.ts';

/** The Dungeon end card's content from the final full view and results. */
export function dungeonCardContent(v: DungeonView, r: DungeonResults): CardContent {
  const winner = r.winnerId ? r.placements.find((p) => p.id === r.winnerId) : null;
  // Scores are shown only where they rank the players (high-score); elsewhere the column would mislead.
  const scored = v.ruleset.winCondition === 'high-score';
  const rows = r.placements.map((p) => ({
    cells: [`${p.place}. ${p.name}`, p.status, ...(scored ? [String(p.score)] : []), p.hasTreasure ? 'carried' : 'no', String(p.moves), killerText(p.killedBy, r.placements) || (p.status === 'escaped' ? 'escaped' : '—')],
    colour: v.players.find((q) => q.seat === p.seat)?.colour ?? S.text,
    bold: p.place === 1,
  }));
  return {
    game: `Dungeon · ${v.ruleset.label}`,
    headline: outcomeSentence(v.ruleset.winCondition, r),
    headlineColour: winner && (winner.status === 'alive' || winner.status === 'escaped') ? S.exit : S.text,
    subline: `${v.ruleset.description}`.slice(0, 110),
    columns: [
      { head: 'PLACE', width: scored ? 140 : 180 }, { head: 'STATUS', width: scored ? 96 : 136 }, ...(scored ? [{ head: 'SCORE', width: 80, align: 'right' as const }] : []),
      { head: 'TREASURE', width: 110, align: 'right' }, { head: 'MOVES', width: 76, align: 'right' }, { head: 'FELL TO', width: 130, align: 'right' },
    ],
    rows,
    footer: [`${v.width}x${v.height} map · turn ${v.turn + 1} · tick ${v.tick}`, r.summary.slice(0, 90)],
    drawFinal: (g, x, y, w, h) => {
      const t = Math.max(4, Math.floor(Math.min(w / v.width, h / v.height)));
      drawDungeonFloor(g, v, x + (w - v.width * t) / 2, y + (h - v.height * t) / 2, t);
    },
  };
}

/** Draws the end card (with a footnote line under the table when given). */
export function drawDungeonCard(v: Parameters<typeof dungeonCardContent>[0], r: Parameters<typeof dungeonCardContent>[1], footnote?: string): Canvas {
  return drawCard(dungeonCardContent(v, r), footnote);
}
