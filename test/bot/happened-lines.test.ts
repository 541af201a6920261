// The lines a turn post lists: worded events only (noise such as turn starts and sounds is left
// out), and a line repeated back to back once.
import { describe, expect, it } from 'vitest';
import { happenedLines } from '../../bot/turn-poster.ts';

describe('what a turn post lists', () => {
  it('words events, leaves out noise and says a repeated line once', () => {
    const spot = { type: 'spot', turn: 3, seat: 5, alias: 'Owl-3', by: 4, by_alias: 'Moth-3' };
    expect(happenedLines([
      { type: 'turn_start', turn: 3 }, spot, spot, { type: 'sound', turn: 3 },
      { type: 'found', turn: 3, seat: 5, alias: 'Owl-3', by: 4, by_alias: 'Moth-3', mode: 'beam' }, spot,
    ])).toEqual(["Moth-3's lantern falls on Owl-3", 'FOUND Owl-3 by Moth-3 (beam)', "Moth-3's lantern falls on Owl-3"]);
    expect(happenedLines([])).toEqual([]);
  });
});
