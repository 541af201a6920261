// Runs a tournament: N matches, K at once in worker threads, each match's record appended to the resume
// file as it ends, so that a stopped run (Ctrl-C, a crash) goes on from where it stopped. The table is
// made from the records in match order, so the same seeds give the same table however the matches
// were spread over the workers and however many runs it took.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { getGame } from '../../engine/games.ts';
import { assignment, tournamentTable, type MatchRecord, type TournamentPlan, type TournamentTable } from '../../engine/match/tournament.ts';
import { moduleEntry } from '../entry.ts';
import { entrantSpecs, playTournamentMatch, type MatchSettings } from './play-match.ts';

/** Options of a run beside the plan. */
export interface RunOptions extends MatchSettings {
  /** Matches played at once (worker threads); 1 plays in this thread. */
  parallel: number;
  /** The resume file: records are appended to it, and records already there are not played again. */
  resumeFile?: string;
  /** Told after each match: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Aborts the run (the matches in hand finish being recorded only if they end first). */
  signal?: AbortSignal;
}

/** The outcome of a run: the table, and whether every match was played. */
export interface RunResult {
  table: TournamentTable;
  complete: boolean;
  /** Matches taken from the resume file instead of played. */
  resumed: number;
}

/** The resume file's first line: what the records belong to. */
function header(plan: TournamentPlan, turnMs: number): string {
  return JSON.stringify({ tournament: plan, turnMs });
}

/** Records already in a resume file of this same tournament; throws a one-line Error for another one's file. */
function readResume(file: string, plan: TournamentPlan, turnMs: number): MatchRecord[] {
  if (!existsSync(file)) {
    writeFileSync(file, `${header(plan, turnMs)}\n`);
    return [];
  }
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  if (lines.length === 0) {
    writeFileSync(file, `${header(plan, turnMs)}\n`);
    return [];
  }
  if (lines[0] !== header(plan, turnMs)) {
    throw new Error(`${file} holds another tournament (${lines[0].slice(0, 120)}): resume with the same game, ruleset, entrants, matches, seed and --turn-ms, or name a new file`);
  }
  const out: MatchRecord[] = [];
  for (const line of lines.slice(1)) {
    try {
      out.push(JSON.parse(line) as MatchRecord);
    } catch {
      // A line cut short by a stop mid-write is that match unplayed: it is played again.
    }
  }
  return out;
}

/** Plays the matches not yet recorded, `parallel` at a time. */
async function playAll(plan: TournamentPlan, todo: number[], options: RunOptions, record: (r: MatchRecord) => void): Promise<void> {
  const seats = getGame(plan.game).seats(plan.rulesetId, plan.players);
  const settings: MatchSettings = { turnMs: options.turnMs, cwd: options.cwd };
  if (options.parallel <= 1) {
    for (const index of todo) {
      if (options.signal?.aborted) return;
      record(await playTournamentMatch(plan, assignment(plan, seats, index), settings));
    }
    return;
  }
  const queue = [...todo];
  const entry = moduleEntry(import.meta.url, './worker');
  const workers = Array.from({ length: Math.min(options.parallel, queue.length) }, () => new Worker(entry.script, { argv: entry.args, workerData: { plan, settings } }));
  try {
    await Promise.all(workers.map((w) => new Promise<void>((resolve, reject) => {
      const next = (): void => {
        const index = queue.shift();
        if (index === undefined || options.signal?.aborted) return resolve();
        w.postMessage(assignment(plan, seats, index));
      };
      w.on('message', (m: { record?: MatchRecord; error?: string }) => {
        if (m.error) return reject(new Error(m.error));
        record(m.record!);
        next();
      });
      w.on('error', reject);
      w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a tournament worker stopped with code ${code}`))));
      options.signal?.addEventListener('abort', () => resolve(), { once: true });
      next();
    })));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Runs (or resumes) a tournament and makes its table. */
export async function runTournament(plan: TournamentPlan, options: RunOptions): Promise<RunResult> {
  entrantSpecs(plan);
  const game = getGame(plan.game);
  const seats = game.seats(plan.rulesetId, plan.players);
  const done = new Map<number, MatchRecord>();
  for (const r of options.resumeFile ? readResume(options.resumeFile, plan, options.turnMs) : []) if (r.index >= 0 && r.index < plan.matches) done.set(r.index, r);
  const resumed = done.size;
  const todo = Array.from({ length: plan.matches }, (_, i) => i).filter((i) => !done.has(i));
  options.onProgress?.(done.size, plan.matches);
  await playAll(plan, todo, options, (r) => {
    done.set(r.index, r);
    if (options.resumeFile) appendFileSync(options.resumeFile, `${JSON.stringify(r)}\n`);
    options.onProgress?.(done.size, plan.matches);
  });
  const table = await tournamentTable(plan, seats, [...done.values()]);
  return { table, complete: done.size === plan.matches, resumed };
}
