// The picture pane writes only the cells that changed, keeps out of dialogs drawn over it, and
// repaints what a dialog covered once it closes.
import { PassThrough } from 'node:stream';
import blessed from 'blessed';
import { afterEach, describe, expect, it } from 'vitest';
import { PictureLayer } from '../../tui/picture-layer.ts';
import { createScreen, destroyScreen } from '../../tui/screen-host.ts';
import { textCells } from '../../tui/sgr-cells.ts';
import type { Widgets } from 'blessed';

const tick = () => new Promise((r) => setTimeout(r, 20));

function setup() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: 40, rows: 12 });
  let out = '';
  output.on('data', (d: Buffer) => { out += d.toString(); });
  const screen = createScreen({ input, output: output as never, term: 'xterm-256color', env: {} }, 't');
  const box = blessed.box({ parent: screen, top: 0, left: 0, width: 22, height: 8, border: { type: 'line' } });
  const overlays: Widgets.BlessedElement[] = [];
  const layer = new PictureLayer(screen, box, () => overlays);
  return { screen, layer, overlays, take: () => { const s = out; out = ''; return s; } };
}

const grid = (fill: string) => textCells(Array.from({ length: 6 }, () => fill.repeat(20)), 20, 6);

describe('PictureLayer', () => {
  let screen: Widgets.Screen | null = null;
  afterEach(() => { if (screen) destroyScreen(screen); screen = null; });

  it('paints the picture once and writes nothing for an unchanged frame', async () => {
    const t = setup(); screen = t.screen;
    t.layer.setCells(grid('#'));
    t.screen.render(); await tick();
    expect(t.take().split('#').length - 1).toBe(120);
    t.layer.setCells(grid('#'));
    t.screen.render(); await tick();
    expect(t.take()).not.toContain('#');
  });

  it('writes only the one cell that changed', async () => {
    const t = setup(); screen = t.screen;
    t.layer.setCells(grid('.'));
    t.screen.render(); await tick(); t.take();
    const g = grid('.');
    g[2][5] = { ch: '@', sgr: '38;2;255;0;0' };
    t.layer.setCells(g);
    t.screen.render(); await tick();
    const written = t.take();
    expect(written).toContain('\x1b[4;7H'); // row 2, col 5 inside the border
    expect(written).toContain('38;2;255;0;0m@');
    expect(written).not.toContain('.');
  });

  it('leaves cells under a dialog to the dialog and repaints them when it closes', async () => {
    const t = setup(); screen = t.screen;
    const dialog = blessed.box({ parent: t.screen, top: 2, left: 2, width: 8, height: 3, content: 'hi', style: { bg: 'blue' } });
    t.overlays.push(dialog);
    t.layer.setCells(grid('#'));
    t.screen.render(); await tick();
    expect(t.take().split('#').length - 1).toBe(120 - 8 * 3); // the dialog's 8 × 3 cells are its own
    t.overlays.pop(); dialog.destroy();
    t.screen.render(); await tick();
    expect(t.take().split('#').length - 1).toBe(24);
  });
});
