// `lamplit match replay ID -o FILE` writes a finished match's archived replay (one line for an
// unknown id, a match without one, or a file it cannot write), and `lamplit match create` and
// `match start` set dungeons up with the process's DUNGEON_* settings (issue 17). Separate
// processes on one Redis (REDIS_URL, a fresh key prefix), as an operator runs them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { openMatchRuntime, type MatchRuntime } from '../../runtime/match-runtime.ts';
import { REDIS_URL, connectedStore } from './redis-helpers.ts';

let store: RedisStore;
let rt: MatchRuntime | undefined;
const dir = mkdtempSync(join(tmpdir(), 'lamplit-match-replay-'));

beforeAll(async () => { store = await connectedStore('match-replay'); });
afterAll(async () => {
  await rt?.close();
  await store?.destroy();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

function lamplit(args: string[], extraEnv: Record<string, string> = {}): { code: number | null; out: string; err: string } {
  const env = { ...process.env, REDIS_URL, REDIS_CLUSTER_NODES: '', LOG_FORMAT: 'json', ...extraEnv };
  const r = spawnSync(process.execPath, ['bin/lamplit.js', ...args, '--key-prefix', store.prefix], { env, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function json<T>(args: string[], extraEnv: Record<string, string> = {}): T {
  const r = lamplit([...args, '--json'], extraEnv);
  if (r.code !== 0) throw new Error(`lamplit ${args.join(' ')} exited ${r.code}: ${r.err}`);
  return JSON.parse(r.out) as T;
}

/** The map size of a started dungeon match, from its stored state. */
async function mapSize(matchId: string): Promise<string> {
  const text = await store.getState(matchId);
  const state = GAMES.dungeon!.decode(text!) as { map: { width: number; height: number } };
  return `${state.map.width}x${state.map.height}`;
}

describe('lamplit match replay', () => {
  it('writes the archived replay of a finished match to the file, and that replay verifies', async () => {
    const { matchId } = json<{ matchId: string }>(['match', 'create', '--game', 'lantern', '--ruleset', 'lantern-test', '--bots', 'all', '--seed', '7']);
    const running = lamplit(['match', 'replay', matchId, '-o', join(dir, 'early.json')]);
    expect(running.code).toBe(2);
    expect(running.err).toMatch(new RegExp(`^lamplit: match ${matchId} is (running|finished)[^\\n]*\\n$`));
    rt = openMatchRuntime({ store: new RedisStore({ url: REDIS_URL, prefix: store.prefix }), resolve: true, pollMs: 10 });
    for (let i = 0; i < 600 && !(await store.getMatch(matchId))?.archived; i++) await new Promise((r) => setTimeout(r, 50));
    await rt.loop?.stop();
    expect((await store.getMatch(matchId))?.archived).toBe(true);

    const file = join(dir, 'replay.json');
    const r = lamplit(['match', 'replay', matchId, '-o', file]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`wrote the replay of ${matchId} to ${file}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual((await store.getArchived(matchId))!.replay);
    const verified = spawnSync(process.execPath, ['bin/lamplit.js', 'replay', 'verify', file], { encoding: 'utf8', timeout: 60_000 });
    expect(verified.status).toBe(0);
    expect(verified.stdout).toMatch(/^lantern replay ok: seed \d+, lantern-test/);
  }, 60_000);

  it('refuses in one line an unknown id, a cancelled match and a file it cannot write, writing nothing', async () => {
    const unknown = lamplit(['match', 'replay', 'm_nosuchmatch', '-o', join(dir, 'x.json')]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toBe('lamplit: no match "m_nosuchmatch"\n');
    const badCode = lamplit(['match', 'replay', 'ZZZZZZ', '-o', join(dir, 'x.json')]);
    expect(badCode.err).toBe('lamplit: no match with id or join code "ZZZZZZ"\n');

    const { matchId } = json<{ matchId: string }>(['match', 'create', '--game', 'lantern', '--ruleset', 'lantern-test']);
    expect(lamplit(['match', 'cancel', matchId]).code).toBe(0);
    const cancelled = lamplit(['match', 'replay', matchId, '-o', join(dir, 'x.json')]);
    expect(cancelled.err).toBe(`lamplit: match ${matchId} is cancelled: only a finished match has a replay\n`);
    expect(() => readFileSync(join(dir, 'x.json'))).toThrow();

    const missing = lamplit(['match', 'replay', 'm_nosuchmatch', '-o', join(dir, 'no', 'such', 'dir.json')]);
    expect(missing.err.split('\n')).toHaveLength(2);
    const archivedId = (await store.archiveIndex({ ruleset: 'lantern-test' }, 1))[0];
    expect(archivedId).toBeDefined();
    const unwritable = lamplit(['match', 'replay', archivedId, '-o', join(dir, 'no', 'such', 'dir.json')]);
    expect(unwritable.code).toBe(2);
    expect(unwritable.err).toBe(`lamplit: cannot write the replay to ${join(dir, 'no', 'such', 'dir.json')}: ENOENT\n`);
    const isDir = lamplit(['match', 'replay', archivedId, '-o', dir]);
    expect(isDir.err).toBe(`lamplit: cannot write the replay to ${dir}: EISDIR\n`);
  }, 60_000);
});

describe('lamplit match create and start with dungeon settings', () => {
  const small = { DUNGEON_WIDTH: '30', DUNGEON_HEIGHT: '20' };

  it('a lobby started with `match start` gets the DUNGEON_WIDTH x DUNGEON_HEIGHT map (was 45x22)', async () => {
    const { matchId } = json<{ matchId: string }>(['match', 'create', '--game', 'dungeon', '--ruleset', 'race'], small);
    expect(lamplit(['match', 'start', matchId], small).code).toBe(0);
    expect(await mapSize(matchId)).toBe('30x20');
  });

  it('`match create --bots all` starts the dungeon with the settings, and without them the ruleset\'s own size', async () => {
    const { matchId } = json<{ matchId: string }>(['match', 'create', '--game', 'dungeon', '--ruleset', 'race', '--bots', 'all'], small);
    expect(await mapSize(matchId)).toBe('30x20');
    const plain = json<{ matchId: string }>(['match', 'create', '--game', 'dungeon', '--ruleset', 'race', '--bots', 'all']);
    expect(await mapSize(plain.matchId)).toBe('45x22');
  });
});
