import { describe, expect, it } from 'vitest';
import { chainLevels, DIFFICULTY_PRESETS, getDifficultyConfig, getDifficultyPreset, NETWORK_TUNING, sanitizeWorld, worldFromEnv } from '../../../engine/dungeon/difficulty.ts';

describe('difficulty presets (facts §2 table)', () => {
  it.each([
    ['easy', 30, 15, [4, 8], [3, 6], [2, 5], 0.25, 0.9, 0.5, 0.6, 6, 0.5, 0.3, 0.3],
    ['normal', 45, 22, [3, 7], [3, 6], [3, 7], 0.2, 0.6, 1.0, 0.8, 10, 0.4, 0.5, 0.55],
    ['hard', 55, 28, [3, 6], [3, 5], [4, 10], 0.15, 0.4, 1.0, 0.9, 14, 0.3, 0.7, 0.65],
    ['casino', 70, 35, [3, 4], [3, 4], [6, 15], 0.1, 0.3, 1.0, 0.97, 22, 0.2, 0.85, 0.7],
  ] as const)('%s', (name, w, h, rw, rh, cl, dug, dist, speed, chase, vision, roomPos, exitDist, house) => {
    const p = DIFFICULTY_PRESETS[name];
    expect(p.dungeon).toEqual({ width: w, height: h, roomWidthRange: rw, roomHeightRange: rh, corridorLengthRange: cl, dugPercentage: dug });
    expect(p.monster).toEqual({ startDistanceFromPlayer: dist, movesPerPlayerMove: speed, chaseAggressiveness: chase, visionRange: vision });
    expect(p.treasure).toEqual({ roomPositionRatio: roomPos, distanceFromExitRatio: exitDist });
    expect([p.respawnOnDeath, p.targetHouseWinRate]).toEqual([false, house]);
  });
});

describe('getDifficultyPreset', () => {
  it('a known DIFFICULTY_PRESET wins over the explicit override (kept quirk)', () => {
    expect(getDifficultyPreset('easy', worldFromEnv({ DIFFICULTY_PRESET: 'hard' }))).toBe('hard');
  });
  it('an unknown DIFFICULTY_PRESET is ignored in favour of the override', () => {
    expect(getDifficultyPreset('easy', worldFromEnv({ DIFFICULTY_PRESET: 'nightmare' }))).toBe('easy');
  });
  it('with neither: normal for free play, casino when paid', () => {
    expect(getDifficultyPreset(null, {})).toBe('normal');
    expect(getDifficultyPreset(null, worldFromEnv({ GAME_MODE: 'FREE', PAYMENTS_ENABLED: 'false' }))).toBe('normal');
    expect(getDifficultyPreset(null, worldFromEnv({ PAYMENTS_ENABLED: 'true' }))).toBe('casino');
    expect(getDifficultyPreset(null, worldFromEnv({ GAME_MODE: 'PAID' }))).toBe('casino');
  });
  it('there is no race preset: race falls through to the free/paid rule', () => {
    expect(getDifficultyPreset('race', {})).toBe('normal');
    expect(getDifficultyPreset('race', worldFromEnv({ PAYMENTS_ENABLED: 'true' }))).toBe('casino');
  });
});

describe('per-chain tuning', () => {
  it.each([['GRIN', 60_000, 1], ['XMR', 120_000, 1], ['LTC', 150_000, 2], ['WOW', 300_000, 2], ['BTC', 600_000, 3]] as const)('%s: %i ms, %i levels', (chain, ms, levels) => {
    expect(NETWORK_TUNING[chain]).toEqual({ blockTimeMs: ms, levels });
    expect(chainLevels(chain)).toBe(levels);
  });
  it('an unknown chain gives 1 level; NETWORK_TUNING_DISABLED skips the table', () => {
    expect(chainLevels('DOGE')).toBe(1);
    expect(chainLevels('BTC', worldFromEnv({ NETWORK_TUNING_DISABLED: 'true' }))).toBeNull();
    expect(getDifficultyConfig({ chain: 'BTC', world: worldFromEnv({ NETWORK_TUNING_DISABLED: 'true' }) }).levels).toBe(1);
  });
  it('only levels are added by the chain (the map stays base-sized)', () => {
    const base = getDifficultyConfig({ preset: 'normal' });
    const btc = getDifficultyConfig({ preset: 'normal', chain: 'BTC' });
    expect({ ...btc, levels: 1 }).toEqual(base);
    expect(btc.levels).toBe(3);
  });
});

