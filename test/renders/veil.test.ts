// The dreadveil in pixels: colour drains and the lit area shrinks as Dread rises; a thump squeezes
// the vignette; the sting reddens the rim.
import { describe, expect, it } from 'vitest';
import { renderPicture } from '../../renders/index.ts';
import { STREET_LAYOUT } from '../../renders/lamplighter/theme.ts';
import { streetView, type StreetMoment } from './fixtures/lamplighter-views.ts';
import { colourStats, decode, rimRedness } from './pixels.ts';

const W = STREET_LAYOUT.streetW, H = STREET_LAYOUT.streetH;

async function street(m: StreetMoment) {
  return decode(renderPicture('lamplighter', streetView({ pale: false, ...m }), { meters: false }).data);
}

describe('the dreadveil', () => {
  it('drains the colour and shrinks the lit area monotonically as Dread rises', async () => {
    const stats = [];
    for (const dread of [0, 25, 50, 75, 100]) stats.push(colourStats(await street({ dread }), 0, 0, W, H, 45));
    for (let i = 1; i < stats.length; i++) {
      expect(stats[i].chroma).toBeLessThan(stats[i - 1].chroma);
      expect(stats[i].lit).toBeLessThan(stats[i - 1].lit);
    }
    expect(stats[4].lit).toBeLessThan(stats[0].lit * 0.5);
  });

  it('a heartbeat thump squeezes the vignette (less lit area at the top of a beat)', async () => {
    const calm = colourStats(await street({ dread: 60, beat: 0 }), 0, 0, W, H, 45);
    const thump = colourStats(await street({ dread: 60, beat: 1 }), 0, 0, W, H, 45);
    expect(thump.lit).toBeLessThan(calm.lit);
  });

  it('the sting reddens the rim of the frame, even with the keyhole closed', async () => {
    for (const dread of [20, 95]) {
      const plain = rimRedness(await street({ dread, sting: 0 }), 0, 0, W, H, 0.8 * Math.hypot(W, H) / 2);
      const stung = rimRedness(await street({ dread, sting: 1 }), 0, 0, W, H, 0.8 * Math.hypot(W, H) / 2);
      expect(stung).toBeGreaterThan(plain + 40);
    }
  });
});
