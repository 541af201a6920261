// The Pale: senses fed only by lightAt(player), noticing, hunting, losing you in the dark, the
// 38-Dread strike and withdrawal under a lamp, the end in the dark, the Dread multiplier.
import { describe, expect, it } from 'vitest';
import { paleMultiplier, stepPale } from '../../../engine/lamplighter/pale.ts';
import { createRound, type Round } from '../../../engine/lamplighter/round.ts';
import type { RoundEvent, StreetData } from '../../../engine/lamplighter/types.ts';
import { tickUntil } from './helpers.ts';

const LANE: StreetData = { gate: [0, 0], lamps: [[60, 0]], poolRadius: 3.5 };

/** A round with the Pale placed at (x, y) in a state, the lamplighter at (px, py), already playing. */
function placed(px: number, py: number, x: number, y: number, state: 'wander' | 'hunt' = 'wander', ruleset?: string): Round {
  const r = createRound({ street: { ...LANE, start: [px, py] }, seed: 5, ruleset });
  r.tick({ move: [0.001, 0] });
  const s = r.state;
  s.pale.x = x; s.pale.y = y; s.pale.timer = 100000; s.paleState = state; s.pale.target = state === 'hunt' ? 0 : -1;
  return r;
}

function collect(r: Round, n: number, input: Parameters<Round['tick']>[0] = null): RoundEvent[] {
  const out: RoundEvent[] = [];
  for (let i = 0; i < n; i++) out.push(...r.tick(input));
  return out;
}

