// The HUD surface: stats() with every field the seed lists, prompt(), targetLamp(), debug() with
// the heartbeat (52 -> 138 bpm), the sting and the veil, restart(), and the round's phases.
import { describe, expect, it } from 'vitest';
import { beatAt } from '../../../engine/lamplighter/feel.ts';
import { createRound } from '../../../engine/lamplighter/round.ts';
import { RING_STREET, tickUntil } from './helpers.ts';

const SEED_FIELDS = 'phase cause time lampsLit lampTotal dread dreadFrac oil oilFrac embers lightProgress lighting inLamplight lampLight darkTime sinceLastLamp reach lightSeconds targetDistance targetInReach held'.split(' ');

describe('the HUD surface', () => {
  it('stats() returns every field the seed lists', () => {
    const st = createRound().stats() as unknown as Record<string, unknown>;
    for (const f of SEED_FIELDS) expect(st, f).toHaveProperty(f);
    expect(st).toMatchObject({ phase: 'prelude', cause: null, time: 0, lampsLit: 0, lampTotal: 9, dread: 0, oil: 100, embers: 0, inLamplight: true, reach: 3 });
  });

  it('the round opens in the prelude under the gate lamp and plays from the first step', () => {
    const r = createRound();
    for (let i = 0; i < 40; i++) r.tick(null);
    expect(r.stats().phase).toBe('prelude');
    expect(r.stats().time).toBe(0);
    expect(r.state.paleState).toBe('dormant');
    const evs = r.tick({ move: [1, 0] });
    expect(evs.map((e) => e.type)).toContain('playing');
    expect(r.stats().phase).toBe('playing');
    expect(r.stats().time).toBe(0.05);
  });

  it('targetLamp() gives the nearest dark lamp, its index, distance and whether it is in reach', () => {
    const r = createRound({ pale: false });
    const t = r.targetLamp();
    expect(t.index).toBe(0);
    expect(t.distance).toBeCloseTo(Math.sqrt(3.2 * 3.2 + 2.2 * 2.2), 9);
    expect(t.inReach).toBe(false);
    expect(r.prompt()).toMatch(/^Under the gate lamp/);
    tickUntil(r, { move: [1, -0.6] }, () => r.targetLamp().inReach);
    expect(r.prompt()).toBe('Hold E to light lamp 1');
    r.tick({ interact: true });
    expect(r.prompt()).toMatch(/^Lighting lamp 1: \d+%, hold$/);
  });

  it('the heartbeat runs from 52 bpm calm to 138 bpm at full Dread, as a double thump', () => {
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps: [[60, 0]], start: [20, 0] } });
    expect(r.debug().heartbeat.bpm).toBe(52);
    tickUntil(r, null, () => r.state.phase === 'lost');
    expect(r.debug().heartbeat.bpm).toBe(138);
    expect(r.debug().heartbeat).toMatchObject({ calmBpm: 52, fullBpm: 138 });
    expect(beatAt(0.06)).toBeCloseTo(1, 9);
    expect(beatAt(0.25)).toBeCloseTo(0.6, 9);
    expect(beatAt(0.5)).toBe(0);
  });

  it("debug() gives the veil's three properties from Dread, the heartbeat and the sting", () => {
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps: [[60, 0]], start: [20, 0] } });
    tickUntil(r, null, () => r.stats().dread >= 50);
    const d = r.debug();
    expect(Object.keys(d.veil).sort()).toEqual(['beat', 'dread', 'sting']);
    expect(d.veil.dread).toBeCloseTo(r.stats().dread / 100, 12);
    expect(d.veil.beat).toBe(d.heartbeat.beat);
    expect(d.veil.sting).toBe(0);
    expect(d.hunt.paleState).toBe('off');
  });

  it('a won round says so and restart() begins a fresh round', () => {
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps: [[2, 0]] } });
    tickUntil(r, { interact: true }, () => r.state.phase === 'won');
    expect(r.stats()).toMatchObject({ phase: 'won', lampsLit: 1, lampTotal: 1, embers: 1 });
    expect(r.prompt()).toBe('Every lamp burns. Walk it again?');
    expect(r.tick({ move: [1, 0] })).toEqual([]);
    r.restart();
    expect(r.stats()).toMatchObject({ phase: 'prelude', lampsLit: 0, embers: 0 });
  });

  it('a lost round names its cause in the prompt', () => {
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps: [[60, 0]], start: [20, 0] } });
    tickUntil(r, null, () => r.state.phase === 'lost');
    expect(r.prompt()).toBe('The dark had you before the lamps did. Walk it again?');
  });

  it('Dread crossing 50, 75 and 90 and a dry lantern are reported as events', () => {
    const r = createRound({ pale: false, street: { gate: [0, 0], lamps: [[300, 0]], start: [10, 0] } });
    const types: string[] = [];
    tickUntil(r, { move: [1, 0], run: true }, () => { for (const e of r.lastEvents) types.push(e.type === 'dreadCrossed' ? `dread${e.level}` : e.type); return r.state.phase === 'lost'; });
    expect(types.filter((t) => t.startsWith('dread'))).toEqual(['dread50', 'dread75', 'dread90']);
    expect(types).toContain('lanternDry');
    expect(types.indexOf('lanternDry')).toBeGreaterThan(types.indexOf('dread75'));
  });

  it('in lamplight Dread falls at 16 per second, the dark clock resets and the oil refills', () => {
    const r = createRound({ pale: false, street: RING_STREET });
    tickUntil(r, { move: [1, 0] }, () => r.stats().dread > 5);
    tickUntil(r, { move: [-1, 0] }, () => r.stats().inLamplight);
    const back = r.stats().dread;
    expect(r.stats().oil).toBeLessThan(100);
    r.tick(null);
    expect(back - r.stats().dread).toBeCloseTo(0.8, 9);
    expect(r.stats().darkTime).toBe(0);
    tickUntil(r, null, () => false, 19);
    expect(r.stats().oil).toBe(100);
  });
});
