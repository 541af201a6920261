// lamplit's configuration: read from the environment once at start (dotenv loads .env first),
// validated variable by variable from the table in config-vars.ts, and passed down as a frozen Config.
// A bad configuration throws ConfigError: one line per bad variable, naming it and what is allowed.
import { existsSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { VARS, type VarName } from './config-vars.ts';
import type { HostPort, VarSchema } from './config-parse.ts';
import { UserError } from '../engine/core/errors.ts';
import { validateEnvironment } from '../engine/dungeon/selection.ts';
import type { DungeonWorld } from '../engine/dungeon/difficulty.ts';

export type { VarName } from './config-vars.ts';
export type { HostPort } from './config-parse.ts';

/** What a process needs beyond the defaults: `discord` (token, app id), `redis` (a server or cluster), `ssh` (a usable host key path). */
export type ConfigNeed = 'discord' | 'redis' | 'ssh';

type Raw = { [K in VarName]: (typeof VARS)[K]['fallback'] | ReturnType<(typeof VARS)[K]['parse']> };

/** The validated configuration, passed down from each process's entry point. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  log: { level: Raw['LOG_LEVEL']; format: Raw['LOG_FORMAT'] };
  shutdownTimeoutMs: number;
  discord: {
    token?: string;
    appId?: string;
    guildId?: string;
    apiUrl?: string;
    gatewayUrl?: string;
    shards: 'auto' | number;
  };
  /** clusterNodes (REDIS_CLUSTER_NODES, which wins) or url (REDIS_URL); neither: the in-process MemoryStore (one process only). */
  redis: { url?: string; clusterNodes?: HostPort[]; password?: string };
  ssh: {
    host: string;
    port: number;
    hostKeyPath?: string;
    maxSessions: number;
    sessionsPerKey: number;
    idleTimeoutMs: number;
    inputRatePerSec: number;
    inputBurst: number;
    inputBytesPerSec: number;
    authTimeoutMs: number;
    maxConnections: number;
    maxConnectionsPerIp: number;
  };
  http: { host: string; port: number };
  /** `id` names this process (WORKER_ID, else host:pid); `host` is stable across its restarts (WORKER_ID, else the host name). */
  worker: { id: string; host: string; pollMs: number };
  /** Settings of every game's matches. */
  match: {
    /** MATCH_TURN_SECONDS: the per-turn order deadline of every game (unset: each ruleset's own). */
    turnSeconds?: number;
    lobbySeconds: number;
    retentionMinutes: number;
    archiveDays: number;
    /** MATCH_MEMORY_ARCHIVE_MAX: finished matches the memory store holds at most. */
    memoryArchiveMax: number;
  };
  /** Settings that belong to one game, by game id. */
  games: { dungeon: DungeonConfig };
  failureReportUri?: string;
}

/** The Dungeon's settings: its matches, its (paid-match) economy and its world overrides. */
export interface DungeonConfig {
  enabled: boolean;
  rulesetId: string;
  maxPlayers?: number;
  tickMs?: number;
  minDurationMs?: number;
  hardCeilingMs?: number;
  countdownMs?: number;
  /** GAME_MODE and PAYMENTS_ENABLED: with no DIFFICULTY_PRESET, FREE without payments plays the normal preset, else casino. */
  mode: 'FREE' | 'PAID';
  payments: boolean;
  economy: {
    payoutsEnabled: boolean;
    cryptoRaceEnabled: boolean;
    matchPayoutsEnabled: boolean;
    creditsCost: number;
    entryFeeAtomic?: bigint;
    payoutMax?: bigint;
    houseFeePercent?: number;
    entropyDelay: number;
    entropyConfirmations: number;
    chainHeadersUrl?: string;
    cryptoType?: Raw['CRYPTO_TYPE'];
  };
  /** Environment overrides of the dungeon's world config; undefined fields leave the preset's value. */
  world: {
    preset?: Raw['DIFFICULTY_PRESET'];
    networkTuningDisabled: boolean;
    levels?: number;
    width?: number;
    height?: number;
    dugPercentage?: number;
    roomWidthRange?: [number, number];
    roomHeightRange?: [number, number];
    corridorLengthRange?: [number, number];
    monster: { movesPerPlayerMove?: number; chaseAggressiveness?: number; visionRange?: number; startDistanceFromPlayer?: number };
    treasure: { roomPositionRatio?: number; distanceFromExitRatio?: number };
  };
  /**
   * The setup options under every dungeon match's own (the engine's SetupOptions): the world the
   * settings above make, typed (a match records it in its replay).
   */
  setup: { world: DungeonWorld };
}

