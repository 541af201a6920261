// A tournament worker thread: plays the matches it is sent, one at a time, and posts back each record.
import { parentPort, workerData } from 'node:worker_threads';
import type { Assignment, TournamentPlan } from '../../engine/match/tournament.ts';
import { playTournamentMatch, type MatchSettings } from './play-match.ts';

const { plan, settings } = workerData as { plan: TournamentPlan; settings: MatchSettings };

parentPort!.on('message', (a: Assignment) => {
  playTournamentMatch(plan, a, settings).then(
    (record) => parentPort!.postMessage({ record }),
    (err: unknown) => parentPort!.postMessage({ error: `match ${a.index}: ${err instanceof Error ? err.message : String(err)}` }),
  );
});
