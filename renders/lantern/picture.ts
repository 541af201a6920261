// The warehouse picture: header, the floor at one picture pixel a floor pixel with the A–M / 1–7
// labels in its margins, and the side panel.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { LanternView } from '../../engine/lantern/view.ts';
import { text } from '../draw/text.ts';
import { gridLabels } from './floor.ts';
import { drawHeader, drawPanel } from './panel.ts';
import { sceneFromView } from './scene.ts';
import { LANTERN_COLOURS as C, LAYOUT as L } from './theme.ts';
import { drawWarehouse } from './warehouse.ts';

let shared: Canvas | null = null;

/** Draws the full warehouse picture of a view on a canvas reused between calls (read it before the next call). */
export function drawLanternPicture(v: LanternView): Canvas {
  const scene = sceneFromView(v);
  const cv = shared ??= createCanvas(L.width, L.height);
  const g = cv.getContext('2d');
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.globalAlpha = 1;
  g.globalCompositeOperation = 'source-over';
  g.fillStyle = C.background;
  g.fillRect(0, 0, L.width, L.height);
  drawHeader(g, v, L.width);
  const labels = gridLabels(v.blueprint);
  for (const [l, cx] of labels.cols) text(g, l, L.floorX + cx, L.floorY - 10, 20, C.gridLabel, { bold: true, align: 'center' });
  for (const [l, cy] of labels.rows) text(g, l, L.floorX / 2, L.floorY + cy + 7, 20, C.gridLabel, { bold: true, align: 'center' });
  drawWarehouse(g, scene, L.floorX, L.floorY, 1);
  drawPanel(g, v, scene, L.height);
  return cv;
}
