// Lamplighter's end card: won or lost (and how), the time, lamps lit, each lamplighter's figures
// (lamps, cause, upgrades, Embers) and the final street in small.
import type { Canvas } from '@napi-rs/canvas';
import type { GameResults } from '../../engine/core/game.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { drawCard, type CardContent } from '../draw/card.ts';
import { clockText } from '../draw/text.ts';
import { drawStreetVeiled } from './picture.ts';
import { STREET_COLOURS as C, STREET_LAYOUT as L } from './theme.ts';

const CAUSE: Record<string, string> = { dark: 'the dark took them', dry: 'the lantern ran dry', pale: 'the Pale took them' };

/** The Lamplighter end card's content from the final view and results. */
export function lamplighterCardContent(v: RoundView, r: GameResults): CardContent {
  const won = r.reason === 'won';
  const time = typeof r.time === 'number' ? r.time : v.time;
  const lost = (Array.isArray(r.lost) ? r.lost : []) as { seat: number; cause: string; time: number }[];
  const rows = v.lamplighters.map((p) => {
    const l = lost.find((x) => x.seat === p.seat);
    return {
      cells: [p.name ?? p.alias, String(p.lampsLit), l ? `${l.cause} at ${clockText(l.time)}` : won ? 'walked it' : 'standing', `${p.upgrades.reach}/${p.upgrades.stride}/${p.upgrades.wick}`, String(p.embersEarned)],
      colour: l ? C.bad : C.text,
      bold: true,
    };
  });
  return {
    game: `Lamplighter's Round · ${v.ruleset}`,
    headline: won ? `Every lamp burns · ${clockText(time)}` : `Lost at ${clockText(time)} · ${CAUSE[String(r.cause ?? v.cause ?? 'dark')] ?? String(r.cause)}`,
    headlineColour: won ? C.gaslight : C.dreadHot,
    subline: `${v.lampsLit}/${v.lampTotal} lamps lit on ${v.street.name}${v.pale.enabled ? ', the Pale hunting' : ', no Pale'} · ${time.toFixed(1)} s`,
    columns: [{ head: 'LAMPLIGHTER', width: 190 }, { head: 'LAMPS', width: 80, align: 'right' }, { head: 'FATE', width: 170, align: 'right' }, { head: 'R/S/W', width: 90, align: 'right' }, { head: 'EMBERS', width: 82, align: 'right' }],
    rows,
    footer: ['R/S/W: reach, stride and wick ranks bought', r.summary.slice(0, 90)],
    // The final street in the street picture's shape, on the card's ground (no bars), with no veil: the round is over.
    drawFinal: (g, x, y, w, h) => {
      const sh = Math.min(h, Math.round(w * L.streetH / L.streetW));
      drawStreetVeiled(g, v, x, y + Math.round((h - sh) / 2), w, sh, { veil: false });
    },
  };
}

/** Draws the end card (with a footnote line under the table when given). */
export function drawLamplighterCard(v: Parameters<typeof lamplighterCardContent>[0], r: Parameters<typeof lamplighterCardContent>[1], footnote?: string): Canvas {
  return drawCard(lamplighterCardContent(v, r), footnote);
}
