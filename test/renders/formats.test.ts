// Sizes, formats, alt text and determinism of the still pictures, for every game.
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../engine/core/game.ts';
import { describeView, renderEndCard, renderMeters, renderPicture } from '../../renders/index.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { fullView, seekerView, spectatorView } from './fixtures/lantern-views.ts';
import { streetView } from './fixtures/lamplighter-views.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): [number, number] {
  expect(b.subarray(0, 8).equals(PNG)).toBe(true);
  expect(b.toString('latin1', 12, 16)).toBe('IHDR');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

/** Width and height from a JPEG's start-of-frame segment (or a PNG's header). */
function imageSize(b: Buffer): [number, number] {
  if (b[0] !== 0xff || b[1] !== 0xd8) return pngSize(b);
  for (let i = 2; i + 9 < b.length; i += 2 + b.readUInt16BE(i + 2)) {
    expect(b[i]).toBe(0xff);
    if (b[i + 1] >= 0xc0 && b[i + 1] <= 0xc3) return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
  }
  throw new Error('no JPEG start-of-frame segment');
}

/** The default still format per game: Lamplighter's street is JPEG (renders/encode.ts); every end card is PNG. */
const DEFAULT_MIME: Record<GameId, string> = { lantern: 'image/png', lamplighter: 'image/jpeg', dungeon: 'image/png' };

const cases: [GameId, () => unknown][] = [
  ['lantern', () => seekerView()],
  ['lamplighter', () => streetView({ dread: 40 })],
  ['dungeon', () => { const m = playToTurn('dungeon', 'race', 3, 2, { players: 3 }); return m.game.view(m.state, { kind: 'seat', seat: 0 }); }],
];

describe('still pictures', () => {
  for (const [game, view] of cases) {
    it(`${game}: a picture in its default format whose header matches the reported size, with alt text`, () => {
      const p = renderPicture(game, view());
      expect(p.mime).toBe(DEFAULT_MIME[game]);
      expect(p.ext).toBe(p.mime === 'image/jpeg' ? 'jpg' : 'png');
      expect(imageSize(p.data)).toEqual([p.width, p.height]);
      expect(p.alt.length).toBeGreaterThan(40);
      expect(p.alt.length).toBeLessThanOrEqual(1000);
      expect(describeView(game, view())).toBe(p.alt);
    });
    it(`${game}: the same view gives the same bytes`, () => {
      expect(renderPicture(game, view()).data.equals(renderPicture(game, view()).data)).toBe(true);
    });
    it(`${game}: WebP on request`, () => {
      const p = renderPicture(game, view(), { format: 'webp' });
      expect(p.mime).toBe('image/webp');
      expect(p.data.toString('latin1', 0, 4)).toBe('RIFF');
      expect(p.data.toString('latin1', 8, 12)).toBe('WEBP');
    });
  }

  it('the warehouse holds the whole floor at one picture pixel a floor pixel, plus panels', () => {
    const p = renderPicture('lantern', fullView());
    expect(p.width).toBeGreaterThanOrEqual(1235 + 250);
    expect(p.height).toBeGreaterThanOrEqual(659 + 60);
  });

  it('a live spectator picture carries no positions (alt names no cog or crate)', () => {
    const p = renderPicture('lantern', spectatorView());
    expect(p.alt).not.toMatch(/Cogs:|Crates:/);
    expect(p.alt).toMatch(/Found: Moth-2/);
  });

  it('the meters alone and the street with and without its panel have their own sizes', () => {
    const v = streetView({ dread: 30 });
    const alone = renderMeters(v);
    const beside = renderPicture('lamplighter', v);
    const bare = renderPicture('lamplighter', v, { meters: false });
    expect(pngSize(alone.data)).toEqual([400, 560]);
    expect(beside.width).toBe(bare.width + alone.width);
  });

  it('a view of another game is refused with one line', () => {
    expect(() => renderPicture('lantern', streetView())).toThrow(/^not a Lantern view/);
    expect(() => renderPicture('dungeon', fullView())).toThrow(/^not a Dungeon view/);
  });

  for (const game of ['lantern', 'lamplighter', 'dungeon'] as const) {
    it(`${game}: an end card of a finished bot match`, () => {
      const m = playToTurn(game, game === 'lantern' ? 'lantern-sprint' : game === 'dungeon' ? 'race' : 'lamplighter-solo', 8, undefined, game === 'dungeon' ? { players: 3 } : {});
      const results = m.game.results(m.state)!;
      const card = renderEndCard(game, m.game.view(m.state, { kind: 'full' }), results);
      expect(card.mime).toBe('image/png');
      expect(imageSize(card.data)).toEqual([1200, 640]);
      expect(card.alt).toContain(results.summary);
    });
  }
});
