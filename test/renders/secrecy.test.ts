// Secrecy in pixels: what a viewer may not know does not reach its picture. A hider outside every
// cone and bubble looks exactly like empty floor in a seeker's picture but shows in the full
// picture; the same for the dungeon monster outside a player's sight.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games.ts';
import { lanternView } from '../../engine/lantern/view.ts';
import type { LanternState } from '../../engine/lantern/types.ts';
import type { DungeonState, DungeonView } from '../../engine/dungeon/types.ts';
import { renderPicture } from '../../renders/index.ts';
import { LAYOUT } from '../../renders/lantern/theme.ts';
import { dungeonLayout } from '../../renders/dungeon/picture.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { decode, region } from './pixels.ts';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('a seeker picture keeps unlit hiders secret', () => {
  it('an unlit hider is empty floor in the seeker picture and a figure in the full picture', async () => {
    const game = GAMES.lantern!;
    const { state } = playToTurn('lantern', 'lantern-classic', 11, 9);
    const s = state as LanternState;
    expect(s.act).toBe('hunt');
    const seeker = s.half === 0 ? 1 : 0;
    const lit = (st: LanternState, seat: number) => (game.view(st, { kind: 'seat', seat: seeker }).litHiders ?? []).some((h: { seat: number }) => h.seat === seat);
    const hiders = [0, 1, 2, 3, 4, 5].filter((k) => k % 2 !== seeker % 2 && s.cogs[k].state !== 3 && !lit(s, k));
    expect(hiders.length).toBeGreaterThan(0);
    const h = hiders[0];
    const x = Math.trunc(s.cogs[h].x / 256), y = Math.trunc(s.cogs[h].y / 256);
    let moved: LanternState | null = null;
    for (const [nx, ny] of [[60, 60], [1170, 60], [60, 600], [1170, 600], [617, 60], [400, 200], [850, 450]]) {
      if (Math.hypot(nx - x, ny - y) < 80) continue;
      const t = clone(s);
      t.cogs[h].x = nx * 256; t.cogs[h].y = ny * 256;
      if (!lit(t, h)) { moved = t; break; }
    }
    expect(moved).not.toBeNull();
    const box = [LAYOUT.floorX + x - 18, LAYOUT.floorY + y - 36, 36, 54] as const;
    const seekerHere = await decode(renderPicture('lantern', game.view(s, { kind: 'seat', seat: seeker })).data);
    const seekerGone = await decode(renderPicture('lantern', game.view(moved!, { kind: 'seat', seat: seeker })).data);
    expect(region(seekerHere, ...box)).toEqual(region(seekerGone, ...box));
    const fullHere = await decode(renderPicture('lantern', lanternView(s, { kind: 'full' })).data);
    const fullGone = await decode(renderPicture('lantern', lanternView(moved!, { kind: 'full' })).data);
    expect(region(fullHere, ...box)).not.toEqual(region(fullGone, ...box));
  });
});

describe('a dungeon player picture keeps an unseen monster secret', () => {
  it('the monster out of sight is plain floor in the player picture and a figure in the full picture', async () => {
    const game = GAMES.dungeon!;
    let s = game.setup('race', 5, { players: 3 }) as DungeonState;
    let found = false;
    for (let turn = 0; turn < 40 && !game.isOver(s); turn++) {
      const full = game.view(s, { kind: 'full' }) as DungeonView;
      const mine = game.view(s, { kind: 'seat', seat: 0 }) as DungeonView;
      if (full.monster && !mine.monster) { found = true; break; }
      s = game.resolveTurn(s, new Map(game.awaiting(s).map((k) => [k, game.baseline(s, k)]))).state;
    }
    expect(found).toBe(true);
    const m = s.monster!;
    let moved: DungeonState | null = null;
    outer: for (let y = 0; y < s.map.height; y++) for (let x = 0; x < s.map.width; x++) {
      if (s.map.rows[y][x] !== '.' || Math.abs(x - m.x) + Math.abs(y - m.y) < 6) continue;
      const t = clone(s);
      t.monster!.x = x; t.monster!.y = y;
      if (!(game.view(t, { kind: 'seat', seat: 0 }) as DungeonView).monster) { moved = t; break outer; }
    }
    expect(moved).not.toBeNull();
    const v = game.view(s, { kind: 'full' }) as DungeonView;
    const L = dungeonLayout(v);
    const box = [L.fx + m.x * L.tile, L.fy + m.y * L.tile, L.tile, L.tile] as const;
    const seatHere = await decode(renderPicture('dungeon', game.view(s, { kind: 'seat', seat: 0 })).data);
    const seatGone = await decode(renderPicture('dungeon', game.view(moved!, { kind: 'seat', seat: 0 })).data);
    expect(region(seatHere, ...box)).toEqual(region(seatGone, ...box));
    const fullHere = await decode(renderPicture('dungeon', v).data);
    const fullGone = await decode(renderPicture('dungeon', game.view(moved!, { kind: 'full' })).data);
    expect(region(fullHere, ...box)).not.toEqual(region(fullGone, ...box));
  });
});
