import { describe, expect, it } from 'vitest';
import { pcgBelow, pcgSeed } from '../../../engine/core/pcg32.ts';
import { playBotMatch } from '../../../engine/lantern/bot-match.ts';
import { baselineOrder } from '../../../engine/lantern/bots.ts';
import { compileSeat, installOrder } from '../../../engine/lantern/compile.ts';
import { awaitingSeats, cloneState } from '../../../engine/lantern/match.ts';
import { solidAt } from '../../../engine/lantern/motion.ts';
import { checkStructured } from '../../../engine/lantern/orders.ts';
import { lanternResults } from '../../../engine/lantern/results.ts';
import { hidesIn, makeSim } from '../../../engine/lantern/sim.ts';
import { type BotKind, type LanternState } from '../../../engine/lantern/types.ts';

function sampleStates(n: number): LanternState[] {
  const pool: LanternState[] = [];
  playBotMatch('lantern-test', 21, { bots: { moth: 'warden', owl: 'moth' }, onTurn: (s) => { if (!s.end) pool.push(s); } });
  playBotMatch('lantern-test', 22, { bots: { moth: 'moth', owl: 'warden' }, onTurn: (s) => { if (!s.end) pool.push(s); } });
  const rng = pcgSeed(5, 5);
  const out: LanternState[] = [];
  for (let i = 0; i < n; i++) {
    const s = cloneState(pool[pcgBelow(rng, pool.length)]);
    for (const c of s.cogs) {
      if (c.found || pcgBelow(rng, 2) === 0) continue;
      let x = 0, y = 0;
      do { x = 20 + pcgBelow(rng, 1195); y = 20 + pcgBelow(rng, 620); } while (solidAt(false, x, y));
      c.x = x * 256; c.y = y * 256; c.aim = pcgBelow(rng, 256);
    }
    for (let k = 0; k < 6; k++) s.locksUsed[k] = pcgBelow(rng, 4);
    for (const cr of s.crates) cr.state = pcgBelow(rng, 3) === 0 ? pcgBelow(rng, 3) : cr.state;
    out.push(s);
  }
  return out;
}

describe('baselines', () => {
  it('all four bots emit legal orders and in-range control bytes in both roles over 500 random states', () => {
    const ctrl = new Int8Array(24);
    for (const s of sampleStates(500)) {
      for (const kind of ['warden', 'moth', 'lamplit-warden', 'lamplit-moth'] as BotKind[]) {
        const t = cloneState(s);
        const sim = makeSim(t, 0);
        for (const k of awaitingSeats(t)) {
          const o = baselineOrder(t, k, kind);
          const checked = checkStructured(t, k, o);
          expect(checked.ok, `${kind} seat ${k}: ${checked.ok ? '' : checked.error}`).toBe(true);
          installOrder(t, k, o);
          for (let tick = 0; tick < 3; tick++) {
            compileSeat(sim, k, ctrl);
            const [mx, my, turn, action] = [ctrl[k * 4], ctrl[k * 4 + 1], ctrl[k * 4 + 2], ctrl[k * 4 + 3] & 255];
            expect(Math.abs(mx) <= 100 && Math.abs(my) <= 100 && Math.abs(turn) <= 5).toBe(true);
            expect(action & ~(hidesIn(k, t.half) ? 5 : 2)).toBe(0);
          }
        }
      }
    }
  }, 180_000);

  it('never lock a fourth crate in a half', () => {
    for (const seed of [1, 2, 3]) {
      const s = playBotMatch('lantern-classic', seed);
      expect(s.events.filter((e) => e.type === 'lock_refused')).toEqual([]);
      const perHalf = new Map<string, number>();
      let half = 1;
      for (const e of s.events) {
        if (e.type === 'half_start') half = e.half as number;
        if (e.type === 'crate_lock') perHalf.set(`${half}/${e.seat}`, (perHalf.get(`${half}/${e.seat}`) ?? 0) + 1);
      }
      expect(Math.max(...perHalf.values())).toBeLessThanOrEqual(3);
    }
  }, 180_000);

  it('warden beats moth over 20 seeds (mean score of the warden team reported)', () => {
    let sum = 0, wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const wardenIsMoth = seed % 2 === 1;
      const s = playBotMatch('lantern-classic', seed, { bots: wardenIsMoth ? { moth: 'warden', owl: 'moth' } : { moth: 'moth', owl: 'warden' } });
      const r = lanternResults(s)!;
      const score = r.scores[wardenIsMoth ? 0 : 1];
      sum += score;
      if (score > 0.5) wins++;
    }
    const mean = sum / 20;
    console.log(`warden vs moth over 20 seeds: mean warden score ${mean.toFixed(3)}, ${wins}/20 wins`);
    expect(mean).toBeGreaterThan(0.6);
    expect(wins).toBeGreaterThanOrEqual(18);
  }, 180_000);
});
