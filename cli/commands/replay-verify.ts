// `lamplit replay verify FILE`: re-simulates any game's replay, checks every keyframe digest, and
// plays the match again from the inputs it records to check every other field it claims (cli/replay-check.ts).
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { getGame } from '../../engine/games.ts';
import { checkReplay } from '../replay-check.ts';
import { commandGroup, UserError } from '../util.ts';

/** Reads a replay file and names its game; a one-line error when it is not a replay. */
export function readReplay(file: string): { game: string; doc: unknown } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UserError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UserError(`${file} is not a replay: it is not JSON`);
  }
  const game = doc && typeof doc === 'object' ? (doc as { game?: unknown }).game : undefined;
  if (typeof game !== 'string') throw new UserError(`${file} is not a replay: it names no game`);
  return { game, doc };
}

/** Adds `replay verify`. */
export function register(program: Command): void {
  commandGroup(program, 'replay', 'work with replay files')
    .command('verify')
    .description('re-simulate a replay (any game) and check every keyframe digest and every field it records against the match played again')
    .argument('<file>', 'replay JSON file')
    .action((file: string) => {
      const { game, doc } = readReplay(file);
      let g;
      try {
        g = getGame(game);
      } catch (e) {
        throw new UserError(`${file} is not a replay of a known game: ${(e as Error).message}`);
      }
      const check = checkReplay(g, doc);
      if (check.ok) {
        process.stdout.write(`${check.summary}\n`);
        return;
      }
      // One form for every failure in time: the first differing tick, then the field and both values.
      const where = check.tick !== undefined ? `first differing tick ${check.tick}: ` : '';
      throw new UserError(`replay ${file} does not verify: ${where}${check.error}`, 1);
    });
}
