// `lamplit play`: the terminal UI. With no options, the main menu; with --game, straight into a
// match with the player in seat 0 and bots elsewhere (--live for real-time Lamplighter or Dungeon).
import type { Command } from 'commander';
import { GAMES, realtimeRuleset, turnRulesets } from '../../engine/games.ts';
import type { GameId } from '../../engine/core/game.ts';
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

/** Checks the options and gives the route to open at start, or the match to create first. */
export function planPlay(o: PlayOptions): { route?: Route; create?: { game: GameId; ruleset: string; bots: number } } {
  if (!o.game) {
    if (o.ruleset || o.bots !== undefined || o.live) throw new UserError('--ruleset, --bots and --live need --game');
    return {};
  }
  const game = GAMES[o.game as GameId];
  if (!game) throw new UserError(`unknown game "${o.game}": games are ${Object.keys(GAMES).join(', ')}`);
  const rulesets = game.rulesets();
  const info = o.ruleset ? rulesets.find((r) => r.id === o.ruleset) : turnRulesets(game).find((r) => !r.soloOnly || game.id === 'lamplighter') ?? rulesets[0];
  if (!info) throw new UserError(`unknown ruleset "${o.ruleset}" for ${game.id}: rulesets are ${rulesets.map((r) => r.id).join(', ')}`);
  if (o.pale !== undefined && o.pale !== 'on' && o.pale !== 'off') throw new UserError(`--pale must be on or off, got "${o.pale}"`);
  if (o.live) {
    const live = realtimeRuleset(game, info.id);
    if (!live) {
      const some = rulesets.filter((r) => r.realtime);
      throw new UserError(some.length ? `${info.id} has no real-time mode: use --ruleset ${some.map((r) => r.realtimeOf ?? r.id).join(' or ')}` : `${game.id} has no real-time mode: play it in turns (without --live)`);
    }
    if (game.id === 'lamplighter') return { route: { name: 'liveLamplighter', ruleset: live.id, pale: o.pale !== 'off' } };
    const players = Math.max(2, Math.min(live.players.max, (o.bots ?? 1) + 1));
    return { route: { name: 'liveDungeon', ruleset: live.id, players } };
  }
  if (info.realtime) throw new UserError(`${info.id} is played in real time: add --live`);
  const seats = game.seats(info.id, game.id === 'dungeon' ? Math.max(info.players.min, Math.min(info.players.max, (o.bots ?? 1) + 1)) : undefined).length;
  const bots = o.bots ?? seats - 1;
  if (bots > seats - 1) throw new UserError(`--bots must be 0 to ${seats - 1} for ${info.id} (${seats} seats, one is yours), got ${bots}`);
  return { create: { game: game.id, ruleset: info.id, bots } };
}

/** Registers `lamplit play`. */
export function register(program: Command): void {
  program
    .command('play')
    .description('play in this terminal: the main menu, or straight into a match with --game')
    .option('--game <game>', 'lantern, lamplighter or dungeon')
    .option('--ruleset <id>', 'the ruleset (default: the game\'s first)')
    .option('--bots <n>', 'seats played by bots (default: every seat but yours)', intArg('--bots', 0, 32))
    .option('--live', 'real time (Lamplighter solo at 20 Hz, the Dungeon at its tick rate)')
    .option('--pale <on|off>', 'Lamplighter: whether the Pale hunts (default on)')
    .option('--name <name>', 'your display name (default: your user name)')
    .action(async (o: PlayOptions) => {
      await runPlay(o);
    });
}

/** Runs the terminal UI on the embedded store (or Redis with REDIS_URL) with the given options. */
export async function runPlay(o: PlayOptions): Promise<void> {
  const plan = planPlay(o);
  const { openMatchServices } = await import('../../tui/services.ts');
  const { runLocal } = await import('../../tui/local.ts');
  // Validated once here (a bad variable stops the start with one line naming it); the dungeon's
  // world variables (DUNGEON_*, MONSTER_*, ...) reach the matches this process sets up.
  const { loadConfig } = await import('../../runtime/config.ts');
  const config = loadConfig(process.env);
  const { matchLimits } = await import('../../runtime/worker.ts');
  const services = await openMatchServices({ redisUrl: process.env.REDIS_URL || undefined, setupDefaults: { dungeon: { env: config.dungeonEnv } }, limits: matchLimits(config), failureReportUri: config.failureReportUri });
  try {
    await runLocal({
      port: services.port,
      name: o.name,
      route: plan.route,
      afterStart: plan.create
        ? async (go, player) => {
          const c = plan.create!;
          const seats = GAMES[c.game]!.seats(c.ruleset, c.game === 'dungeon' ? c.bots + 1 : undefined).length;
          const botSeats = Array.from({ length: seats }, (_, i) => i).filter((i) => i > 0 && i <= c.bots);
          const snap = await services.port.create(player, { game: c.game, ruleset: c.ruleset, botSeats, seat: 0, players: c.game === 'dungeon' ? c.bots + 1 : undefined });
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
