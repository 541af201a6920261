// The dungeon picture: stone walls and torches, floor tiles, the entrance, the exit, the treasure,
// players in their colours, the monster only where the view shows it, the step grid, standings and a legend.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DungeonView } from '../../engine/dungeon/types.ts';
import { rgba } from '../draw/colour.ts';
import { font } from '../fonts.ts';
import { text } from '../draw/text.ts';

/** Colours and layout of the dungeon pictures. */
export const DUNGEON_STYLE = {
  background: '#0e0c10',
  wall: '#2b2630',
  wallTop: '#4a4252',
  floor: '#6b6258',
  floorMarked: '#746a5c',
  floorLine: '#5a5249',
  torch: '#ffb347',
  entrance: '#4caf6a',
  exit: '#f2c14e',
  treasure: '#ffd700',
  monster: '#b43cd2',
  monsterEye: '#ff3030',
  text: '#ece7f0',
  dimText: '#938a99',
  panel: '#17141b',
  grid: 'rgba(255,255,255,0.22)',
  headerH: 56,
  panelW: 330,
  /** The map is sized so the whole picture reads at Discord's ~400 px preview (text ≥ ~9 px there). */
  maxFloorW: 760,
  maxFloorH: 440,
  /** Every how many tiles the step grid draws a line and a number (orders count steps). */
  gridEvery: 5,
  /** Map labels (player names) only from this tile size: smaller, the standings' colours name them. */
  nameTile: 22,
} as const;
const S = DUNGEON_STYLE;

/** Tile size and picture size for a view. */
export function dungeonLayout(v: DungeonView): { tile: number; width: number; height: number; fx: number; fy: number } {
  const tile = Math.max(10, Math.min(44, Math.floor(Math.min(S.maxFloorW / v.width, S.maxFloorH / v.height))));
  // Room for the step grid's numbers above and left of the map.
  const fx = 40, fy = S.headerH + 34;
  return { tile, fx, fy, width: fx + v.width * tile + 16 + S.panelW, height: Math.max(fy + v.height * tile + 16, 470) };
}

/** Checks the shape of a Dungeon view (one-line Error otherwise). */
export function asDungeonView(view: unknown): DungeonView {
  const v = view as DungeonView;
  if (v?.game !== 'dungeon' || !Array.isArray(v.rows) || !Array.isArray(v.players)) throw new Error('not a Dungeon view: expected what GAMES.dungeon.view(state, viewer) returns');
  return v;
}

/** Draws the map (tiles, marks, players, monster) with its top-left at (x, y), `t` px a tile. */
export function drawDungeonFloor(g: SKRSContext2D, v: DungeonView, x: number, y: number, t: number, labels = true, glow = true): void {
  g.drawImage(floorLayer(v, t, glow), x, y);
  drawMarks(g, v, x, y, t, labels);
}

/** Stone, floor and torches of a map drawn once per map, tile size and glow, then copied (the map never changes during a level). */
const floorLayers = new Map<string, Canvas>();
const FLOOR_LAYERS = 12;

function floorLayer(v: DungeonView, t: number, glow: boolean): Canvas {
  const key = `${t}:${glow ? 1 : 0}:${v.width}x${v.height}:${v.rows.join('|')}`;
  const hit = floorLayers.get(key);
  if (hit) return hit;
  const cv = createCanvas(Math.max(1, v.width * t), Math.max(1, v.height * t));
  drawFloorTiles(cv.getContext('2d'), v, 0, 0, t, glow);
  if (floorLayers.size >= FLOOR_LAYERS) floorLayers.delete(floorLayers.keys().next().value!);
  floorLayers.set(key, cv);
  return cv;
}

function drawFloorTiles(g: SKRSContext2D, v: DungeonView, x: number, y: number, t: number, glow: boolean): void {
  for (let r = 0; r < v.height; r++) {
    const row = v.rows[r] ?? '';
    for (let c = 0; c < v.width; c++) {
      const ch = row[c] ?? '#';
      const X = x + c * t, Y = y + r * t;
      if (ch === '#' || ch === 'T') {
        g.fillStyle = S.wall; g.fillRect(X, Y, t, t);
        const below = v.rows[r + 1]?.[c];
        if (below !== undefined && below !== '#' && below !== 'T') { g.fillStyle = S.wallTop; g.fillRect(X, Y + t * 0.7, t, t * 0.3); }
      } else {
        g.fillStyle = ch === ',' ? S.floorMarked : S.floor; g.fillRect(X, Y, t, t);
        if (t >= 8) { g.fillStyle = S.floorLine; g.fillRect(X, Y, t, 1); g.fillRect(X, Y, 1, t); }
      }
    }
  }
  for (let r = 0; r < v.height; r++) for (let c = 0; c < v.width; c++) {
    if (v.rows[r]?.[c] !== 'T') continue;
    const cx = x + c * t + t / 2, cy = y + r * t + t / 2;
    if (glow) {
      const gr = g.createRadialGradient(cx, cy, 0, cx, cy, t * 1.6);
      gr.addColorStop(0, rgba(S.torch, 0.45)); gr.addColorStop(1, rgba(S.torch, 0));
      g.fillStyle = gr; g.beginPath(); g.arc(cx, cy, t * 1.6, 0, Math.PI * 2); g.fill();
    } else {
      // A fixed palette (GIF) turns a soft glow into dithered blotches: a flat flame in the torch colour
      // instead, pointed so it is not taken for a player's round token.
      const f = Math.max(2, t * 0.26);
      g.fillStyle = S.torch; g.beginPath(); g.moveTo(cx, cy - f * 1.3); g.lineTo(cx + f * 0.7, cy + f * 0.6); g.lineTo(cx - f * 0.7, cy + f * 0.6); g.closePath(); g.fill();
      continue;
    }
    g.fillStyle = S.torch; g.beginPath(); g.arc(cx, cy, Math.max(1.5, t * 0.16), 0, Math.PI * 2); g.fill();
  }
}

