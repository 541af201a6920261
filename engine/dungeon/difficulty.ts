// World presets and per-chain level tuning: the world half of a ruleset (facts §2). The operator's
// world settings come in typed (DungeonWorld, parsed by the process's configuration); the engine
// never reads process.env. `worldFromEnv` reads the original's variable names only where a world
// is written that way: replay documents of version 1 and the original's reference traces.

export type Env = Readonly<Record<string, string | undefined>>;
export type Range = readonly [number, number];

export interface DifficultyConfig {
  preset: string;
  dungeon: { width: number; height: number; roomWidthRange: Range; roomHeightRange: Range; corridorLengthRange: Range; dugPercentage: number };
  monster: { startDistanceFromPlayer: number; movesPerPlayerMove: number; chaseAggressiveness: number; visionRange: number };
  treasure: { roomPositionRatio: number; distanceFromExitRatio: number };
  respawnOnDeath: boolean;
  targetHouseWinRate: number;
  levels: number;
}

/**
 * The operator's world settings, typed (the original's DIFFICULTY_PRESET, GAME_MODE,
 * PAYMENTS_ENABLED, NETWORK_TUNING_DISABLED, DUNGEON_*, MONSTER_* and TREASURE_* variables).
 * Unset fields leave the preset's value.
 */
export interface DungeonWorld {
  /** A preset that wins over the ruleset's own (DIFFICULTY_PRESET; an unknown name is passed over). */
  preset?: string;
  /** Paid play (GAME_MODE not FREE, or PAYMENTS_ENABLED): with no preset named, casino instead of normal. */
  paid?: boolean;
  /** NETWORK_TUNING_DISABLED: no per-chain level count. */
  networkTuningDisabled?: boolean;
  /** DUNGEON_LEVELS: levels of a solo descent (wins over ruleset and chain). */
  levels?: number;
  dungeon?: Partial<DifficultyConfig['dungeon']>;
  monster?: Partial<DifficultyConfig['monster']>;
  treasure?: Partial<DifficultyConfig['treasure']>;
}

/** Caller overrides: shallow per section (the highest precedence). */
export interface DifficultyOverrides {
  dungeon?: Partial<DifficultyConfig['dungeon']>;
  monster?: Partial<DifficultyConfig['monster']>;
  treasure?: Partial<DifficultyConfig['treasure']>;
  levels?: number;
}

type Preset = Omit<DifficultyConfig, 'preset' | 'levels'>;

const preset = (w: number, h: number, rw: Range, rh: Range, cl: Range, dug: number, dist: number, speed: number, chase: number,
  vision: number, roomPos: number, exitDist: number, house: number): Preset => ({
  dungeon: { width: w, height: h, roomWidthRange: rw, roomHeightRange: rh, corridorLengthRange: cl, dugPercentage: dug },
  monster: { startDistanceFromPlayer: dist, movesPerPlayerMove: speed, chaseAggressiveness: chase, visionRange: vision },
  treasure: { roomPositionRatio: roomPos, distanceFromExitRatio: exitDist },
  respawnOnDeath: false,
  targetHouseWinRate: house,
});

/** The four presets of facts §2. */
export const DIFFICULTY_PRESETS: Readonly<Record<string, Preset>> = Object.freeze({
  easy: preset(30, 15, [4, 8], [3, 6], [2, 5], 0.25, 0.9, 0.5, 0.6, 6, 0.5, 0.3, 0.3),
  normal: preset(45, 22, [3, 7], [3, 6], [3, 7], 0.2, 0.6, 1.0, 0.8, 10, 0.4, 0.5, 0.55),
  hard: preset(55, 28, [3, 6], [3, 5], [4, 10], 0.15, 0.4, 1.0, 0.9, 14, 0.3, 0.7, 0.65),
  casino: preset(70, 35, [3, 4], [3, 4], [6, 15], 0.1, 0.3, 1.0, 0.97, 22, 0.2, 0.85, 0.7),
});

/** The chain table: mean block time and levels per run (NETWORK_TUNING). */
export const NETWORK_TUNING: Readonly<Record<string, { blockTimeMs: number; levels: number }>> = Object.freeze({
  GRIN: { blockTimeMs: 60_000, levels: 1 },
  XMR: { blockTimeMs: 120_000, levels: 1 },
  LTC: { blockTimeMs: 150_000, levels: 2 },
  WOW: { blockTimeMs: 300_000, levels: 2 },
  BTC: { blockTimeMs: 600_000, levels: 3 },
});

/** The preset name: the world's known preset wins (the original's order), then a known override, then normal for free play, casino when paid. */
export function getDifficultyPreset(override?: string | null, world: DungeonWorld = {}): string {
  if (world.preset && DIFFICULTY_PRESETS[world.preset]) return world.preset;
  if (override && DIFFICULTY_PRESETS[override]) return override;
  return world.paid ? 'casino' : 'normal';
}

/** The per-chain level count (1 for an unknown chain), or null when network tuning is off. */
export function chainLevels(chain: string | null | undefined, world: DungeonWorld = {}): number | null {
  if (world.networkTuningDisabled || !chain) return null;
  return NETWORK_TUNING[chain.toUpperCase()]?.levels ?? 1;
}

const num = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const int = (v: string | undefined): number | undefined => {
  const n = num(v);
  return n === undefined ? undefined : Math.trunc(n);
};

