// `lamplit ratings rebuild|show`: the skill ratings (engine/match/rating.ts). `rebuild` forgets a
// game's ratings and rates every archived match again, oldest first (after a rating change in the
// code, or to repair a store); `show` prints the ratings board as JSON lines.
import type { Command } from 'commander';
import { gameIds, type GameId } from '../../engine/games.ts';
import { displayRating, isProvisional, rebuildRatings, sortRatings } from '../../engine/match/rating.ts';
import type { MatchService } from '../../engine/match/service.ts';
import type { ArchiveEntry } from '../../engine/store/types.ts';
import { withRuntime, type StoreFlags } from './match.ts';
import { choiceArg, commandGroup, printJson } from '../util.ts';

/** Every archive entry of a game the store still holds (through each ruleset's index). */
export async function archivedEntries(service: MatchService, game: GameId): Promise<ArchiveEntry[]> {
  const out = new Map<string, ArchiveEntry>();
  for (const r of service.games[game]?.rulesets() ?? []) {
    for (const id of await service.store.archiveIndex({ ruleset: r.id }, Number.MAX_SAFE_INTEGER)) {
      const entry = await service.store.getArchived(id);
      if (entry && entry.game === game) out.set(id, entry);
    }
  }
  return [...out.values()];
}

/** Registers `ratings rebuild` and `ratings show`. */
export function register(program: Command): void {
  const group = commandGroup(program, 'ratings', 'skill ratings per game (openskill), kept with the archive');
  const prefixOpt = ['--key-prefix <prefix>', 'first part of every Redis key (default lamplit)'] as const;
  group.command('rebuild')
    .description('forget a game\'s ratings and rate every archived match again, oldest first')
    .option('--game <game>', `one game (${gameIds().join(', ')}; default all)`, choiceArg('game', gameIds()))
    .option(...prefixOpt)
    .action(async (opts: StoreFlags & { game?: GameId }) => withRuntime(opts, async (rt) => {
      for (const game of opts.game ? [opts.game] : gameIds()) {
        const entries = await archivedEntries(rt.service, game);
        const rated = await rebuildRatings(rt.service.store, game, entries);
        printJson({ game, archived: entries.length, rated, players: (await rt.service.store.ratings(game)).length });
      }
    }));
  group.command('show')
    .description('the ratings board of a game, best first, one JSON line a player')
    .requiredOption('--game <game>', gameIds().join(', '), choiceArg('game', gameIds()))
    .option(...prefixOpt)
    .action(async (opts: StoreFlags & { game: GameId }) => withRuntime(opts, async (rt) => {
      for (const r of sortRatings(await rt.service.store.ratings(opts.game))) {
        printJson({ name: r.name, rating: +displayRating(r).toFixed(2), provisional: isProvisional(r), played: r.played, mu: +r.mu.toFixed(3), sigma: +r.sigma.toFixed(3), playerId: r.playerId });
      }
    }));
}
