// The render pool: pictures come back from the worker whole (their bytes moved, not cloned), and
// each lane counts the drawings it has not answered (a first seat-view answer skips its picture grace
// behind a deep queue).
import { afterAll, describe, expect, it } from 'vitest';
import { RenderPool } from '../../bot/render-pool.ts';
import { renderPicture } from '../../renders/index.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { isPng } from './harness.ts';

describe('the render pool', () => {
  const pool = new RenderPool();
  afterAll(() => pool.close());
  const m = playToTurn('lantern', 'lantern-sprint', 7, 3);
  const view = m.game.view(m.state, { kind: 'seat', seat: 1 });

  it('answers with the same bytes as drawing here, and counts a lane\'s unanswered drawings', async () => {
    expect(pool.pending('seats')).toBe(0);
    const drawings = [0, 1, 2].map(() => pool.render({ kind: 'picture', game: 'lantern', view }, 'seats'));
    expect(pool.pending('seats')).toBe(3);
    expect(pool.pending('turns')).toBe(0);
    const pictures = await Promise.all(drawings);
    expect(pool.pending('seats')).toBe(0);
    const here = renderPicture('lantern', view);
    for (const p of pictures) {
      expect(Buffer.isBuffer(p.data)).toBe(true);
      expect(isPng(p.data)).toBe(true);
      expect(p.data.equals(here.data)).toBe(true);
      expect(p.alt).toBe(here.alt);
    }
  }, 60_000);

  it('draws the lamp street\'s JPEG in both lanes\' workers, byte for byte as here (the JPEG encoder is a native addon loaded in each worker)', async () => {
    const street = playToTurn('lamplighter', 'lamplighter-solo', 7, 5, { pale: true });
    const v = street.game.view(street.state, { kind: 'seat', seat: 0 });
    const here = renderPicture('lamplighter', v);
    expect(here.mime).toBe('image/jpeg');
    const there = await Promise.all([pool.render({ kind: 'picture', game: 'lamplighter', view: v }, 'seats'), pool.render({ kind: 'picture', game: 'lamplighter', view: v }, 'turns')]);
    for (const p of there) expect([p.mime, p.data.equals(here.data)]).toEqual(['image/jpeg', true]);
  }, 60_000);

  it('counts a failed drawing as answered', async () => {
    await expect(pool.render({ kind: 'picture', game: 'lantern', view: { game: 'dungeon' } }, 'seats')).rejects.toThrow(/not a Lantern view/);
    expect(pool.pending('seats')).toBe(0);
  }, 60_000);
});