function envRange(env: Env, minKey: string, maxKey: string): Range | undefined {
  const lo = int(env[minKey]);
  if (lo === undefined) return undefined;
  return [lo, int(env[maxKey]) ?? lo];
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A world written as the original's variables (a version-1 replay's `env`, the reference traces):
 * the same precedence and parsing as the original (a number that does not parse is unset). Only
 * set fields are kept, so an empty environment is the empty world.
 */
export function worldFromEnv(env: Env = {}): DungeonWorld {
  const world: DungeonWorld = defined({
    preset: env.DIFFICULTY_PRESET || undefined,
    paid: env.GAME_MODE !== undefined || env.PAYMENTS_ENABLED !== undefined
      ? !((env.GAME_MODE ?? 'FREE').toUpperCase() === 'FREE' && env.PAYMENTS_ENABLED !== 'true') : undefined,
    networkTuningDisabled: env.NETWORK_TUNING_DISABLED === 'true' ? true : undefined,
    levels: int(env.DUNGEON_LEVELS),
  });
  const dungeon = defined({
    width: int(env.DUNGEON_WIDTH), height: int(env.DUNGEON_HEIGHT), dugPercentage: num(env.DUNGEON_DUG_PERCENTAGE),
    roomWidthRange: envRange(env, 'DUNGEON_ROOM_WIDTH_MIN', 'DUNGEON_ROOM_WIDTH_MAX'),
    roomHeightRange: envRange(env, 'DUNGEON_ROOM_HEIGHT_MIN', 'DUNGEON_ROOM_HEIGHT_MAX'),
    corridorLengthRange: envRange(env, 'DUNGEON_CORRIDOR_MIN', 'DUNGEON_CORRIDOR_MAX'),
  });
  const monster = defined({
    movesPerPlayerMove: num(env.MONSTER_SPEED), chaseAggressiveness: num(env.MONSTER_CHASE),
    visionRange: num(env.MONSTER_VISION), startDistanceFromPlayer: num(env.MONSTER_DISTANCE),
  });
  const treasure = defined({ roomPositionRatio: num(env.TREASURE_ROOM_POSITION), distanceFromExitRatio: num(env.TREASURE_EXIT_DISTANCE) });
  if (Object.keys(dungeon).length) world.dungeon = dungeon;
  if (Object.keys(monster).length) world.monster = monster;
  if (Object.keys(treasure).length) world.treasure = treasure;
  return world;
}

/**
 * A world from untrusted data (a replay document, a stored setting): each field kept only with the
 * right type (finite numbers, ranges of two), so a damaged document cannot shape a world wrongly.
 */
export function sanitizeWorld(raw: unknown): DungeonWorld {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const r = (v: unknown): Range | undefined => (Array.isArray(v) && v.length === 2 && v.every((x) => n(x) !== undefined) ? [v[0] as number, v[1] as number] : undefined);
  const section = (v: unknown, pick: (x: Record<string, unknown>) => Record<string, unknown>) => {
    const picked = defined(pick((v && typeof v === 'object' ? v : {}) as Record<string, unknown>));
    return Object.keys(picked).length ? picked : undefined;
  };
  return defined({
    preset: typeof o.preset === 'string' ? o.preset : undefined,
    paid: typeof o.paid === 'boolean' ? o.paid : undefined,
    networkTuningDisabled: o.networkTuningDisabled === true ? true : undefined,
    levels: n(o.levels),
    dungeon: section(o.dungeon, (d) => ({ width: n(d.width), height: n(d.height), dugPercentage: n(d.dugPercentage), roomWidthRange: r(d.roomWidthRange), roomHeightRange: r(d.roomHeightRange), corridorLengthRange: r(d.corridorLengthRange) })),
    monster: section(o.monster, (m) => ({ movesPerPlayerMove: n(m.movesPerPlayerMove), chaseAggressiveness: n(m.chaseAggressiveness), visionRange: n(m.visionRange), startDistanceFromPlayer: n(m.startDistanceFromPlayer) })),
    treasure: section(o.treasure, (t) => ({ roomPositionRatio: n(t.roomPositionRatio), distanceFromExitRatio: n(t.distanceFromExitRatio) })),
  }) as DungeonWorld;
}

/** The resolved world config: preset, then per-chain levels, then the operator's world settings, then caller overrides. */
export function getDifficultyConfig(opts: { preset?: string | null; chain?: string | null; world?: DungeonWorld; overrides?: DifficultyOverrides } = {}): DifficultyConfig {
  const world = opts.world ?? {};
  const name = getDifficultyPreset(opts.preset, world);
  const base = DIFFICULTY_PRESETS[name];
  const o = opts.overrides ?? {};
  // levels: the world's, then a custom value, then the chain tuning, then 1
  const levels = Math.max(1, world.levels ?? o.levels ?? chainLevels(opts.chain, world) ?? 1);
  return {
    preset: name,
    dungeon: { ...base.dungeon, ...defined(world.dungeon ?? {}), ...defined(o.dungeon ?? {}) },
    monster: { ...base.monster, ...defined(world.monster ?? {}), ...defined(o.monster ?? {}) },
    treasure: { ...base.treasure, ...defined(world.treasure ?? {}), ...defined(o.treasure ?? {}) },
    respawnOnDeath: base.respawnOnDeath,
    targetHouseWinRate: base.targetHouseWinRate,
    levels,
  };
}
