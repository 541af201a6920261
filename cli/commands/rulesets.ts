// `lamplit rulesets [--json]`: the catalog of every game's rulesets.
import type { Command } from 'commander';
import { GAMES } from '../../engine/games.ts';
import type { RulesetInfo } from '../../engine/core/game.ts';
import { printJson } from '../util.ts';

/** Every ruleset of every registered game. */
export function catalog(): RulesetInfo[] {
  return Object.values(GAMES).flatMap((g) => (g ? [...g.rulesets()] : []));
}

/** Adds `rulesets`. */
export function register(program: Command): void {
  program
    .command('rulesets')
    .description('list every game\'s rulesets: id, game, mode, players, win condition, description')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      const list = catalog().map((r) => ({
        id: r.id, game: r.game, mode: r.mode, players: r.players, winCondition: r.winCondition, description: r.description,
        ...(r.soloOnly ? { soloOnly: true } : {}),
        ...(r.realtime ? { realtime: true, turnMs: r.turnMs } : {}),
      }));
      if (opts.json) return printJson(list);
      const rows = list.map((r) => [r.id, r.game, r.mode + (r.soloOnly ? ' (solo only)' : '') + (r.realtime ? ` (real time, ${r.turnMs} ms turns; lamplit play --live)` : ''), `${r.players.min}..${r.players.max}`, r.winCondition, r.description]);
      const head = ['id', 'game', 'mode', 'players', 'win condition', 'description'];
      const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
      const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
      process.stdout.write([line(head), ...rows.map(line)].join('\n') + '\n');
    });
}
