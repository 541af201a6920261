// `lamplit replay gif REPLAY --out FILE.gif`: plays a replay back (the game's replayFrames) and writes
// an animated GIF of the whole match, seen from all sides (under 8 MB, to post on Discord).
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { GameId } from '../../engine/core/game.ts';
import { getGame } from '../../engine/games.ts';
import { renderReplayGif } from '../../renders/index.ts';
import { checkOutputPath, commandGroup, UserError } from '../util.ts';
import { readReplay } from './replay-verify.ts';

/** Adds `replay gif`. */
export function register(program: Command): void {
  commandGroup(program, 'replay', 'work with replay files')
    .command('gif')
    .description('re-simulate a replay and write an animated GIF of the whole match')
    .argument('<file>', 'replay JSON file')
    .requiredOption('--out <file>', 'where to write the GIF (.gif)')
    .action((file: string, o: { out: string }) => {
      if (!o.out.toLowerCase().endsWith('.gif')) throw new UserError(`--out must end in .gif, got "${o.out}"`);
      checkOutputPath(o.out);
      const { game, doc } = readReplay(file);
      try {
        getGame(game);
      } catch (e) {
        throw new UserError(`${file} is a replay of "${game}": ${(e as Error).message}`);
      }
      let gif;
      try {
        gif = renderReplayGif(game as GameId, doc);
      } catch (e) {
        throw new UserError(`${file}: ${(e as Error).message}`);
      }
      writeFileSync(o.out, gif.data);
      process.stdout.write(`wrote ${o.out} (${gif.width}x${gif.height}, ${gif.frames} frames, ${(gif.durationMs / 1000).toFixed(1)} s, ${gif.data.length} bytes)\n`);
    });
}
