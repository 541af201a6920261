// `lamplit match create|show|events|list|start|cancel|replay`: live matches for operators and tests.
// The store is Redis when REDIS_URL (or REDIS_CLUSTER_NODES) is set, else an in-process memory
// store, which only this one process sees: `create --bots all` then plays the match here at once.
import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { MatchError } from '../../engine/match/errors.ts';
import type { MatchSnapshot } from '../../engine/match/types.ts';
import { loadConfig } from '../../runtime/config.ts';
import { openRuntime, storeKind, type Runtime } from '../../runtime/match-runtime.ts';
import { UserError, commandGroup, intArg, printJson } from '../util.ts';

export interface StoreFlags {
  keyPrefix?: string;
}

/** Opens the runtime on the configured store (no resolver loop unless asked); a Redis that does not answer stops here in one line. */
async function open(flags: StoreFlags, resolve = false): Promise<Runtime> {
  // Dungeon matches are set up (at create with --bots all, else at start) with the process's
  // DUNGEON_* and DIFFICULTY_PRESET settings, as the bot, the SSH server and the worker do.
  return openRuntime(loadConfig(process.env), { keyPrefix: flags.keyPrefix, requireAnswer: true, resolve, pollMs: 10 });
}

/** Runs `fn` with a runtime (shared with `ratings`), turning a MatchError into a one-line user error, and closes it. */
export async function withRuntime<T>(flags: StoreFlags, fn: (rt: Runtime) => Promise<T>, resolve = false): Promise<T> {
  const rt = await open(flags, resolve);
  try {
    return await fn(rt);
  } catch (err) {
    if (err instanceof MatchError) throw new UserError(err.message);
    throw err;
  } finally {
    await rt.close();
  }
}

function operator(rt: Runtime) {
  const name = userInfo().username || 'operator';
  return rt.service.ensurePlayer(`cli:${name}`, name);
}

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

/** The human-readable lines of a snapshot. */
export function snapshotLines(s: MatchSnapshot): string[] {
  const lines = [
    `${s.matchId}  ${s.game}/${s.ruleset}  ${s.status}${s.cancelReason === 'lobby-expired' ? ' (lobby expired)' : ''}  code ${s.code}  turn ${s.turn}  deadline ${when(s.deadline)}`,
    ...s.seats.map((seat) => `  seat ${seat.index} ${seat.alias.padEnd(8)} ${seat.team}/${seat.role}  ${seat.bot ? 'bot' : seat.name ?? '(empty)'}${seat.left ? ' (left)' : ''}${seat.awaited ? (seat.ordered ? '  ordered' : '  awaited') : ''}`),
  ];
  if (s.results) lines.push(`  results: ${s.results.summary}`);
  return lines;
}

/** The warning `match create` gives when no Redis is configured (the match lives only in this process). */
export function memoryWarning(playedHere: boolean): string {
  return `lamplit: warning: no REDIS_URL, so this match lived only in this process's memory${playedHere ? ' (it was played to its end here)' : ''} and is gone now: \`match show\` and other processes cannot find it; set REDIS_URL to share matches\n`;
}

