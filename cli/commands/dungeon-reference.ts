// `lamplit dungeon layout --preset P --seed S [--json]` and
// `lamplit dungeon trace --seed S [--preset normal] [--ruleset race] [--max-ticks 300] [--json]`:
// the layout and the two-player reference match in the shape of the original's reference records
// (layouts.json and matches.json), so a seed can be checked against the original game.
import type { Command } from 'commander';
import { LAYOUT_PRESETS, layoutRecord, type LayoutRecord } from '../../engine/dungeon/layout-record.ts';
import { referenceTrace, type TraceRecord } from '../../engine/dungeon/reference-trace.ts';
import { listMatchRulesets } from '../../engine/dungeon/registry.ts';
import { choiceArg, commandGroup, intArg, printJson, UserError } from '../util.ts';

/** Runs an engine call, turning its one-line error into a user error. */
function userErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw new UserError((e as Error).message.split('\n')[0]);
  }
}

/** A readable layout: the map with E, X, $ and M over it, and the facts beside. */
function layoutText(r: LayoutRecord): string {
  const rows = r.tiles.map((row) => [...row]);
  const mark = (p: [number, number] | null, c: string) => { if (p) rows[p[1]][p[0]] = c; };
  mark(r.monster_start, 'M'); mark(r.treasure, '$'); mark(r.exit, 'X'); mark(r.entrance, 'E');
  return [
    `${r.preset} ${r.width}×${r.height}, seed "${r.seed}" (seed_int ${r.seed_int}, attempt ${r.attempts}, ROT seed ${r.rot_seed})`,
    ...rows.map((row) => row.join('')),
    `${r.rooms.length} rooms, ${r.torches} torches; E entrance ${r.entrance}, X exit ${r.exit}, $ treasure ${r.treasure}, M monster ${r.monster_start} (${r.monster_rule})`,
    `fingerprint ${r.fingerprint}`,
  ].join('\n') + '\n';
}

/** A short account of the reference match. */
function traceText(r: TraceRecord): string {
  const lines = [`${r.ruleset} on ${r.preset}, seed "${r.seed}": ${r.final.endReason} after ${r.final.tickCount} ticks${r.expired_by_driver ? ' (stopped by the driver)' : ''}, winnerId ${r.final.winnerId}`];
  for (const [id, p] of Object.entries(r.final.players).sort(([, a], [, b]) => (a.placement ?? 99) - (b.placement ?? 99))) {
    const what = p.escaped ? 'escaped' : p.alive ? 'still inside' : `killed by ${p.killedBy}`;
    lines.push(`  ${p.placement}. ${id} ${what}${p.hasTreasure ? ' with the treasure' : ''}, ${p.moves} moves, score ${p.score}`);
  }
  return lines.join('\n') + '\n';
}

/** Adds `dungeon layout` and `dungeon trace`. */
export function register(program: Command): void {
  const dungeon = commandGroup(program, 'dungeon', 'the dungeon as the original game builds and plays it, for checking a seed');
  dungeon.command('layout')
    .description('the layout of a seed on a preset, as a layouts.json record of the original\'s reference data')
    .requiredOption('--seed <seed>', 'the seed string (any text; its hex characters seed the digger)')
    .option('--preset <preset>', `one of ${LAYOUT_PRESETS.join(', ')}`, choiceArg('preset', LAYOUT_PRESETS), 'normal')
    .option('--json', 'print the record as one line of JSON')
    .action((opts: { seed: string; preset: string; json?: boolean }) => {
      const r = userErrors(() => layoutRecord(opts.seed, opts.preset));
      if (opts.json) return printJson(r);
      process.stdout.write(layoutText(r));
    });
  dungeon.command('trace')
    .description('the original\'s two-player reference match (FORMAT.md §4) played by lamplit\'s match engine, as a matches.json record')
    .requiredOption('--seed <seed>', 'the seed string')
    .option('--preset <preset>', `one of ${LAYOUT_PRESETS.join(', ')}`, choiceArg('preset', LAYOUT_PRESETS), 'normal')
    .option('--ruleset <id>', `a match ruleset: ${listMatchRulesets().map((r) => r.id).join(', ')}`, 'race')
    .option('--max-ticks <n>', 'ticks before the driver expires the match (hard_ceiling)', intArg('--max-ticks', 1, 100_000), 300)
    .option('--players <n>', 'entrants p1…pN (odd slots go for the treasure)', intArg('--players', 2, 8), 2)
    .option('--json', 'print the record as one line of JSON')
    .action((opts: { seed: string; preset: string; ruleset: string; maxTicks: number; players: number; json?: boolean }) => {
      const r = userErrors(() => referenceTrace({ seed: opts.seed, preset: opts.preset, ruleset: opts.ruleset, maxTicks: opts.maxTicks, players: opts.players }));
      if (opts.json) return printJson(r);
      process.stdout.write(traceText(r));
    });
}