describe('the world: typed settings, and the original\'s variables read into them', () => {
  it('a typed world picks the preset by the same rules as the original\'s variables', () => {
    expect(getDifficultyPreset(null, { paid: true })).toBe('casino');
    expect(getDifficultyPreset('easy', { preset: 'hard' })).toBe('hard');
    expect(getDifficultyConfig({ preset: 'easy', world: { dungeon: { width: 50 }, monster: { visionRange: 3 } } }).dungeon.width).toBe(50);
    expect(worldFromEnv({ GAME_MODE: 'PAID', DUNGEON_WIDTH: '50', MONSTER_SPEED: '0.5', DUNGEON_ROOM_WIDTH_MIN: '4' }))
      .toEqual({ paid: true, dungeon: { width: 50, roomWidthRange: [4, 4] }, monster: { movesPerPlayerMove: 0.5 } });
    expect(worldFromEnv({})).toEqual({});
  });
  it('a world from a document keeps only fields of the right type', () => {
    expect(sanitizeWorld({ preset: 'hard', paid: 'yes', levels: Infinity, dungeon: { width: 40, height: '20', roomWidthRange: [3] }, monster: null, extra: 1 }))
      .toEqual({ preset: 'hard', dungeon: { width: 40 } });
  });
});

describe('getDifficultyConfig precedence: preset < chain < env < caller overrides', () => {
  it('env vars set their fields', () => {
    const c = getDifficultyConfig({ preset: 'normal', world: worldFromEnv({
      DUNGEON_WIDTH: '50', DUNGEON_HEIGHT: '30', DUNGEON_DUG_PERCENTAGE: '0.3', DUNGEON_ROOM_WIDTH_MIN: '4', DUNGEON_ROOM_WIDTH_MAX: '9',
      DUNGEON_ROOM_HEIGHT_MIN: '5', DUNGEON_CORRIDOR_MIN: '2', DUNGEON_CORRIDOR_MAX: '3', MONSTER_SPEED: '0.5', MONSTER_CHASE: '0.1',
      MONSTER_VISION: '3', MONSTER_DISTANCE: '0.2', TREASURE_ROOM_POSITION: '0.9', TREASURE_EXIT_DISTANCE: '0.1',
    }) });
    expect(c.dungeon).toEqual({ width: 50, height: 30, dugPercentage: 0.3, roomWidthRange: [4, 9], roomHeightRange: [5, 5], corridorLengthRange: [2, 3] });
    expect(c.monster).toEqual({ movesPerPlayerMove: 0.5, chaseAggressiveness: 0.1, visionRange: 3, startDistanceFromPlayer: 0.2 });
    expect(c.treasure).toEqual({ roomPositionRatio: 0.9, distanceFromExitRatio: 0.1 });
  });
  it('caller overrides beat env vars, shallowly per section', () => {
    const c = getDifficultyConfig({ preset: 'easy', world: worldFromEnv({ DUNGEON_WIDTH: '50', MONSTER_VISION: '3' }), overrides: { dungeon: { width: 33 } } });
    expect([c.dungeon.width, c.dungeon.height, c.monster.visionRange]).toEqual([33, 15, 3]);
  });
  it('levels: DUNGEON_LEVELS > custom > chain > 1, at least 1', () => {
    expect(getDifficultyConfig({ chain: 'BTC', overrides: { levels: 2 }, world: worldFromEnv({ DUNGEON_LEVELS: '5' }) }).levels).toBe(5);
    expect(getDifficultyConfig({ chain: 'BTC', overrides: { levels: 2 } }).levels).toBe(2);
    expect(getDifficultyConfig({ chain: 'BTC' }).levels).toBe(3);
    expect(getDifficultyConfig({}).levels).toBe(1);
    expect(getDifficultyConfig({ world: worldFromEnv({ DUNGEON_LEVELS: '0' }) }).levels).toBe(1);
  });
  it('a bad env number is ignored', () => {
    expect(getDifficultyConfig({ preset: 'easy', world: worldFromEnv({ DUNGEON_WIDTH: 'wide' }) }).dungeon.width).toBe(30);
  });
});
