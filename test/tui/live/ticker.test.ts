// The real-time clock keeps to wall time: late frames run the missed ticks before the next draw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CATCH_UP, Ticker } from '../../../tui/live/ticker.ts';

describe('Ticker', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one tick a period on time', () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const t = new Ticker(50, (n) => runs.push(n), () => Date.now()).start();
    vi.advanceTimersByTime(500);
    t.stop();
    expect(runs.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('catches up missed ticks in one call after a stall, up to the cap', () => {
    let now = 0;
    vi.useFakeTimers();
    const runs: number[] = [];
    const t = new Ticker(50, (n) => runs.push(n), () => now).start();
    now = 160; // the event loop was blocked for three periods
    vi.advanceTimersByTime(60);
    expect(runs).toEqual([3]);
    now = 2000; // far behind: at most MAX_CATCH_UP, then resume from now
    vi.advanceTimersByTime(60);
    expect(runs[1]).toBe(MAX_CATCH_UP);
    t.stop();
  });
});
