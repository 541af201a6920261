// `lamplit sim lantern --seed N [--ruleset ID] [--moth warden|moth] [--owl warden|moth] [--json] [--replay FILE]`:
// a whole Lantern match between baselines.
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { LANTERN } from '../../engine/lantern/index.ts';
import { playBotMatch } from '../../engine/lantern/bot-match.ts';
import { lanternResults } from '../../engine/lantern/results.ts';
import { LANTERN_RULESET_IDS } from '../../engine/lantern/rulesets.ts';
import type { BotKind } from '../../engine/lantern/types.ts';
import { choiceArg, commandGroup, intArg, printJson, UserError } from '../util.ts';

const BOTS = ['warden', 'moth'] as const;

/** Plays one bot match and returns the CLI's JSON document (and the replay). */
export function simLantern(ruleset: string, seed: number, moth: BotKind, owl: BotKind) {
  const t0 = performance.now();
  let s;
  try {
    s = playBotMatch(ruleset, seed, { bots: { moth, owl } });
  } catch (e) {
    throw new UserError((e as Error).message);
  }
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  return { doc: { game: 'lantern', ruleset, seed, ticks: s.tick, digest: LANTERN.digest(s), ms, results: lanternResults(s)! }, state: s };
}

/** Adds `sim lantern`. */
export function register(program: Command): void {
  commandGroup(program, 'sim', 'play whole matches with the built-in bots')
    .command('lantern')
    .description('play a whole Lantern match between baselines (warden in all six seats by default)')
    .option('--seed <n>', 'match seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--ruleset <id>', `ruleset: ${LANTERN_RULESET_IDS.join(', ')}`, choiceArg('ruleset', [...LANTERN_RULESET_IDS, 'lantern-test']), 'lantern-classic')
    .option('--moth <bot>', 'baseline for team Moth: warden or moth', choiceArg('bot', BOTS), 'warden')
    .option('--owl <bot>', 'baseline for team Owl: warden or moth', choiceArg('bot', BOTS), 'warden')
    .option('--json', 'print one JSON object')
    .option('--replay <file>', 'also write the replay to FILE')
    .action((opts: { seed: number; ruleset: string; moth: BotKind; owl: BotKind; json?: boolean; replay?: string }) => {
      const { doc, state } = simLantern(opts.ruleset, opts.seed, opts.moth, opts.owl);
      if (opts.replay) {
        try {
          writeFileSync(opts.replay, JSON.stringify(LANTERN.replay(state)));
        } catch (e) {
          throw new UserError(`cannot write replay ${opts.replay}: ${(e as Error).message}`);
        }
      }
      if (opts.json) return printJson(doc);
      const r = doc.results;
      process.stdout.write(`${r.summary}\n`);
      process.stdout.write(`  ${doc.ticks} ticks in ${doc.ms} ms, digest ${doc.digest}${opts.replay ? `, replay ${opts.replay}` : ''}\n`);
      for (let k = 0; k < 6; k++) {
        process.stdout.write(`  ${r.aliases[k].padEnd(6)} score ${r.scores[k].toFixed(3)}  hid ${String(r.hidden_seconds[k]).padStart(6)} s  finds ${r.finds[k]}  pushed ${r.crates_pushed[k]}  locked ${r.crates_locked[k]}  broken ${r.crates_broken[k]}\n`);
      }
    });
}
