import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, ConfigError, CONFIG_SCHEMA, redactedConfig, setupDefaultsOf } from '../../runtime/config.ts';
import { VARS, type VarName } from '../../runtime/config-vars.ts';
import { envExample } from '../../runtime/config-example.ts';

/** One bad value for every variable, and a word its error must contain (what is allowed). */
const BAD: Record<VarName, [string, string]> = {
  NODE_ENV: ['prod', 'development, production, test'],
  LOG_LEVEL: ['loud', 'fatal, error, warn, info'],
  LOG_FORMAT: ['xml', 'auto, json, pretty, text'],
  SHUTDOWN_TIMEOUT_MS: ['500', 'from 1000 to 60000'],
  DISCORD_TOKEN: ['has spaces in it but is long', 'at least 20 characters with no spaces'],
  DISCORD_APP_ID: ['12ab', '17 to 20 digits'],
  DISCORD_GUILD_ID: ['123', '17 to 20 digits'],
  DISCORD_API_URL: ['ftp://x', 'http://'],
  DISCORD_GATEWAY_URL: ['http://x', 'ws://'],
  DISCORD_SHARDS: ['0', 'auto or a whole number'],
  REDIS_URL: ['127.0.0.1:6379', 'redis://'],
  REDIS_CLUSTER_NODES: ['a:b,c', 'host:port'],
  REDIS_PASSWORD: ['two words', 'without spaces'],
  SSH_HOST: ['bad host!', 'host name or IP'],
  SSH_PORT: ['70000', 'from 0 to 65535'],
  SSH_HOST_KEY: ['/tmp', 'is a directory'],
  SSH_MAX_SESSIONS: ['0', 'from 1 to 100000'],
  SSH_SESSIONS_PER_KEY: ['many', 'from 1 to 100'],
  SSH_IDLE_TIMEOUT_SECONDS: ['5', 'from 10 to 86400'],
  SSH_INPUT_RATE: ['1.5', 'whole number'],
  SSH_INPUT_BURST: ['-1', 'from 1 to 100000'],
  SSH_INPUT_BYTES_RATE: ['10', 'from 64 to 1000000'],
  SSH_AUTH_TIMEOUT_SECONDS: ['0', 'from 1 to 600'],
  SSH_MAX_CONNECTIONS: ['lots', 'from 1 to 100000'],
  SSH_MAX_CONNECTIONS_PER_IP: ['2.5', 'whole number'],
  HEALTH_HOST: ['a b', 'host name or IP'],
  HEALTH_PORT: ['http', 'from 0 to 65535'],
  WORKER_ID: ['has space', 'up to 64 letters'],
  WORKER_POLL_MS: ['1', 'from 20 to 60000'],
  MATCH_ENABLED: ['yes', 'true or false'],
  MATCH_RULESET_ID: ['Race!', 'ruleset id'],
  MATCH_MAX_PLAYERS: ['33', 'from 2 to 32'],
  MATCH_TICK_MS: ['0', 'from 10 to 10000'],
  MATCH_MIN_DURATION_MS: ['-5', 'whole number'],
  MATCH_HARD_CEILING_MS: ['10', 'from 1000'],
  MATCH_COUNTDOWN_MS: ['3s', 'whole number'],
  MATCH_TURN_SECONDS: ['1', 'from 5 to 86400'],
  MATCH_LOBBY_SECONDS: ['x', 'from 30 to 86400'],
  MATCH_RETENTION_MINUTES: ['0', 'from 1 to 525600'],
  MATCH_ARCHIVE_DAYS: ['-1', 'from 0 to 36500'],
  MATCH_MEMORY_ARCHIVE_MAX: ['0', 'from 1 to 1000000'],
  GAME_MODE: ['CHEAP', 'FREE, PAID'],
  PAYMENTS_ENABLED: ['1', 'true or false'],
  PAYOUTS_ENABLED: ['TRUE', 'true or false'],
  MATCH_CRYPTO_RACE_ENABLED: ['on', 'true or false'],
  MATCH_PAYOUTS_ENABLED: ['off', 'true or false'],
  MATCH_CREDITS_COST: ['-1', 'from 0 to 1000000'],
  MATCH_ENTRY_FEE_ATOMIC: ['0', 'positive whole number'],
  MATCH_PAYOUT_MAX: ['1e9', 'positive whole number'],
  MATCH_HOUSE_FEE_PERCENT: ['100', 'up to (not including) 100'],
  MATCH_ENTROPY_DELAY: ['1', 'from 2 to 100'],
  MATCH_ENTROPY_CONFIRMATIONS: ['101', 'from 2 to 100'],
  CHAIN_HEADERS_URL: ['node.local', 'http://'],
  CRYPTO_TYPE: ['DOGE', 'GRIN, XMR, LTC, WOW, BTC'],
  DIFFICULTY_PRESET: ['race', 'easy, normal, hard, casino'],
  NETWORK_TUNING_DISABLED: ['yes', 'true or false'],
  DUNGEON_LEVELS: ['0', 'from 1 to 20'],
  DUNGEON_WIDTH: ['201', 'from 1 to 200'],
  DUNGEON_HEIGHT: ['wide', 'from 1 to 200'],
  DUNGEON_DUG_PERCENTAGE: ['0.95', 'from 0.01 to 0.9'],
  DUNGEON_ROOM_WIDTH_MIN: ['0', 'from 1 to 50'],
  DUNGEON_ROOM_WIDTH_MAX: ['51', 'from 1 to 50'],
  DUNGEON_ROOM_HEIGHT_MIN: ['3.5', 'whole number'],
  DUNGEON_ROOM_HEIGHT_MAX: ['-2', 'from 1 to 50'],
  DUNGEON_CORRIDOR_MIN: ['a', 'from 1 to 50'],
  DUNGEON_CORRIDOR_MAX: ['99', 'from 1 to 50'],
  MONSTER_SPEED: ['5', 'from 0.1 to 4'],
  MONSTER_CHASE: ['1.5', 'from 0 to 1'],
  MONSTER_VISION: ['0', 'from 1 to 100'],
  MONSTER_DISTANCE: ['-0.1', 'from 0 to 1'],
  TREASURE_ROOM_POSITION: ['half', 'from 0 to 1'],
  TREASURE_EXIT_DISTANCE: ['2', 'from 0 to 1'],
  COGAME_PLAYER_FAILURE_URI: ['mailto:ops@example.org', 'file://'],
  LAMPLIT_NAME: ['a'.repeat(40), '1 to 32 characters'],
  LAMPLIT_COLOR: ['16', 'truecolor, 256, none'],
  LAMPLIT_GRAPHICS: ['iterm', 'kitty, sixel or none'],
  LAMPLIT_CELL_PX: ['9by18', 'WIDTHxHEIGHT in pixels (2-200 x 4-400)'],
};

