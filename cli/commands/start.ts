// `lamplit start` (`npm start`): the terminal UI's main menu on the embedded store (Redis with
// REDIS_URL). With --headless, or when not on a terminal, it plays a whole headless Lantern match
// between bots instead, reports no-shows, and prints the result.
import type { Command } from 'commander';
import { playBotMatch } from '../../engine/lantern/bot-match.ts';
import { lanternResults } from '../../engine/lantern/results.ts';
import { FailureReporter } from '../../runtime/failure-report.ts';
import { choiceArg, intArg } from '../util.ts';

/** Adds `start`. */
export function register(program: Command): void {
  program
    .command('start')
    .description('open the terminal UI (main menu); --headless plays a bot-only Lantern match and prints the result')
    .option('--headless', 'no terminal UI: play a whole Lantern match between bots and print the result')
    .option('--seed <n>', 'match seed (default: from the clock)', intArg('seed', 0, 0xffffffff))
    .option('--ruleset <id>', 'lantern-classic or lantern-sprint', choiceArg('ruleset', ['lantern-classic', 'lantern-sprint']), 'lantern-classic')
    .option('--absent <seats>', 'comma-separated seats that never order (no-shows, reported to COGAME_PLAYER_FAILURE_URI)', '')
    .action(async (opts: { seed?: number; ruleset: string; absent: string; headless?: boolean }) => {
      if (!opts.headless && process.stdin.isTTY && process.stdout.isTTY) {
        const { runPlay } = await import('./play.ts');
        await runPlay({});
        return;
      }
      const seed = opts.seed ?? (Date.now() % 1000000);
      const absent = opts.absent.split(',').filter(Boolean).map((x) => Number(x)).filter((x) => Number.isInteger(x) && x >= 0 && x < 6);
      const reporter = new FailureReporter();
      const pending: Promise<unknown>[] = [];
      const match = `lantern-${seed}`;
      process.stdout.write(`lamplit: headless Lantern match, ${opts.ruleset}, seed ${seed}, warden bots in every seat\n`);
      const s = playBotMatch(opts.ruleset, seed, {
        absent,
        onFailure: (f) => pending.push(reporter.report({ game: 'lantern', match, seat: f.seat, alias: f.alias, reason: f.reason, turn: f.turn }).then((o) => {
          if (!o.ok) process.stderr.write(`lamplit: ${o.error}\n`);
        })),
        onTurn: (st, events) => {
          for (const e of events) {
            if (e.type === 'found') process.stdout.write(`  turn ${e.turn}: FOUND ${String(e.alias)} after ${((e.hunt_ticks as number) / 24).toFixed(1)} s, by ${String(e.by_alias)} (${String(e.mode)})\n`);
            if (e.type === 'half_end') process.stdout.write(`  half ${String(e.half)} over\n`);
            if (e.type === 'crate_break') process.stdout.write(`  turn ${e.turn}: crate ${String(e.crate)} broken open\n`);
          }
          void st;
        },
      });
      await Promise.all(pending);
      const r = lanternResults(s)!;
      process.stdout.write(`${r.summary}\n`);
      process.stdout.write(`scores: ${r.aliases.map((a, k) => `${a} ${r.scores[k].toFixed(3)}`).join(', ')}\n`);
    });
}