/** A configuration that does not validate; `problems` has one line per bad variable. */
export class ConfigError extends UserError {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'), 2);
    this.name = 'ConfigError';
  }
}

/** The reader of every variable lamplit reads, keyed by variable name (`shape`, as a schema object names it). */
export const CONFIG_SCHEMA = { shape: Object.fromEntries(Object.entries(VARS).map(([k, d]) => [k, d.schema])) as { [K in VarName]: (typeof VARS)[K]['schema'] } };

type Env = Record<string, string | undefined>;

/** Validates the environment once and returns the frozen Config, or throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, opts: { need?: readonly ConfigNeed[] } = {}): Config {
  const picked = Object.fromEntries(Object.keys(VARS).map((k) => [k, env[k]]));
  const problems = new Map<string, string>();
  // Every variable is read, so one run reports every problem; a bad one counts as unset for the cross-checks.
  const values: Record<string, unknown> = {};
  for (const [k, d] of Object.entries(VARS)) {
    const r = (d.schema as VarSchema<unknown>).safeParse(picked[k]);
    if (r.success) values[k] = r.data;
    else problems.set(k, r.message);
  }
  const raw = values as Raw;
  for (const [k, m] of crossChecks(raw, opts.need ?? [])) if (!problems.has(k)) problems.set(k, m);
  // The dungeon's boot-time validator (production only, as the original's environmentValidator):
  // the match ruleset, MATCH_MAX_PLAYERS within its player contract, and the paid-match settings.
  for (const line of validateEnvironment({ ...(env as Record<string, string | undefined>), MATCH_ENABLED: raw.MATCH_ENABLED === false ? 'false' : 'true' })) {
    const name = /^[A-Z_]+/.exec(line)?.[0] ?? 'MATCH_RULESET_ID';
    if (!problems.has(name)) problems.set(name, line.startsWith(name) ? line.slice(name.length).replace(/^\s+/, '') : line);
  }
  if (problems.size > 0) throw new ConfigError([...problems.entries()].map(([k, m]) => `${k}: ${m}`));
  return deepFreeze(build(raw, picked));
}

function crossChecks(raw: Raw, need: readonly ConfigNeed[]): [VarName, string][] {
  const out: [VarName, string][] = [];
  const ranges: [VarName, VarName][] = [
    ['DUNGEON_ROOM_WIDTH_MIN', 'DUNGEON_ROOM_WIDTH_MAX'],
    ['DUNGEON_ROOM_HEIGHT_MIN', 'DUNGEON_ROOM_HEIGHT_MAX'],
    ['DUNGEON_CORRIDOR_MIN', 'DUNGEON_CORRIDOR_MAX'],
  ];
  for (const [lo, hi] of ranges) {
    const a = raw[lo] as number | undefined;
    const b = raw[hi] as number | undefined;
    if (b !== undefined && a === undefined) out.push([lo, `must be set when ${hi} is (a whole number from 1 to 50)`]);
    if (a !== undefined && b !== undefined && b < a) out.push([hi, `must be at least ${lo} (${a}), got "${b}"`]);
  }
  if (raw.REDIS_PASSWORD && !raw.REDIS_CLUSTER_NODES) out.push(['REDIS_PASSWORD', 'is only for REDIS_CLUSTER_NODES; with REDIS_URL put the password in the URL (redis://:pass@host:6379)']);
  if (raw.MATCH_MIN_DURATION_MS !== undefined && raw.MATCH_HARD_CEILING_MS !== undefined && raw.MATCH_HARD_CEILING_MS <= raw.MATCH_MIN_DURATION_MS) {
    out.push(['MATCH_HARD_CEILING_MS', `must be more than MATCH_MIN_DURATION_MS (${raw.MATCH_MIN_DURATION_MS}), got "${raw.MATCH_HARD_CEILING_MS}"`]);
  }
  if (need.includes('discord')) {
    if (!raw.DISCORD_TOKEN) out.push(['DISCORD_TOKEN', 'is required to run the bot: the bot token from the Discord developer portal']);
    if (!raw.DISCORD_APP_ID) out.push(['DISCORD_APP_ID', 'is required to run the bot: the application id (17 to 20 digits)']);
  }
  if (need.includes('redis') && !raw.REDIS_URL && !raw.REDIS_CLUSTER_NODES) {
    out.push(['REDIS_URL', 'is required here (several processes share matches through Redis): redis://host:6379, or set REDIS_CLUSTER_NODES']);
  }
  if (need.includes('ssh') && raw.SSH_HOST_KEY && existsSync(raw.SSH_HOST_KEY) && !statSync(raw.SSH_HOST_KEY).isFile()) {
    out.push(['SSH_HOST_KEY', `must be the path of a private host key file (or of one to create); "${raw.SSH_HOST_KEY}" is a directory`]);
  }
  return out;
}

/** A MIN/MAX pair of variables as a range (MAX unset: the MIN). */
function range(lo: number | undefined, hi: number | undefined): [number, number] | undefined {
  return lo === undefined ? undefined : [lo, hi ?? lo];
}

