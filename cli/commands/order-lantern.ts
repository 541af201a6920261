// `lamplit order check lantern [--seat K] "<text order>"`: parses a Lantern text order for seat K
// of a fresh match in its first hunt turn and prints the parsed order, or the one-line error.
import type { Command } from 'commander';
import { LANTERN } from '../../engine/lantern/index.ts';
import { baselineOrder } from '../../engine/lantern/bots.ts';
import { awaitingSeats, resolveLanternTurn, setupLantern } from '../../engine/lantern/match.ts';
import type { LanternOrder, LanternState } from '../../engine/lantern/types.ts';
import { choiceArg, commandGroup, intArg } from '../util.ts';
import { answerOrder } from './order-answer.ts';

/** A fresh match advanced by the baselines to its first hunt turn. */
export function firstHuntTurn(ruleset: string, seed: number): LanternState {
  let s = setupLantern(ruleset, seed);
  while (s.act === 'build' && s.end === null) {
    const orders = new Map<number, LanternOrder>();
    for (const k of awaitingSeats(s)) orders.set(k, baselineOrder(s, k));
    s = resolveLanternTurn(s, orders).state;
  }
  return s;
}

/** Adds `order check lantern`. */
export function register(program: Command): void {
  const order = commandGroup(program, 'order', 'check and explain text orders');
  commandGroup(order, 'check', 'check a text order for a game')
    .command('lantern')
    .description('check a Lantern order (e.g. "hide F4 crawl", "push C2 to B2", "sweep G5 aim track") for a seat in the first hunt turn (build-act locks stand: C3 is locked on seed 1)')
    .argument('<text>', 'the order text')
    .option('--seat <n>', 'seat 0–5 (even Moth, hiding in half 1; odd Owl, seeking); default: the first seat whose role takes the order', intArg('seat', 0, 5))
    .option('--ruleset <id>', 'ruleset', choiceArg('ruleset', ['lantern-classic', 'lantern-sprint']), 'lantern-classic')
    .option('--seed <n>', 'match seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--json', 'print JSON')
    .action((text: string, opts: { seat?: number; ruleset: string; seed: number; json?: boolean }) => {
      answerOrder({ game: LANTERN, state: firstHuntTurn(opts.ruleset, opts.seed), seat: opts.seat ?? null, seats: [0, 1, 2, 3, 4, 5], text, json: opts.json });
    });
}
