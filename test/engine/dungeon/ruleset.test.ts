import { describe, expect, it } from 'vitest';
import { defineRuleset, ECONOMY, WIN } from '../../../engine/dungeon/ruleset.ts';

describe('defineRuleset: the seed table, row by row', () => {
  const d = defineRuleset({});
  it('an empty spec yields every default of the table', () => {
    expect(d).toEqual({
      id: 'custom', label: 'Custom', mode: 'race',
      world: { difficultyPreset: 'normal', maps: 1 },
      entities: { monster: true, monsterCount: 1, pvpCombat: false },
      players: { min: 1, max: 4 },
      winCondition: { type: 'first-to-exit' },
      timing: { tickMs: 250, minDurationMs: 20000, hardCeilingMs: 240000, blockDeadline: true },
      economy: { model: 'free', houseFeePercent: 0, payoutMultipliers: { escape: 2, escapeWithTreasure: 3 } },
      metadata: {},
      quirks: { monsterStepNoKill: true, winnerWhenAllDead: true, lastEscapeKeepsOpen: true, monsterAtOriginFewRooms: true, mapFromDefaultPreset: true },
    });
  });

  it.each([
    ['world.maps', { world: { maps: 0 } }, (r: any) => r.world.maps, 1],
    ['world.maps', { world: { maps: 11 } }, (r: any) => r.world.maps, 10],
    ['entities.monsterCount', { entities: { monsterCount: -1 } }, (r: any) => r.entities.monsterCount, 0],
    ['entities.monsterCount', { entities: { monsterCount: 9 } }, (r: any) => r.entities.monsterCount, 8],
    ['players.max', { players: { max: 40 } }, (r: any) => r.players.max, 32],
    ['players.min', { players: { min: 0 } }, (r: any) => r.players.min, 1],
    ['timing.tickMs', { timing: { tickMs: 1 } }, (r: any) => r.timing.tickMs, 50],
    ['timing.tickMs', { timing: { tickMs: 9999 } }, (r: any) => r.timing.tickMs, 5000],
    ['timing.minDurationMs', { timing: { minDurationMs: -5 } }, (r: any) => r.timing.minDurationMs, 0],
    ['timing.minDurationMs', { timing: { minDurationMs: 700000 } }, (r: any) => r.timing.minDurationMs, 600000],
    ['timing.hardCeilingMs', { timing: { hardCeilingMs: 10 } }, (r: any) => r.timing.hardCeilingMs, 1000],
    ['timing.hardCeilingMs', { timing: { hardCeilingMs: 4e6 } }, (r: any) => r.timing.hardCeilingMs, 3600000],
  ])('clamps %s (%j)', (_f, spec, get, want) => {
    expect(get(defineRuleset(spec as any))).toBe(want);
  });

  it('lowers players.min to players.max when it exceeds it', () => {
    expect(defineRuleset({ players: { min: 6, max: 3 } }).players).toEqual({ min: 3, max: 3 });
  });

  it('defaults monsterCount to 0 when the monster is off, 1 when on', () => {
    expect(defineRuleset({ entities: { monster: false } }).entities.monsterCount).toBe(0);
    expect(defineRuleset({ entities: { monster: true } }).entities.monsterCount).toBe(1);
  });

  it('keeps given identity, mode, preset, pvp, blockDeadline, economy fields and metadata', () => {
    const r = defineRuleset({
      id: 'x', label: 'X', mode: 'pvp', world: { difficultyPreset: 'hard' }, entities: { pvpCombat: true },
      timing: { blockDeadline: false }, economy: { model: 'credits_prestige', houseFeePercent: 5, payoutMultipliers: { escape: 1.5 } },
      metadata: { description: 'd' },
    });
    expect([r.id, r.label, r.mode, r.world.difficultyPreset, r.entities.pvpCombat, r.timing.blockDeadline]).toEqual(['x', 'X', 'pvp', 'hard', true, false]);
    expect(r.economy).toEqual({ model: 'credits_prestige', houseFeePercent: 5, payoutMultipliers: { escape: 1.5, escapeWithTreasure: 3 } });
    expect(r.metadata).toEqual({ description: 'd' });
  });

  it('falls back to first-to-exit for an unknown win type and to free for an unknown economy model', () => {
    const r = defineRuleset({ winCondition: { type: 'king-of-the-hill' }, economy: { model: 'dollars' } });
    expect(r.winCondition.type).toBe(WIN.FIRST_TO_EXIT);
    expect(r.economy.model).toBe(ECONOMY.FREE);
  });

  it('keeps an unknown mode as given (the original\'s coarse label); only a missing one is race', () => {
    expect(defineRuleset({ mode: 'battle-royale' }).mode).toBe('battle-royale');
    expect(defineRuleset({ mode: '' }).mode).toBe('race');
  });

  it('reads numbers as the original: numeric strings parsed, fractions truncated (not rounded)', () => {
    const r = defineRuleset({ players: { min: '2', max: '6.9' }, timing: { tickMs: 99.9, hardCeilingMs: '5000ms' }, world: { maps: '3' }, entities: { monsterCount: 2.7 } });
    expect([r.players.min, r.players.max, r.timing.tickMs, r.timing.hardCeilingMs, r.world.maps, r.entities.monsterCount]).toEqual([2, 6, 99, 5000, 3, 2]);
    expect(defineRuleset({ players: { max: 'many' } }).players.max).toBe(4);
  });

  it('the label defaults to the id, then to Custom', () => {
    expect(defineRuleset({ id: 'my-room' }).label).toBe('my-room');
    expect(defineRuleset({}).label).toBe('Custom');
    expect(defineRuleset({ id: 'x', label: 'Nice' }).label).toBe('Nice');
  });

  it('a truthy pvpCombat (1, "yes") turns it on; the monster is off only for exactly false', () => {
    expect([1, 'yes', true].map((v) => defineRuleset({ entities: { pvpCombat: v } }).entities.pvpCombat)).toEqual([true, true, true]);
    expect([0, '', false].map((v) => defineRuleset({ entities: { pvpCombat: v } }).entities.pvpCombat)).toEqual([false, false, false]);
    expect(defineRuleset({ entities: { monster: 0 as never } }).entities.monster).toBe(true);
    expect(defineRuleset({ entities: { monster: false } }).entities).toMatchObject({ monster: false, monsterCount: 0 });
  });

  it('freezes the ruleset and every nested section', () => {
    const r = defineRuleset({ metadata: { nested: { a: 1 } } });
    for (const o of [r, r.world, r.entities, r.players, r.winCondition, r.timing, r.economy, r.economy.payoutMultipliers, r.metadata, (r.metadata as any).nested]) {
      expect(Object.isFrozen(o)).toBe(true);
    }
    expect(() => { (r.timing as any).tickMs = 1; }).toThrow(TypeError);
  });

  it('does not share metadata with the spec', () => {
    const meta = { description: 'a' };
    const r = defineRuleset({ metadata: meta });
    meta.description = 'b';
    expect(r.metadata.description).toBe('a');
  });

  it('exposes the WIN and ECONOMY enums', () => {
    expect(Object.values(WIN)).toEqual(['first-to-exit', 'last-alive', 'high-score', 'all-escape']);
    expect(Object.values(ECONOMY)).toEqual(['free', 'credits_prestige', 'crypto_race']);
    expect(Object.isFrozen(WIN) && Object.isFrozen(ECONOMY)).toBe(true);
  });
});
