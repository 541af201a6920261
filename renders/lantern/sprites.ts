// The warehouse's things, drawn in floor px on a context already scaled: crates by state, cogs
// with facing, sound rings as vague areas, reported beams, the find burst.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { RingView } from '../../engine/lantern/view.ts';
import { font } from '../fonts.ts';
import { rgba } from '../draw/colour.ts';
import { bradsDir, bradsToRad } from './geometry.ts';
import { LANTERN_COLOURS as C, LIGHT, teamColour } from './theme.ts';
import type { SceneCog, SceneCrate } from './scene.ts';

const H = LIGHT.crateHalf;

/** A crate: loose (wood), locked (steel bands and a padlock) or broken (splinters on the floor). */
export function drawCrate(g: SKRSContext2D, c: SceneCrate, alpha = 1): void {
  g.save();
  g.globalAlpha = alpha;
  g.translate(c.x, c.y);
  if (c.state === 'broken') {
    g.fillStyle = C.broken;
    const bits: [number, number, number, number, number][] = [[-18, -10, 16, 5, 0.4], [4, -16, 14, 4, -0.7], [-8, 8, 18, 5, 1.1], [10, 6, 12, 4, 0.2], [-20, 14, 10, 4, -0.3], [14, 16, 9, 3, 0.9]];
    for (const [x, y, w, h, r] of bits) { g.save(); g.translate(x, y); g.rotate(r); g.fillRect(-w / 2, -h / 2, w, h); g.restore(); }
    g.strokeStyle = rgba(C.crateEdge, 0.8);
    g.setLineDash([4, 4]);
    g.strokeRect(-H + 2, -H + 2, 2 * H - 4, 2 * H - 4);
    g.setLineDash([]);
  } else {
    g.fillStyle = 'rgba(0,0,0,0.35)';
    g.fillRect(-H + 4, -H + 5, 2 * H, 2 * H);
    g.fillStyle = C.crate;
    g.fillRect(-H, -H, 2 * H, 2 * H);
    g.fillStyle = C.crateDark;
    for (let k = -H + 12; k < H; k += 12) g.fillRect(-H, k - 1, 2 * H, 2);
    g.strokeStyle = C.crateEdge;
    g.lineWidth = 3;
    g.strokeRect(-H + 1.5, -H + 1.5, 2 * H - 3, 2 * H - 3);
    g.beginPath(); g.moveTo(-H + 3, -H + 3); g.lineTo(H - 3, H - 3); g.stroke();
    if (c.state === 'locked') {
      g.fillStyle = C.lockBand;
      g.fillRect(-H, -5, 2 * H, 10);
      g.fillRect(-5, -H, 10, 2 * H);
      g.fillStyle = '#2d333b';
      g.fillRect(-7, -3, 14, 11);
      g.strokeStyle = '#2d333b'; g.lineWidth = 2.5;
      g.beginPath(); g.arc(0, -3, 4.5, Math.PI, 0); g.stroke();
    }
  }
  g.fillStyle = c.state === 'broken' ? rgba(C.text, 0.7) : '#1c140b';
  g.font = font('sans', 13, true);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const labelY = c.state === 'locked' ? H - 9 : 0;
  if (c.state !== 'locked') { g.fillStyle = rgba('#f4e3c8', 0.85); g.fillRect(-12, labelY - 8, 24, 16); g.fillStyle = '#1c140b'; }
  else g.fillStyle = '#f4e3c8';
  g.fillText(c.id, 0, labelY + 1);
  g.restore();
}

/** A cog: team-coloured body with a facing notch and its alias; the viewer's own cog has a halo. */
export function drawCog(g: SKRSContext2D, c: SceneCog, labelPx = 14, short = false): void {
  const col = teamColour(c.team);
  const r = LIGHT.bodyR * (c.state === 'crawling' ? 0.85 : 1);
  g.save();
  g.translate(c.x, c.y);
  const ghost = c.look === 'ghost';
  g.globalAlpha = ghost ? 0.4 : 1;
  if (c.self && !ghost) {
    g.strokeStyle = rgba(C.white, 0.85); g.lineWidth = 2;
    g.beginPath(); g.arc(0, 0, r + 6, 0, Math.PI * 2); g.stroke();
  }
  const [dx, dy] = bradsDir(c.aim);
  g.fillStyle = ghost ? 'rgba(0,0,0,0)' : col;
  g.beginPath(); g.moveTo(dx * (r + 8), dy * (r + 8));
  const t = bradsToRad(c.aim);
  g.lineTo(Math.cos(t + 0.6) * r, -Math.sin(t + 0.6) * r);
  g.lineTo(Math.cos(t - 0.6) * r, -Math.sin(t - 0.6) * r);
  g.closePath(); g.fill();
  g.beginPath(); g.arc(0, 0, r, 0, Math.PI * 2);
  if (!ghost) { g.fillStyle = col; g.fill(); }
  g.strokeStyle = ghost ? col : '#101215';
  g.lineWidth = ghost ? 2 : 2.5;
  if (ghost || c.state === 'crawling') g.setLineDash([3, 3]);
  g.stroke();
  g.setLineDash([]);
  if (c.role === 'seeker' && !ghost) { g.fillStyle = '#101215'; g.beginPath(); g.arc(0, 0, 3.5, 0, Math.PI * 2); g.fill(); }
  g.font = font('sans', labelPx, true);
  g.textAlign = 'center';
  g.textBaseline = 'bottom';
  g.lineWidth = 3.5; g.strokeStyle = 'rgba(0,0,0,0.85)';
  const label = short ? c.alias.replace(/^(\w)\w*-/, '$1') : c.alias;
  g.strokeText(label, 0, -r - 5);
  g.fillStyle = ghost ? rgba(col, 0.8) : col;
  g.fillText(label, 0, -r - 5);
  g.restore();
}

