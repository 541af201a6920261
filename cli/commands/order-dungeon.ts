// `lamplit order check dungeon "<text order>"`: parses a dungeon order against a fresh match.
import type { Command } from 'commander';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { commandGroup, intArg, parseOrderOrFail, printJson, UserError } from '../util.ts';

/** Adds `order check dungeon`. */
export function register(program: Command): void {
  const order = commandGroup(program, 'order', 'check and explain text orders');
  commandGroup(order, 'check', 'check a text order for a game')
    .command('dungeon')
    .description('check a dungeon order: move NNEE (1 to 8 steps), exit, treasure, wait')
    .argument('<text>', 'the order text')
    .option('--ruleset <id>', 'ruleset of the match to check against', 'race')
    .option('--seed <seed>', 'match seed', '1')
    .option('--seat <n>', 'seat to check for', intArg('seat', 0, 31), 0)
    .option('--json', 'print JSON')
    .action((text: string, opts: { ruleset: string; seed: string; seat: number; json?: boolean }) => {
      let s;
      try {
        s = DUNGEON.setup(opts.ruleset, opts.seed);
      } catch (e) {
        throw new UserError((e as Error).message);
      }
      const order = parseOrderOrFail(DUNGEON, s, opts.seat, text);
      if (opts.json) return printJson({ ok: true, order, description: DUNGEON.describeOrder(order) });
      process.stdout.write(`ok: ${DUNGEON.describeOrder(order)}\n`);
    });
}
