// No front end, render, runtime or CLI file names a game by comparing with its id (`game === 'lantern'`,
// `case 'dungeon':`): what a front end needs to know about a game comes through the Game contract
// and the registry (issue 19). Only a game's own folders (engine/<game>/, renders/<game>/) and the
// registry (engine/games.ts) may compare ids.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourcePaths } from './source-files.ts';
import { gameIds } from '../engine/games.ts';

const FOLDERS = ['engine', 'renders', 'runtime', 'bot', 'tui', 'cli', 'bench'];
const IDS = gameIds();

/** Where an id may be compared: the registry, and each game's own folders. */
const ALLOWED = (file: string) => file === 'engine/games.ts' || IDS.some((id) => file.startsWith(`engine/${id}/`) || file.startsWith(`renders/${id}/`));

/**
 * TEMPORARY (removed by contract-tui/playback): files other helpers of issue 19 move onto the
 * contract in their own branches. The coordinator empties this list at merge; nothing may be added.
 */
const TEMPORARY = new Set<string>([]);

/** The lines of a source that compare something with a game id (comments left out). */
export function idComparisons(text: string, ids: readonly string[]): string[] {
  const alt = ids.map((id) => id.replace(/[-]/g, '\\-')).join('|');
  const quoted = `['"\`](?:${alt})['"\`]`;
  const compare = new RegExp(`(?:[!=]==?\\s*${quoted})|(?:${quoted}\\s*[!=]==?)|(?:\\bcase\\s+${quoted}\\s*:)`);
  return text.split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && compare.test(line)).map((l) => l.trim());
}

describe('game ids', () => {
  it('the matcher finds comparisons with an id in every spelling, and not ids in plain words', () => {
    const q = "'";
    const id = IDS[0];
    expect(idComparisons(`if (game === ${q}${id}${q}) x();`, IDS)).toHaveLength(1);
    expect(idComparisons(`const a = ${q}${id}${q} !== g;`, IDS)).toHaveLength(1);
    expect(idComparisons(`    case "${id}": return 1;`, IDS)).toHaveLength(1);
    expect(idComparisons(`g.id == \`${id}\``, IDS)).toHaveLength(1);
    expect(idComparisons(`const t = ${q}${id}${q}; // ${id} === x`, IDS)).toHaveLength(0);
    expect(idComparisons(`  // if (g === ${q}${id}${q})`, IDS)).toHaveLength(0);
  });

  it.each(FOLDERS)('no file under %s/ outside a game\'s own folders compares with a game id', (folder) => {
    const found = sourcePaths(folder)
      .filter((file) => !ALLOWED(file) && !TEMPORARY.has(file))
      .flatMap((file) => idComparisons(readFileSync(join(ROOT, file), 'utf8'), IDS).map((line) => `${file}: ${line}`));
    expect(found).toEqual([]);
  });
});
