// Pictures that read at Discord's ~400 px preview: the dungeon picture is narrow enough and carries
// its legend and step grid, end cards round seconds and fill every column, and no black box frames
// the end card's final picture.
import { describe, expect, it } from 'vitest';
import type { DungeonResults, DungeonView } from '../../engine/dungeon/types.ts';
import { CARD } from '../../renders/draw/card.ts';
import { roundSeconds } from '../../renders/draw/round-seconds.ts';
import { dungeonCardContent } from '../../renders/dungeon/endcard.ts';
import { dungeonLayout } from '../../renders/dungeon/picture.ts';
import { renderEndCard, renderPicture } from '../../renders/index.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { decode, rgbAt } from './pixels.ts';


describe('pictures at preview size', () => {
  const m = playToTurn('dungeon', 'race', 7, 3, { players: 4 });
  const v = m.game.view(m.state, { kind: 'spectator' }) as DungeonView;

  it('draws the dungeon at most 1,150 px wide (a third or more of it shows at 400 px) with room for the step grid numbers', () => {
    const L = dungeonLayout(v);
    expect(L.width).toBeLessThanOrEqual(1150);
    expect(L.fx).toBeGreaterThanOrEqual(30);
    expect(L.fy).toBeGreaterThanOrEqual(80);
    const pic = renderPicture('dungeon', v);
    expect(pic.width).toBe(L.width);
  });

  it('draws the step grid: a light line every five tiles across the floor', async () => {
    const L = dungeonLayout(v);
    const px = await decode(renderPicture('dungeon', v).data);
    // A row of the map between grid lines, sampled on the line at tile 5 and beside it.
    let lighter = 0, rows = 0;
    for (let r = 0; r < v.height; r++) {
      const y = L.fy + r * L.tile + Math.floor(L.tile / 2);
      const on = rgbAt(px, L.fx + 20 * L.tile, y), off = rgbAt(px, L.fx + 20 * L.tile + 3, y);
      if (!/[.,]/.test(v.rows[r][20]) || !/[.,]/.test(v.rows[r][19])) continue;
      rows++;
      if (on[0] + on[1] + on[2] > off[0] + off[1] + off[2] + 20) lighter++;
    }
    expect(rows).toBeGreaterThan(0);
    // Without the grid the line there is the darker tile seam; a torch or token may cover a spot or two.
    expect(lighter).toBeGreaterThanOrEqual(Math.ceil(rows * 0.8));
  });

  it('rounds seconds to one decimal in card texts', () => {
    expect(roundSeconds('Moth hid 93.292 s, Owl 69.167 s; 12.5 s')).toBe('Moth hid 93.3 s, Owl 69.2 s; 12.5 s');
    expect(roundSeconds('won in 55.917s')).toBe('won in 55.9s');
  });

  it('fills the dungeon end card\'s TREASURE and FELL TO columns for every player', () => {
    const end = playToTurn('dungeon', 'race', 7, undefined, { players: 4 });
    const content = dungeonCardContent(end.game.view(end.state, { kind: 'full' }) as DungeonView, end.game.results(end.state) as DungeonResults);
    const col = (head: string) => content.columns.findIndex((c) => c.head === head);
    for (const row of content.rows) {
      expect(['carried', 'no']).toContain(row.cells[col('TREASURE')]);
      expect(row.cells[col('FELL TO')]).not.toBe('');
    }
  });

  it('shows a SCORE column on the dungeon end card only where scores rank the players (high-score)', () => {
    const heads = (ruleset: string) => {
      const end = playToTurn('dungeon', ruleset, 7, undefined, { players: 3 });
      const c = dungeonCardContent(end.game.view(end.state, { kind: 'full' }) as DungeonView, end.game.results(end.state) as DungeonResults);
      for (const row of c.rows) expect(row.cells).toHaveLength(c.columns.length);
      return c.columns.map((x) => x.head);
    };
    expect(heads('race')).not.toContain('SCORE');
    expect(heads('last-alive')).not.toContain('SCORE');
    expect(heads('score-attack')).toContain('SCORE');
  });

  it('leaves no black box around the end card\'s final picture', async () => {
    // A wide dungeon map in the final box leaves room above and below it: that room is the card's background, not black.
    const end = playToTurn('dungeon', 'race', 7, undefined, { players: 4 });
    const card = await decode(renderEndCard('dungeon', end.game.view(end.state, { kind: 'full' }), end.game.results(end.state)!).data);
    const fx = CARD.tableW + 20, fy = CARD.titleH + 24;
    expect(rgbAt(card, fx + 1, fy + 1)).toEqual(rgbAt(card, fx - 10, fy + 1));
    expect(rgbAt(card, fx + 1, fy + 1)).not.toEqual([0, 0, 0]);
  });
});

