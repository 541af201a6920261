// `lamplit render lantern|lamplighter|meters|dungeon|endcard`: has a match played by the baseline bots
// (engine/match/bot-play.ts) up to a turn and writes the picture a viewer would get (or prints its terminal form with --ansi).
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Command } from 'commander';
import type { GameId, Viewer } from '../../engine/core/game.ts';
import { renderEndCard, renderMeters, renderPicture, renderTerminal, terminalColorFromEnv, type Picture, type TerminalColor, type TerminalOptions } from '../../renders/index.ts';
import { defaultRuleset, playToShownTurn, playToTurn } from '../../engine/match/bot-play.ts';
import { gameIds, getGame } from '../../engine/games.ts';
import { checkOutputPath, choiceArg, commandGroup, intArg, UserError } from '../util.ts';

interface CommonOpts { seed: number; turn?: number; out?: string; ansi?: boolean; cols?: number; rows?: number; color?: TerminalColor; ruleset?: string; viewer?: string; players?: number; pale?: 'on' | 'off'; meters?: boolean }

/** Parses `seat:K`, `team:NAME`, `spectator` or `full`. */
export function parseViewer(raw: string): Viewer {
  const m = /^(seat):(\d+)$|^(team):([a-z]+)$|^(spectator|full)$/.exec(raw.trim());
  if (!m) throw new UserError(`viewer must be seat:K, team:moth, team:owl, spectator or full, got "${raw}"`);
  if (m[1]) return { kind: 'seat', seat: Number(m[2]) };
  if (m[3]) return { kind: 'team', team: m[4] };
  return { kind: m[5] as 'spectator' | 'full' };
}

function play(game: GameId, o: CommonOpts, extra: Record<string, unknown> = {}) {
  const options = { ...(o.players ? { players: o.players } : {}), ...extra };
  try {
    if (o.turn === undefined) return playToTurn(game, o.ruleset ?? defaultRuleset(game, o.players), o.seed, Number.MAX_SAFE_INTEGER, options);
    const shown = playToShownTurn(game, o.ruleset ?? defaultRuleset(game, o.players), o.seed, o.turn, options);
    if (shown.note) process.stderr.write(`note: ${shown.note}\n`);
    return shown.match;
  } catch (e) {
    throw new UserError((e as Error).message);
  }
}

function viewOf(m: ReturnType<typeof play>, viewer: Viewer): unknown {
  if (viewer.kind === 'full' && !m.over) process.stderr.write('note: the match is still live at this turn, so a full view shows only what a spectator may know\n');
  try {
    return m.game.view(m.state, viewer);
  } catch (e) {
    throw new UserError((e as Error).message);
  }
}

function terminalOpts(o: CommonOpts, kind?: TerminalOptions['kind']): TerminalOptions {
  return { cols: o.cols ?? process.stdout.columns ?? 80, rows: o.rows ?? Math.max(12, (process.stdout.rows ?? 24) - 1), color: o.color ?? terminalColorFromEnv(), kind };
}

function write(o: CommonOpts, pic: () => Picture): void {
  if (!o.out) throw new UserError('--out FILE.png is required (or --ansi to print the terminal picture)');
  const ext = extname(o.out).toLowerCase();
  if (ext !== '.png' && ext !== '.webp') throw new UserError(`--out must end in .png or .webp, got "${o.out}"`);
  checkOutputPath(o.out);
  const p = pic();
  writeFileSync(o.out, p.data);
  process.stdout.write(`wrote ${o.out} (${p.width}x${p.height}, ${p.data.length} bytes)\nalt: ${p.alt}\n`);
}

function common(cmd: Command): Command {
  return cmd
    .option('--seed <n>', 'match seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--turn <t>', 'draw turn T as the pictures number it (1 = the start; default: the end)', intArg('turn', 0, 100000))
    .option('--out <file>', 'write the picture here (.png or .webp)')
    .option('--ansi', 'print the terminal picture instead')
    .option('--cols <n>', 'terminal width in cells (with --ansi)', intArg('cols', 8, 1000))
    .option('--rows <n>', 'terminal height in cells (with --ansi)', intArg('rows', 4, 500))
    .option('--color <depth>', 'terminal colours: truecolor, 256 or none (with --ansi)', choiceArg('color', ['truecolor', '256', 'none'] as const));
}

function format(out?: string): 'png' | 'webp' {
  return out && extname(out).toLowerCase() === '.webp' ? 'webp' : 'png';
}

