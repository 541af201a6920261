// `lamplit tournament --game G --agents A,B,... --matches N [--parallel K] [--seed S] [--json]
// [--resume FILE]`: plays N matches with seats rotated fairly and prints openskill ratings, win rates
// with 95 % intervals, average scores, timeouts and fallbacks (issue 32).
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { defaultTurnRuleset, getGame } from '../../engine/games.ts';
import type { TournamentPlan, TournamentTable } from '../../engine/match/tournament.ts';
import { runTournament } from '../../runtime/tournament/runner.ts';
import { entrantSpecs } from '../../runtime/tournament/play-match.ts';
import { intArg, printJson, UserError } from '../util.ts';

/** Splits the entrants list on commas outside quotes (`cmd:"python3 a.py --x 1,2",builtin:hard`). */
export function splitEntrants(raw: string): string[] {
  const out: string[] = [];
  let cur = '', quote: string | null = null;
  for (const ch of raw) {
    if (quote) {
      if (ch === quote) quote = null;
      else cur += ch;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ',') { out.push(cur.trim()); cur = ''; }
    else cur += ch;
  }
  if (quote) throw new UserError(`--agents: a quote ${quote} is never closed`);
  out.push(cur.trim());
  return out.filter((x) => x.length > 0);
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const ms = (x: number | null): string => (x === null ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(0));

/** The table as text, one entrant a row, best rating first. */
export function tableText(t: TournamentTable): string {
  const rows = [...t.entrants].sort((a, b) => b.rating.ordinal - a.rating.ordinal);
  const width = Math.max(8, ...rows.map((r) => r.name.length));
  const head = `${'entrant'.padEnd(width)}  rating (mu ± sigma)   win rate  95% interval    avg score  timeouts  fallbacks  decision p50/p99 ms`;
  const lines = rows.map((r) => [
    r.name.padEnd(width),
    `${r.rating.ordinal.toFixed(1).padStart(5)} (${r.rating.mu.toFixed(1)} ± ${r.rating.sigma.toFixed(1)})`.padEnd(20),
    pct(r.winRate).padStart(8),
    `${pct(r.winRate95[0])}–${pct(r.winRate95[1])}`.padEnd(14),
    r.averageScore.toFixed(3).padStart(9),
    String(r.timeouts).padStart(8),
    String(r.fallbacks).padStart(9),
    `${ms(r.decisionMs.p50)}/${ms(r.decisionMs.p99)}`.padStart(19),
  ].join('  '));
  const shape = { teams: 'teams, seats rotated', 'free-for-all': 'every seat for itself, seats rotated', 'co-op': 'played in duplicate: each entrant the same seeds' }[t.shape];
  return [`${t.game} ${t.ruleset}: ${t.matches} matches (${shape})${t.rotationsComplete ? '' : '; the last block is cut short, so its first entrants played one more match'}`, head, ...lines,
    'rating = openskill ordinal (mu - 3 sigma); 95% interval = Wilson score interval of the win rate'].join('\n');
}

/** Adds `tournament`. */
export function register(program: Command): void {
  program
    .command('tournament')
    .description('play many matches between agents and bots, seats rotated fairly, and rate them (openskill)')
    .requiredOption('--game <id>', 'the game')
    .option('--ruleset <id>', 'the ruleset (default: the game\'s default played in turns)')
    .requiredOption('--agents <list>', 'entrants, comma-separated: cmd:COMMAND, builtin:easy|normal|hard|baseline, original:NAME')
    .option('--matches <n>', 'matches to play', intArg('matches', 1, 1_000_000), 20)
    .option('--players <n>', 'players, for games whose seat count varies', intArg('players', 1, 64))
    .option('--parallel <k>', 'matches played at once', intArg('parallel', 1, 64), 1)
    .option('--seed <n>', 'the first match\'s seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--turn-ms <ms>', 'time an agent has to answer a turn', intArg('turn-ms', 1, 600_000), 2000)
    .option('--resume <file>', 'append each match to FILE, and play only the matches FILE does not hold yet')
    .option('--json', 'print one JSON object')
    .action(async (opts: { game: string; ruleset?: string; agents: string; matches: number; players?: number; parallel: number; seed: number; turnMs: number; resume?: string; json?: boolean }) => {
      let game;
      try {
        game = getGame(opts.game);
      } catch (e) {
        throw new UserError((e as Error).message);
      }
      const rulesetId = opts.ruleset ?? defaultTurnRuleset(game).id;
      const ruleset = game.rulesets().find((r) => r.id === rulesetId);
      if (!ruleset) throw new UserError(`unknown ${game.id} ruleset "${rulesetId}": rulesets are ${game.rulesets().map((r) => r.id).join(', ')}`);
      const players = game.playerCount ? opts.players ?? Math.min(ruleset.players.max, Math.max(ruleset.players.min, 4)) : undefined;
      if (players !== undefined && (players < ruleset.players.min || players > ruleset.players.max)) throw new UserError(`--players ${players}: ${rulesetId} seats ${ruleset.players.min}–${ruleset.players.max}`);
      const entrants = splitEntrants(opts.agents);
      if (entrants.length < 2) throw new UserError('--agents needs at least two entrants to rate against each other, such as builtin:hard,builtin:easy');
      const plan: TournamentPlan = { game: game.id, rulesetId, players, entrants, matches: opts.matches, seed: opts.seed };
      try {
        entrantSpecs(plan);
      } catch (e) {
        throw new UserError((e as Error).message);
      }
      const stop = new AbortController();
      const onSigint = (): void => stop.abort();
      process.once('SIGINT', onSigint);
      const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ format: `${game.id} {bar} {value}/{total} matches · {eta_formatted} left`, stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic) : null;
      let started = false;
      let result;
      try {
        result = await runTournament(plan, {
          parallel: opts.parallel, turnMs: opts.turnMs, resumeFile: opts.resume, signal: stop.signal,
          onProgress: (done, total) => {
            if (!bar) return;
            if (!started) { bar.start(total, done); started = true; } else bar.update(done);
          },
        });
      } catch (e) {
        throw new UserError((e as Error).message);
      } finally {
        bar?.stop();
        process.off('SIGINT', onSigint);
      }
      if (!result.complete) {
        process.stderr.write(`lamplit: stopped after ${result.table.matches} of ${plan.matches} matches${opts.resume ? `; run the same command to go on (--resume ${opts.resume})` : '; add --resume FILE to keep what was played'}\n`);
        process.exitCode = 130;
      }
      if (opts.json) return printJson({ ...result.table, complete: result.complete, resumed: result.resumed });
      process.stdout.write(`${tableText(result.table)}\n`);
    });
}
