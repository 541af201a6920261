// The dread meters: Dread and oil bars, Embers, the heartbeat, the Pale's reading, the three
// upgrade rows (rank, cost, effect now, and why a dim row is dim) and the prompt line. Drawn as a
// panel beside the street or as a picture of its own. A view for no seat gets the team's panel.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { paleLine } from '../../engine/lamplighter/status-text.ts';
import type { LamplighterView, RoundView } from '../../engine/lamplighter/view.ts';
import { bar, clockText, roundRect, text } from '../draw/text.ts';
import { drawTeamMeters } from './team-meters.ts';
import { STREET_COLOURS as C } from './theme.ts';

/** The lamplighter the meters are for: the view's seat, else the most afraid one still walking. */
export function meteredOf(v: RoundView): LamplighterView | null {
  if (v.seat !== null) return v.lamplighters.find((p) => p.seat === v.seat) ?? null;
  const alive = v.lamplighters.filter((p) => p.alive);
  const pool = alive.length ? alive : v.lamplighters;
  return pool.reduce<LamplighterView | null>((a, p) => (!a || p.dread > a.dread ? p : a), null);
}

function ember(g: SKRSContext2D, x: number, y: number, on: boolean): void {
  g.fillStyle = on ? C.ember : 'rgba(255,255,255,0.12)';
  g.beginPath(); g.moveTo(x, y - 8); g.lineTo(x + 6, y); g.lineTo(x, y + 8); g.lineTo(x - 6, y); g.closePath(); g.fill();
}

/** Why an upgrade is dim, without repeating the row's name and rank ("costs 2 Embers, you have 0"). */
function shortReason(reason: string): string {
  return reason.replace(/^\w+ rank \d+ costs/, 'costs').replace(/^Embers are spent only in lamplight: /, '');
}

/**
 * Draws the meters for a view in a `w` x `h` box at (x, y), in few words and type that reads at
 * Discord's ~400 px preview (a quarter of the street picture): figures 30 px and more, labels 22 px,
 * each upgrade a name, its ranks, its cost and one short line (its effect now, or why it is dim).
 */
export function drawMeters(g: SKRSContext2D, v: RoundView, x: number, y: number, w: number, h: number): void {
  // A view for no seat (the channel's) shows the team, not one player's HUD.
  if (v.seat === null) return drawTeamMeters(g, v, x, y, w, h);
  g.fillStyle = C.panel;
  g.fillRect(x, y, w, h);
  g.fillStyle = C.panelEdge;
  g.fillRect(x, y, 2, h);
  const p = meteredOf(v);
  const X = x + 22, W = w - 44;
  let Y = y + 42;
  text(g, v.street.name, X, Y, 28, C.text, { bold: true, maxWidth: W - 90 });
  text(g, clockText(v.time), X + W, Y, 28, C.text, { bold: true, align: 'right' });
  Y += 34;
  text(g, `${v.lampsLit}/${v.lampTotal} lamps lit`, X, Y, 24, C.gaslight, { bold: true });
  if (!p) { text(g, 'no lamplighter here', X, Y + 44, 24, C.dimText); return; }
  for (const o of v.lamplighters.filter((q) => q.seat !== p.seat)) {
    Y += 28;
    text(g, `${o.name ?? o.alias}: ${o.alive ? `Dread ${Math.round(o.dread)} · oil ${Math.round(o.lantern.oilFrac * 100)}%` : `lost (${o.cause})`}`, X, Y, 21, C.dimText, { bold: true, maxWidth: W });
  }
  Y += 44;
  text(g, 'DREAD', X, Y, 22, C.dimText, { bold: true });
  text(g, `${Math.round(p.dread)}`, X + W, Y, 32, p.dread >= 75 ? C.dreadHot : C.text, { bold: true, align: 'right' });
  Y += 8;
  bar(g, X, Y, W, 16, p.dreadFrac, p.dread >= 75 ? C.dreadHot : C.dread);
  g.fillStyle = 'rgba(255,255,255,0.35)';
  for (const mark of [0.5, 0.75, 0.9]) g.fillRect(X + Math.round(W * mark), Y - 2, 2, 20);
  Y += 50;
  text(g, 'OIL', X, Y, 22, C.dimText, { bold: true });
  text(g, p.lantern.oil <= 0 ? 'DRY' : `${Math.round(p.lantern.oilFrac * 100)}%`, X + W, Y, 32, p.lantern.oil <= 0 ? C.bad : C.text, { bold: true, align: 'right' });
  Y += 8;
  bar(g, X, Y, W, 12, p.lantern.oilFrac, C.oil);
  Y += 46;
  text(g, 'EMBERS', X, Y, 22, C.dimText, { bold: true });
  for (let i = 0; i < Math.max(9, p.embers); i++) ember(g, X + 124 + i * 18, Y - 8, i < p.embers);
  text(g, String(p.embers), X + W, Y, 32, C.ember, { bold: true, align: 'right' });
  Y += 38;
  text(g, `\u2665 ${Math.round(p.bpm)}`, X, Y, 24, C.dreadHot, { bold: true });
  const pale = v.pale;
  text(g, paleLine(pale, 0), X + W, Y, 24, pale.visible ? '#cfe6ff' : C.dimText, { bold: true, align: 'right' });
  Y += 12;
  const promptY = y + h - 58;
  const rowH = Math.min(64, Math.floor((promptY - 8 - Y) / Math.max(1, p.upgradeRows.length)));
  for (const row of p.upgradeRows) {
    const bright = row.canBuy.ok;
    g.globalAlpha = bright ? 1 : 0.55;
    roundRect(g, X - 8, Y, W + 16, rowH - 6, 8);
    g.fillStyle = bright ? 'rgba(255,196,107,0.14)' : 'rgba(255,255,255,0.05)';
    g.fill();
    text(g, row.label, X, Y + 28, 26, C.text, { bold: true });
    for (let r = 0; r < row.maxRank; r++) {
      g.fillStyle = r < row.rank ? C.ring : 'rgba(255,255,255,0.2)';
      g.beginPath(); g.arc(X + 112 + r * 20, Y + 19, 7, 0, Math.PI * 2); g.fill();
    }
    text(g, row.cost === null ? 'maxed' : `${row.cost} \u25c6`, X + W, Y + 28, 26, row.cost === null ? C.dimText : C.ember, { bold: true, align: 'right' });
    g.globalAlpha = 1;
    if (bright) text(g, `now ${row.effect}`, X, Y + 50, 20, C.text, { maxWidth: W });
    else text(g, shortReason(row.canBuy.reason), X, Y + 50, 20, C.bad, { bold: true, maxWidth: W });
    Y += rowH;
  }
  const alarm = p.veil.sting > 0.35 || p.prompt === 'IT HAS SEEN YOU';
  roundRect(g, X - 8, promptY, W + 16, 46, 10);
  g.fillStyle = alarm ? 'rgba(192,16,30,0.85)' : 'rgba(255,196,107,0.16)';
  g.fill();
  text(g, p.prompt, X + W / 2, promptY + 32, alarm ? 26 : 22, alarm ? '#ffffff' : C.text, { bold: true, align: 'center', maxWidth: W });
}