/** Adds the `render` subcommands. */
export function register(program: Command): void {
  const render = commandGroup(program, 'render', 'draw pictures of matches played by the bots');
  common(render.command('lantern').description('the warehouse as a viewer sees it at a turn'))
    .option('--ruleset <id>', 'lantern ruleset', 'lantern-classic')
    .option('--viewer <v>', 'seat:K, team:moth, team:owl, spectator or full', 'full')
    .action((o: CommonOpts) => {
      const m = play('lantern', o);
      const v = viewOf(m, parseViewer(o.viewer ?? 'full'));
      if (o.ansi) process.stdout.write(renderTerminal('lantern', v, terminalOpts(o)) + '\n');
      else write(o, () => renderPicture('lantern', v, { format: format(o.out) }));
    });
  for (const which of ['lamplighter', 'meters'] as const) {
    common(render.command(which).description(which === 'meters' ? 'the dread meters alone' : 'the lamp street under the dreadveil, with its meters'))
      .option('--ruleset <id>', 'lamplighter ruleset', 'lamplighter-solo')
      .option('--pale <on|off>', 'the Pale hunts (on) or not (off)', choiceArg('pale', ['on', 'off'] as const), 'on')
      .option('--viewer <v>', 'seat:K, spectator or full', 'seat:0')
      .option('--no-meters', 'the street without the meters panel')
      .action((o: CommonOpts) => {
        const m = play('lamplighter', o, { pale: o.pale !== 'off' });
        const v = viewOf(m, parseViewer(o.viewer ?? 'seat:0'));
        if (o.ansi) process.stdout.write(renderTerminal('lamplighter', v, terminalOpts(o, which === 'meters' ? 'meters' : 'picture')) + '\n');
        else write(o, () => (which === 'meters' ? renderMeters(v, { format: format(o.out) }) : renderPicture('lamplighter', v, { format: format(o.out), meters: o.meters })));
      });
  }
  common(render.command('dungeon').description('the dungeon as a viewer sees it at a turn'))
    .option('--ruleset <id>', 'dungeon ruleset', 'race')
    .option('--players <n>', 'entrants', intArg('players', 1, 32), 3)
    .option('--viewer <v>', 'seat:K, spectator or full', 'seat:0')
    .action((o: CommonOpts) => {
      const m = play('dungeon', o);
      const v = viewOf(m, parseViewer(o.viewer ?? 'seat:0'));
      if (o.ansi) process.stdout.write(renderTerminal('dungeon', v, terminalOpts(o)) + '\n');
      else write(o, () => renderPicture('dungeon', v, { format: format(o.out) }));
    });
  render.command('endcard').description('the end card of a whole match played by the bots')
    .argument('<game>', gameIds().join(', '), choiceArg('game', gameIds()))
    .option('--seed <n>', 'match seed', intArg('seed', 0, 0xffffffff), 1)
    .option('--ruleset <id>', 'ruleset (default: the game\'s first)')
    .option('--players <n>', 'entrants (dungeon)', intArg('players', 1, 32))
    .option('--pale <on|off>', 'lamplighter: the Pale hunts or not (default on)', choiceArg('pale', ['on', 'off'] as const))
    .option('--out <file>', 'write the card here (.png or .webp)')
    .option('--ansi', 'print the terminal card instead')
    .option('--cols <n>', 'terminal width in cells (with --ansi)', intArg('cols', 8, 1000))
    .option('--rows <n>', 'terminal height in cells (with --ansi)', intArg('rows', 4, 500))
    .option('--color <depth>', 'terminal colours: truecolor, 256 or none (with --ansi)', choiceArg('color', ['truecolor', '256', 'none'] as const))
    .action((game: GameId, o: CommonOpts) => {
      // A game whose player count varies (the Dungeon) gets three entrants unless told.
      const players = o.players ?? (getGame(game).playerCount ? 3 : undefined);
      const m = play(game, { ...o, players }, o.pale ? { pale: o.pale !== 'off' } : {});
      const results = m.game.results(m.state);
      if (!results) throw new UserError(`the ${game} match did not finish`);
      const final = m.game.view(m.state, { kind: 'full' });
      if (o.ansi) process.stdout.write(renderTerminal(game, final, { ...terminalOpts(o, 'endcard'), results }) + '\n');
      else write(o, () => renderEndCard(game, final, results, { format: format(o.out) }));
    });
}
