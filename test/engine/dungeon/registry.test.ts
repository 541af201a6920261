import { describe, expect, it } from 'vitest';
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { getRuleset, listMatchRulesets, listRulesets, resolveMatchRuleset, rulesetFromMatchOpts } from '../../../engine/dungeon/registry.ts';

describe('the built-in rulesets (seed table)', () => {
  it.each([
    ['solo-classic', 'solo', 1, 1, 'first-to-exit'],
    ['race', 'race', 2, 8, 'first-to-exit'],
    ['last-alive', 'pvp', 2, 8, 'last-alive'],
    ['score-attack', 'race', 1, 8, 'high-score'],
    ['coop-escape', 'coop', 2, 8, 'all-escape'],
  ])('%s is mode %s, %i..%i players, %s', (id, mode, min, max, win) => {
    const r = getRuleset(id)!;
    expect([r.id, r.mode, r.players.min, r.players.max, r.winCondition.type]).toEqual([id, mode, min, max, win]);
    expect(typeof r.metadata.description).toBe('string');
  });

  it('race uses the race preset and the crypto_race economy', () => {
    const r = getRuleset('race')!;
    expect([r.world.difficultyPreset, r.economy.model]).toEqual(['race', 'crypto_race']);
  });

  it('last-alive has pvpCombat, the monster and the normal preset', () => {
    const r = getRuleset('last-alive')!;
    expect([r.entities.pvpCombat, r.entities.monster, r.world.difficultyPreset]).toEqual([true, true, 'normal']);
  });

  it('coop-escape has pvpCombat disabled', () => {
    expect(getRuleset('coop-escape')!.entities.pvpCombat).toBe(false);
  });

  it('lists all five, and the match list without solo', () => {
    expect(listRulesets().map((r) => r.id)).toEqual(['solo-classic', 'race', 'last-alive', 'score-attack', 'coop-escape']);
    expect(listMatchRulesets().map((r) => r.id)).toEqual(['race', 'last-alive', 'score-attack', 'coop-escape']);
  });

  it('getRuleset merges overrides at the top level and keeps the base id and label', () => {
    const r = getRuleset('race', { id: 'hacked', label: 'H', timing: { tickMs: 100 } })!;
    expect([r.id, r.label, r.timing.tickMs, r.timing.minDurationMs]).toEqual(['race', 'Race', 100, 20000]);
    expect(r.winCondition.type).toBe('first-to-exit');
  });

  it('getRuleset returns null for an unknown id', () => {
    expect(getRuleset('nope')).toBeNull();
  });

  it.each([['nope'], ['solo-classic'], [undefined], [42], ['']])('resolveMatchRuleset(%j) fails closed to race', (id) => {
    expect(resolveMatchRuleset(id).id).toBe('race');
  });

  it('resolveMatchRuleset keeps a known match ruleset', () => {
    expect(resolveMatchRuleset('coop-escape').id).toBe('coop-escape');
  });

  it('rulesetFromMatchOpts maps economy, preset and maxPlayers onto race; variant never changes the win condition', () => {
    const r = rulesetFromMatchOpts({ economy: 'credits_prestige', difficultyPreset: 'hard', maxPlayers: 6, variant: 'pvp' });
    expect([r.id, r.economy.model, r.world.difficultyPreset, r.players.max, r.winCondition.type]).toEqual(['race', 'credits_prestige', 'hard', 6, 'first-to-exit']);
  });
  it('a legacy room (a seed, no economy) stays free as in the original, not a paid crypto_race', () => {
    expect(rulesetFromMatchOpts({}).economy.model).toBe('free');
    const room = MatchRoom.create({ seed: 'legacy-seed' });
    expect([room.state.ruleset.id, room.state.ruleset.economy.model, room.state.ruleset.players.max]).toEqual(['race', 'free', 8]);
    expect(MatchRoom.create({ seed: 'legacy-seed', economy: 'crypto_race' }).state.ruleset.economy.model).toBe('crypto_race');
  });
  it('a room with an unknown ruleset id is the race built-in (overrides kept), as the original', () => {
    const room = MatchRoom.create({ seed: 's', rulesetId: 'no-such-mode', rulesetOverrides: { players: { max: 3 } } });
    expect([room.state.ruleset.id, room.state.ruleset.economy.model, room.state.ruleset.players.max]).toEqual(['race', 'crypto_race', 3]);
  });
  it('resolveMatchRuleset trims the id', () => {
    expect(resolveMatchRuleset('  last-alive\n').id).toBe('last-alive');
    expect(resolveMatchRuleset(' solo-classic ').id).toBe('race');
  });
});