function problemsOf(env: Record<string, string>, need: ('discord' | 'redis' | 'ssh')[] = []): string[] {
  try {
    loadConfig(env, { need });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  return [];
}

describe('configuration', () => {
  it('an empty environment gives a complete, frozen configuration with the documented defaults', () => {
    const c = loadConfig({});
    expect(c.ssh.port).toBe(2222);
    expect(c.http.port).toBe(0); // a free port of the system's choosing: two local processes never collide
    expect(c.games.dungeon.rulesetId).toBe('race');
    expect(c.games.dungeon.enabled).toBe(true);
    expect(c.games.dungeon.mode).toBe('FREE');
    expect(c.games.dungeon.payments).toBe(false);
    expect(c.shutdownTimeoutMs).toBe(10_000);
    expect(c.redis.url).toBeUndefined();
    expect(c.games.dungeon.world.preset).toBeUndefined();
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.games.dungeon.world.monster)).toBe(true);
  });

  it('the schema and the bad-value table cover exactly the same variables', () => {
    expect(Object.keys(CONFIG_SCHEMA.shape).sort()).toEqual(Object.keys(BAD).sort());
  });

  for (const name of Object.keys(VARS) as VarName[]) {
    it(`a bad ${name} gives one line naming it and what is allowed`, () => {
      const [value, allowed] = BAD[name];
      const env = { [name]: value } as Record<string, string>;
      const need = name === 'SSH_HOST_KEY' ? (['ssh'] as const) : [];
      const problems = problemsOf(env, [...need]);
      expect(problems).toHaveLength(1);
      expect(problems[0].startsWith(`${name}: `)).toBe(true);
      expect(problems[0]).toContain(allowed);
      expect(problems[0]).not.toContain('\n');
    });
  }

  it('several bad variables are all reported at once, one line each', () => {
    const problems = problemsOf({ SSH_PORT: 'abc', MATCH_ENABLED: 'yes', DUNGEON_CORRIDOR_MIN: '6', DUNGEON_CORRIDOR_MAX: '4' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DUNGEON_CORRIDOR_MAX', 'MATCH_ENABLED', 'SSH_PORT']);
  });

  it('DISCORD_TOKEN\'s error says what is checked (at least 20 characters, no spaces) and what was wrong, never the token', () => {
    const [short] = problemsOf({ DISCORD_TOKEN: 'abc123' });
    expect(short).toBe('DISCORD_TOKEN: must be the bot token from the Discord developer portal: at least 20 characters with no spaces (this one has 6)');
    const [spaced] = problemsOf({ DISCORD_TOKEN: 'abcdefghijklmnopqrstuvwxyz 123' });
    expect(spaced).toMatch(/^DISCORD_TOKEN: .*at least 20 characters with no spaces \(this one has a space\)$/);
    expect(spaced).not.toContain('abcdefghij');
    expect(loadConfig({ DISCORD_TOKEN: 'x'.repeat(20) }).discord.token).toBe('x'.repeat(20));
  });

  it('LOG_FORMAT accepts text (lines for people, as pretty) in any case', () => {
    expect(loadConfig({ LOG_FORMAT: 'text' }).log.format).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'JSON' }).log.format).toBe('json');
  });

  it('a secret is never echoed in its error', () => {
    const [line] = problemsOf({ DISCORD_TOKEN: 'secret with spaces in it' });
    expect(line).not.toContain('secret');
  });

  it('the bot needs a token and an app id, and a shared deployment needs Redis', () => {
    expect(problemsOf({}, ['discord', 'redis']).map((p) => p.split(':')[0])).toEqual(['DISCORD_TOKEN', 'DISCORD_APP_ID', 'REDIS_URL']);
    expect(problemsOf({ REDIS_CLUSTER_NODES: '127.0.0.1:7000' }, ['redis'])).toEqual([]);
  });

  it('the SSH server\'s host key path may name a file to create, but not a directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lamplit-cfg-'));
    const key = join(dir, 'host_key');
    expect(loadConfig({ SSH_HOST_KEY: key }, { need: ['ssh'] }).ssh.hostKeyPath).toBe(key);
    writeFileSync(key, 'key');
    expect(loadConfig({ SSH_HOST_KEY: key }, { need: ['ssh'] }).ssh.hostKeyPath).toBe(key);
    expect(problemsOf({ SSH_HOST_KEY: dir }, ['ssh'])[0]).toMatch(/^SSH_HOST_KEY: .*is a directory/);
  });

  it('REDIS_CLUSTER_NODES wins over REDIS_URL, so a default URL can stay beside it', () => {
    const c = loadConfig({ REDIS_URL: 'redis://redis:6379', REDIS_CLUSTER_NODES: 'a:7000', REDIS_PASSWORD: 'pw' });
    expect(c.redis).toEqual({ clusterNodes: [{ host: 'a', port: 7000 }], password: 'pw' });
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379' }).redis).toEqual({ url: 'redis://redis:6379' });
  });

  it('values are typed: ranges default MAX to MIN, cluster nodes split, fees are bigints', () => {
    const c = loadConfig({
      DUNGEON_ROOM_WIDTH_MIN: '4',
      REDIS_CLUSTER_NODES: 'r1:7000, [::1]:7001',
      MATCH_ENTRY_FEE_ATOMIC: '1000000000000000000000',
      CRYPTO_TYPE: 'btc',
      MONSTER_SPEED: '0.5',
      SSH_IDLE_TIMEOUT_SECONDS: '60',
    });
    expect(c.games.dungeon.world.roomWidthRange).toEqual([4, 4]);
    expect(c.redis.clusterNodes).toEqual([{ host: 'r1', port: 7000 }, { host: '::1', port: 7001 }]);
    expect(c.games.dungeon.economy.entryFeeAtomic).toBe(10n ** 21n);
    expect(c.games.dungeon.economy.cryptoType).toBe('BTC');
    expect(c.games.dungeon.world.monster.movesPerPlayerMove).toBe(0.5);
    expect(c.ssh.idleTimeoutMs).toBe(60_000);
  });

  it('the dungeon gets its world typed: only what is set, parsed and validated here', () => {
    const c = loadConfig({ DUNGEON_LEVELS: ' 3 ', CRYPTO_TYPE: 'btc', MONSTER_SPEED: '0.5', DUNGEON_ROOM_WIDTH_MIN: '4', DISCORD_TOKEN: 'x'.repeat(30) });
    expect(c.games.dungeon.setup.world).toEqual({ levels: 3, dungeon: { roomWidthRange: [4, 4] }, monster: { movesPerPlayerMove: 0.5 } });
    expect(loadConfig({}).games.dungeon.setup.world).toEqual({});
    expect(loadConfig({ GAME_MODE: 'paid' }).games.dungeon.setup.world).toEqual({ paid: true });
    expect(loadConfig({ PAYMENTS_ENABLED: 'true', NETWORK_TUNING_DISABLED: 'true', DIFFICULTY_PRESET: 'hard' }).games.dungeon.setup.world)
      .toEqual({ paid: true, networkTuningDisabled: true, preset: 'hard' });
  });

  it('game settings belong to their game: config.match holds only what every game shares, the Dungeon\'s live under config.games.dungeon', () => {
    const c = loadConfig({ GAME_MODE: 'paid', PAYMENTS_ENABLED: 'true', MATCH_TICK_MS: '100', MATCH_TURN_SECONDS: '30', DUNGEON_WIDTH: '40' });
    expect(Object.keys(c.match).sort()).toEqual(['archiveDays', 'lobbySeconds', 'memoryArchiveMax', 'retentionMinutes', 'turnSeconds']);
    expect(c.match.turnSeconds).toBe(30);
    expect(Object.keys(c.games)).toEqual(['dungeon']);
    expect(c).not.toHaveProperty('economy');
    expect(c).not.toHaveProperty('difficulty');
    expect(c).not.toHaveProperty('dungeonEnv');
    expect([c.games.dungeon.mode, c.games.dungeon.payments, c.games.dungeon.tickMs, c.games.dungeon.world.width]).toEqual(['PAID', true, 100, 40]);
    expect(setupDefaultsOf(c)).toEqual({ dungeon: { world: c.games.dungeon.setup.world } });
  });

  it('the start-up log form hides the token and the Redis password', () => {
    const c = loadConfig({ DISCORD_TOKEN: 'abcdefghijklmnopqrstuvwxyz.123', REDIS_URL: 'redis://user:hunter2@r:6379' });
    const text = JSON.stringify(redactedConfig(c));
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('abcdefghijklmnop');
  });

  it('.env.example documents every variable with its default, exactly as `lamplit config example` prints it', () => {
    const committed = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    expect(committed).toBe(envExample());
    for (const name of Object.keys(VARS)) expect(committed).toMatch(new RegExp(`^#?${name}=`, 'm'));
    expect(committed).toMatch(/^#SSH_PORT=2222$/m);
    expect(committed).toMatch(/^DISCORD_TOKEN=$/m);
  });

  it('.env.example loads as a valid configuration', () => {
    const committed = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(committed.split('\n').filter((l) => /^#?[A-Z_]+=/.test(l)).map((l) => [l.slice(l.startsWith('#') ? 1 : 0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    expect(Object.keys(env).sort()).toEqual(Object.keys(VARS).sort());
    expect(loadConfig(env).ssh.port).toBe(2222);
  });
});

describe('the dungeon\'s boot-time validator, in production', () => {
  it('refuses MATCH_MAX_PLAYERS outside the ruleset\'s player contract in one line naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MATCH_MAX_PLAYERS: '30' })).toThrow('MATCH_MAX_PLAYERS: must be a whole number from 2 to 8 for ruleset race, got "30"');
  });

  it('refuses a solo-only MATCH_RULESET_ID', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MATCH_RULESET_ID: 'solo-classic' })).toThrow('MATCH_RULESET_ID: "solo-classic" is not a match ruleset');
  });

  it('leaves development and switched-off matches alone', () => {
    expect(loadConfig({ MATCH_MAX_PLAYERS: '30' }).games.dungeon.maxPlayers).toBe(30);
    expect(() => loadConfig({ NODE_ENV: 'production', MATCH_ENABLED: 'false', MATCH_MAX_PLAYERS: '30' })).not.toThrow();
  });
});
