// The warehouse picture's header (match, half/act/clock, who is looking) and side panel (score,
// act clock, heartbeat bars in five bands, hiders left, the found list and caught pen, own order).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { describeLanternOrder } from '../../engine/lantern/orders.ts';
import type { HeartbeatBand } from '../../engine/lantern/types.ts';
import type { LanternView } from '../../engine/lantern/view.ts';
import { bar, clockText, text } from '../draw/text.ts';
import { rgba } from '../draw/colour.ts';
import type { LanternScene } from './scene.ts';
import { LANTERN_COLOURS as C, LAYOUT as L, teamColour } from './theme.ts';

const BANDS: HeartbeatBand[] = ['cold', 'cool', 'warm', 'hot', 'burning'];

/** Who a view is for, as a short line ("Owl-2 · seeker", "Team Moth", "Spectator", "Full match"). */
export function viewerLine(v: LanternView): string {
  if (v.kind === 'seat' && v.self) return `${v.self.alias} · ${v.self.role}`;
  if (v.kind === 'team') return `Team ${v.team === 'owl' ? 'Owl' : 'Moth'} · ${v.role ?? ''}`.trim();
  if (v.kind === 'spectator') return 'Spectator (live)';
  return 'Full match';
}

/** The header bar across the top. */
export function drawHeader(g: SKRSContext2D, v: LanternView, width: number): void {
  g.fillStyle = C.panel;
  g.fillRect(0, 0, width, L.headerH);
  g.fillStyle = C.panelEdge;
  g.fillRect(0, L.headerH - 2, width, 2);
  const ck = v.clock;
  text(g, 'LANTERN', 18, 40, 26, C.moth, { bold: true });
  const act = ck.act === 'over' ? 'MATCH OVER' : `HALF ${ck.half + 1} · ${ck.act.toUpperCase()} · ${clockText(ck.actSecondsLeft)} left`;
  text(g, act, 180, 40, 26, C.text, { bold: true });
  text(g, `turn ${Math.min(ck.turn + 1, ck.turns)}/${ck.turns}`, 760, 40, 20, C.dimText);
  const who = viewerLine(v);
  const col = v.team ? teamColour(v.team) : v.self ? teamColour(v.self.team) : C.text;
  text(g, who, width - 18, 40, 24, col, { bold: true, align: 'right' });
}

function heartbeatBars(g: SKRSContext2D, x: number, y: number, band: HeartbeatBand): void {
  const n = BANDS.indexOf(band);
  for (let i = 0; i < 5; i++) {
    const h = 8 + i * 5;
    g.fillStyle = i <= n ? C.heartbeat[n] : 'rgba(255,255,255,0.12)';
    g.fillRect(x + i * 11, y - h, 8, h);
  }
}

/** The side panel at the right of the floor. */
export function drawPanel(g: SKRSContext2D, v: LanternView, scene: LanternScene, height: number): void {
  const x = L.panelX, w = L.panelW;
  g.fillStyle = C.panel;
  g.fillRect(x - 8, L.headerH, w + 16, height - L.headerH);
  let y = L.headerH + 34;
  const ck = v.clock;
  text(g, 'SCORE', x, y, 15, C.dimText, { bold: true });
  y += 8;
  (['moth', 'owl'] as const).forEach((team, i) => {
    const hid = v.score.hiddenSeconds[i], played = v.score.huntSecondsPlayed[i];
    const frac = played > 0 ? hid / (3 * played) : 0;
    y += 30;
    text(g, team === 'moth' ? 'Moth' : 'Owl', x, y, 20, teamColour(team), { bold: true });
    text(g, `${hid.toFixed(1)} s hidden`, x + w, y, 17, C.text, { align: 'right' });
    bar(g, x, y + 6, w, 7, frac, teamColour(team));
    y += 10;
  });
  y += 36;
  text(g, `HALF ${ck.half + 1} · ${ck.act.toUpperCase()}`, x, y, 15, C.dimText, { bold: true });
  text(g, `${(ck.hiding === 'moth' ? 'Moth' : 'Owl')} hide`, x + w, y, 15, teamColour(ck.hiding), { bold: true, align: 'right' });
  y += 10;
  bar(g, x, y, w, 10, ck.actTicks > 0 ? ck.actTick / ck.actTicks : 1, ck.act === 'hunt' ? '#d9d2b0' : '#8c7a5a');
  y += 34;
  if (scene.heartbeats.length) {
    text(g, 'HEARTBEAT', x, y, 15, C.dimText, { bold: true });
    for (const hb of scene.heartbeats) {
      y += 32;
      text(g, hb.alias, x, y, 18, C.text, { bold: true });
      heartbeatBars(g, x + 110, y + 2, hb.band);
      text(g, hb.band, x + w, y, 16, C.heartbeat[BANDS.indexOf(hb.band)], { align: 'right', bold: true });
    }
    y += 34;
  }
  if (v.hidersLeft !== undefined) {
    text(g, `Hiders left: ${v.hidersLeft}`, x, y, 18, C.text, { bold: true });
    y += 32;
  }
  text(g, 'FOUND · CAUGHT PEN', x, y, 15, C.dimText, { bold: true });
  const found = v.found.filter((f) => f.half === ck.half || ck.act === 'over');
  if (!found.length) { y += 26; text(g, 'nobody yet', x, y, 16, C.dimText); }
  for (const f of found.slice(-6)) {
    y += 26;
    text(g, `${f.alias} ${f.afterSeconds.toFixed(1)} s`, x, y, 16, C.found, { bold: true });
    text(g, `by ${f.by} (${f.mode})`, x + w, y, 15, C.text, { align: 'right' });
  }
  y += 34;
  if (v.self) {
    text(g, 'YOUR ORDER', x, y, 15, C.dimText, { bold: true });
    y += 24;
    const o = v.self.order;
    // The order as the player would write it (`hide C3 crawl`), cell names rather than pixels.
    const line = o ? describeLanternOrder(o) : 'none yet';
    text(g, line, x, y, 16, C.text, { maxWidth: w });
    if (v.self.role === 'hider') { y += 22; text(g, `locks left: ${v.self.locksLeft}`, x, y, 15, C.dimText); }
    y += 30;
  }
  legend(g, x, height - 30);
}

function legend(g: SKRSContext2D, x: number, y: number): void {
  g.lineWidth = 2;
  g.strokeStyle = '#c9d6e8'; g.setLineDash([5, 4]);
  g.beginPath(); g.arc(x + 8, y - 5, 7, 0, Math.PI * 2); g.stroke(); g.setLineDash([]);
  text(g, 'step', x + 20, y, 13, C.dimText);
  g.strokeStyle = '#e8c9a0'; g.beginPath(); g.arc(x + 78, y - 5, 7, 0, Math.PI * 2); g.stroke();
  text(g, 'push', x + 90, y, 13, C.dimText);
  g.strokeStyle = '#ffffff'; g.lineWidth = 4; g.beginPath(); g.arc(x + 150, y - 5, 7, 0, Math.PI * 2); g.stroke();
  text(g, 'break', x + 164, y, 13, C.dimText);
  g.fillStyle = rgba(C.lockBand, 1); g.fillRect(x + 222, y - 12, 14, 14);
  text(g, 'lock', x + 240, y, 13, C.dimText);
}
