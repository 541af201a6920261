// `lamplit match create|show|events|list|start|cancel` and `lamplit worker` as an operator uses
// them, as separate processes on one Redis (REDIS_URL, a fresh key prefix): a bot-only match
// created from the command line is played out by a worker, its events list each turn once, and
// bad input gets one line and changes nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisStore } from '../../runtime/redis-store.ts';
import { REDIS_URL, connectedStore } from './redis-helpers.ts';

let store: RedisStore;
let worker: ChildProcess | undefined;

beforeAll(async () => { store = await connectedStore('match-cli'); });
afterAll(async () => {
  worker?.kill('SIGKILL');
  await store?.destroy();
  await store?.close();
});

const env = () => ({ ...process.env, REDIS_URL, REDIS_CLUSTER_NODES: '', LOG_FORMAT: 'json', HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', WORKER_POLL_MS: '20' });

/** Runs `lamplit match …` to the end: exit code, stdout and stderr. */
function lamplit(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['bin/lamplit.js', ...args, '--key-prefix', store.prefix], { env: env(), encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function json<T>(...args: string[]): T {
  const r = lamplit(...args, '--json');
  if (r.code !== 0) throw new Error(`lamplit ${args.join(' ')} exited ${r.code}: ${r.err}`);
  return JSON.parse(r.out) as T;
}

interface Shown { matchId: string; code: string; status: string; turn: number; seats: { bot: boolean }[]; deadline: number | null; results: { summary: string } | null }

describe('lamplit match on Redis', () => {
  it('creates a bot-only match that a worker plays out; show, events and list tell it as it went', async () => {
    const { matchId, code } = json<{ matchId: string; code: string }>('match', 'create', '--game', 'lantern', '--ruleset', 'lantern-test', '--bots', 'all');
    expect(matchId).toMatch(/^m_/);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const before = json<Shown>('match', 'show', code);
    expect(before).toMatchObject({ matchId, status: 'running', turn: 0 });
    expect(before.seats.every((s) => s.bot)).toBe(true);
    expect(json<Shown[]>('match', 'list').map((s) => s.matchId)).toContain(matchId);

    worker = spawn(process.execPath, ['bin/lamplit.js', 'worker', '--key-prefix', store.prefix], { env: env(), stdio: 'ignore' });
    let doc = await store.getMatch(matchId);
    for (let i = 0; i < 600 && !doc?.archived; i++) {
      await new Promise((r) => setTimeout(r, 50));
      doc = await store.getMatch(matchId);
    }
    worker.kill('SIGTERM');
    expect(doc?.archived).toBe(true);

    const after = json<Shown>('match', 'show', matchId);
    expect(after).toMatchObject({ matchId, status: 'finished', deadline: null });
    expect(after.results?.summary).toMatch(/wins|draw/);
    const text = lamplit('match', 'show', matchId);
    expect(text.out).toMatch(new RegExp(`^${matchId}  lantern/lantern-test  finished`));
    expect(text.out).toContain('results: ');

    const events = json<{ type: string; turn: number }[]>('match', 'events', matchId);
    expect(events.every((e) => typeof e.type === 'string' && Number.isInteger(e.turn))).toBe(true);
    const resolved = events.filter((e) => e.type === 'turnResolved').map((e) => e.turn);
    expect(resolved).toEqual(resolved.map((_, i) => i));
    expect(resolved.length).toBe(after.turn + 1);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['matchCreated', 'matchStarted', 'matchFinished']));
    expect(json<Shown[]>('match', 'list').map((s) => s.matchId)).not.toContain(matchId);
  }, 90_000);

  it('opens a lobby the operator hosts, starts one and cancels another', () => {
    const a = json<{ matchId: string; code: string }>('match', 'create', '--game', 'dungeon', '--ruleset', 'race', '--turn-seconds', '30');
    const shown = json<Shown & { seats: { owner: string | null }[] }>('match', 'show', a.code);
    expect(shown.status).toBe('lobby');
    expect(lamplit('match', 'start', a.matchId).code).toBe(0);
    const running = json<Shown>('match', 'show', a.matchId);
    expect(running.status).toBe('running');
    expect(running.deadline).toBeGreaterThan(Date.now() + 20_000);
    const b = json<{ matchId: string }>('match', 'create', '--game', 'lamplighter', '--ruleset', 'lamplighter-solo');
    expect(lamplit('match', 'cancel', b.matchId).code).toBe(0);
    expect(json<Shown>('match', 'show', b.matchId).status).toBe('cancelled');
    const live = json<Shown[]>('match', 'list').map((s) => s.matchId);
    expect(live).toContain(a.matchId);
    expect(live).not.toContain(b.matchId);
  }, 60_000);

  it('refuses bad input with one line naming what is allowed, and creates nothing', async () => {
    const live = (await store.liveMatches()).length;
    const cases: [string[], RegExp][] = [
      [['match', 'create', '--game', 'chess', '--ruleset', 'x'], /game.*chess|chess.*game/i],
      [['match', 'create', '--game', 'lantern', '--ruleset', 'nope'], /ruleset.*nope.*lantern-classic/],
      [['match', 'create', '--game', 'lantern', '--ruleset', 'lantern-test', '--turn-seconds', '-3'], /--turn-seconds/],
      [['match', 'create', '--game', 'lantern', '--ruleset', 'lantern-test', '--bots', 'lots'], /--bots/],
      [['match', 'show', 'm_nothere'], /no match/],
      [['match', 'events', 'NOCODE'], /no match/],
    ];
    for (const [args, want] of cases) {
      const r = lamplit(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      const lines = r.err.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0], args.join(' ')).toMatch(want);
    }
    expect((await store.liveMatches()).length).toBe(live);
  }, 90_000);
});
