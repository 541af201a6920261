// Helpers of the multi-process tests: worker processes (`lamplit worker`), bot-only matches with
// fixed seeds, the exactly-once check over the event streams, and reference digests from one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GAMES } from '../../engine/games.ts';
import { seededIds } from '../../engine/match/ids.ts';
import { TurnResolver } from '../../engine/match/turn-resolver.ts';
import { MatchService } from '../../engine/match/service.ts';
import { MemoryStore } from '../../engine/store/memory-store.ts';
import type { MatchStore } from '../../engine/store/types.ts';

const BIN = fileURLToPath(new URL('../../bin/lamplit.js', import.meta.url));
const HOST = { id: 'p_operator', name: 'operator' };

/** A bot-only match to play: game, ruleset, seed and seat count. */
export interface MatchSpec {
  game: 'lantern' | 'dungeon' | 'lamplighter';
  ruleset: string;
  seed: string;
  players?: number;
}

/** `count` bot-only matches: mostly quick Dungeon races, plus `lanterns` test-sized Lantern matches. */
export function matchSpecs(count: number, lanterns: number, tag: string): MatchSpec[] {
  return Array.from({ length: count }, (_, i): MatchSpec => i < lanterns
    ? { game: 'lantern', ruleset: 'lantern-test', seed: `${tag}-${i}` }
    : { game: 'dungeon', ruleset: 'race', seed: `${tag}-${i}`, players: 2 + (i % 3) });
}

/** Creates and starts the matches through a service on `store`; their ids in spec order. */
export async function startMatches(store: MatchStore, specs: MatchSpec[]): Promise<string[]> {
  const service = new MatchService({ store, clock: () => Date.now(), ids: seededIds(`ids-${Date.now()}-${Math.random()}`) });
  const ids: string[] = [];
  for (const s of specs) {
    const { matchId } = await service.createMatch({ game: s.game, ruleset: s.ruleset, host: HOST, bots: 'all', seed: s.seed, options: s.players ? { players: s.players } : {} });
    await service.start(matchId, HOST.id);
    ids.push(matchId);
  }
  return ids;
}

/** The same matches played in this one process: final digests and resolved turns of each. */
export async function referenceRun(specs: MatchSpec[]): Promise<{ digests: string[]; turns: number[][] }> {
  const store = new MemoryStore();
  const ids = await startMatches(store, specs);
  const resolver = new TurnResolver({ store, clock: () => Date.now() });
  for (const id of ids) await resolver.resolveMatch(id, 'reference');
  return { digests: await finalDigests(store, ids), turns: await resolvedTurns(store, ids) };
}

/** The game digest of each match's stored state. */
export async function finalDigests(store: MatchStore, ids: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of ids) {
    const doc = await store.getMatch(id);
    const game = GAMES[doc!.game]!;
    out.push(`${doc!.status}:${game.digest(game.decode((await store.getState(id))!))}`);
  }
  return out;
}

/** Waits until every match is finished and archived; throws naming the stragglers after `timeoutMs`. */
export async function waitFinished(store: MatchStore, ids: string[], timeoutMs: number, tick?: () => void): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const docs = await Promise.all(ids.map((id) => store.getMatch(id)));
    const open = docs.filter((d) => !d || d.status !== 'finished' || !d.archived);
    if (open.length === 0) return;
    if (Date.now() > end) throw new Error(`${open.length} of ${ids.length} matches unfinished, e.g. ${open[0]?.id} on turn ${open[0]?.turn}`);
    tick?.();
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** For each match, the turn numbers of its turnResolved events (each turn exactly once means 0, 1, 2, ...). */
export async function resolvedTurns(store: MatchStore, ids: string[]): Promise<number[][]> {
  return Promise.all(ids.map(async (id) => (await store.events(id)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn)));
}

/** Final turn of each match, from its document. */
export async function finalTurns(store: MatchStore, ids: string[]): Promise<number[]> {
  return Promise.all(ids.map(async (id) => (await store.getMatch(id))!.turn));
}

/** A worker process and when it logged that it started (null until then). */
export interface WorkerProc {
  proc: ChildProcess;
  readyAt: number | null;
}

/** Starts `lamplit worker` on Redis with a key prefix and a short claim lease. */
export function spawnWorker(redisUrl: string, prefix: string, claimMs = 1000): WorkerProc {
  const proc = spawn(process.execPath, [BIN, 'worker', '--store', 'redis', '--key-prefix', prefix, '--claim-ms', String(claimMs), '--concurrency', '4'], {
    env: { ...process.env, REDIS_URL: redisUrl, WORKER_POLL_MS: '20', LOG_LEVEL: 'info', LOG_FORMAT: 'json', HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const w: WorkerProc = { proc, readyAt: null };
  proc.stdout!.on('data', (d: Buffer) => {
    if (w.readyAt === null && d.toString().includes('worker started')) w.readyAt = Date.now();
  });
  proc.stderr!.resume();
  return w;
}

/** Sends SIGTERM and resolves with the exit code. */
export function terminate(p: ChildProcess): Promise<number | null> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve(p.exitCode);
  return new Promise((resolve) => {
    p.once('exit', (code) => resolve(code));
    p.kill('SIGTERM');
  });
}

/** SIGKILLs a process and waits for it to be gone. */
export function killHard(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGKILL');
  });
}