function build(raw: Raw, picked: Env): Config {
  return {
    nodeEnv: raw.NODE_ENV,
    log: { level: raw.LOG_LEVEL, format: raw.LOG_FORMAT },
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    discord: {
      token: raw.DISCORD_TOKEN,
      appId: raw.DISCORD_APP_ID,
      guildId: raw.DISCORD_GUILD_ID,
      apiUrl: raw.DISCORD_API_URL,
      gatewayUrl: raw.DISCORD_GATEWAY_URL,
      shards: raw.DISCORD_SHARDS,
    },
    // A cluster wins over a single server, so REDIS_URL can keep a default (docker-compose.yml) beside it.
    redis: raw.REDIS_CLUSTER_NODES ? { clusterNodes: raw.REDIS_CLUSTER_NODES, password: raw.REDIS_PASSWORD } : { url: raw.REDIS_URL },
    ssh: {
      host: raw.SSH_HOST,
      port: raw.SSH_PORT,
      hostKeyPath: raw.SSH_HOST_KEY,
      maxSessions: raw.SSH_MAX_SESSIONS,
      sessionsPerKey: raw.SSH_SESSIONS_PER_KEY,
      idleTimeoutMs: raw.SSH_IDLE_TIMEOUT_SECONDS * 1000,
      inputRatePerSec: raw.SSH_INPUT_RATE,
      inputBurst: raw.SSH_INPUT_BURST,
      inputBytesPerSec: raw.SSH_INPUT_BYTES_RATE,
      authTimeoutMs: raw.SSH_AUTH_TIMEOUT_SECONDS * 1000,
      maxConnections: raw.SSH_MAX_CONNECTIONS,
      maxConnectionsPerIp: raw.SSH_MAX_CONNECTIONS_PER_IP,
    },
    http: { host: raw.HEALTH_HOST, port: raw.HEALTH_PORT },
    worker: { id: raw.WORKER_ID ?? `${hostname()}:${process.pid}`, host: raw.WORKER_ID ?? hostname(), pollMs: raw.WORKER_POLL_MS },
    match: {
      turnSeconds: raw.MATCH_TURN_SECONDS,
      lobbySeconds: raw.MATCH_LOBBY_SECONDS,
      retentionMinutes: raw.MATCH_RETENTION_MINUTES,
      archiveDays: raw.MATCH_ARCHIVE_DAYS,
      memoryArchiveMax: raw.MATCH_MEMORY_ARCHIVE_MAX,
    },
    games: { dungeon: withSetup({
        enabled: raw.MATCH_ENABLED,
        rulesetId: raw.MATCH_RULESET_ID,
        maxPlayers: raw.MATCH_MAX_PLAYERS,
        tickMs: raw.MATCH_TICK_MS,
        minDurationMs: raw.MATCH_MIN_DURATION_MS,
        hardCeilingMs: raw.MATCH_HARD_CEILING_MS,
        countdownMs: raw.MATCH_COUNTDOWN_MS,
        mode: raw.GAME_MODE,
        payments: raw.PAYMENTS_ENABLED,
        economy: {
          payoutsEnabled: raw.PAYOUTS_ENABLED,
          cryptoRaceEnabled: raw.MATCH_CRYPTO_RACE_ENABLED,
          matchPayoutsEnabled: raw.MATCH_PAYOUTS_ENABLED,
          creditsCost: raw.MATCH_CREDITS_COST,
          entryFeeAtomic: raw.MATCH_ENTRY_FEE_ATOMIC,
          payoutMax: raw.MATCH_PAYOUT_MAX,
          houseFeePercent: raw.MATCH_HOUSE_FEE_PERCENT,
          entropyDelay: raw.MATCH_ENTROPY_DELAY,
          entropyConfirmations: raw.MATCH_ENTROPY_CONFIRMATIONS,
          chainHeadersUrl: raw.CHAIN_HEADERS_URL,
          cryptoType: raw.CRYPTO_TYPE,
        },
        world: {
          preset: raw.DIFFICULTY_PRESET,
          networkTuningDisabled: raw.NETWORK_TUNING_DISABLED,
          levels: raw.DUNGEON_LEVELS,
          width: raw.DUNGEON_WIDTH,
          height: raw.DUNGEON_HEIGHT,
          dugPercentage: raw.DUNGEON_DUG_PERCENTAGE,
          roomWidthRange: range(raw.DUNGEON_ROOM_WIDTH_MIN, raw.DUNGEON_ROOM_WIDTH_MAX),
          roomHeightRange: range(raw.DUNGEON_ROOM_HEIGHT_MIN, raw.DUNGEON_ROOM_HEIGHT_MAX),
          corridorLengthRange: range(raw.DUNGEON_CORRIDOR_MIN, raw.DUNGEON_CORRIDOR_MAX),
          monster: {
            movesPerPlayerMove: raw.MONSTER_SPEED,
            chaseAggressiveness: raw.MONSTER_CHASE,
            visionRange: raw.MONSTER_VISION,
            startDistanceFromPlayer: raw.MONSTER_DISTANCE,
          },
          treasure: { roomPositionRatio: raw.TREASURE_ROOM_POSITION, distanceFromExitRatio: raw.TREASURE_EXIT_DISTANCE },
        },
      }) },
    failureReportUri: raw.COGAME_PLAYER_FAILURE_URI,
  };
}

