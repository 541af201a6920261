// `lamplit order check <game> [--seat K] [--ruleset ID] [--seed N] "<text order>"`: parses a text
// order for a seat of a match of any registered game (in the state the game gives for checking
// orders: Lantern's first hunt turn, a fresh match otherwise) and prints it, or the one-line error.
import type { Command } from 'commander';
import type { Game, RulesetInfo } from '../../engine/core/game.ts';
import { GAMES } from '../../engine/games.ts';
import { choiceArg, commandGroup, intArg, UserError } from '../util.ts';
import { answerOrder } from './order-answer.ts';

/** The ruleset orders are checked in when none is named: the game's default, else its first that is not solo-only. */
function checkRuleset(game: Game<any, any, any>): RulesetInfo | undefined {
  const rulesets = game.rulesets();
  const own = game.defaultRuleset?.();
  return (own !== undefined ? rulesets.find((r) => r.id === own) : undefined) ?? rulesets.find((r) => !r.soloOnly) ?? rulesets[0];
}

/** Adds `order check <game>` for one game. */
function registerGame(check: Command, game: Game<any, any, any>): void {
  const examples = game.orderExamples.map((e) => `"${e}"`).join(', ');
  const where = game.exampleState ? 'in a match in play' : 'of a fresh match';
  check.command(game.id)
    .description(`check a ${game.title} order (e.g. ${examples}) for a seat ${where}`)
    .argument('<text>', 'the order text')
    .option('--seat <n>', 'seat to check for (default: the first seat whose order it can be)', intArg('seat', 0, 31))
    .option('--ruleset <id>', 'ruleset of the match to check against', choiceArg('ruleset', game.rulesets().map((r) => r.id)), checkRuleset(game)?.id)
    .option('--seed <seed>', 'match seed', '1')
    .option('--json', 'print JSON')
    .action((text: string, opts: { seat?: number; ruleset: string; seed: string; json?: boolean }) => {
      const seed = /^\d{1,15}$/.test(opts.seed) ? Number(opts.seed) : opts.seed;
      let state: unknown;
      try {
        state = game.exampleState ? game.exampleState(opts.ruleset, seed) : game.setup(opts.ruleset, seed);
      } catch (e) {
        throw new UserError((e as Error).message);
      }
      const seats = game.awaiting(state);
      answerOrder({ game, state, seat: opts.seat ?? null, seats: seats.length ? seats : [0], text, json: opts.json });
    });
}

/** Adds `order check <game>` for every registered game. */
export function register(program: Command): void {
  const order = commandGroup(program, 'order', 'check and explain text orders');
  const check = commandGroup(order, 'check', 'check a text order for a game');
  for (const game of Object.values(GAMES)) registerGame(check, game);
}
