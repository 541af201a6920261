// The dungeon for terminal cells: one cell a tile (half-block colours for stone, floor and torch
// light), markers for the entrance, exit, treasure, players and a seen monster, standings as text.
import type { DungeonView } from '../../engine/dungeon/types.ts';
import type { TerminalOptions } from '../index.ts';
import { CellGrid, cellCanvas, packHex } from '../terminal/cells.ts';
import { DUNGEON_STYLE as S, drawDungeonFloor } from './picture.ts';

/** The dungeon view as ANSI lines for `cols` x `rows` cells. */
export function dungeonTerminal(v: DungeonView, opts: TerminalOptions): string {
  const { canvas, ctx } = cellCanvas(opts.cols, opts.rows);
  ctx.fillStyle = S.background;
  ctx.fillRect(0, 0, opts.cols, opts.rows * 2);
  const side = opts.cols - v.width >= 24 ? Math.min(34, opts.cols - v.width - 1) : 0;
  const bottom = side ? 0 : Math.min(v.standings.length + 1, Math.max(1, opts.rows - v.height - 1));
  const tw = Math.max(0.2, Math.min(1, (opts.cols - side) / v.width));
  const th = Math.max(0.2, Math.min(1, (opts.rows - 1 - bottom) / v.height));
  ctx.save();
  ctx.translate(0, 2);
  ctx.scale(tw, 2 * th);
  drawDungeonFloor(ctx, v, 0, 0, 1, false);
  ctx.restore();
  const grid = new CellGrid(canvas);
  const at = (p: { x: number; y: number }): [number, number] => [Math.floor((p.x + 0.5) * tw), 1 + Math.floor((p.y + 0.5) * th)];
  const title = `DUNGEON ${v.ruleset.label} · turn ${v.turn + 1}${v.over ? ' · over' : ''}`;
  grid.text(0, 0, title.padEnd(opts.cols).slice(0, opts.cols), packHex(S.exit), packHex(S.panel), true);
  grid.put(...at(v.entrance), '▲', packHex(S.entrance), -1, true);
  grid.put(...at(v.exit), 'E', 0x111111, packHex(S.exit), true);
  if (v.treasure) grid.put(...at(v.treasure), '$', 0x111111, packHex(S.treasure), true);
  if (v.monster) grid.put(...at(v.monster), 'M', 0xffffff, packHex(S.monster), true);
  for (const p of v.players) {
    if (p.status === 'escaped') continue;
    const glyph = p.status === 'alive' ? (p.name.match(/\d/)?.[0] ?? p.name[0] ?? '?') : 'x';
    grid.put(...at(p), glyph, p.seat === v.seat ? 0xffffff : 0x111111, packHex(p.colour), true);
  }
  const lines: [string, number][] = v.standings.map((s) => {
    const p = v.players.find((q) => q.seat === s.seat);
    return [`${s.place}. ${s.name}${s.seat === v.seat ? '*' : ''} ${s.status} ${s.score}`, packHex(p?.colour ?? S.text)];
  });
  lines.push([!v.monsterPresent ? 'no monster' : v.monster ? 'monster in sight' : 'monster unseen', packHex(v.monster ? S.monster : S.dimText)]);
  if (side) lines.forEach(([s, fg], i) => grid.text(opts.cols - side, 2 + i, s.slice(0, side), fg));
  else {
    const joined = lines.map(([s]) => s).join(' · ');
    for (let i = 0; i < bottom; i++) grid.text(0, opts.rows - bottom + i, joined.slice(i * opts.cols, (i + 1) * opts.cols), packHex(S.text));
  }
  return grid.toAnsi(opts.color);
}
