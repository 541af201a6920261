// Holding a key in a terminal: held from the press through the auto-repeat delay, then only while
// repeats keep arriving.
import { describe, expect, it } from 'vitest';
import { HOLD_MS, HeldKey } from '../../../tui/live/hold-key.ts';

describe('HeldKey', () => {
  it('holds a single press through the usual auto-repeat delay and then lets go', () => {
    const k = new HeldKey();
    k.press(1000);
    expect(k.held(1000 + HOLD_MS.firstPress)).toBe(true);
    expect(k.held(1000 + HOLD_MS.firstPress + 1)).toBe(false);
  });

  it('lets go soon after repeats stop', () => {
    const k = new HeldKey();
    for (let t = 0; t <= 600; t += 33) k.press(t);
    expect(k.held(594 + HOLD_MS.repeatGap)).toBe(true);
    expect(k.held(594 + HOLD_MS.repeatGap + 1)).toBe(false);
  });

  it('is not held before any press, nor after release()', () => {
    const k = new HeldKey();
    expect(k.held(0)).toBe(false);
    k.press(10);
    k.release();
    expect(k.held(11)).toBe(false);
  });
});
