// `lamplit order check lamplighter [--seat K] [--ruleset ID] "<text order>"`: parses a Lamplighter
// text order for a seat of a fresh round (under the gate lamp) and prints it, or the one-line error.
import type { Command } from 'commander';
import { LAMPLIGHTER } from '../../engine/lamplighter/index.ts';
import { RULESETS } from '../../engine/lamplighter/rulesets.ts';
import { choiceArg, commandGroup, intArg, printCheckedOrder } from '../util.ts';

/** Adds `order check lamplighter`. */
export function register(program: Command): void {
  const order = commandGroup(program, 'order', 'check and explain text orders');
  commandGroup(order, 'check', 'check a text order for a game')
    .command('lamplighter')
    .description('check a Lamplighter order (e.g. "walk 4", "light", "wait 2", "buy wick") for a seat of a fresh round')
    .argument('<text>', 'the order text')
    .option('--seat <n>', 'seat (0 solo; 0-1 duo; 0-2 trio)', intArg('seat', 0, 2), 0)
    .option('--ruleset <id>', 'ruleset', choiceArg('ruleset', Object.keys(RULESETS)), 'lamplighter-solo')
    .option('--seed <n>', 'round seed', intArg('seed', 0, 0xffffffff), 1)
    .action((text: string, opts: { seat: number; ruleset: string; seed: number }) => {
      printCheckedOrder(LAMPLIGHTER, LAMPLIGHTER.setup(opts.ruleset, opts.seed), opts.seat, text);
    });
}