/** The Dungeon's settings with the setup options they make: its world as the engine takes it, only what is set (an empty world plays the ruleset's preset). */
function withSetup(d: Omit<DungeonConfig, 'setup'>): DungeonConfig {
  const pick = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  const { preset, levels, networkTuningDisabled, monster: m, treasure: t, ...size } = d.world;
  const dungeon = pick(size);
  const monster = pick(m);
  const treasure = pick(t);
  const world: DungeonWorld = {
    ...pick({ preset, levels }),
    // With no preset named, free play without payments is the normal preset, else casino.
    ...(d.mode !== 'FREE' || d.payments ? { paid: true } : {}),
    ...(networkTuningDisabled ? { networkTuningDisabled: true } : {}),
    ...(Object.keys(dungeon).length ? { dungeon } : {}),
    ...(Object.keys(monster).length ? { monster } : {}),
    ...(Object.keys(treasure).length ? { treasure } : {}),
  };
  return { ...d, setup: { world } };
}

/** Each game's setup options under every match's own, as the match service takes them (setupDefaults). */
export function setupDefaultsOf(config: Pick<Config, 'games'>): Record<keyof Config['games'], { world: DungeonWorld }> {
  return { dungeon: config.games.dungeon.setup };
}

/** The configuration with secrets replaced by "***", for a start-up log line. */
export function redactedConfig(config: Config): unknown {
  const hide = (s: string | undefined) => (s === undefined ? undefined : '***');
  const url = config.redis.url ? config.redis.url.replace(/\/\/([^@/]*)@/, '//***@') : undefined;
  const d = config.games.dungeon;
  return {
    ...config,
    discord: { ...config.discord, token: hide(config.discord.token) },
    redis: { ...config.redis, url, password: hide(config.redis.password) },
    games: { ...config.games, dungeon: { ...d, economy: { ...d.economy, entryFeeAtomic: d.economy.entryFeeAtomic?.toString(), payoutMax: d.economy.payoutMax?.toString() } } },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
