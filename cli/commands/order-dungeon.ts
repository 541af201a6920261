// `lamplit order check dungeon "<text order>"`: parses a dungeon order against a fresh match.
import type { Command } from 'commander';
import { DUNGEON } from '../../engine/dungeon/dungeon-game.ts';
import { commandGroup, intArg, UserError } from '../util.ts';
import { answerOrder } from './order-answer.ts';

/** Adds `order check dungeon`. */
export function register(program: Command): void {
  const order = commandGroup(program, 'order', 'check and explain text orders');
  commandGroup(order, 'check', 'check a text order for a game')
    .command('dungeon')
    .description('check a dungeon order (e.g. "move NNEE" with 1 to 8 steps, "exit", "treasure", "wait")')
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
      answerOrder({ game: DUNGEON, state: s, seat: opts.seat, seats: [opts.seat], text, json: opts.json });
    });
}
