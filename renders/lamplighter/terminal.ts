// The lamp street for terminal cells: street, pools and veil as half-block pixels; lamps, the
// lamplighters and the Pale as whole-cell markers; the meters as text lines.
import { paleLine } from '../../engine/lamplighter/status-text.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import type { TerminalOptions } from '../types.ts';
import { CellGrid, cellCanvas, packHex } from '../terminal/cells.ts';
import { clockText } from '../draw/text.ts';
import { cameraFor, px, py } from './camera.ts';
import { meteredOf } from './meters.ts';
import { drawStreetVeiled } from './picture.ts';
import { STREET_COLOURS as C } from './theme.ts';

const BLACK = 0x101010, WHITE = 0xffffff;

function meterBar(frac: number, width: number): string {
  const n = Math.round(Math.max(0, Math.min(1, frac)) * width);
  return '█'.repeat(n) + '░'.repeat(width - n);
}

/** Words wrapped to `width` columns (a word longer than the width is cut). */
function wrapWords(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) { out.push(line); line = w; } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out.map((l) => l.slice(0, width));
}

/** The meters as coloured text lines (for the terminal). */
export function meterLines(v: RoundView, width: number): [string, number][] {
  const p = meteredOf(v);
  const out: [string, number][] = [[`${v.street.name} · ${clockText(v.time)} · lamps ${v.lampsLit}/${v.lampTotal} · ${v.phase}`, packHex(C.text)]];
  if (!p) return out;
  const bw = Math.max(6, Math.min(20, width - 22));
  out.push([`Dread ${String(Math.round(p.dread)).padStart(3)} ${meterBar(p.dreadFrac, bw)}`, packHex(p.dread >= 75 ? C.dreadHot : C.dread)]);
  out.push([`Oil  ${p.lantern.oil <= 0 ? ' DRY' : `${String(Math.round(p.lantern.oilFrac * 100)).padStart(3)}%`} ${meterBar(p.lantern.oilFrac, bw)}`, packHex(C.oil)]);
  out.push([`Embers ${p.embers} ◆ · ♥ ${Math.round(p.bpm)} bpm · ${paleLine(v.pale, 1)}`, packHex(C.ember)]);
  for (const r of p.upgradeRows) {
    const pips = '●'.repeat(r.rank) + '○'.repeat(r.maxRank - r.rank);
    const tail = r.canBuy.ok ? (r.cost === null ? 'maxed' : `${r.cost}◆`) : `dim: ${r.canBuy.reason}`;
    out.push([`${r.label.padEnd(6)} ${pips} ${r.effect.padEnd(7)} ${tail}`, r.canBuy.ok ? packHex(C.text) : packHex(C.dimText)]);
  }
  // The prompt is wrapped, never cut ("Walk out to begin; ho" in a 46-column side panel).
  const colour = p.veil.sting > 0.35 ? packHex(C.bad) : packHex('#ffe2a6');
  wrapWords(`» ${p.prompt}`, Math.max(12, width - 2)).forEach((l) => out.push([l, colour]));
  return out;
}

/** The street (or the meters alone) as ANSI lines for `cols` x `rows` cells. */
export function lamplighterTerminal(v: RoundView, opts: TerminalOptions): string {
  const { canvas, ctx } = cellCanvas(opts.cols, opts.rows);
  ctx.fillStyle = C.panel;
  ctx.fillRect(0, 0, opts.cols, opts.rows * 2);
  const side = opts.kind === 'meters' ? opts.cols : opts.cols >= 110 ? Math.min(46, Math.floor(opts.cols * 0.4)) : 0;
  const lines = meterLines(v, side || opts.cols);
  const bottom = side ? 0 : Math.min(lines.length, Math.max(2, opts.rows - 8));
  const sw = opts.cols - side, sh = (opts.rows - bottom) * 2;
  if (sw > 0) drawStreetVeiled(ctx, v, 0, 0, sw, sh, { figures: false });
  const grid = new CellGrid(canvas);
  if (sw > 0) {
    const cam = cameraFor(v, sw, sh);
    const at = (x: number, y: number): [number, number] => [Math.floor(px(cam, x)), Math.floor(py(cam, y) / 2)];
    const [gx, gy] = at(v.street.gate[0], v.street.gate[1]);
    grid.text(gx - 1, gy, 'gate', BLACK, packHex(C.glassLit));
    for (const l of v.lamps) {
      const [x, y] = at(l.x, l.y);
      const label = l.lit ? String(l.number) : l.progress > 0 ? `${l.number}:${Math.floor(l.progress * 100)}%` : String(l.number);
      grid.text(x, y, label, l.lit ? BLACK : l.progress > 0 ? packHex(C.ring) : WHITE, l.lit ? packHex(C.glassLit) : packHex(C.post), true);
    }
    if (v.pale.visible && v.pale.x !== null && v.pale.y !== null) {
      const [x, y] = at(v.pale.x, v.pale.y);
      grid.put(x, y - 1, '▲', packHex(C.paleRobe));
      grid.put(x, y, 'P', BLACK, packHex(C.paleFace), true);
      grid.text(x + 1, y, 'ale', packHex(C.paleFace));
    }
    for (const p of v.lamplighters) {
      const [x, y] = at(p.x, p.y);
      grid.put(x, y, p.alive ? '@' : 'x', p.alive ? BLACK : packHex(C.bad), p.alive ? packHex(C.lanternGlow) : -1, true);
    }
  }
  if (side) lines.forEach(([s, fg], i) => grid.text(opts.cols - side, i + 1, ` ${s}`.slice(0, side), fg, packHex(C.panel)));
  else lines.slice(0, bottom).forEach(([s, fg], i) => grid.text(0, opts.rows - bottom + i, s.slice(0, opts.cols), fg, packHex(C.panel)));
  return grid.toAnsi(opts.color);
}
