// `lamplit replay export FILE --format lantern.replay.v1 [-o OUT]` writes a finished Lantern
// replay in the original game's replay format; `lamplit replay import FILE [-o OUT]` reads one
// (written by lamplit or by the original), re-simulates it and checks every keyframe, naming the
// first tick that differs; -o also writes it back as lamplit's own replay (for pictures and GIFs).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ORIGINAL_PROTOCOL, exportOriginalReplay, importOriginalReplay } from '../../engine/lantern/original-replay.ts';
import { asLanternReplay, lanternReplay, resimulate } from '../../engine/lantern/replay.ts';
import { choiceArg, commandGroup, UserError } from '../util.ts';

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UserError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UserError(`${file} is not ${what}: it is not JSON`);
  }
}

function writeOut(out: string | undefined, text: string): void {
  if (out === undefined) { process.stdout.write(text + '\n'); return; }
  try {
    writeFileSync(out, text + '\n');
  } catch (e) {
    throw new UserError(`cannot write ${out}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** Adds `replay export` and `replay import`. */
export function register(program: Command): void {
  const group = commandGroup(program, 'replay', 'work with replay files');
  group
    .command('export')
    .description(`write a Lantern replay in the original game's format (${ORIGINAL_PROTOCOL})`)
    .argument('<file>', 'a lamplit Lantern replay (JSON)')
    .requiredOption('--format <format>', `output format: ${ORIGINAL_PROTOCOL}`, choiceArg('format', [ORIGINAL_PROTOCOL] as const))
    .option('-o, --out <file>', 'write to FILE instead of standard output')
    .action((file: string, opts: { format: string; out?: string }) => {
      const rp = asLanternReplay(readJson(file, 'a Lantern replay'));
      if (typeof rp === 'string') throw new UserError(`${file}: ${rp}`);
      const state = resimulate(rp);
      writeOut(opts.out, JSON.stringify(exportOriginalReplay(state)));
    });
  group
    .command('import')
    .description(`re-simulate a ${ORIGINAL_PROTOCOL} replay and check every keyframe (digest, cogs, crates, heartbeat, hidden ticks)`)
    .argument('<file>', `a ${ORIGINAL_PROTOCOL} replay (JSON)`)
    .option('-o, --out <file>', 'also write it as a lamplit Lantern replay')
    .action((file: string, opts: { out?: string }) => {
      const got = importOriginalReplay(readJson(file, `a ${ORIGINAL_PROTOCOL} replay`));
      if (!got.ok) {
        const where = got.tick !== undefined ? `first differing tick ${got.tick}: ` : '';
        throw new UserError(`replay ${file} does not import: ${where}${got.error}`, 1);
      }
      if (opts.out) writeOut(opts.out, JSON.stringify(lanternReplay(got.state)));
      process.stdout.write(`${got.summary}\n`);
    });
}
