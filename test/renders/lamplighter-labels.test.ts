// The lamp street's labels read at Discord's ~400 px preview: on the 1,200 px street of the channel
// picture they are drawn twice their GIF size (a lit lamp's number pill 38 px high, not 19), the
// numbers are drawn over the figures, and the Pale's name goes where it covers no number or lamplighter.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { LamplighterView, RoundView } from '../../engine/lamplighter/view.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';
import { cameraFor, labelScale, px, py } from '../../renders/lamplighter/camera.ts';
import { drawLamplighter, lamplighterNames, lamplighterRects, paleLabelPlace } from '../../renders/lamplighter/figures.ts';
import { lampLabelRects } from '../../renders/lamplighter/street.ts';
import { STREET_LAYOUT as L } from '../../renders/lamplighter/theme.ts';
import { streetPalette } from '../../renders/lamplighter/tone.ts';
import { renderPicture } from '../../renders/index.ts';
import { streetView } from './fixtures/lamplighter-views.ts';
import { decode, rgbAt, type Pixels } from './pixels.ts';


/** Rows of the column at `x` from `y0` down `n` px whose colour is near the lit glass's (#ffe6a8). */
function pillRows(p: Pixels, x: number, y0: number, n: number): number {
  let rows = 0;
  for (let y = y0; y < y0 + n; y++) {
    // Beside the number's glyphs: the pill's fill, a few px left of the lamp's x.
    const [r, g, b] = rgbAt(p, x - 14, y);
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
    const at = await decode(renderPicture('lamplighter', v, { format: 'png' }).data);
    const rows = pillRows(at, px(cam, lamp.x), py(cam, lamp.y) + 6, 44);
    expect(rows).toBeGreaterThanOrEqual(26); // the rounded ends take a few rows at the probe; 19 px before
    expect(rows).toBeLessThanOrEqual(40);
  });

  it('places the Pale\'s name where it covers no lamp number and no lamplighter, inside the picture', () => {
    const g = createCanvas(8, 8).getContext('2d');
    const duo = playToTurn('lamplighter', 'lamplighter-duo', 7, 30, { pale: true });
    const solo = playToTurn('lamplighter', 'lamplighter-solo', 7, 5, { pale: true });
    const views: RoundView[] = [
      streetView({ pale: true }),
      // The Pale between the rows by lamp 5, a lamplighter under it: its name once covered 3 and 5 (above) or L2 (below).
      duo.game.view(duo.state, { kind: 'spectator' }) as RoundView,
      solo.game.view(solo.state, { kind: 'seat', seat: 0 }) as RoundView,
    ];
    for (const v of views) {
      expect(v.pale.visible).toBe(true);
      const cam = cameraFor(v, L.streetW, L.streetH);
      const pills = lampLabelRects(g, v, cam);
      const place = paleLabelPlace(g, v.pale, cam, [...pills, ...lamplighterRects(v, cam, lamplighterNames(g, v, cam, pills, null))]);
      expect(place.covered).toBe(0);
      expect(place.box.x).toBeGreaterThanOrEqual(0);
      expect(place.box.x + place.box.w).toBeLessThanOrEqual(L.streetW);
      expect(place.text).toMatch(/^THE PALE · (hunting|wandering|searching|withdrawing|dormant)$/); // the panel's words, not "withdraw"
    }
  });

  it('puts a lamplighter\'s name where it covers no lamp number and no other lamplighter, on the end card\'s small street too (it once sat under lamp 7\'s)', () => {
    const g = createCanvas(8, 8).getContext('2d');
    const end = playToTurn('lamplighter', 'lamplighter-solo', 7, undefined, { pale: true });
    const duo = playToTurn('lamplighter', 'lamplighter-duo', 7, 30, { pale: true });
    const near = playToTurn('lamplighter', 'lamplighter-duo', 7, 10, { pale: true }); // L2 just under L1 by the gate
    const cases: [RoundView, number, number][] = [
      [near.game.view(near.state, { kind: 'spectator' }) as RoundView, L.streetW, L.streetH],
      [end.game.view(end.state, { kind: 'full' }) as RoundView, 516, 241], // the end card's street
      [end.game.view(end.state, { kind: 'full' }) as RoundView, L.streetW, L.streetH],
      [duo.game.view(duo.state, { kind: 'spectator' }) as RoundView, L.streetW, L.streetH],
      [duo.game.view(duo.state, { kind: 'spectator' }) as RoundView, 600, 280], // the GIF's
    ];
    let moved = 0;
    for (const [v, w, h] of cases) {
      const cam = cameraFor(v, w, h);
      const pills = lampLabelRects(g, v, cam);
      const names = lamplighterNames(g, v, cam, pills, null);
      expect(names.size).toBe(v.lamplighters.filter((p) => p.alive).length);
      for (const p of v.lamplighters.filter((q) => q.alive)) {
        const name = names.get(p.seat)!;
        expect(name.covered, `${p.alias} at ${w} px`).toBe(0);
        expect(name.text).toBe(p.name ?? p.alias);
        if (name.baseline > py(cam, p.y)) moved++;
        else if (Math.abs(name.x - px(cam, p.x)) > 1) moved++;
      }
    }
    expect(moved).toBeGreaterThan(0); // the end card's case: above the cap was lamp 7's number
  });

  it('names a lost lamplighter as the panel and the end card do (the player, not the seat alias), where it covers no lamp number', () => {
    const v = streetView();
    // Fallen by lamp 5: above where it fell, "(dark)" ran under lamp 5's number.
    const lost: LamplighterView = { ...v.lamplighters[0], alive: false, cause: 'dark' };
    const cam = cameraFor(v, L.streetW, L.streetH);
    const g = createCanvas(L.streetW, L.streetH).getContext('2d');
    const name = lamplighterNames(g, { lamplighters: [lost] }, cam, lampLabelRects(g, v, cam), null).get(0)!;
    expect(name.covered).toBe(0);
    const texts: string[] = [];
    const fill = g.fillText.bind(g);
    g.fillText = (text: string, x: number, y: number) => { texts.push(text); fill(text, x, y); };
    drawLamplighter(g, lost, cam, null, false, streetPalette(0.4), name);
    expect(texts).toEqual(['ada · lost (dark)']); // "Lamplighter · lost (dark)" before
  });

  it('gives the Pale its own line in the channel\'s team panel (it ran into "5/9 lamps lit")', async () => {
    const duo = playToTurn('lamplighter', 'lamplighter-duo', 7, 30, { pale: true });
    const v = duo.game.view(duo.state, { kind: 'spectator' }) as RoundView;
    expect(v.pale.visible).toBe(true);
    const at = await decode(renderPicture('lamplighter', v, { format: 'png' }).data);
    /** Ice-white (#cfe6ff, the Pale's colour) pixels of the panel between two rows. */
    const ice = (y0: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = L.streetW; x < L.streetW + L.panelW; x++) { const [r, g, b] = rgbAt(at, x, y); if (r > 175 && g > 205 && b > 235 && b - r > 30) n++; }
      return n;
    };
    expect(ice(84 - 24, 84 + 4)).toBe(0); // the "lamps lit" line (baseline 84)
    expect(ice(118 - 24, 118 + 4)).toBeGreaterThan(100); // "Pale withdrawing" under it
  });
});
