// The dungeon for terminal cells: one cell a tile (half-block colours for stone and floor), glyphs
// for torches and worn floor, markers for the entrance, exit, treasure, players and a seen monster
// (all from legend.ts), the standings as text and the legend on every screen.
import type { DungeonView } from '../../engine/dungeon/types.ts';
import type { TerminalOptions } from '../types.ts';
import { CellGrid, cellCanvas, packHex } from '../terminal/cells.ts';
import { DUNGEON_STYLE as S, drawDungeonFloor } from './picture.ts';
import { DUNGEON_SYMBOLS as SYM, legendLine, playerGlyph } from './legend.ts';
import { TILE } from '../../engine/dungeon/types.ts';

/** The dungeon view as ANSI lines for `cols` x `rows` cells. */
export function dungeonTerminal(v: DungeonView, opts: TerminalOptions): string {
  const { canvas, ctx } = cellCanvas(opts.cols, opts.rows);
  ctx.fillStyle = S.background;
  ctx.fillRect(0, 0, opts.cols, opts.rows * 2);
  const side = opts.cols - v.width >= 24 ? Math.min(34, opts.cols - v.width - 1) : 0;
  // The legend takes the last row(s): on the side panel when there is one, else under the map, in
  // its short form when the long one would take more than a quarter of a small screen.
  const full = legendLine();
  const legend = Math.ceil([...full].length / opts.cols) > Math.max(1, Math.floor(opts.rows / 4)) ? legendLine(true) : full;
  const legendRows = side ? 0 : Math.ceil([...legend].length / opts.cols);
  const bottom = side ? 0 : legendRows + Math.min(v.standings.length + 1, Math.max(0, opts.rows - v.height - 1 - legendRows));
  const tw = Math.max(0.2, Math.min(1, (opts.cols - side) / v.width));
  const th = Math.max(0.2, Math.min(1, (opts.rows - 1 - bottom) / v.height));
  ctx.save();
  ctx.translate(0, 2);
  ctx.scale(tw, 2 * th);
  drawDungeonFloor(ctx, v, 0, 0, 1, false);
  ctx.restore();
  const grid = new CellGrid(canvas);
  const at = (p: { x: number; y: number }): [number, number] => [Math.floor((p.x + 0.5) * tw), 1 + Math.floor((p.y + 0.5) * th)];
  // Torches and worn floor are too small for half-block colour: they get a glyph of their own.
  for (let y = 0; y < v.height; y++) {
    const row = v.rows[y] ?? '';
    for (let x = 0; x < v.width; x++) {
      if (row[x] === TILE.TORCH) grid.put(...at({ x, y }), SYM.torch.glyph, packHex(S.torch), packHex(S.wall), true);
      else if (row[x] === TILE.FLOOR_MARKED) grid.put(...at({ x, y }), SYM.floorMarked.glyph, packHex(S.text), packHex(S.floorMarked));
    }
  }
  const title = `DUNGEON ${v.ruleset.label} · turn ${v.turn + 1} · tick ${v.tick}${v.over ? ' · over' : ''}`;
  grid.text(0, 0, title.padEnd(opts.cols).slice(0, opts.cols), packHex(S.exit), packHex(S.panel), true);
  grid.put(...at(v.entrance), SYM.entrance.glyph, packHex(S.entrance), -1, true);
  grid.put(...at(v.exit), SYM.exit.glyph, 0x111111, packHex(S.exit), true);
  if (v.treasure) grid.put(...at(v.treasure), SYM.treasure.glyph, 0x111111, packHex(S.treasure), true);
  if (v.monster) grid.put(...at(v.monster), SYM.monster.glyph, 0xffffff, packHex(S.monster), true);
  for (const p of v.players) {
    if (p.status === 'escaped') continue;
    grid.put(...at(p), playerGlyph(p.seat, p.status), p.seat === v.seat ? 0xffffff : 0x111111, packHex(p.colour), true);
  }
  // Scores rank players only in high-score rulesets; elsewhere a row says the standing instead.
  const scored = v.ruleset.winCondition === 'high-score';
  const lines: [string, number][] = v.standings.map((s) => {
    const p = v.players.find((q) => q.seat === s.seat);
    const what = scored ? `${s.status} ${s.score}` : s.status === 'dead' ? 'fallen' : s.status;
    return [`${s.place}. [${playerGlyph(s.seat, 'alive')}] ${s.name}${s.seat === v.seat ? '*' : ''} ${what}`, packHex(p?.colour ?? S.text)];
  });
  lines.push([!v.monsterPresent ? 'no monster' : v.monster ? 'monster in sight' : 'monster unseen', packHex(v.monster ? S.monster : S.dimText)]);
  if (side) {
    lines.push(['', packHex(S.dimText)], ...Object.values(SYM).map((r): [string, number] => [`${r.glyph.padEnd(3)} ${r.meaning}`, packHex(S.dimText)]));
    lines.forEach(([s, fg], i) => grid.text(opts.cols - side, 2 + i, s.slice(0, side), fg));
  } else {
    const joined = [...lines.map(([s]) => s).join(' · ')];
    const standingRows = bottom - legendRows;
    for (let i = 0; i < standingRows; i++) grid.text(0, opts.rows - bottom + i, joined.slice(i * opts.cols, (i + 1) * opts.cols).join(''), packHex(S.text));
    const chars = [...legend];
    for (let i = 0; i < legendRows && i < bottom; i++) grid.text(0, opts.rows - legendRows + i, chars.slice(i * opts.cols, (i + 1) * opts.cols).join('').padEnd(opts.cols), packHex(S.dimText), packHex(S.panel));
  }
  return grid.toAnsi(opts.color);
}
