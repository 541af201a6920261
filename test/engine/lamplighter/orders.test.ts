// Chat turns: text and typed orders, one-line errors that change nothing, and the decision points.
import { describe, expect, it } from 'vitest';
import { LAMPLIGHTER } from '../../../engine/lamplighter/index.ts';
import type { LamplighterMatch } from '../../../engine/lamplighter/match.ts';
import type { LamplighterOrder } from '../../../engine/lamplighter/types.ts';

function play(m: LamplighterMatch, order: string | LamplighterOrder, seat = 0) {
  const p = LAMPLIGHTER.parseOrder(m, seat, order);
  if (!p.ok) throw new Error(p.error);
  return LAMPLIGHTER.resolveTurn(m, new Map([[seat, p.value]]));
}

describe('text orders', () => {
  const m = LAMPLIGHTER.setup('lamplighter-solo', 1);

  it('reads every order of the grammar', () => {
    const read = (t: string) => { const p = LAMPLIGHTER.parseOrder(m, 0, t); return p.ok ? p.value : p.error; };
    expect(read('walk 4')).toEqual({ kind: 'walk', lamp: 4 });
    expect(read('Run lamp 9')).toEqual({ kind: 'run', lamp: 9 });
    expect(read('walk gate')).toEqual({ kind: 'walk', lamp: 0 });
    expect(read('wait 2.5')).toEqual({ kind: 'wait', seconds: 2.5 });
    expect(read('wait 3s')).toEqual({ kind: 'wait', seconds: 3 });
    expect(read('retreat')).toEqual({ kind: 'retreat' });
    expect(LAMPLIGHTER.describeOrder({ kind: 'walk', lamp: 4 })).toBe('walk to lamp 4');
  });

  it('refuses bad orders in one line naming what is allowed', () => {
    const err = (t: unknown) => { const p = LAMPLIGHTER.parseOrder(m, 0, t); return p.ok ? 'accepted' : p.error; };
    expect(err('walk 12')).toBe('unknown lamp 12: lamps are 1–9 (0 or "gate" for the gate lamp)');
    expect(err({ kind: 'run', lamp: -1 })).toBe('unknown lamp -1: lamps are 1–9 (0 or "gate" for the gate lamp)');
    expect(err('buy torch')).toBe('unknown upgrade "torch": upgrades are reach, stride, wick');
    expect(err('buy wick')).toBe('cannot buy wick: wick rank 1 costs 1 Ember, you have 0');
    expect(err('light')).toBe('no dark lamp in reach: lamp 1 is 3.9 m away and your reach is 3.0 m (walk 1 first)');
    expect(err('release')).toMatch(/^you hold no taper/);
    expect(err('wait 0')).toMatch(/^wait takes seconds from 0.05 to 60/);
    expect(err('dance')).toMatch(/^unknown order "dance": walk <lamp>, run <lamp>, light, release, wait <seconds>, retreat, buy <reach\|stride\|wick>$/);
    expect(err(42)).toMatch(/^an order is text or \{ kind, ... \}/);
    for (const t of ['walk 12', 'buy torch', 'dance', 'light']) expect(err(t)).not.toContain('\n');
  });

  it('a refused order changes nothing', () => {
    const before = LAMPLIGHTER.digest(m);
    LAMPLIGHTER.parseOrder(m, 0, 'walk 12');
    LAMPLIGHTER.parseOrder(m, 0, 'buy torch');
    expect(LAMPLIGHTER.digest(m)).toBe(before);
  });

  it('orders after the round ended are refused and change nothing', () => {
    let s = LAMPLIGHTER.setup('lamplighter-solo', 1, { pale: false });
    while (!LAMPLIGHTER.isOver(s)) s = LAMPLIGHTER.resolveTurn(s, new Map()).state;
    const before = LAMPLIGHTER.digest(s);
    const p = LAMPLIGHTER.parseOrder(s, 0, 'walk 3');
    expect(p).toEqual({ ok: false, error: 'the round is over (won): no more orders' });
    expect(LAMPLIGHTER.awaiting(s)).toEqual([]);
    const again = LAMPLIGHTER.resolveTurn(s, new Map([[0, { kind: 'walk', lamp: 3 } as LamplighterOrder]]));
    expect(again.events).toEqual([]);
    expect(LAMPLIGHTER.digest(again.state)).toBe(before);
  });
});

describe('turns end at decision points', () => {
  it('walk ends when the lamp is in reach, light when it takes, buy at once', () => {
    let m = LAMPLIGHTER.setup('lamplighter-solo', 1, { pale: false });
    let out = play(m, 'walk 1');
    expect(out.events.map((e) => e.type)).toContain('intentDone');
    m = out.state;
    expect(m.round.players[0].x).toBeGreaterThan(0);
    out = play(m, 'light');
    expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(['lampLit', 'emberEarned']));
    m = out.state;
    expect(m.round.lamps[0].lit).toBe(true);
    const t0 = m.round.tick;
    out = play(m, 'buy wick');
    expect(out.state.round.tick).toBe(t0);
    expect(out.state.round.players[0].upgrades.wick).toBe(1);
    expect(out.state.turn).toBe(3);
  });

  it('a turn runs at most 8 s', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 1, { pale: false });
    const out = play(m, 'wait 20');
    expect(out.state.round.tick - m.round.tick).toBe(160);
    expect(out.state.log[0].ticks).toBe(160);
  });

  it('the Pale noticing ends the turn', () => {
    const m = LAMPLIGHTER.setup('lamplighter-solo', 1, { pale: true });
    const out = play(m, 'walk 9');
    const types = out.events.map((e) => e.type);
    expect(types).toContain('paleNoticed');
    expect(types).not.toContain('intentDone');
    expect(out.state.round.tick - m.round.tick).toBeLessThan(5);
  });

  it('Dread crossing 50 ends the turn', () => {
    let m = LAMPLIGHTER.setup('lamplighter-solo', 1, { pale: false, street: { gate: [0, 0], lamps: [[60, 0]], start: [20, 0] } });
    let types: string[] = [];
    while (!types.includes('dreadCrossed')) {
      const out = play(m, 'wait 8');
      types = out.events.map((e) => e.type);
      m = out.state;
    }
    expect(m.round.players[0].dread).toBeGreaterThanOrEqual(50);
    expect(m.round.players[0].dread).toBeLessThan(52);
  });

  it('release lets go of a lamp in hand and the flame gutters out', () => {
    // A lamp in reach in the dark: Dread crossing 50 interrupts the lighting with the taper in hand.
    let m = LAMPLIGHTER.setup('lamplighter-solo', 1, { pale: false, street: { gate: [0, 0], lamps: [[24, 0]], start: [22, 0] } });
    while (m.round.players[0].dread < 44) m = play(m, 'wait 0.5').state;
    const out0 = play(m, 'light');
    expect(out0.events.map((e) => e.type)).toContain('dreadCrossed');
    m = out0.state;
    expect(m.round.lamps[0].progress).toBeGreaterThan(0);
    expect(m.round.players[0].lighting).toBe(0);
    const out = play(m, 'release');
    expect(out.state.round.lamps[0].progress).toBe(0);
    expect(out.state.round.lamps[0].lit).toBe(false);
  });
});
