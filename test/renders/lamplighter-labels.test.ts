// The lamp street's labels read at Discord's ~400 px preview: on the 1,200 px street of the channel
// picture they are drawn twice their GIF size (a lit lamp's number pill 38 px high, not 19), and the
// Pale's name sits above its hood, where it cannot cover the number of a lamp it stands by.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cameraFor, labelScale, px, py } from '../../renders/lamplighter/camera.ts';
import { STREET_LAYOUT as L } from '../../renders/lamplighter/theme.ts';
import { renderPicture } from '../../renders/index.ts';
import { streetView } from './fixtures/lamplighter-views.ts';

async function pixels(data: Buffer): Promise<(x: number, y: number) => [number, number, number]> {
  const img = await loadImage(data);
  const cv = createCanvas(img.width, img.height);
  const g = cv.getContext('2d');
  g.drawImage(img, 0, 0);
  const d = g.getImageData(0, 0, img.width, img.height).data;
  return (x, y) => { const i = (Math.round(y) * img.width + Math.round(x)) * 4; return [d[i]!, d[i + 1]!, d[i + 2]!]; };
}

/** Rows of the column at `x` from `y0` down `n` px whose colour is near the lit glass's (#ffe6a8). */
function pillRows(at: (x: number, y: number) => [number, number, number], x: number, y0: number, n: number): number {
  let rows = 0;
  for (let y = y0; y < y0 + n; y++) {
    // Beside the number's glyphs: the pill's fill, a few px left of the lamp's x.
    const [r, g, b] = at(x - 14, y);
    if (Math.abs(r - 0xff) < 40 && Math.abs(g - 0xe6) < 40 && Math.abs(b - 0xa8) < 50) rows++;
  }
  return rows;
}

describe('lamp street labels at preview size', () => {
  it('scales labels with the street: 1x on the 600 px GIF street, 2x (at most) on the 1,200 px one', () => {
    const v = streetView();
    expect(labelScale(cameraFor(v, 600, 280))).toBe(1);
    expect(labelScale(cameraFor(v, 516, 241))).toBe(1);
    expect(labelScale(cameraFor(v, L.streetW, L.streetH))).toBe(2);
    expect(labelScale(cameraFor(v, 2400, 1120))).toBe(2);
  });

  it('draws a lit lamp\'s number on a pill about 38 px high in the channel picture', async () => {
    const v = streetView({ dread: 0, lit: 4 });
    const lamp = v.lamps.find((l) => l.lit)!;
    const cam = cameraFor(v, L.streetW, L.streetH);
    const at = await pixels(renderPicture('lamplighter', v, { format: 'png' }).data);
    const rows = pillRows(at, px(cam, lamp.x), py(cam, lamp.y) + 6, 44);
    expect(rows).toBeGreaterThanOrEqual(26); // the rounded ends take a few rows at the probe; 19 px before
    expect(rows).toBeLessThanOrEqual(40);
  });

  it('puts the Pale\'s name above its hood, clear of the lamp numbers at its feet', async () => {
    const v = streetView({ pale: true, dread: 0 });
    expect(v.pale.visible).toBe(true);
    const cam = cameraFor(v, L.streetW, L.streetH);
    const at = await pixels(renderPicture('lamplighter', v, { format: 'png' }).data);
    const x = px(cam, v.pale.x!), y = py(cam, v.pale.y!), H = 3 * cam.scale * L.rise;
    /** Pixels of the name's ice-white (#cfe6ff) in a band of rows, 120 px either side of the Pale. */
    const nameInk = (y0: number, y1: number) => {
      let n = 0;
      for (let yy = Math.max(0, Math.round(y0)); yy < Math.min(L.streetH, Math.round(y1)); yy++) {
        for (let xx = Math.round(x - 120); xx < x + 120; xx++) {
          const [r, g, b] = at(xx, yy);
          if (r > 175 && g > 205 && b > 235 && b - r > 30) n++;
        }
      }
      return n;
    };
    // The lamps' number pills start 6 px under a lamp's foot, the Pale's row.
    expect(nameInk(y + 6, y + 46)).toBeLessThan(10);
    expect(nameInk(y - H * 1.04 - 40, y - H * 1.04)).toBeGreaterThan(60);
  });
});
