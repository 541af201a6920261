// Every environment variable lamplit reads, in one table: its section, what it does, how it is
// parsed and its default. config.ts builds the Config from it; .env.example documents the same
// list (a test keeps the two in step).
import { envSchema, int, decimal, positiveBigint, bool, oneOf, matching, url, hostPortList, autoOrInt, discordToken, logFormat, cellPx, type VarOptions } from './config-parse.ts';

/** The sections of .env.example, in order. */
export const SECTIONS = {
  general: 'General',
  discord: 'Discord bot',
  redis: 'Redis (live match state; unset = in-process store, one process only)',
  ssh: 'SSH server (the terminal UI over SSH)',
  http: 'Health and metrics HTTP endpoint (every long-running process)',
  worker: 'Worker (resolves turns whose deadline passed)',
  match: 'Matches: rulesets and timing',
  economy: 'Dungeon economy (credits ledger; no real money moves)',
  difficulty: 'Dungeon difficulty and network tuning',
  reports: 'No-show reports',
  terminal: 'Terminal UI (`lamplit play` / `npm start` in this terminal; SSH players set them in their own ssh client)',
} as const;

/** One variable: where it is documented, what it does, and how it is read. */
export interface VarDef<T> extends VarOptions<T> {
  section: keyof typeof SECTIONS;
  doc: string;
  schema: ReturnType<typeof envSchema<T>>;
}

function v<T>(section: keyof typeof SECTIONS, doc: string, opts: VarOptions<T>): VarDef<T> {
  return { section, doc, ...opts, schema: envSchema(opts) };
}

