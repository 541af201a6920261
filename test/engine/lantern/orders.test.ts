import { describe, expect, it } from 'vitest';
import { pcgBelow, pcgSeed } from '../../../engine/core/pcg32.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { firstHuntTurn } from '../../../engine/lantern/hunt-start.ts';
import { setupLantern } from '../../../engine/lantern/match.ts';
import { repairOrder } from '../../../engine/lantern/orders.ts';

const hunt = firstHuntTurn('lantern-classic', 1);

describe('text and structured orders', () => {
  it('parses the SPEC examples for the right role', () => {
    const ok = (seat: number, text: string) => {
      const p = LANTERN.parseOrder(hunt, seat, text);
      if (!p.ok) throw new Error(p.error);
      return p.value;
    };
    expect(ok(0, 'hide F4 crawl')).toEqual({ intent: 'hide', target: [522, 329], crate: null, aim: 'target', crawl: true });
    const looseCrate = hunt.crates.findIndex((c) => c.state === 0);
    expect(ok(0, `push C${looseCrate} to B3`)).toMatchObject({ intent: 'push', crate: `C${looseCrate}`, target: [142, 235] });
    expect(ok(1, 'sweep G5 aim track')).toMatchObject({ intent: 'sweep', target: [617, 423], aim: 'track' });
    expect(ok(1, 'pry C8')).toMatchObject({ intent: 'pry', crate: 'C8' });
    expect(ok(0, 'scout 410,220')).toMatchObject({ intent: 'scout', target: [410, 220] });
    expect(ok(0, 'wait')).toMatchObject({ intent: 'wait', target: null });
    expect(ok(1, 'beeline F4 say "coming for you"')).toMatchObject({ intent: 'beeline', say: 'coming for you' });
  });

  it('refuses a wrong order with one line naming the valid choices, and changes nothing', () => {
    const digest = LANTERN.digest(hunt);
    const cases: [number, string, RegExp][] = [
      [0, 'push C12 to B3', /unknown crate C12: crates are C0–C9/],
      [0, 'sweep G5', /sweep is a seeker order.*orders are push, lock, hide, flee, scout, wait/],
      [1, 'hide F4', /hide is a hider order/],
      [0, 'hide', /hide needs a target: a cell A1–M7 or x,y/],
      [0, 'hide Q9', /not a place: use a cell A1–M7 or x,y/],
      [0, 'scout 5000,3', /off the floor: x 8–1227, y 8–651/],
      [1, 'beeline F4 crawl', /seekers never crawl/],
      [0, 'dance', /unknown order "dance": orders are push, lock, hide, flee, scout, wait/],
      [1, 'sweep G5 aim wobble', /unknown aim "wobble": aims are sweep, hold, track, target/],
    ];
    for (const [seat, text, re] of cases) {
      const p = LANTERN.parseOrder(hunt, seat, text);
      expect(p.ok).toBe(false);
      if (!p.ok) { expect(p.error).toMatch(re); expect(p.error).not.toContain('\n'); }
    }
    const locked = hunt.crates.findIndex((c) => c.state === 1);
    if (locked >= 0) expect(LANTERN.parseOrder(hunt, 0, `lock C${locked}`)).toMatchObject({ ok: false });
    expect(LANTERN.digest(hunt)).toBe(digest);
  });

  it('asks no seeker for an order during the build act', () => {
    const s = setupLantern('lantern-classic', 1);
    expect(LANTERN.awaiting(s)).toEqual([0, 2, 4]);
    const p = LANTERN.parseOrder(s, 1, 'sweep G5');
    expect(p.ok).toBe(false);
    expect(LANTERN.awaiting(hunt)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('repairs machine-made orders instead of refusing them', () => {
    expect(repairOrder(hunt, 0, { intent: 'sweep', target: [5000, -3] })).toMatchObject({ intent: 'hide', target: [1227, 8] });
    expect(repairOrder(hunt, 1, { intent: 'pry', crate: 'C99' }).intent).toMatch(/pry|sweep/);
    expect(repairOrder(hunt, 1, { intent: 'beeline', target: [100, 100], crawl: true }).crawl).toBe(false);
    expect(repairOrder(hunt, 0, { intent: 'hide', target: [100, 100], aim: 'spin' }).aim).toBe('target');
    expect(repairOrder(hunt, 0, { intent: 'hide', target: [1, 1], say: '🦉'.repeat(40) }).say).toBe('🦉'.repeat(32));
  });

  it('survives 10,000 fuzzed text and structured orders: no throw, one-line errors, digest unchanged', () => {
    const rng = pcgSeed(2024, 7);
    const words = ['push', 'lock', 'hide', 'flee', 'scout', 'wait', 'sweep', 'beeline', 'chase', 'pry', 'hold', 'to', 'aim', 'crawl', 'say', 'C2', 'C12', 'c9', 'F4', 'M7', 'N8', 'A0', '410,220', '-5,9', '99999,1', 'track', 'target', '"', '\n', '\u0000', '🦉', '', ' ', 'at'];
    const digest = LANTERN.digest(hunt);
    const json = JSON.stringify(hunt);
    const pick = <T>(a: T[]): T => a[pcgBelow(rng, a.length)];
    const junk = (): unknown => pick<() => unknown>([
      () => null, () => 42, () => 'hide', () => [], () => ({}), () => ({ intent: pick(words) }),
      () => ({ intent: pick(words), target: [pcgBelow(rng, 3000) - 500, pcgBelow(rng, 3000) - 500], crate: pick(words), aim: pick(words), crawl: pick([true, false, 'yes', 1]) }),
      () => ({ intent: 'hide', target: [1.5, NaN] }), () => ({ intent: 'hide', target: 'F4', note: 'x' }), () => ({ toString: 3 }),
      () => Object.create(null), () => ({ intent: 'push', crate: 'C1', target: [100, 100], say: 'x'.repeat(pcgBelow(rng, 60)) }),
    ])();
    for (let i = 0; i < 10000; i++) {
      const seat = pcgBelow(rng, 8) - 1;
      let input: unknown;
      if (i % 2 === 0) {
        const n = pcgBelow(rng, 7);
        const parts: string[] = [];
        for (let j = 0; j < n; j++) parts.push(pcgBelow(rng, 5) === 0 ? String.fromCharCode(pcgBelow(rng, 0xffff)) : pick(words));
        input = parts.join(pick([' ', '  ', '\t', ',']));
      } else input = junk();
      const p = LANTERN.parseOrder(hunt, seat, input);
      if (!p.ok) {
        expect(typeof p.error).toBe('string');
        expect(p.error.length).toBeGreaterThan(0);
        expect(p.error).not.toMatch(/[\n\r]/);
      }
    }
    expect(LANTERN.digest(hunt)).toBe(digest);
    expect(JSON.stringify(hunt)).toBe(json);
  }, 120_000);

  it('describes orders in the text grammar and gives help for the seat role', () => {
    expect(LANTERN.describeOrder({ intent: 'push', crate: 'C2', target: [142, 235], aim: 'target', crawl: false })).toBe('push C2 to B3');
    expect(LANTERN.describeOrder({ intent: 'hide', crate: null, target: [410, 220], aim: 'target', crawl: true })).toBe('hide 410,220 crawl');
    expect(LANTERN.orderHelp(hunt, 0)).toMatch(/^hider orders/);
    expect(LANTERN.orderHelp(hunt, 1)).toMatch(/^seeker orders/);
  });
});