/** What moves or matters on the map: entrance, exit, treasure, the monster, the players. */
function drawMarks(g: SKRSContext2D, v: DungeonView, x: number, y: number, t: number, labels: boolean): void {
  const mark = (p: { x: number; y: number }, colour: string, glyph: string) => {
    const X = x + p.x * t, Y = y + p.y * t;
    g.fillStyle = rgba(colour, 0.35); g.fillRect(X + 1, Y + 1, t - 2, t - 2);
    g.strokeStyle = colour; g.lineWidth = Math.max(2, t / 10); g.strokeRect(X + 2, Y + 2, t - 4, t - 4);
    g.font = font('sans', Math.round(t * 0.62), true); g.fillStyle = colour; g.textAlign = 'center'; g.textBaseline = 'middle';
    g.fillText(glyph, X + t / 2, Y + t / 2 + 1);
  };
  if (!labels) return;
  mark(v.entrance, S.entrance, '▲');
  mark(v.exit, S.exit, '⇧');
  if (v.treasure) mark(v.treasure, S.treasure, '$');
  if (v.monster) {
    const cx = x + v.monster.x * t + t / 2, cy = y + v.monster.y * t + t / 2;
    g.strokeStyle = rgba(S.monster, 0.5); g.setLineDash([6, 5]); g.lineWidth = 2;
    g.beginPath(); g.arc(cx, cy, v.monsterVision * t, 0, Math.PI * 2); g.stroke(); g.setLineDash([]);
    g.fillStyle = S.monster; g.beginPath(); g.arc(cx, cy, t * 0.45, Math.PI, 0); g.lineTo(cx + t * 0.45, cy + t * 0.42); g.lineTo(cx - t * 0.45, cy + t * 0.42); g.closePath(); g.fill();
    g.fillStyle = S.monsterEye; g.fillRect(cx - t * 0.22, cy - t * 0.1, t * 0.14, t * 0.14); g.fillRect(cx + t * 0.08, cy - t * 0.1, t * 0.14, t * 0.14);
  }
  g.textBaseline = 'alphabetic';
  for (const p of v.players) {
    if (p.status === 'escaped') continue;
    const cx = x + p.x * t + t / 2, cy = y + p.y * t + t / 2;
    if (p.status === 'dead' || p.status === 'out') {
      g.strokeStyle = rgba(p.colour, 0.8); g.lineWidth = Math.max(2, t / 8);
      g.beginPath(); g.moveTo(cx - t * 0.3, cy - t * 0.3); g.lineTo(cx + t * 0.3, cy + t * 0.3); g.moveTo(cx + t * 0.3, cy - t * 0.3); g.lineTo(cx - t * 0.3, cy + t * 0.3); g.stroke();
      continue;
    }
    g.fillStyle = p.colour; g.beginPath(); g.arc(cx, cy, t * 0.38, 0, Math.PI * 2); g.fill();
    g.strokeStyle = p.seat === v.seat ? '#ffffff' : '#111111'; g.lineWidth = p.seat === v.seat ? 3 : 2; g.stroke();
    if (p.hasTreasure) { g.fillStyle = S.treasure; g.beginPath(); g.arc(cx + t * 0.3, cy - t * 0.3, t * 0.14, 0, Math.PI * 2); g.fill(); }
    if (labels && t >= S.nameTile) {
      g.font = font('sans', Math.max(11, Math.round(t * 0.5)), true); g.textAlign = 'center';
      g.lineWidth = 3.5; g.strokeStyle = 'rgba(0,0,0,0.85)'; g.strokeText(p.name, cx, cy - t * 0.5);
      g.fillStyle = p.colour; g.fillText(p.name, cx, cy - t * 0.5);
    }
  }
}

