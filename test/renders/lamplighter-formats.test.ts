// Lamplighter's formats: the street picture defaults to JPEG (its cobbles deflate slowly), a caller
// naming PNG or WebP still gets it, and the end card and the meters alone are PNG.
import { describe, expect, it } from 'vitest';
import { renderEndCard, renderMeters, renderPicture } from '../../renders/index.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { decode } from './pixels.ts';
import { streetView } from './fixtures/lamplighter-views.ts';

describe('lamplighter picture formats', () => {
  it('the street picture is a JPEG by default, with a jpg extension, and decodes at its reported size', async () => {
    const p = renderPicture('lamplighter', streetView({ dread: 40 }));
    expect([p.mime, p.ext]).toEqual(['image/jpeg', 'jpg']);
    expect([p.data[0], p.data[1], p.data[2]]).toEqual([0xff, 0xd8, 0xff]);
    const px = await decode(p.data);
    expect([px.width, px.height]).toEqual([p.width, p.height]);
  });

  it('a caller asking for PNG or WebP gets that format, with the same size', () => {
    const v = streetView({ dread: 40 });
    const png = renderPicture('lamplighter', v, { format: 'png' });
    const webp = renderPicture('lamplighter', v, { format: 'webp' });
    expect([png.mime, png.ext, png.data.toString('latin1', 1, 4)]).toEqual(['image/png', 'png', 'PNG']);
    expect([webp.mime, webp.ext, webp.data.toString('latin1', 8, 12)]).toEqual(['image/webp', 'webp', 'WEBP']);
    expect([png.width, png.height]).toEqual([webp.width, webp.height]);
  });

  it('the JPEG keeps the look: mean channel difference from the lossless PNG under 2 levels', async () => {
    const v = streetView({ dread: 60 });
    const jpg = await decode(renderPicture('lamplighter', v).data);
    const png = await decode(renderPicture('lamplighter', v, { format: 'png' }).data);
    let sum = 0;
    for (let i = 0; i < png.data.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs(png.data[i + c] - jpg.data[i + c]);
    expect(sum / (png.width * png.height * 3)).toBeLessThan(2);
  });

  it('the same end card twice gives the same PNG bytes, and a JPEG on request; the meters alone are PNG', () => {
    const m = playToTurn('lamplighter', 'lamplighter-solo', 8);
    const final = m.game.view(m.state, { kind: 'full' }), results = m.game.results(m.state)!;
    // The card's street is 241 px high: an odd height once left the light map's last row blending with the card before.
    const a = renderEndCard('lamplighter', final, results), b = renderEndCard('lamplighter', final, results);
    expect([a.mime, a.ext]).toEqual(['image/png', 'png']);
    expect(a.data.equals(b.data)).toBe(true);
    const jpeg = renderEndCard('lamplighter', final, results, { format: 'jpeg' });
    expect(jpeg.mime).toBe('image/jpeg');
    expect(jpeg.data.equals(renderEndCard('lamplighter', final, results, { format: 'jpeg' }).data)).toBe(true);
    expect(renderMeters(streetView()).mime).toBe('image/png');
  });
});
