import { describe, expect, it } from 'vitest';
import { getDifficultyConfig } from '../../../engine/dungeon/difficulty.ts';
import { fingerprint, generateLevel, generateRun, levelSeed, monsterRoomIndex, treasureRoomIndex } from '../../../engine/dungeon/generator.ts';
import { bfsPath } from '../../../engine/dungeon/grid.ts';
import { MatchRoom } from '../../../engine/dungeon/match-room.ts';
import { seedDraw, seedInt } from '../../../engine/dungeon/rng.ts';
import { createHash } from 'node:crypto';

const normal = getDifficultyConfig({ preset: 'normal' });

describe('the seeded generator', () => {
  it('the same seed gives the same layout and fingerprint; another seed a different one', () => {
    const a = generateLevel('abc', normal).map, b = generateLevel('abc', normal).map, c = generateLevel('abd', normal).map;
    expect(a).toEqual(b);
    expect(a.fingerprint).not.toBe(c.fingerprint);
  });

  it('the fingerprint is sha256 of the JSON of the original\'s raw tiles and [x, y] points (not lamplit\'s characters and {x, y} objects)', () => {
    const m = generateLevel('fp', normal).map;
    const raw = m.rows.map((r) => [...r].map((c) => ({ '.': "'1", ',': "'2", '#': '#', T: 'torch' })[c]));
    const pt = (p: { x: number; y: number } | null) => (p ? [p.x, p.y] : null);
    const want = createHash('sha256').update(JSON.stringify({ map: raw, entrance: pt(m.entrance), exit: pt(m.exit), treasure: pt(m.treasure) })).digest('hex');
    const old = createHash('sha256').update(JSON.stringify({ map: m.rows, entrance: m.entrance, exit: m.exit, treasure: m.treasure })).digest('hex');
    expect(want).not.toBe(old);
    expect(m.fingerprint).toBe(want);
    expect(fingerprint(m.rows, m.entrance, m.exit, m.treasure)).toBe(want);
  });

  it.each(['easy', 'normal', 'hard', 'casino'])('%s levels are valid over many seeds: reachable, distinct, sized, walled', (preset) => {
    const cfg = getDifficultyConfig({ preset });
    for (let i = 0; i < 12; i++) {
      const m = generateLevel(`v${i}`, cfg).map;
      expect([m.width, m.height, m.rows.length, m.rows[0].length]).toEqual([cfg.dungeon.width, cfg.dungeon.height, cfg.dungeon.height, cfg.dungeon.width]);
      expect(bfsPath(m.rows, m.entrance, m.exit)).not.toBeNull();
      expect(bfsPath(m.rows, m.entrance, m.treasure!)).not.toBeNull();
      const keys = new Set([m.entrance, m.exit, m.treasure!].map((p) => `${p.x},${p.y}`));
      expect(keys.size).toBe(3);
      expect(m.rows.join('')).toMatch(/^[.,#T]+$/);
      expect(m.rows[0]).toMatch(/^[#T]+$/);
      expect(m.rows[m.height - 1]).toMatch(/^[#T]+$/);
    }
  });

  it('reaches roughly the preset dug fraction of the interior', () => {
    for (const preset of ['easy', 'normal', 'casino']) {
      const cfg = getDifficultyConfig({ preset });
      const m = generateLevel('dug', cfg).map;
      const floor = m.rows.join('').replace(/[#T]/g, '').length;
      expect(floor / ((m.width - 2) * (m.height - 2))).toBeGreaterThanOrEqual(cfg.dungeon.dugPercentage);
    }
  });

  it('throws a one-line error after 12 rejected attempts', () => {
    // one-room maps: the entrance is the exit, so v2 rejects every attempt
    const one = getDifficultyConfig({ preset: 'normal', overrides: { dungeon: { width: 11, height: 11, roomWidthRange: [5, 5], roomHeightRange: [5, 5] } } });
    expect(() => generateLevel('one', one)).toThrow(/^Could not generate a playable dungeon after 12 deterministic attempts[^\n]*$/);
  });

  it('a map too small for its first room is a one-line error, not a crash', () => {
    const tiny = getDifficultyConfig({ preset: 'normal', overrides: { dungeon: { width: 6, height: 6 } } });
    expect(() => generateLevel('tiny', tiny)).toThrow(/^the map \(6×6\) is too small for its first room[^\n]*$/);
  });

  it('the monster spawns at the centre of the monster room (more than 2 rooms)', () => {
    const m = generateLevel('spawn', normal).map;
    expect(m.rooms).toBeGreaterThan(2);
    expect(bfsPath(m.rows, m.entrance, m.monsterSpawn)).not.toBeNull();
  });
});

describe('room indices (facts §2)', () => {
  it.each([[7, 0.6, 3], [7, 0.9, 5], [7, 0.3, 1], [3, 0.9, 1], [10, 0.0, 1], [10, 1.0, 8]])('monster room of %i rooms at %f is %i', (n, d, want) => {
    expect(monsterRoomIndex(n, d)).toBe(want);
  });
  it.each([[7, 0.4, 3], [7, 0.2, 2], [7, 0.95, 5], [2, 0.5, 0], [1, 0.5, 0], [10, 0.85, 7]])('treasure room of %i rooms at %f is %i', (n, r, want) => {
    expect(treasureRoomIndex(n, r)).toBe(want);
  });
});

describe('seeds and the draw stream', () => {
  it('draw n is the first 4 big-endian bytes of sha256(seed + n) / 2^32', () => {
    const h = createHash('sha256').update('seed7').digest();
    expect(seedDraw('seed', 7)).toBe(h.readUInt32BE(0) / 2 ** 32);
  });
  it('seedInt keeps the hex characters, reads the first 13 as base 16, and is 1 when none is left or the value is 0', () => {
    expect(seedInt('9e7e3b1432bce17b')).toBe(parseInt('9e7e3b1432bce', 16));
    expect(seedInt('seed-0')).toBe(61136);
    expect(seedInt('seed-149')).toBe(0xeed149);
    expect(seedInt('0')).toBe(1);
    expect(seedInt('')).toBe(1);
    expect(seedInt('xyz-ü')).toBe(1);
    expect(seedInt('hello')).toBe(0xe);
  });
});

describe('multi-level solo runs', () => {
  it('level k > 1 uses `<seed>:L<k>`; only the final level has treasure', () => {
    expect([levelSeed('s', 1), levelSeed('s', 3)]).toEqual(['s', 's:L3']);
    const run = generateRun('run', getDifficultyConfig({ preset: 'easy', chain: 'BTC' }));
    expect(run.map((m) => m.seed)).toEqual(['run', 'run:L2', 'run:L3']);
    expect(run.map((m) => m.treasure !== null)).toEqual([false, false, true]);
  });

  it('a solo room advances levels at the exit and escapes at the last one', () => {
    const room = MatchRoom.create({ seed: 'solo', rulesetId: 'solo-classic', chain: 'LTC', difficulty: { monster: { movesPerPlayerMove: 0 } } });
    room.addPlayer('P1');
    room.start();
    expect([room.state.levels, room.state.treasure]).toEqual([2, null]);
    const walk = () => {
      const path = bfsPath(room.state.map.rows, room.state.players[0], room.state.map.exit)!;
      const level = room.state.level;
      for (const d of path) { room.queueMove('P1', d); room.resolveTick(); if (room.state.status !== 'active' || room.state.level !== level) break; }
    };
    room.state.monster = null;
    walk();
    expect(room.state.level).toBe(2);
    expect(room.state.map.seed).toBe('solo:L2');
    expect(room.state.treasure).not.toBeNull();
    room.state.monster = null;
    walk();
    expect([room.state.status, room.state.endReason, room.state.winnerId]).toEqual(['finished', 'escaped', 'P1']);
  });

  it('a multiplayer room generates one shared map whatever the chain', () => {
    const room = MatchRoom.create({ seed: 'multi', rulesetId: 'race', chain: 'BTC' });
    expect(room.state.levels).toBe(1);
    expect(room.state.treasure).not.toBeNull();
  });

  it('quirk mapFromDefaultPreset (default): a match room takes only the size from its preset, the digging and treasure room from the default preset (normal); the monster from its own', () => {
    const room = MatchRoom.create({ seed: 'p', ruleset: { world: { difficultyPreset: 'easy' } } });
    const normal = getDifficultyConfig({ preset: 'normal' }), easy = getDifficultyConfig({ preset: 'easy' });
    const mixed = generateLevel('p', { ...easy, dungeon: { ...normal.dungeon, width: 30, height: 15 }, treasure: normal.treasure }).map;
    expect(room.state.map).toEqual(mixed);
    expect(room.state.map).not.toEqual(generateLevel('p', easy).map);
    expect([room.state.monster!.vision, room.state.monster!.speed]).toEqual([6, 500]);
  });

  it('mapFromDefaultPreset false: a match room uses its preset\'s whole config', () => {
    const room = MatchRoom.create({ seed: 'p', ruleset: { world: { difficultyPreset: 'easy' }, quirks: { mapFromDefaultPreset: false } } });
    expect(room.state.map).toEqual(generateLevel('p', getDifficultyConfig({ preset: 'easy' })).map);
  });
});
