// `lamplit order check lamplighter [--seat K] [--ruleset ID] "<text order>"`: parses a Lamplighter
// text order for a seat of a fresh round (under the gate lamp) and prints it, or the one-line error.
import type { Command } from 'commander';
import { LAMPLIGHTER } from '../../engine/lamplighter/index.ts';
import { RULESETS } from '../../engine/lamplighter/rulesets.ts';
import { choiceArg, commandGroup, intArg } from '../util.ts';
import { answerOrder } from './order-answer.ts';

/** Adds `order check lamplighter`. */
export function register(program: Command): void {
  const order = commandGroup(program, 'order', 'check and explain text orders');
  commandGroup(order, 'check', 'check a text order for a game')
    .command('lamplighter')
    .description('check a Lamplighter order (e.g. "walk 4", "wait 2", "retreat", "plan 1-9") for a seat of a fresh round, under the gate lamp')
    .argument('<text>', 'the order text')
    .option('--seat <n>', 'seat (0 solo; 0-1 duo; 0-2 trio)', intArg('seat', 0, 2), 0)
    .option('--ruleset <id>', 'ruleset', choiceArg('ruleset', Object.keys(RULESETS)), 'lamplighter-solo')
    .option('--seed <n>', 'round seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--json', 'print JSON')
    .action((text: string, opts: { seat: number; ruleset: string; seed: number; json?: boolean }) => {
      answerOrder({ game: LAMPLIGHTER, state: LAMPLIGHTER.setup(opts.ruleset, opts.seed), seat: opts.seat, seats: [opts.seat], text, json: opts.json });
    });
}
