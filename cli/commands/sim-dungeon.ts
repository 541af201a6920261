// `lamplit sim dungeon --ruleset ID --players N --seed S [--json]`: a whole match of baseline bots.
import type { Command } from 'commander';
import { DUNGEON, dungeonResults } from '../../engine/dungeon/dungeon-game.ts';
import { getRuleset, listRulesets } from '../../engine/dungeon/registry.ts';
import { standingsLines } from '../../engine/dungeon/outcome-text.ts';
import { commandGroup, intArg, printJson, UserError } from '../util.ts';

/** Plays a whole bot match and returns the summary document. */
export function simDungeon(rulesetId: string, players: number, seed: string) {
  const r = getRuleset(rulesetId);
  if (!r) throw new UserError(`unknown dungeon ruleset "${rulesetId}": rulesets are ${listRulesets().map((x) => x.id).join(', ')}`);
  if (r.mode === 'solo' && players !== 1) throw new UserError(`${r.id} is solo-only and cannot run a ${players}-player match: match rulesets are race, last-alive, score-attack, coop-escape`);
  let s;
  try {
    s = DUNGEON.setup(r.id, seed, { players });
  } catch (e) {
    throw new UserError((e as Error).message);
  }
  while (!DUNGEON.isOver(s)) s = DUNGEON.resolveTurn(s, new Map()).state;
  const res = dungeonResults(s)!;
  return {
    game: 'dungeon', ruleset: r.id, seed, digest: DUNGEON.digest(s),
    results: { reason: res.reason, winnerId: res.winnerId, placements: res.placements },
    turns: s.turn, ticks: s.tick, summary: res.summary,
  };
}

/** Adds `sim dungeon`. */
export function register(program: Command): void {
  commandGroup(program, 'sim', 'play whole matches with the built-in bots')
    .command('dungeon')
    .description('play a whole dungeon match with baseline bots')
    .option('--ruleset <id>', 'ruleset id', 'race')
    .option('--players <n>', 'number of players', intArg('players', 1, 32))
    .option('--seed <seed>', 'match seed', '1')
    .option('--json', 'print JSON')
    .action((opts: { ruleset: string; players?: number; seed: string; json?: boolean }) => {
      const r = getRuleset(opts.ruleset);
      const players = opts.players ?? (r ? r.players.min : 2);
      const out = simDungeon(opts.ruleset, players, opts.seed);
      if (opts.json) return printJson(out);
      process.stdout.write(`${out.summary} (seed ${out.seed}, digest ${out.digest})\n`);
      // Each standing says why it is where it is (the win condition's own terms), not just its score.
      for (const line of standingsLines(r!.winCondition.type, { ...out.results, collective: r!.mode === 'coop' })) process.stdout.write(`  ${line}\n`);
    });
}
