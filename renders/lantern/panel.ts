// The warehouse picture's header (half/act/clock, turn, who is looking) and side panel (score, act
// clock, crates locked and broken for spectators, heartbeat bars in five bands, hiders left, the
// found list, own order), sized to read at Discord's ~400 px preview.
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

/** The header bar across the top: the act and its clock, the turn, who is looking (type read at ~400 px). */
export function drawHeader(g: SKRSContext2D, v: LanternView, width: number): void {
  g.fillStyle = C.panel;
  g.fillRect(0, 0, width, L.headerH);
  g.fillStyle = C.panelEdge;
  g.fillRect(0, L.headerH - 2, width, 2);
  const ck = v.clock;
  const act = ck.act === 'over' ? 'MATCH OVER' : `HALF ${ck.half + 1} · ${ck.act.toUpperCase()} · ${clockText(ck.actSecondsLeft)} left`;
  text(g, act, 18, 44, 36, C.text, { bold: true });
  text(g, `turn ${Math.min(ck.turn + 1, ck.turns)}/${ck.turns}`, 760, 44, 30, C.dimText, { bold: true });
  const who = viewerLine(v);
  const col = v.team ? teamColour(v.team) : v.self ? teamColour(v.self.team) : C.text;
  text(g, who, width - 18, 44, 34, col, { bold: true, align: 'right' });
}

function heartbeatBars(g: SKRSContext2D, x: number, y: number, band: HeartbeatBand): void {
  const n = BANDS.indexOf(band);
  for (let i = 0; i < 5; i++) {
    const h = 10 + i * 5;
    g.fillStyle = i <= n ? C.heartbeat[n] : 'rgba(255,255,255,0.12)';
    g.fillRect(x + i * 14, y - h, 10, h);
  }
}

/** A section heading in the panel. */
function heading(g: SKRSContext2D, s: string, x: number, y: number): void {
  text(g, s, x, y, 22, C.dimText, { bold: true });
}

/**
 * The side panel at the right of the floor, in few words and type that reads at Discord's ~400 px
 * preview: the score, the act's progress, crates locked and broken (spectators: counts only), the
 * heartbeat, hiders left, the found list (as many as fit, newest last) and the seat's own order.
 */
export function drawPanel(g: SKRSContext2D, v: LanternView, scene: LanternScene, height: number): void {
  const x = L.panelX, w = L.panelW;
  g.fillStyle = C.panel;
  g.fillRect(x - 8, L.headerH, w + 16, height - L.headerH);
  let y = L.headerH + 32;
  const ck = v.clock;
  heading(g, 'HIDDEN', x, y);
  (['moth', 'owl'] as const).forEach((team, i) => {
    const hid = v.score.hiddenSeconds[i], played = v.score.huntSecondsPlayed[i];
    const frac = played > 0 ? hid / (3 * played) : 0;
    y += 40;
    text(g, team === 'moth' ? 'Moth' : 'Owl', x, y, 34, teamColour(team), { bold: true });
    text(g, `${hid.toFixed(1)} s`, x + w, y, 34, C.text, { bold: true, align: 'right' });
    bar(g, x, y + 7, w, 8, frac, teamColour(team));
    y += 10;
  });
  y += 40;
  if (ck.act !== 'over') {
    text(g, `${ck.hiding === 'moth' ? 'Moth' : 'Owl'} hide`, x, y, 28, teamColour(ck.hiding), { bold: true });
    text(g, ck.act, x + w, y, 28, C.text, { bold: true, align: 'right' });
    y += 10;
    bar(g, x, y, w, 10, ck.actTicks > 0 ? ck.actTick / ck.actTicks : 1, ck.act === 'hunt' ? '#d9d2b0' : '#8c7a5a');
    y += 42;
  }
  if (v.crateCounts) {
    text(g, `Crates: ${v.crateCounts.locked} locked · ${v.crateCounts.broken} broken`, x, y, 28, C.text, { bold: true, maxWidth: w });
    y += 44;
  }
  if (scene.heartbeats.length) {
    heading(g, 'HEARTBEAT', x, y);
    for (const hb of scene.heartbeats) {
      y += 38;
      text(g, hb.alias, x, y, 30, C.text, { bold: true });
      heartbeatBars(g, x + 140, y + 2, hb.band);
      text(g, hb.band, x + w, y, 28, C.heartbeat[BANDS.indexOf(hb.band)], { align: 'right', bold: true });
    }
    y += 44;
  }
  if (v.hidersLeft !== undefined) {
    text(g, `Hiders left: ${v.hidersLeft}`, x, y, 30, C.text, { bold: true });
    y += 44;
  }
  // The seat's own order and the legend keep the panel's foot; the found list takes what is between.
  const orderH = v.self ? (v.self.role === 'hider' ? 106 : 76) : 0;
  const legendY = height - 18;
  const foot = legendY - 36 - orderH;
  heading(g, 'FOUND', x, y);
  const found = v.found.filter((f) => f.half === ck.half || ck.act === 'over');
  const room = Math.max(1, Math.floor((foot - y) / 36));
  if (!found.length) { y += 36; text(g, 'nobody yet', x, y, 28, C.dimText); }
  const shown = found.length > room ? found.slice(-(room - 1)) : found;
  if (shown.length < found.length) { y += 36; text(g, `+${found.length - shown.length} earlier`, x, y, 24, C.dimText); }
  for (const f of shown) {
    y += 36;
    text(g, `${f.alias} ${f.afterSeconds.toFixed(1)} s`, x, y, 28, C.found, { bold: true });
    text(g, `by ${f.by}${f.mode === 'tag' ? ' (tag)' : ''}`, x + w, y, 24, C.text, { align: 'right' });
  }
  if (v.self) {
    y = foot + 30;
    heading(g, 'YOUR ORDER', x, y);
    y += 34;
    const o = v.self.order;
    // The order as the player would write it (`hide C3 crawl`), cell names rather than pixels.
    text(g, o ? describeLanternOrder(o) : 'none yet', x, y, 28, C.text, { bold: true, maxWidth: w });
    if (v.self.role === 'hider') { y += 30; text(g, `locks left: ${v.self.locksLeft}`, x, y, 24, C.dimText); }
  }
  legend(g, x, legendY);
}

function legend(g: SKRSContext2D, x: number, y: number): void {
  g.lineWidth = 2;
  g.strokeStyle = '#c9d6e8'; g.setLineDash([5, 4]);
  g.beginPath(); g.arc(x + 9, y - 7, 9, 0, Math.PI * 2); g.stroke(); g.setLineDash([]);
  text(g, 'step', x + 24, y, 20, C.dimText);
  g.strokeStyle = '#e8c9a0'; g.beginPath(); g.arc(x + 109, y - 7, 9, 0, Math.PI * 2); g.stroke();
  text(g, 'push', x + 124, y, 20, C.dimText);
  g.strokeStyle = '#ffffff'; g.lineWidth = 4; g.beginPath(); g.arc(x + 213, y - 7, 9, 0, Math.PI * 2); g.stroke();
  text(g, 'break', x + 228, y, 20, C.dimText);
  g.fillStyle = rgba(C.lockBand, 1); g.fillRect(x + 316, y - 16, 18, 18);
  text(g, 'lock', x + 340, y, 20, C.dimText);
}