const SNOWFLAKE = /^\d{17,20}$/;
const PRESETS = ['easy', 'normal', 'hard', 'casino'] as const;
const CHAINS = ['GRIN', 'XMR', 'LTC', 'WOW', 'BTC'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const none = undefined;
const ratio = (doc: string) => v<number | undefined>('difficulty', doc, { parse: decimal(0, 1), fallback: none });
const size = (doc: string, max = 50) => v<number | undefined>('difficulty', doc, { parse: int(1, max), fallback: none });

/** The variable table. Keys are the exact environment variable names. */
export const VARS = {
  NODE_ENV: v('general', 'production turns on the boot checks of the dungeon economy', { parse: oneOf(['development', 'production', 'test'] as const), fallback: 'development' as const }),
  LOG_LEVEL: v('general', 'least severe log level written', { parse: oneOf(LOG_LEVELS), fallback: 'info' as const }),
  LOG_FORMAT: v('general', 'json (one JSON object a line), pretty or text (the same: lines for people), or auto: pretty when stdout is a terminal', { parse: logFormat(), fallback: 'auto' as const }),
  SHUTDOWN_TIMEOUT_MS: v('general', 'on SIGTERM/SIGINT a process finishes the work in hand and exits; after this long it exits anyway', { parse: int(1000, 60_000), fallback: 10_000 }),

  DISCORD_TOKEN: v('discord', 'bot token from the Discord developer portal (required by `lamplit bot`)', { parse: discordToken(), fallback: none as string | undefined, secret: true }),
  DISCORD_APP_ID: v('discord', 'application id (required by `lamplit bot` and command registration)', { parse: matching(SNOWFLAKE, 'a Discord id (17 to 20 digits)'), fallback: none as string | undefined }),
  DISCORD_GUILD_ID: v('discord', 'register slash commands in this one server (instant) instead of globally', { parse: matching(SNOWFLAKE, 'a Discord id (17 to 20 digits)'), fallback: none as string | undefined }),
  DISCORD_API_URL: v('discord', 'REST API base URL; only for tests against a fake Discord', { parse: url(['http:', 'https:']), fallback: none as string | undefined }),
  DISCORD_GATEWAY_URL: v('discord', 'gateway WebSocket URL; only for tests against a fake Discord', { parse: url(['ws:', 'wss:']), fallback: none as string | undefined }),
  DISCORD_SHARDS: v('discord', 'shards this bot process runs: auto (as Discord recommends) or a count', { parse: autoOrInt(1000), fallback: 'auto' as 'auto' | number }),

  REDIS_URL: v('redis', 'one Redis server, e.g. redis://127.0.0.1:6379 or rediss://user:pass@host:6380/0', { parse: url(['redis:', 'rediss:']), fallback: none as string | undefined, secret: true }),
  REDIS_CLUSTER_NODES: v('redis', 'Redis Cluster seed nodes host:port,host:port (when set, used instead of REDIS_URL)', { parse: hostPortList(), fallback: none }),
  REDIS_PASSWORD: v('redis', 'password for the Redis Cluster nodes (with REDIS_URL put it in the URL)', { parse: matching(/^\S+$/, 'a password without spaces'), fallback: none as string | undefined, secret: true }),

  SSH_HOST: v('ssh', 'address the SSH server listens on', { parse: matching(/^[A-Za-z0-9.:-]+$/, 'a host name or IP address'), fallback: '0.0.0.0' }),
  SSH_PORT: v('ssh', 'port the SSH server listens on (0 = any free port)', { parse: int(0, 65535), fallback: 2222 }),
  SSH_HOST_KEY: v('ssh', 'path of the server\'s private host key; an Ed25519 key is made there on first start when missing (unset = .lamplit/ssh_host_ed25519_key)', { parse: matching(/^\S.*$/, 'a file path'), fallback: none as string | undefined }),
  SSH_MAX_SESSIONS: v('ssh', 'most SSH sessions one server holds at once', { parse: int(1, 100_000), fallback: 200 }),
  SSH_SESSIONS_PER_KEY: v('ssh', 'most sessions at once for one public key', { parse: int(1, 100), fallback: 3 }),
  SSH_IDLE_TIMEOUT_SECONDS: v('ssh', 'a session with no input for this long is closed', { parse: int(10, 86_400), fallback: 900 }),
  SSH_INPUT_RATE: v('ssh', 'keystrokes a second one session may send (token bucket refill)', { parse: int(1, 10_000), fallback: 30 }),
  SSH_INPUT_BURST: v('ssh', 'keystrokes one session may send in a burst (token bucket size)', { parse: int(1, 100_000), fallback: 60 }),
  SSH_INPUT_BYTES_RATE: v('ssh', 'input bytes a second one session may send (the burst is twice this); input over this or the keystroke rate is dropped and the player told once', { parse: int(64, 1_000_000), fallback: 2048 }),
  SSH_AUTH_TIMEOUT_SECONDS: v('ssh', 'a connection that has not signed in with a key and opened a terminal after this long is closed', { parse: int(1, 600), fallback: 20 }),
  SSH_MAX_CONNECTIONS: v('ssh', 'most TCP connections the SSH server holds at once, signed in or not; more are refused', { parse: int(1, 100_000), fallback: 500 }),
  SSH_MAX_CONNECTIONS_PER_IP: v('ssh', 'most TCP connections at once from one source address; more are refused', { parse: int(1, 100_000), fallback: 20 }),

  HEALTH_HOST: v('http', 'address of the /healthz and /metrics endpoint', { parse: matching(/^[A-Za-z0-9.:-]+$/, 'a host name or IP address'), fallback: '0.0.0.0' }),
  // Unset, every process takes a free port of the system's choosing and logs it, so any number of
  // lamplit processes share a host; deployments (Dockerfile, docker-compose.yml) set 9464.
  HEALTH_PORT: v('http', 'port of the /healthz and /metrics endpoint; unset or 0 = a free port the system picks, logged at start (the Docker image sets 9464)', { parse: int(0, 65535), fallback: 0 }),

  WORKER_ID: v('worker', 'name of this worker in logs and claims (default: host name and process id)', { parse: matching(/^[A-Za-z0-9._:-]{1,64}$/, 'up to 64 letters, digits, dots, dashes, colons or underscores'), fallback: none as string | undefined }),
  WORKER_POLL_MS: v('worker', 'how often a worker looks for turns whose deadline passed', { parse: int(20, 60_000), fallback: 250 }),

  MATCH_ENABLED: v('match', 'false closes dungeon matches (admission reason match_disabled)', { parse: bool(), fallback: true }),
  MATCH_RULESET_ID: v('match', 'dungeon ruleset new matches use unless a player picks one (unknown ids fall back to race)', { parse: matching(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a ruleset id: lower-case letters, digits and dashes, starting with a letter or digit, at most 64'), fallback: 'race' }),
  MATCH_MAX_PLAYERS: v('match', 'cap on dungeon match entrants (unset = the ruleset\'s maximum)', { parse: int(2, 32), fallback: none as number | undefined }),
  MATCH_TICK_MS: v('match', 'dungeon engine tick (unset = ruleset timing, built-in 250)', { parse: int(10, 10_000), fallback: none as number | undefined }),
  MATCH_MIN_DURATION_MS: v('match', 'dungeon match floor before a block deadline may end it (unset = ruleset, built-in 20000)', { parse: int(0, 86_400_000), fallback: none as number | undefined }),
  MATCH_HARD_CEILING_MS: v('match', 'dungeon match watchdog (unset = ruleset, built-in 240000)', { parse: int(1000, 86_400_000), fallback: none as number | undefined }),
  MATCH_COUNTDOWN_MS: v('match', 'dungeon countdown before the start (unset = built-in 3000)', { parse: int(0, 60_000), fallback: none as number | undefined }),
  MATCH_TURN_SECONDS: v('match', 'per-turn order deadline for every game (unset = each ruleset\'s own)', { parse: int(5, 86_400), fallback: none as number | undefined }),
  MATCH_LOBBY_SECONDS: v('match', 'an open lobby with no start after this long is closed', { parse: int(30, 86_400), fallback: 900 }),
  MATCH_ARCHIVE_DAYS: v('match', 'an archived match (results, players, replay; about 40 KB for Lantern) is kept this many days after it finished; 0 keeps it for good (the leaderboard keeps its counts either way)', { parse: int(0, 36_500), fallback: 0 }),
  MATCH_RETENTION_MINUTES: v('match', 'a finished or cancelled match\'s live record (document, state, events, join code) is kept this long; the archive stays', { parse: int(1, 525_600), fallback: 1440 }),
  MATCH_MEMORY_ARCHIVE_MAX: v('match', 'without Redis, the in-process store holds at most this many finished matches (archive entries, and live records within the retention, each); the oldest go first', { parse: int(1, 1_000_000), fallback: 1000 }),

  GAME_MODE: v('economy', 'FREE or PAID; with DIFFICULTY_PRESET unset, FREE and no payments pick the normal preset, else casino', { parse: oneOf(['FREE', 'PAID'] as const, { upper: true }), fallback: 'FREE' as const }),
  PAYMENTS_ENABLED: v('economy', 'paid products (admission reason paid_products_disabled)', { parse: bool(), fallback: false }),
  PAYOUTS_ENABLED: v('economy', 'payout master switch (admission reason payout_master_disabled)', { parse: bool(), fallback: false }),
  MATCH_CRYPTO_RACE_ENABLED: v('economy', 'crypto_race rulesets (admission reason crypto_match_disabled)', { parse: bool(), fallback: false }),
  MATCH_PAYOUTS_ENABLED: v('economy', 'match payouts (admission reason match_payouts_disabled)', { parse: bool(), fallback: false }),
  MATCH_CREDITS_COST: v('economy', 'credits a credits_prestige match costs', { parse: int(0, 1_000_000), fallback: 1 }),
  MATCH_ENTRY_FEE_ATOMIC: v('economy', 'crypto_race ticket value in atomic units', { parse: positiveBigint(), fallback: none as bigint | undefined }),
  MATCH_PAYOUT_MAX: v('economy', 'largest payout in atomic units', { parse: positiveBigint(), fallback: none as bigint | undefined }),
  MATCH_HOUSE_FEE_PERCENT: v('economy', 'house fee on a pot, percent with up to 2 decimals', { parse: decimal(0, 100, 2, true), fallback: none as number | undefined }),
  MATCH_ENTROPY_DELAY: v('economy', 'blocks between a paid entrant freeze and the seed block', { parse: int(2, 100), fallback: 2 }),
  MATCH_ENTROPY_CONFIRMATIONS: v('economy', 'confirmations the seed block needs before a paid match starts', { parse: int(2, 100), fallback: 2 }),
  CHAIN_HEADERS_URL: v('economy', 'read block headers from this node over HTTP (unset = a simulated chain)', { parse: url(['http:', 'https:']), fallback: none as string | undefined }),
  CRYPTO_TYPE: v('economy', 'chain whose block time tunes the level count (GRIN 1, XMR 1, LTC 2, WOW 2, BTC 3)', { parse: oneOf(CHAINS, { upper: true }), fallback: none as (typeof CHAINS)[number] | undefined }),

  DIFFICULTY_PRESET: v('difficulty', 'force a world preset for every dungeon (wins over the ruleset\'s)', { parse: oneOf(PRESETS), fallback: none as (typeof PRESETS)[number] | undefined }),
  NETWORK_TUNING_DISABLED: v('difficulty', 'true skips the per-chain level count', { parse: bool(), fallback: false }),
  DUNGEON_LEVELS: v('difficulty', 'levels of a solo descent (wins over ruleset and chain)', { parse: int(1, 20), fallback: none as number | undefined }),
  DUNGEON_WIDTH: size('dungeon width in tiles', 200),
  DUNGEON_HEIGHT: size('dungeon height in tiles', 200),
  DUNGEON_DUG_PERCENTAGE: v<number | undefined>('difficulty', 'share of the map dug open, 0.01 to 0.9', { parse: decimal(0.01, 0.9), fallback: none }),
  DUNGEON_ROOM_WIDTH_MIN: size('smallest room width'),
  DUNGEON_ROOM_WIDTH_MAX: size('largest room width (unset = the MIN)'),
  DUNGEON_ROOM_HEIGHT_MIN: size('smallest room height'),
  DUNGEON_ROOM_HEIGHT_MAX: size('largest room height (unset = the MIN)'),
  DUNGEON_CORRIDOR_MIN: size('shortest corridor'),
  DUNGEON_CORRIDOR_MAX: size('longest corridor (unset = the MIN)'),
  MONSTER_SPEED: v<number | undefined>('difficulty', 'monster moves per player move, 0.1 to 4', { parse: decimal(0.1, 4), fallback: none }),
  MONSTER_CHASE: ratio('monster chase aggressiveness, 0 to 1'),
  MONSTER_VISION: size('monster vision range in tiles', 100),
  MONSTER_DISTANCE: ratio('monster start distance from the players, 0 to 1'),
  TREASURE_ROOM_POSITION: ratio('treasure room position along the rooms, 0 to 1'),
  TREASURE_EXIT_DISTANCE: ratio('treasure distance from the exit, 0 to 1'),

  COGAME_PLAYER_FAILURE_URI: v('reports', 'where a no-show seat is reported once, as a JSON POST (http/https) or a file write (file://)', { parse: url(['http:', 'https:', 'file:']), fallback: none as string | undefined }),

  LAMPLIT_NAME: v('terminal', 'your name in the terminal UI (unset = your user name)', { parse: matching(/^[^\s\p{Cc}][^\p{Cc}]{0,31}$/u, 'a name of 1 to 32 characters, not starting with a space'), fallback: none as string | undefined }),
  LAMPLIT_COLOR: v('terminal', 'colours of the terminal UI when the terminal does not say (unset = from NO_COLOR, COLORTERM and TERM)', { parse: oneOf(['truecolor', '256', 'none'] as const), fallback: none as 'truecolor' | '256' | 'none' | undefined }),
  LAMPLIT_GRAPHICS: v('terminal', 'full pictures for terminals that show them: kitty or sixel (none: text pictures only)', { parse: matching(/^(kitty|sixel|none)$/i, 'kitty, sixel or none'), fallback: none as string | undefined }),
  LAMPLIT_CELL_PX: v('terminal', 'the terminal\'s cell size in pixels, WIDTHxHEIGHT, when it does not say (unset = asked of the terminal, else 8x16)', { parse: cellPx(), fallback: none as string | undefined }),
} as const;

/** The name of an environment variable lamplit reads. */
export type VarName = keyof typeof VARS;
