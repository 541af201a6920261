// `lamplit sim lantern --seed N [--ruleset ID] [--prep-ticks N --hunt-ticks N] [--moth BOT] [--owl BOT]
// [--keyframes] [--json] [--replay FILE]`: a whole Lantern match between baselines. BOT is warden or
// moth (the original's scripted baselines) or lamplit-warden / lamplit-moth (lamplit's own bots).
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { LANTERN } from '../../engine/lantern/index.ts';
import { playBotMatch } from '../../engine/lantern/bot-match.ts';
import { lanternResults } from '../../engine/lantern/results.ts';
import { LANTERN_RULESET_IDS } from '../../engine/lantern/rulesets.ts';
import { BOT_KINDS, type BotKind } from '../../engine/lantern/types.ts';
import { choiceArg, commandGroup, intArg, printJson, UserError } from '../util.ts';

const BOTS = BOT_KINDS;

/** Plays one bot match and returns the CLI's JSON document (and the replay). */
export function simLantern(ruleset: string, seed: number, moth: BotKind, owl: BotKind, ticks?: { build: number; hunt: number }, keyframes = false) {
  const t0 = performance.now();
  let s;
  try {
    s = playBotMatch(ruleset, seed, { bots: { moth, owl }, ticks });
  } catch (e) {
    throw new UserError((e as Error).message);
  }
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  const doc: Record<string, unknown> = { game: 'lantern', ruleset, seed, ticks: s.tick, digest: LANTERN.digest(s), ms, results: lanternResults(s)! };
  // The original's keyframe digests, unsigned, one per 24 ticks from tick 0.
  if (keyframes) doc.keyframes = s.keyframes.map((k) => ({ t: k.tick, d: parseInt(k.digest, 16) }));
  return { doc: doc as typeof doc & { results: NonNullable<ReturnType<typeof lanternResults>>; ticks: number; digest: string; ms: number }, state: s };
}

/** Adds `sim lantern`. */
export function register(program: Command): void {
  commandGroup(program, 'sim', 'play whole matches with the built-in bots')
    .command('lantern')
    .description('play a whole Lantern match between baselines (warden in all six seats by default)')
    .option('--seed <n>', 'match seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--ruleset <id>', `ruleset: ${LANTERN_RULESET_IDS.join(', ')}`, choiceArg('ruleset', [...LANTERN_RULESET_IDS, 'lantern-test']), 'lantern-classic')
    .option('--prep-ticks <n>', 'build-act ticks per half (a multiple of 120; needs --hunt-ticks)', intArg('prep-ticks', 120, 120000))
    .option('--hunt-ticks <n>', 'hunt-act ticks per half (a multiple of 120; needs --prep-ticks)', intArg('hunt-ticks', 120, 120000))
    .option('--moth <bot>', `bot for team Moth: ${BOTS.join(', ')}`, choiceArg('bot', BOTS), 'warden')
    .option('--owl <bot>', `bot for team Owl: ${BOTS.join(', ')}`, choiceArg('bot', BOTS), 'warden')
    .option('--keyframes', 'add keyframes [{t, d}] (the state digest every 24 ticks) to the JSON')
    .option('--json', 'print one JSON object')
    .option('--replay <file>', 'also write the replay to FILE')
    .action((opts: { seed: number; ruleset: string; prepTicks?: number; huntTicks?: number; moth: BotKind; owl: BotKind; keyframes?: boolean; json?: boolean; replay?: string }) => {
      if ((opts.prepTicks === undefined) !== (opts.huntTicks === undefined)) throw new UserError('--prep-ticks and --hunt-ticks go together: give both or neither');
      const ticks = opts.prepTicks !== undefined && opts.huntTicks !== undefined ? { build: opts.prepTicks, hunt: opts.huntTicks } : undefined;
      const { doc, state } = simLantern(opts.ruleset, opts.seed, opts.moth, opts.owl, ticks, opts.keyframes === true);
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
      if (opts.keyframes) for (const k of state.keyframes) process.stdout.write(`  keyframe t=${k.tick} d=${parseInt(k.digest, 16)}\n`);
      for (let k = 0; k < 6; k++) {
        process.stdout.write(`  ${r.aliases[k].padEnd(6)} score ${r.scores[k].toFixed(3)}  hid ${String(r.hidden_seconds[k]).padStart(6)} s  finds ${r.finds[k]}  pushed ${r.crates_pushed[k]}  locked ${r.crates_locked[k]}  broken ${r.crates_broken[k]}\n`);
      }
    });
}