/** A found hider sitting in the caught pen: greyed, crossed out, with its alias below. */
export function drawCaught(g: SKRSContext2D, x: number, y: number, alias: string, team: string): void {
  g.save();
  g.translate(x, y);
  g.fillStyle = rgba(teamColour(team), 0.45);
  g.beginPath(); g.arc(0, 0, 8, 0, Math.PI * 2); g.fill();
  g.strokeStyle = C.found; g.lineWidth = 2.5;
  g.beginPath(); g.moveTo(-6, -6); g.lineTo(6, 6); g.moveTo(6, -6); g.lineTo(-6, 6); g.stroke();
  g.font = font('sans', 10, true); g.textAlign = 'center'; g.fillStyle = C.text;
  g.fillText(alias.replace(/^(\w)\w*-/, '$1'), 0, -11);
  g.restore();
}

/** Rings live 24 ticks; older ones are not drawn. */
const RING_LIFE = 24;
const RING_STYLE = { footstep: { jitter: 40, colour: '#c9d6e8', width: 2, dash: [7, 6] }, push: { jitter: 60, colour: '#e8c9a0', width: 2.5, dash: [] }, break: { jitter: 30, colour: '#ffffff', width: 6, dash: [] } } as const;

/** A sound ring drawn as a place, not a point: a soft blob the size of its jitter, ringed in its style. */
export function drawRing(g: SKRSContext2D, ring: RingView): void {
  const st = RING_STYLE[ring.kind];
  if (!st || !(ring.ageTicks >= 0 && ring.ageTicks <= RING_LIFE)) return;
  const fade = Math.max(0.25, 1 - ring.ageTicks / RING_LIFE);
  const r = st.jitter * (1 + ring.ageTicks / (2 * RING_LIFE));
  const grad = g.createRadialGradient(ring.x, ring.y, 0, ring.x, ring.y, r * 1.4);
  grad.addColorStop(0, rgba(st.colour, 0.35 * fade));
  grad.addColorStop(1, rgba(st.colour, 0));
  g.fillStyle = grad;
  g.beginPath(); g.arc(ring.x, ring.y, r * 1.4, 0, Math.PI * 2); g.fill();
  g.strokeStyle = rgba(st.colour, 0.85 * fade);
  g.lineWidth = st.width;
  g.setLineDash([...st.dash]);
  g.beginPath(); g.arc(ring.x, ring.y, r, 0, Math.PI * 2); g.stroke();
  g.setLineDash([]);
}

/** A beam reported to a hider: a soft wedge from the hider toward the light, near or far. */
export function drawBeam(g: SKRSContext2D, x: number, y: number, bearing: number, band: 'near' | 'far', colour: string): void {
  const t = bradsToRad(bearing);
  const r0 = 26, r1 = band === 'near' ? 120 : 200;
  const grad = g.createRadialGradient(x, y, r0, x, y, r1);
  grad.addColorStop(0, rgba(colour, 0.55));
  grad.addColorStop(1, rgba(colour, 0));
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, r1, -t - 0.3, -t + 0.3); g.arc(x, y, r0, -t + 0.3, -t - 0.3, true); g.closePath(); g.fill();
  g.font = font('sans', 12, true); g.fillStyle = colour; g.textAlign = 'center';
  g.fillText(`beam ${band}`, x + Math.cos(t) * (r0 + 40), y - Math.sin(t) * (r0 + 40));
}

/** The white burst of a find (age 0 fresh .. 1 gone). */
export function drawBurst(g: SKRSContext2D, x: number, y: number, age: number): void {
  const r = 20 + 90 * age;
  const grad = g.createRadialGradient(x, y, 0, x, y, r);
  grad.addColorStop(0, `rgba(255,255,255,${0.9 * (1 - age)})`);
  grad.addColorStop(0.6, `rgba(255,255,255,${0.35 * (1 - age)})`);
  grad.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
  g.strokeStyle = `rgba(255,255,255,${1 - age})`; g.lineWidth = 4;
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    g.beginPath(); g.moveTo(x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.5); g.lineTo(x + Math.cos(a) * r * 0.9, y + Math.sin(a) * r * 0.9); g.stroke();
  }
}
