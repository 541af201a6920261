// The warehouse for a grid of terminal cells: the floor and its light as half-block pixels, and
// everything small (cogs, crates, rings, caught hiders, grid labels) as whole-cell markers and text.
import type { LanternView } from '../../engine/lantern/view.ts';
import type { TerminalOptions } from '../types.ts';
import { CellGrid, cellCanvas, packHex } from '../terminal/cells.ts';
import { clockText } from '../draw/text.ts';
import { gridLabels } from './floor.ts';
import { gridCellName } from '../../engine/lantern/map.ts';
import { viewerLine } from './panel.ts';
import { penSpot, sceneFromView } from './scene.ts';
import { LANTERN_COLOURS as C, teamColour } from './theme.ts';
import { drawWarehouse } from './warehouse.ts';

const BAND_CHARS = ['▁', '▂', '▃', '▅', '▇'];
const BANDS = ['cold', 'cool', 'warm', 'hot', 'burning'];
const RING_CHAR = { footstep: '◌', push: '○', break: '◎' } as const;
const WHITE = 0xffffff, BLACK = 0x101215, DIM = packHex(C.dimText), TEXT = packHex(C.text);

/** A seat's role this half from its alias ("Moth-2") and the team hiding now. */
export function roleInHalf(alias: string, hiding: 'moth' | 'owl'): 'hider' | 'seeker' {
  return alias.toLowerCase().startsWith(hiding) ? 'hider' : 'seeker';
}

/** Side-panel lines (text and colour) for the terminal: score, act, heartbeat, found, own order. */
function panelLines(v: LanternView, scene: ReturnType<typeof sceneFromView>): [string, number][] {
  const ck = v.clock;
  const out: [string, number][] = [];
  out.push([`Moth ${v.score.hiddenSeconds[0].toFixed(1)}s hidden`, packHex(C.moth)]);
  out.push([`Owl  ${v.score.hiddenSeconds[1].toFixed(1)}s hidden`, packHex(C.owl)]);
  out.push([`${ck.hiding === 'moth' ? 'Moth' : 'Owl'} hide · turn ${Math.min(ck.turn + 1, ck.turns)}/${ck.turns}`, DIM]);
  for (const hb of scene.heartbeats) {
    const n = BANDS.indexOf(hb.band);
    // The row names the seat's role in this half (the teams swap roles at half time).
    out.push([`${hb.alias} ${roleInHalf(hb.alias, ck.hiding)} ${BAND_CHARS.slice(0, n + 1).join('')} ${hb.band}`, packHex(C.heartbeat[n])]);
  }
  if (v.hidersLeft !== undefined) out.push([`Hiders left: ${v.hidersLeft}`, TEXT]);
  const found = v.found.filter((f) => f.half === ck.half || ck.act === 'over');
  out.push([found.length ? 'Found:' : 'Found: nobody yet', DIM]);
  for (const f of found) out.push([` ${f.alias} ${f.afterSeconds.toFixed(1)}s by ${f.by}`, packHex(C.found)]);
  if (v.self?.order) {
    const o = v.self.order;
    // As typed: the grid cell (A4), not the pixel point the engine keeps (47,329).
    out.push([`Order: ${[o.intent, o.crate ?? '', o.target ? gridCellName(o.target[0], o.target[1]) : '', o.crawl ? 'crawl' : ''].filter(Boolean).join(' ')}`, TEXT]);
  }
  return out;
}

/** Packs panel lines into rows of at most `width` cells, joined by ' · '. */
function pack(lines: [string, number][], width: number): [string, number][][] {
  const rows: [string, number][][] = [];
  let cur: [string, number][] = [], used = 0;
  for (const [s0, fg] of lines) {
    const s = s0.trim();
    const need = s.length + (cur.length ? 3 : 0);
    if (cur.length && used + need > width) { rows.push(cur); cur = []; used = 0; }
    cur.push([s, fg]); used += s.length + (cur.length > 1 ? 3 : 0);
  }
  if (cur.length) rows.push(cur);
  return rows;
}

/**
 * The header's left (title, act, clock) and right (who is looking) parts shortened until both fit
 * with a space between, so a narrow screen never prints one over the other ("LANMoth-1 · hider0").
 */
export function headerParts(head: string, who: string, cols: number): [string, string] {
  const fits = (h: string, w: string) => !w || h.length + 1 + w.length + 1 <= cols;
  let h = head, w = who;
  if (!fits(h, w)) h = h.replace(/^LANTERN /, '');
  if (!fits(h, w)) w = w.replace(' · ', ' ');
  if (!fits(h, w)) w = '';
  return [h.slice(0, cols), w];
}

