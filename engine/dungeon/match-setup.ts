// A fresh match state for MatchRoom: the ruleset by the seed's precedence, the world from the
// resolved difficulty config, the monster when the ruleset spawns one, timing and the player cap.
import { getDifficultyConfig, worldFromEnv, type DifficultyConfig, type DifficultyOverrides, type DungeonWorld } from './difficulty.ts';
import { generateLevel } from './generator.ts';
import { spawnMonster } from './monster.ts';
import { DEFAULT_MATCH_RULESET_ID, getRuleset, rulesetFromMatchOpts, type LegacyMatchOpts } from './registry.ts';
import { defineRuleset, quirkOn } from './ruleset.ts';
import { sha256Hex } from './rng.ts';
import type { DungeonMap, DungeonState, Point, Ruleset, RulesetSpec } from './types.ts';

/** Options of a new MatchRoom. The seed is required: the engine has no randomness of its own. */
export interface MatchRoomOptions extends LegacyMatchOpts {
  seed: string;
  /** An explicit ruleset spec (highest precedence). */
  ruleset?: RulesetSpec;
  /** A built-in id (with optional top-level overrides). */
  rulesetId?: string;
  rulesetOverrides?: RulesetSpec;
  /** Manager / scheduler timing overrides. */
  minDurationMs?: number;
  hardCeilingMs?: number;
  /** The operator's world settings (a preset, free or paid play, sizes, the monster, the treasure). */
  world?: DungeonWorld;
  /** Chain for per-chain level tuning (solo runs). */
  chain?: string | null;
  /** Caller overrides of the world config. */
  difficulty?: DifficultyOverrides;
}

export const ROOM_LIMITS = Object.freeze({ minPlayers: 2, maxPlayers: 32 });

/** The room's ruleset: `opts.ruleset`, then `opts.rulesetId` (+ overrides; an unknown id is race, as the original), then the legacy option bag. */
export function resolveRoomRuleset(opts: Partial<MatchRoomOptions>): Ruleset {
  if (opts.ruleset) return defineRuleset(opts.ruleset);
  if (opts.rulesetId) return getRuleset(opts.rulesetId, opts.rulesetOverrides ?? {}) ?? (getRuleset(DEFAULT_MATCH_RULESET_ID, opts.rulesetOverrides ?? {}) as Ruleset);
  return rulesetFromMatchOpts(opts);
}

/** The room's player cap: `opts.maxPlayers` (when given and not 0) or `players.max`, clamped into 2..32. */
export function roomMaxPlayers(ruleset: Ruleset, requested?: number): number {
  const n = typeof requested === 'number' && Number.isFinite(requested) && Math.trunc(requested) !== 0 ? Math.trunc(requested) : ruleset.players.max;
  return Math.min(ROOM_LIMITS.maxPlayers, Math.max(ROOM_LIMITS.minPlayers, n));
}

/** Where a match's monster starts: the map's spawn, or (0, 0) with two rooms or fewer under the quirk monsterAtOriginFewRooms. */
export function matchMonsterSpawn(ruleset: Ruleset, map: DungeonMap): Point {
  return quirkOn(ruleset, 'monsterAtOriginFewRooms') && map.rooms <= 2 ? { x: 0, y: 0 } : map.monsterSpawn;
}

/** The config a match digs its map with: under the quirk mapFromDefaultPreset, as the original match room, only the size comes from the match's preset; rooms, corridors, openness and the treasure room come from the process default preset (DIFFICULTY_PRESET, else normal when free, casino when paid). */
export function matchMapConfig(ruleset: Ruleset, config: DifficultyConfig, opts: Pick<MatchRoomOptions, 'chain' | 'world' | 'difficulty'>): DifficultyConfig {
  if (!quirkOn(ruleset, 'mapFromDefaultPreset')) return config;
  const base = getDifficultyConfig({ preset: null, chain: opts.chain ?? null, world: opts.world, overrides: opts.difficulty });
  return { ...config, dungeon: { ...base.dungeon, width: config.dungeon.width, height: config.dungeon.height }, treasure: base.treasure };
}

/** A fresh match state (status `starting`, no players yet). */
export function createMatchState(opts: MatchRoomOptions): DungeonState {
  if (typeof opts.seed !== 'string' || opts.seed.length === 0) throw new Error('a match needs a seed: pass the fairness seed or a server seed');
  const ruleset = resolveRoomRuleset(opts);
  const config = getDifficultyConfig({ preset: ruleset.world.difficultyPreset, chain: opts.chain ?? null, world: opts.world, overrides: opts.difficulty });
  const solo = ruleset.mode === 'solo';
  const levels = solo ? config.levels : 1;
  const { map, draws } = generateLevel(opts.seed, solo ? config : matchMapConfig(ruleset, config, opts), levels === 1);
  return {
    v: 1,
    ruleset,
    seed: opts.seed,
    seedHash: sha256Hex(opts.seed),
    draws,
    status: 'starting',
    tick: 0,
    level: 1,
    levels,
    map,
    treasure: map.treasure ? { ...map.treasure } : null,
    players: [],
    monster: ruleset.entities.monster ? spawnMonster(matchMonsterSpawn(ruleset, map), config.monster) : null,
    intents: {},
    deathCount: 0,
    winnerId: null,
    endReason: null,
    minDurationMs: opts.minDurationMs ?? ruleset.timing.minDurationMs,
    hardCeilingMs: opts.hardCeilingMs ?? ruleset.timing.hardCeilingMs,
    startHeight: null,
    endBlockHeight: null,
    turn: 0,
    log: [],
    keyframes: [],
    names: [],
    options: { chain: opts.chain ?? null, difficulty: (opts.difficulty as Record<string, unknown>) ?? null, world: opts.world && Object.keys(opts.world).length ? opts.world : null },
    maxPlayers: roomMaxPlayers(ruleset, opts.maxPlayers),
  };
}

/** The world a match was set up with (a state stored before worlds were typed holds the original's variables). */
export function matchWorld(s: DungeonState): DungeonWorld {
  return s.options.world ?? worldFromEnv(s.options.env ?? {});
}