/** Adds the `match` subcommands. */
export function register(program: Command): void {
  const match = commandGroup(program, 'match', 'live matches: create, show, events, list');
  const prefixOpt = ['--key-prefix <prefix>', 'first part of every Redis key (default lamplit)'] as const;

  match.command('create')
    .description('open a match; with --bots all it starts at once and plays bot-only')
    .requiredOption('--game <game>', 'game id (lantern, lamplighter, dungeon)')
    .requiredOption('--ruleset <ruleset>', 'ruleset id')
    .option('--bots <all|N>', 'seats filled with bots: all, or a number')
    .option('--players <N>', 'seat count where the ruleset lets it vary', intArg('players', 1, 64))
    .option('--turn-seconds <S>', 'per-turn order deadline in seconds (0: wait for every player)', intArg('turn seconds', 0, 86_400))
    .option('--seed <seed>', 'seed of the match (default random)')
    .option('--json', 'print JSON')
    .option(...prefixOpt)
    .action(async (o: { game: string; ruleset: string; bots?: string; players?: number; turnSeconds?: number; seed?: string; json?: boolean } & StoreFlags) => {
      let bots: 'all' | number | undefined;
      if (o.bots !== undefined) {
        if (o.bots !== 'all' && !/^\d+$/.test(o.bots)) throw new UserError(`--bots must be "all" or a number of seats, got "${o.bots}"`);
        bots = o.bots === 'all' ? 'all' : Number(o.bots);
      }
      const memory = storeKind(loadConfig(process.env)) === 'memory';
      const out = await withRuntime(o, async (rt) => {
        const host = await operator(rt);
        const created = await rt.service.createMatch({
          game: o.game, ruleset: o.ruleset, host, bots, turnSeconds: o.turnSeconds, seed: o.seed,
          options: o.players !== undefined ? { players: o.players } : {},
        });
        if (bots === 'all') await rt.service.start(created.matchId, host.id);
        if (bots === 'all' && memory) await waitFinished(rt, created.matchId);
        return created;
      }, bots === 'all' && memory);
      // Without Redis the match lived in this process's memory and went with it: say so, on stderr
      // (stdout stays the id or the JSON), rather than print a code `match show` cannot find.
      if (memory) process.stderr.write(memoryWarning(bots === 'all'));
      if (o.json) printJson(out);
      else process.stdout.write(`${out.matchId}  join code ${out.code}\n`);
    });

  match.command('show <id>')
    .description('status, turn, seats, deadline and results of a match (id or join code)')
    .option('--json', 'print JSON')
    .option(...prefixOpt)
    .action(async (id: string, o: { json?: boolean } & StoreFlags) => {
      const snap = await withRuntime(o, (rt) => rt.service.snapshot(id));
      if (o.json) printJson(snap);
      else process.stdout.write(snapshotLines(snap).join('\n') + '\n');
    });

  match.command('events <id>')
    .description('the event stream of a match (each event has a type and a turn)')
    .option('--json', 'print a JSON array')
    .option(...prefixOpt)
    .action(async (id: string, o: { json?: boolean } & StoreFlags) => {
      const events = await withRuntime(o, async (rt) => {
        const snap = await rt.service.snapshot(id);
        // Version 0: told from the archive, the live record (events included) has expired.
        if (snap.version === 0) throw new UserError(`match ${snap.matchId} is finished and its events expired with its live record (MATCH_RETENTION_MINUTES); \`lamplit match show ${snap.matchId}\` gives its results from the archive`);
        return (await rt.service.events(snap.matchId)).map((e) => ({ ...e.event, streamId: e.id }));
      });
      if (o.json) printJson(events);
      else for (const e of events) process.stdout.write(`${e.streamId}  turn ${e.turn}  ${e.type}\n`);
    });

  match.command('list')
    .description('live matches (lobby and running), oldest first')
    .option('--json', 'print JSON')
    .option(...prefixOpt)
    .action(async (o: { json?: boolean } & StoreFlags) => {
      const list = await withRuntime(o, (rt) => rt.service.listMatches(1000));
      if (o.json) printJson(list);
      else if (list.length === 0) process.stdout.write('no live matches\n');
      else for (const s of list) process.stdout.write(`${snapshotLines(s)[0]}\n`);
    });

  match.command('replay <id>')
    .description('write a finished match\'s archived replay to a file (check it with `lamplit replay verify FILE`)')
    .requiredOption('-o, --output <file>', 'file the replay JSON is written to')
    .option(...prefixOpt)
    .action(async (id: string, o: { output: string } & StoreFlags) => {
      const replay = await withRuntime(o, (rt) => archivedReplay(rt, id));
      try {
        writeFileSync(o.output, `${JSON.stringify(replay)}\n`);
      } catch (e) {
        throw new UserError(`cannot write the replay to ${o.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
      process.stdout.write(`wrote the replay of ${id} to ${o.output}\n`);
    });

  for (const [verb, what] of [['start', 'start a lobby (empty seats become bots)'], ['cancel', 'cancel a match']] as const) {
    match.command(`${verb} <id>`)
      .description(`${what}; only its host (the operator who created it) may`)
      .option('--json', 'print JSON')
      .option(...prefixOpt)
      .action(async (id: string, o: { json?: boolean } & StoreFlags) => {
        const snap = await withRuntime(o, async (rt) => {
          const host = await operator(rt);
          const s = await rt.service.snapshot(id);
          return verb === 'start' ? rt.service.start(s.matchId, host.id) : rt.service.cancel(s.matchId, host.id);
        });
        if (o.json) printJson(snap);
        else process.stdout.write(snapshotLines(snap).join('\n') + '\n');
      });
  }
}

/** The archived replay of a finished match (id or join code), or a one-line refusal saying why there is none. */
async function archivedReplay(rt: Runtime, idOrCode: string): Promise<unknown> {
  const shared = rt.kind !== 'memory';
  let snap: MatchSnapshot;
  try {
    snap = await rt.service.snapshot(idOrCode);
  } catch (err) {
    if (err instanceof MatchError && !shared) throw new UserError(`${err.message} (without REDIS_URL this command sees only matches of its own process)`);
    throw err;
  }
  const entry = await rt.service.archived(snap.matchId);
  if (entry) return entry.replay;
  if (snap.status === 'finished') throw new UserError(`match ${snap.matchId} is finished but not archived yet (a worker archives it); try again shortly`);
  throw new UserError(`match ${snap.matchId} is ${snap.status}: only a finished match has a replay`);
}

/** In a memory store nobody else will play the match: wait here until this process's resolver finished it. */
async function waitFinished(rt: Runtime, id: string): Promise<void> {
  for (;;) {
    const s = await rt.service.snapshot(id);
    if (s.status === 'finished' || s.status === 'cancelled') return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