/** The warehouse view as ANSI lines for `cols` x `rows` cells. */
export function lanternTerminal(v: LanternView, opts: TerminalOptions): string {
  const scene = sceneFromView(v);
  const bp = v.blueprint;
  const { canvas, ctx } = cellCanvas(opts.cols, opts.rows);
  ctx.fillStyle = C.background;
  ctx.fillRect(0, 0, opts.cols, opts.rows * 2);
  const lines = panelLines(v, scene);
  const side = opts.cols >= 100 ? Math.min(34, Math.floor(opts.cols * 0.3)) : 0;
  const packed = side ? [] : pack(lines, opts.cols);
  const bottom = side ? 0 : Math.min(packed.length, Math.max(1, opts.rows - 12));
  const availW = opts.cols - 2 - side, availH = (opts.rows - 2 - bottom) * 2;
  const scale = Math.min(availW / bp.width, availH / bp.height);
  const fx = 2, fy = 2;
  const bare = { ...scene, cogs: [], crates: [], rings: [], beams: [], pen: [] };
  drawWarehouse(ctx, bare, fx, fy * 1, scale);
  const grid = new CellGrid(canvas);
  const col = (x: number) => Math.floor(fx + x * scale);
  const row = (y: number) => Math.floor((fy + y * scale) / 2);
  const ck = v.clock;
  const head = `LANTERN ${ck.act === 'over' ? 'over' : `H${ck.half + 1} ${ck.act.toUpperCase()} ${clockText(ck.actSecondsLeft)}`}`;
  const [left, who] = headerParts(head, viewerLine(v), opts.cols);
  grid.text(0, 0, left.padEnd(opts.cols).slice(0, opts.cols), packHex(C.moth), packHex(C.panel), true);
  const whoCol = v.team ? teamColour(v.team) : v.self ? teamColour(v.self.team) : C.text;
  if (who) grid.text(opts.cols - who.length - 1, 0, who, packHex(whoCol), packHex(C.panel), true);
  const labels = gridLabels(bp);
  for (const [l, cx] of labels.cols) grid.put(col(cx), 1 + (fy >> 1) - 1, l, packHex(C.gridLabel), -1, true);
  for (const [l, cy] of labels.rows) grid.put(0, row(cy), l, packHex(C.gridLabel), -1, true);
  for (const c of scene.crates) {
    const bg = packHex(c.state === 'locked' ? C.lockBand : c.state === 'broken' ? C.background : c.lit ? C.crate : C.crateDark);
    const fg = c.state === 'broken' ? packHex(C.broken) : BLACK;
    grid.text(col(c.x) - 1, row(c.y), c.state === 'broken' ? `x${c.id.slice(1)}` : c.id, fg, bg, c.state === 'locked');
  }
  for (const r of scene.rings) grid.put(col(r.x), row(r.y), RING_CHAR[r.kind], r.kind === 'break' ? WHITE : packHex('#c9d6e8'));
  for (const p of scene.pen) { const [x, y] = penSpot(bp, p.seat); grid.put(col(x), row(y), '×', packHex(C.found), -1, true); }
  for (const b of scene.beams) {
    const oct = Math.round(((b.bearing % 256) + 256) % 256 / 32) % 8;
    grid.put(col(b.x) + [1, 1, 0, -1, -1, -1, 0, 1][oct], row(b.y) + [0, -1, -1, -1, 0, 1, 1, 1][oct], '→↗↑↖←↙↓↘'[oct], packHex(C.owl), -1, true);
  }
  for (const c of [...scene.cogs].sort((a, b) => Number(a.self) - Number(b.self))) {
    const team = packHex(teamColour(c.team));
    const label = c.alias.replace(/^(\w)\w*-/, '$1');
    if (c.look === 'ghost') grid.text(col(c.x) - 1, row(c.y), label.toLowerCase(), team, -1);
    else grid.text(col(c.x) - 1, row(c.y), label, c.self ? WHITE : BLACK, team, true);
  }
  if (side) lines.forEach(([s, fg], i) => grid.text(opts.cols - side, 2 + i, s.slice(0, side - 1), fg, packHex(C.panel)));
  else packed.slice(0, bottom).forEach((segs, i) => {
    let c = 0;
    segs.forEach(([s, fg], k) => {
      if (k) { grid.text(c + 1, opts.rows - bottom + i, '·', DIM); c += 3; }
      grid.text(c, opts.rows - bottom + i, s.slice(0, Math.max(0, opts.cols - c)), fg);
      c += s.length;
    });
  });
  return grid.toAnsi(opts.color);
}