/** The standings panel: place, colour, name, status, score; the winner; what is known of the monster; the legend. */
export function drawStandings(g: SKRSContext2D, v: DungeonView, x: number, y: number, w: number): void {
  text(g, 'STANDINGS', x, y, 20, S.dimText, { bold: true });
  let Y = y;
  for (const s of v.standings) {
    Y += 36;
    const p = v.players.find((q) => q.seat === s.seat);
    g.fillStyle = p?.colour ?? '#888'; g.beginPath(); g.arc(x + 10, Y - 8, 10, 0, Math.PI * 2); g.fill();
    text(g, `${s.place}. ${s.name}${s.seat === v.seat ? ' (you)' : ''}`, x + 28, Y, 24, S.text, { bold: true, maxWidth: w - 120 });
    // Scores mean something only where they rank (high-score); elsewhere a row says how the player stands.
    text(g, s.status === 'alive' && v.ruleset.winCondition === 'high-score' ? String(s.score) : s.status, x + w, Y, 22, s.status === 'dead' ? '#ff6b6b' : s.status === 'escaped' ? S.exit : S.text, { align: 'right', bold: s.status !== 'alive' });
  }
  Y += 40;
  const winner = v.winnerId ? v.players.find((p) => p.id === v.winnerId) : null;
  // The original may name a fallen player winner (everyone fell): that is never said as "Winner".
  const fell = winner && winner.status !== 'alive' && winner.status !== 'escaped';
  if (v.over) { text(g, winner ? (fell ? `${winner.name} placed first (fell)` : `Winner: ${winner.name}`) : `Over: ${v.endReason ?? 'no winner'}`, x, Y, 24, S.exit, { bold: true, maxWidth: w }); Y += 34; }
  const monster = !v.monsterPresent ? 'No monster' : v.monster ? 'Monster in sight' : 'Monster out of sight';
  text(g, monster, x, Y, 22, v.monster ? S.monster : S.dimText, { maxWidth: w, bold: !!v.monster });
  drawLegend(g, v, x, Y + 24, w);
}

/** The legend: every mark the map uses, as the terminal view names them. */
function drawLegend(g: SKRSContext2D, v: DungeonView, x: number, y: number, w: number): void {
  const items: [string, string, string][] = [['▲', S.entrance, 'entrance'], ['⇧', S.exit, 'exit'], ['$', S.treasure, 'treasure'], ['•', S.torch, 'torch']];
  if (v.monsterPresent) items.push(['◆', S.monster, 'monster']);
  items.push(['●', S.text, 'player'], ['✕', '#ff6b6b', 'fallen']);
  const col = w / 2;
  items.forEach(([glyph, colour, label], i) => {
    const X = x + (i % 2) * col, Y = y + 26 + Math.floor(i / 2) * 28;
    text(g, glyph, X + 8, Y, 22, colour, { bold: true, align: 'center' });
    text(g, label, X + 24, Y, 20, S.dimText);
  });
}

/** The step grid: a line every few tiles and its tile number above and left of the map, to count a path's steps by. */
function drawStepGrid(g: SKRSContext2D, v: DungeonView, x: number, y: number, t: number): void {
  g.fillStyle = S.grid;
  for (let c = 0; c <= v.width; c += S.gridEvery) g.fillRect(x + c * t, y, 1, v.height * t);
  for (let r = 0; r <= v.height; r += S.gridEvery) g.fillRect(x, y + r * t, v.width * t, 1);
  for (let c = 0; c < v.width; c += S.gridEvery) text(g, String(c), x + c * t + 2, y - 8, 18, S.dimText);
  for (let r = 0; r < v.height; r += S.gridEvery) text(g, String(r), x - 6, y + r * t + 18, 18, S.dimText, { align: 'right' });
}

const canvases = new Map<string, Canvas>();

/** The whole dungeon picture on a canvas reused per size. */
export function drawDungeonPicture(v: DungeonView): Canvas {
  const L = dungeonLayout(v);
  const key = `${L.width}x${L.height}`;
  let cv = canvases.get(key);
  if (!cv) { if (canvases.size > 8) canvases.clear(); cv = createCanvas(L.width, L.height); canvases.set(key, cv); }
  const g = cv.getContext('2d');
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.fillStyle = S.background; g.fillRect(0, 0, L.width, L.height);
  g.fillStyle = S.panel; g.fillRect(0, 0, L.width, S.headerH);
  text(g, 'DUNGEON', 18, 38, 26, S.exit, { bold: true });
  text(g, `${v.ruleset.label} · turn ${v.turn + 1} · tick ${v.tick}${v.over ? ' · over' : ''}`, 192, 38, 22, S.text, { bold: true });
  const me = v.players.find((p) => p.seat === v.seat);
  text(g, me ? `${me.name} (you)` : v.viewer.kind === 'full' ? 'Full match' : 'Spectator', L.width - 18, 38, 22, me?.colour ?? S.text, { bold: true, align: 'right' });
  drawDungeonFloor(g, v, L.fx, L.fy, L.tile);
  drawStepGrid(g, v, L.fx, L.fy, L.tile);
  const px0 = L.width - S.panelW;
  g.fillStyle = S.panel; g.fillRect(px0 - 8, S.headerH, S.panelW + 8, L.height - S.headerH);
  drawStandings(g, v, px0 + 10, S.headerH + 36, S.panelW - 30);
  return cv;
}
