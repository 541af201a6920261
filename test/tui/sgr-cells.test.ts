// Terminal pictures as cells: SGR state carried per cell, so frames can be diffed cell by cell.
import { describe, expect, it } from 'vitest';
import { parseSgrCells, textCells } from '../../tui/sgr-cells.ts';

describe('parseSgrCells', () => {
  it('gives each character the colours in force where it stands', () => {
    const g = parseSgrCells('\x1b[38;2;1;2;3mA\x1b[48;5;17mB\x1b[0mC', 4, 1);
    expect(g[0].map((c) => c.ch).join('')).toBe('ABC ');
    expect(g[0][0].sgr).toBe('38;2;1;2;3');
    expect(g[0][1].sgr).toBe('38;2;1;2;3;48;5;17');
    expect(g[0][2].sgr).toBe('');
  });

  it('pads short lines and missing rows with blank cells and cuts long ones', () => {
    const g = parseSgrCells('abcdef\nx', 3, 3);
    expect(g.map((r) => r.map((c) => c.ch).join(''))).toEqual(['abc', 'x  ', '   ']);
  });

  it('keeps bold and reverse as attributes and drops them on reset', () => {
    const g = parseSgrCells('\x1b[1;7mX\x1b[22mY\x1b[0mZ', 3, 1);
    expect(g[0][0].sgr).toBe('1;7');
    expect(g[0][1].sgr).toBe('7');
    expect(g[0][2].sgr).toBe('');
  });
});

describe('textCells', () => {
  it('lays out plain lines without colour', () => {
    expect(textCells(['hi'], 3, 2).map((r) => r.map((c) => c.ch).join(''))).toEqual(['hi ', '   ']);
  });
});
