// `lamplit sim lamplighter --seed N [--pale on|off] [--ruleset ID] [--json]`: a whole round with the
// autopilot; `--scenario NAME --json` prints a figure of the seed's measured table instead.
import type { Command } from 'commander';
import { LAMPLIGHTER, playAutopilotMatch } from '../../engine/lamplighter/index.ts';
import { RULESETS } from '../../engine/lamplighter/rulesets.ts';
import { SCENARIOS } from '../../engine/lamplighter/scenarios.ts';
import { choiceArg, commandGroup, intArg, printJson, UserError } from '../util.ts';

const RULESET_IDS = Object.keys(RULESETS);
const SCENARIO_NAMES = Object.keys(SCENARIOS);

/** Plays one autopilot round and returns the CLI's JSON document. */
export function simLamplighter(ruleset: string, seed: number, pale: boolean) {
  let m;
  try {
    m = playAutopilotMatch(ruleset, seed, { pale });
  } catch (e) {
    throw new UserError((e as Error).message);
  }
  const r = LAMPLIGHTER.results(m);
  if (!r) throw new UserError(`the round did not end within ${m.turn} turns`);
  return {
    game: 'lamplighter',
    ruleset,
    seed,
    digest: LAMPLIGHTER.digest(m),
    results: { phase: r.phase, cause: r.cause, time: r.time, lampsLit: r.lampsLit, embersEarned: r.embersEarned, upgrades: r.upgrades },
    turns: m.turn,
    summary: r.summary,
  };
}

/** Adds `sim lamplighter`. */
export function register(program: Command): void {
  commandGroup(program, 'sim', 'play whole matches with the built-in bots')
    .command('lamplighter')
    .description("play Lamplighter's Round with the autopilot, or measure one row of the seed's table (--scenario)")
    .option('--seed <n>', 'round seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--pale <on|off>', 'whether the Pale hunts', choiceArg('pale', ['on', 'off'] as const), 'on')
    .option('--ruleset <id>', `ruleset: ${RULESET_IDS.join(', ')}`, choiceArg('ruleset', RULESET_IDS), 'lamplighter-solo')
    .option('--scenario <name>', `measure a row of the seed's table: ${SCENARIO_NAMES.join(', ')}`, choiceArg('scenario', SCENARIO_NAMES))
    .option('--json', 'print one JSON object')
    .action((opts: { seed: number; pale: 'on' | 'off'; ruleset: string; scenario?: string; json?: boolean }) => {
      if (opts.scenario) {
        const figure = SCENARIOS[opts.scenario]();
        if (opts.json) return printJson({ game: 'lamplighter', scenario: opts.scenario, ...figure });
        process.stdout.write(`${opts.scenario}: ${JSON.stringify(figure)}\n`);
        return;
      }
      const doc = simLamplighter(opts.ruleset, opts.seed, opts.pale === 'on');
      if (opts.json) return printJson(doc);
      process.stdout.write(`${doc.summary}\n  seed ${doc.seed}, Pale ${opts.pale}, ${doc.turns} turns, digest ${doc.digest}\n  upgrades ${JSON.stringify(doc.results.upgrades)}\n`);
    });
}
