// The team's meters, for the channel's picture of a street (spectators, and the full view once
// over): every lamplighter named with their Dread and oil, Embers and lamps lit, and the Pale's
// reading. No shop and no keyboard prompt: those belong to one player's own view.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { paleLine } from '../../engine/lamplighter/status-text.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { bar, clockText, text } from '../draw/text.ts';
import { STREET_COLOURS as C } from './theme.ts';

/** Draws the team panel in a `w` x `h` box at (x, y); type sized to read at Discord's preview. */
export function drawTeamMeters(g: SKRSContext2D, v: RoundView, x: number, y: number, w: number, h: number): void {
  g.fillStyle = C.panel;
  g.fillRect(x, y, w, h);
  g.fillStyle = C.panelEdge;
  g.fillRect(x, y, 2, h);
  const X = x + 22, W = w - 44;
  let Y = y + 44;
  text(g, v.street.name, X, Y, 28, C.text, { bold: true, maxWidth: W - 100 });
  text(g, clockText(v.time), X + W, Y, 28, C.text, { bold: true, align: 'right' });
  Y += 40;
  text(g, `${v.lampsLit}/${v.lampTotal} lamps lit`, X, Y, 26, C.gaslight, { bold: true });
  // The Pale on a line of its own: beside "5/9 lamps lit", "Pale withdrawing" ran into it.
  Y += 34;
  const pale = v.pale;
  text(g, paleLine(pale, null), X, Y, 24, pale.visible ? '#cfe6ff' : C.dimText, { bold: pale.visible, maxWidth: W });
  const rows = v.lamplighters;
  const rowH = Math.min(150, Math.floor((y + h - Y - 16) / Math.max(1, rows.length)));
  for (const p of rows) {
    Y += 22;
    const top = Y;
    text(g, p.name ?? p.alias, X, top + 30, 28, p.alive ? C.text : C.dimText, { bold: true, maxWidth: W - 150 });
    text(g, p.alive ? `${p.lampsLit} lit · ${p.embers}◆` : `lost: ${p.cause ?? 'the dark'}`, X + W, top + 30, 22, p.alive ? C.ember : C.bad, { bold: true, align: 'right' });
    if (p.alive && rowH >= 100) {
      text(g, 'Dread', X, top + 66, 20, C.dimText, { bold: true });
      bar(g, X + 80, top + 52, W - 170, 16, p.dreadFrac, p.dread >= 75 ? C.dreadHot : C.dread);
      text(g, String(Math.round(p.dread)), X + W, top + 68, 22, p.dread >= 75 ? C.dreadHot : C.text, { bold: true, align: 'right' });
      text(g, 'Oil', X, top + 98, 20, C.dimText, { bold: true });
      bar(g, X + 80, top + 86, W - 170, 12, p.lantern.oilFrac, C.oil);
      text(g, p.lantern.oil <= 0 ? 'dry' : `${Math.round(p.lantern.oilFrac * 100)}%`, X + W, top + 100, 22, p.lantern.oil <= 0 ? C.bad : C.text, { bold: true, align: 'right' });
    }
    Y = top + rowH - 22;
  }
}