describe('the Pale', () => {
  it('the Dread multiplier is 1 while paleDist is unset or beyond 14 m and rises to 2.2 at 0', () => {
    expect(paleMultiplier(null)).toBe(1);
    expect(paleMultiplier(14)).toBe(1);
    expect(paleMultiplier(30)).toBe(1);
    expect(paleMultiplier(7)).toBeCloseTo(1.6, 12);
    expect(paleMultiplier(0)).toBeCloseTo(2.2, 12);
    const off = createRound({ pale: false });
    expect(off.debug().hunt.paleDist).toBeNull();
    expect(off.debug().hunt.multiplier).toBe(1);
  });

  it('a Pale 10 m off multiplies the Dread rise in the dark by 1 + 1.2 x 4/14', () => {
    const on = placed(20, 0, 30, 0);
    const off = createRound({ pale: false, street: { ...LANE, start: [20, 0] } });
    off.tick({ move: [0.001, 0] });
    on.tick(null); off.tick(null); // the Pale writes paleDist on this tick
    const a = on.stats().dread, b = off.stats().dread;
    on.tick(null); off.tick(null);
    expect(on.state.paleState).toBe('wander');
    expect((on.stats().dread - a) / (off.stats().dread - b)).toBeCloseTo(1 + 1.2 * (4 / 14), 2);
  });

  it('sees a lamplighter in lamplight from across the district, announces it and stings', () => {
    const r = placed(0, 0, 35, 0);
    const evs = collect(r, 1);
    expect(evs.some((e) => e.type === 'paleNoticed' && e.seat === 0)).toBe(true);
    expect(r.state.paleState).toBe('hunt');
    expect(r.debug().sting.value).toBe(1);
    expect(r.prompt()).toBe('IT HAS SEEN YOU');
    collect(r, 10);
    expect(r.debug().sting.value).toBeCloseTo(1 - 1.55 * 0.5, 9);
    expect(r.debug().sting.decayPerSecond).toBe(1.55);
  });

  it('sees lantern glow in the dark only near (9 m), and a dry lantern only at touching distance', () => {
    expect(collect(placed(20, 0, 30, 0), 1).some((e) => e.type === 'paleNoticed')).toBe(false);
    expect(collect(placed(20, 0, 28.5, 0), 1).some((e) => e.type === 'paleNoticed')).toBe(true);
    const dry = placed(20, 0, 22, 0);
    dry.state.players[0].oil = 0;
    expect(collect(dry, 1).some((e) => e.type === 'paleNoticed')).toBe(false);
    expect(dry.debug().hunt.senses).toMatchObject({ visible: false, hidden: true, flashOn: false });
    dry.state.pale.x = 21.1;
    expect(collect(dry, 1).some((e) => e.type === 'paleNoticed')).toBe(true);
  });

  it('loses a lamplighter who steps into the dark beyond lantern range and goes searching', () => {
    const r = placed(0, 0, 30, 0, 'hunt');
    r.tick(null);
    expect(r.state.paleState).toBe('hunt');
    // Walk west, out of the gate's pool, away from it: in the dark the Pale loses sight at 9 m.
    tickUntil(r, { move: [-1, 0] }, () => r.state.paleState !== 'hunt', 200);
    expect(r.stats().inLamplight).toBe(false);
    expect(r.state.paleState).toBe('search');
    expect(r.debug().hunt.lastSeen).not.toBeNull();
  });

  it('the prompt warns while it closes: stay in the light under a lamp, get to the light in the dark', () => {
    const lit = placed(0, 0, 10, 0, 'hunt');
    collect(lit, 2);
    expect(lit.prompt()).toBe('It is coming. Stay in the light');
    const dark = placed(20, 0, 27, 0, 'hunt');
    collect(dark, 2);
    expect(dark.prompt()).toBe('It is close. Get to the light');
  });

  it('under a burning lamp it costs 38 Dread and withdraws, and the lamplighter lives', () => {
    const r = placed(0, 0, 1.5, 0, 'hunt');
    tickUntil(r, null, () => r.lastEvents.some((e) => e.type === 'paleCaught'), 20);
    expect(r.lastEvents.find((e) => e.type === 'paleCaught')).toMatchObject({ seat: 0, inLamplight: true });
    expect(r.stats().dread).toBe(38);
    expect(r.state.paleState).toBe('withdraw');
    const d0 = r.debug().hunt.paleDist!;
    collect(r, 20);
    expect(r.debug().hunt.paleDist!).toBeGreaterThan(d0 + 2);
    expect(r.state.phase).toBe('playing');
    expect(r.state.players[0].alive).toBe(true);
  });

  it('in the dark it takes the lamplighter: paleCaught, and the round is lost with cause pale', () => {
    const r = placed(20, 0, 21.5, 0, 'hunt');
    const evs = collect(r, 5);
    expect(evs.find((e) => e.type === 'paleCaught')).toMatchObject({ seat: 0, inLamplight: false });
    expect(r.state.phase).toBe('lost');
    expect(r.stats().cause).toBe('pale');
    expect(r.state.paleState).toBe('fed');
  });

  it('writes only paleState and paleDist of the round (besides its own body and its random draws)', () => {
    const r = placed(0, 0, 2, 0, 'hunt');
    const before = JSON.parse(JSON.stringify(r.state));
    stepPale(r.state, []);
    const after = JSON.parse(JSON.stringify(r.state));
    for (const s of [before, after]) {
      delete s.pale; delete s.paleState; delete s.rng;
      for (const p of s.players) delete p.paleDist;
    }
    expect(after).toEqual(before);
  });

  it('in co-op it hunts the most visible lamplighter: the one in lamplight over one by lantern glow', () => {
    const r = createRound({ street: LANE, ruleset: 'lamplighter-duo', seed: 2 });
    r.tick([{ move: [0.001, 0] }, { move: [0.001, 0] }]);
    const s = r.state;
    s.players[1].x = 8; s.players[1].y = 0; // in the dark, lantern lit
    s.pale.x = 12; s.pale.y = 0; s.pale.timer = 1000;
    const evs = collect(r, 1, [null, null]);
    expect(evs.filter((e) => e.type === 'paleNoticed').map((e) => (e as { seat: number }).seat)).toEqual([0]);
    expect(r.debug(0).hunt.target).toBe(0);
  });
});
