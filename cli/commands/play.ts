// `lamplit play`: the terminal UI. With no options, the main menu; with --game, straight into a
// match with the player in seat 0 and bots elsewhere (--live for real-time Lamplighter or Dungeon).
import type { Command } from 'commander';
import { findGame, gameIds, turnRulesets } from '../../engine/games.ts';
import type { Game, GameId, RulesetInfo } from '../../engine/core/game.ts';
import { liveModes } from '../../tui/live-modes.ts';
import { UserError, intArg } from '../util.ts';
import type { Route } from '../../tui/app-types.ts';

/** Options of `lamplit play`. */
interface PlayOptions {
  game?: string;
  ruleset?: string;
  bots?: number;
  live?: boolean;
  pale?: string;
  name?: string;
}

/** The ruleset played in turns a game opens when none is named: its own default, else the first that is not solo-only, else the first. */
function defaultRuleset(game: Game<any, any, any>): RulesetInfo | undefined {
  const rulesets = turnRulesets(game);
  const own = game.defaultRuleset?.();
  return (own !== undefined ? rulesets.find((r) => r.id === own) : undefined) ?? rulesets.find((r) => !r.soloOnly) ?? rulesets[0];
}

/** The player count a match of `info` is set up with for `bots` bots and you (only where the game takes a count). */
function playerCount(game: Game<any, any, any>, info: RulesetInfo, bots: number | undefined): number | undefined {
  return game.playerCount ? Math.max(info.players.min, Math.min(info.players.max, (bots ?? 1) + 1)) : undefined;
}

/** Checks the options and gives the route to open at start, or the match to create first. */
export function planPlay(o: PlayOptions): { route?: Route; create?: { game: GameId; ruleset: string; bots: number } } {
  if (!o.game) {
    if (o.ruleset || o.bots !== undefined || o.live) throw new UserError('--ruleset, --bots and --live need --game');
    return {};
  }
  const game = findGame(o.game);
  if (!game) throw new UserError(`unknown game "${o.game}": games are ${gameIds().join(', ')}`);
  const rulesets = game.rulesets();
  const info = o.ruleset ? rulesets.find((r) => r.id === o.ruleset) : defaultRuleset(game);
  if (!info) throw new UserError(`unknown ruleset "${o.ruleset}" for ${game.id}: rulesets are ${rulesets.map((r) => r.id).join(', ')}`);
  if (o.pale !== undefined && o.pale !== 'on' && o.pale !== 'off') throw new UserError(`--pale must be on or off, got "${o.pale}"`);
  if (o.live) {
    const [mode] = liveModes(game, info, { pale: o.pale !== 'off', bots: o.bots }).modes;
    if (!mode) {
      const some = rulesets.filter((r) => r.realtime);
      throw new UserError(some.length ? `${info.id} has no real-time mode: use --ruleset ${some.map((r) => r.realtimeOf ?? r.id).join(' or ')}` : `${game.id} has no real-time mode: play it in turns (without --live)`);
    }
    return { route: mode.route };
  }
  if (info.realtime) throw new UserError(`${info.id} is played in real time: add --live`);
  const seats = game.seats(info.id, playerCount(game, info, o.bots)).length;
  const bots = o.bots ?? seats - 1;
  if (bots > seats - 1) throw new UserError(`--bots must be 0 to ${seats - 1} for ${info.id} (${seats} seats, one is yours), got ${bots}`);
  return { create: { game: game.id, ruleset: info.id, bots } };
}

/** Registers `lamplit play`. */
export function register(program: Command): void {
  program
    .command('play')
    .description('play in this terminal: the main menu, or straight into a match with --game')
    .option('--game <game>', `the game: ${gameIds().join(', ')}`)
    .option('--ruleset <id>', 'the ruleset (default: the game\'s first)')
    .option('--bots <n>', 'seats played by bots (default: every seat but yours)', intArg('--bots', 0, 32))
    .option('--live', 'real time (Lamplighter solo at 20 Hz, the Dungeon at its tick rate)')
    .option('--pale <on|off>', 'Lamplighter: whether the Pale hunts (default on)')
    .option('--name <name>', 'your display name (default: your user name)')
    .action(async (o: PlayOptions) => {
      await runPlay(o);
    });
}

/** Runs the terminal UI on the configured store (openRuntime: memory, Redis or a Redis Cluster) with the given options. */
export async function runPlay(o: PlayOptions): Promise<void> {
  const plan = planPlay(o);
  const { matchServicesOf, RESOLVER_CONCURRENCY, RESOLVER_POLL_MS } = await import('../../tui/services.ts');
  const { runLocal } = await import('../../tui/local.ts');
  // Validated once here (a bad variable stops the start with one line naming it); the store is the
  // configured one (REDIS_CLUSTER_NODES, REDIS_URL, else memory) and the dungeon's world variables
  // (DUNGEON_*, MONSTER_*, ...) reach the matches this process sets up.
  const { loadConfig } = await import('../../runtime/config.ts');
  const { openRuntime } = await import('../../runtime/match-runtime.ts');
  const services = matchServicesOf(await openRuntime(loadConfig(process.env), { requireAnswer: true, pollMs: RESOLVER_POLL_MS, concurrency: RESOLVER_CONCURRENCY }));
  try {
    await runLocal({
      port: services.port,
      name: o.name,
      route: plan.route,
      afterStart: plan.create
        ? async (go, player) => {
          const c = plan.create!;
          const game = findGame(c.game)!;
          const players = game.playerCount ? c.bots + 1 : undefined;
          const seats = game.seats(c.ruleset, players).length;
          const botSeats = Array.from({ length: seats }, (_, i) => i).filter((i) => i > 0 && i <= c.bots);
          const snap = await services.port.create(player, { game: c.game, ruleset: c.ruleset, botSeats, seat: 0, players });
          if (c.bots === seats - 1) {
            await services.port.start(player, snap.matchId);
            go({ name: 'match', matchId: snap.matchId, game: c.game });
          } else go({ name: 'lobby', matchId: snap.matchId });
        }
        : undefined,
    });
  } finally {
    await services.close();
  }
  process.exit(0);
}