describe('the lamp street as the channel sees it', () => {
  const m = playToTurn('lamplighter', 'lamplighter-duo', 7, 6, { pale: true });
  it('describes the team, not one player\'s shop or keys, and words the Pale\'s state', () => {
    const spectator = renderPicture('lamplighter', m.game.view(m.state, { kind: 'spectator' }));
    expect(spectator.alt).toMatch(/L1: Dread \d+/);
    expect(spectator.alt).toMatch(/L2: Dread \d+/);
    expect(spectator.alt).not.toMatch(/Upgrades|Prompt|hold E|\(you\)/i);
    expect(spectator.alt).not.toMatch(/The Pale is (hunt|withdraw|wander|search)\b/);
    const seat = renderPicture('lamplighter', m.game.view(m.state, { kind: 'seat', seat: 0 }));
    expect(seat.alt).toMatch(/Upgrades: /);
  });

  it('draws a different panel for the channel than for a seat (the team, not the seat\'s HUD)', async () => {
    const spectator = renderPicture('lamplighter', m.game.view(m.state, { kind: 'spectator' }), { format: 'png' });
    const seat = renderPicture('lamplighter', m.game.view(m.state, { kind: 'seat', seat: 0 }), { format: 'png' });
    const a = await decode(spectator.data), b = await decode(seat.data);
    // The prompt strip sits at the panel's foot in a seat's picture; the team panel leaves it plain.
    const y = a.height - 40, x = a.width - 150;
    expect(rgbAt(a, x, y)).not.toEqual(rgbAt(b, x, y));
  });
});

describe('the dungeon replay GIF', () => {
  it('steps through each turn\'s ticks (a frame per tick with moves), not one frame a turn', async () => {
    const { renderReplayGif } = await import('../../renders/index.ts');
    const end = playToTurn('dungeon', 'race', 7, undefined, { players: 4 });
    const doc = end.game.replay(end.state) as { orders: unknown[] };
    const gif = renderReplayGif('dungeon', doc);
    expect(gif.frames).toBeGreaterThan(doc.orders.length * 4);
    expect(gif.data.length).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('an end card\'s footnote', () => {
  it('draws the rating line under the table, and the card is unchanged without one', async () => {
    const end = playToTurn('dungeon', 'race', 7, undefined, { players: 4 });
    const v = end.game.view(end.state, { kind: 'full' });
    const r = end.game.results(end.state)!;
    const plain = renderEndCard('dungeon', v, r);
    expect(renderEndCard('dungeon', v, r, { footnote: undefined }).data.equals(plain.data)).toBe(true);
    const noted = await decode(renderEndCard('dungeon', v, r, { footnote: 'Rating: ada +14.0 → 14.0 (provisional)' }).data);
    const base = await decode(plain.data);
    let differ = 0;
    for (let x = 28; x < 500; x += 2) for (let y = CARD.height - 100; y < CARD.height - 70; y += 2) if (rgbAt(noted, x, y).join() !== rgbAt(base, x, y).join()) differ++;
    expect(differ).toBeGreaterThan(20);
  });
});
