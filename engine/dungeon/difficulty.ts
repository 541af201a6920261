// World presets and per-chain level tuning: the world half of a ruleset (facts §2).
// Environment values come in as a plain object; the engine never reads process.env.

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

/** The preset name: a known DIFFICULTY_PRESET wins (the original's order), then a known override, then normal for free play, casino when paid. */
export function getDifficultyPreset(override?: string | null, env: Env = {}): string {
  const fromEnv = env.DIFFICULTY_PRESET;
  if (fromEnv && DIFFICULTY_PRESETS[fromEnv]) return fromEnv;
  if (override && DIFFICULTY_PRESETS[override]) return override;
  const free = (env.GAME_MODE ?? 'FREE').toUpperCase() === 'FREE' && env.PAYMENTS_ENABLED !== 'true';
  return free ? 'normal' : 'casino';
}

/** The per-chain level count (1 for an unknown chain), or null when NETWORK_TUNING_DISABLED. */
export function chainLevels(chain: string | null | undefined, env: Env = {}): number | null {
  if (env.NETWORK_TUNING_DISABLED === 'true' || !chain) return null;
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

/** The resolved world config: preset, then per-chain levels, then DUNGEON_* / MONSTER_* / TREASURE_* env vars, then caller overrides. */
export function getDifficultyConfig(opts: { preset?: string | null; chain?: string | null; env?: Env; overrides?: DifficultyOverrides } = {}): DifficultyConfig {
  const env = opts.env ?? {};
  const name = getDifficultyPreset(opts.preset, env);
  const base = DIFFICULTY_PRESETS[name];
  const o = opts.overrides ?? {};
  const dungeonEnv = defined({
    width: int(env.DUNGEON_WIDTH), height: int(env.DUNGEON_HEIGHT), dugPercentage: num(env.DUNGEON_DUG_PERCENTAGE),
    roomWidthRange: envRange(env, 'DUNGEON_ROOM_WIDTH_MIN', 'DUNGEON_ROOM_WIDTH_MAX'),
    roomHeightRange: envRange(env, 'DUNGEON_ROOM_HEIGHT_MIN', 'DUNGEON_ROOM_HEIGHT_MAX'),
    corridorLengthRange: envRange(env, 'DUNGEON_CORRIDOR_MIN', 'DUNGEON_CORRIDOR_MAX'),
  });
  const monsterEnv = defined({
    movesPerPlayerMove: num(env.MONSTER_SPEED), chaseAggressiveness: num(env.MONSTER_CHASE),
    visionRange: num(env.MONSTER_VISION), startDistanceFromPlayer: num(env.MONSTER_DISTANCE),
  });
  const treasureEnv = defined({ roomPositionRatio: num(env.TREASURE_ROOM_POSITION), distanceFromExitRatio: num(env.TREASURE_EXIT_DISTANCE) });
  // levels: DUNGEON_LEVELS, then a custom value, then the chain tuning, then 1
  const envLevels = int(env.DUNGEON_LEVELS);
  const levels = Math.max(1, envLevels ?? o.levels ?? chainLevels(opts.chain, env) ?? 1);
  return {
    preset: name,
    dungeon: { ...base.dungeon, ...dungeonEnv, ...defined(o.dungeon ?? {}) },
    monster: { ...base.monster, ...monsterEnv, ...defined(o.monster ?? {}) },
    treasure: { ...base.treasure, ...treasureEnv, ...defined(o.treasure ?? {}) },
    respawnOnDeath: base.respawnOnDeath,
    targetHouseWinRate: base.targetHouseWinRate,
    levels,
  };
}
