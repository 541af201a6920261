// The terminal UI knows games only through the registry: no file under tui/ names a game id (a
// quoted 'lantern', "dungeon", ...), so a game added to the registry plays with no tui change and an
// unknown game is never handed another game's screen. Left out: the files other work owns for now
// (tui/live/** and the live-mode table, until the real-time modes run as rulesets; the replay
// player's frame timing, until playback's frames say it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourcePaths } from '../source-files.ts';
import { gameIds } from '../../engine/games.ts';

const NOT_YET = new Set(['tui/live-modes.ts']);

describe('the terminal UI names no game', () => {
  it('has no quoted game id in any file under tui/', () => {
    const ids = gameIds();
    expect(ids.length).toBeGreaterThan(0);
    const quoted = new RegExp(`(['"\`])(${ids.join('|')})\\1`);
    const found: string[] = [];
    for (const rel of sourcePaths('tui')) {
      if (rel.startsWith('tui/live/') || NOT_YET.has(rel)) continue;
      readFileSync(join(ROOT, rel), 'utf8').split('\n').forEach((line, i) => {
        if (quoted.test(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
