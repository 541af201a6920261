import { describe, expect, it } from 'vitest';
import { solidAt } from '../../../engine/lantern/motion.ts';
import { gridCellCentre, gridCellName, parseGridCell, VAULT } from '../../../engine/lantern/map.ts';
import { VAULT_SPEC } from '../../../engine/lantern/vault-map.ts';
import { readFileSync } from 'node:fs';

describe('the vault map', () => {
  it('loads the reference map unchanged: 1235 × 659, 36 obstacles, 10 crates, 3 nooks, a 120 × 110 pen', () => {
    const ref = JSON.parse(readFileSync(new URL('../../fixtures/reference/vault.mapspec.json', import.meta.url), 'utf8'));
    expect(VAULT_SPEC).toEqual(ref);
    expect([VAULT.width, VAULT.height, VAULT.walls.length, VAULT.crateStarts.length, VAULT.nooks.length]).toEqual([1235, 659, 36, 10, 3]);
    expect([VAULT.pen.w, VAULT.pen.h]).toEqual([120, 110]);
    expect(VAULT.caughtPen).toEqual([617, 620]);
  });

  it('is invariant under the 180° rotation about (617, 329)', () => {
    const key = (r: { x: number; y: number; w: number; h: number }) => `${r.x},${r.y},${r.w},${r.h}`;
    const rot = VAULT.walls.map((r) => key({ x: VAULT.width - r.x - r.w, y: VAULT.height - r.y - r.h, w: r.w, h: r.h }));
    expect(new Set(rot)).toEqual(new Set(VAULT.walls.map(key)));
    const crates = VAULT.crateStarts.map(([x, y]) => `${VAULT.width - x},${VAULT.height - y}`);
    expect(new Set(crates)).toEqual(new Set(VAULT.crateStarts.map(([x, y]) => `${x},${y}`)));
  });

  it('puts every spawn and nook anchor on free floor, and every crate clear of walls', () => {
    for (const [x, y] of [...VAULT.hiderSpawns, ...VAULT.seekerSpawns, ...VAULT.nooks.map((n) => n.anchor), VAULT.farCorner]) {
      expect(solidAt(true, x, y) && solidAt(false, x, y)).toBe(false);
      expect(solidAt(false, x, y)).toBe(false);
    }
    for (const [x, y] of VAULT.crateStarts) {
      for (const w of VAULT.walls) expect(x - 24 < w.x + w.w && w.x < x + 24 && y - 24 < w.y + w.h && w.y < y + 24).toBe(false);
      for (const [sx, sy] of [...VAULT.hiderSpawns, ...VAULT.seekerSpawns]) expect(Math.abs(sx - x) < 30 && Math.abs(sy - y) < 30).toBe(false);
    }
  });

  it('names the 13 × 7 chat grid cells A1–M7 and maps names to cell centres and back', () => {
    expect(parseGridCell('A1')).toEqual([47, 47]);
    expect(parseGridCell('m7')).toEqual(gridCellCentre(12, 6));
    expect(parseGridCell('N1')).toBeNull();
    expect(parseGridCell('A8')).toBeNull();
    for (let c = 0; c < 13; c++) for (let r = 0; r < 7; r++) {
      const [x, y] = gridCellCentre(c, r);
      expect(parseGridCell(gridCellName(x, y))).toEqual([x, y]);
    }
  });
});
