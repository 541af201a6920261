// Renders only draw views (issue 19): nothing under renders/ sets a match up, resolves a turn or
// steps a game, and the replay GIFs draw the frames the game's own playback gives
// (Game.replayFrames). Before, renders/play.ts played matches, and the Lamplighter and Dungeon GIFs
// re-simulated replays with setupMatch/runTurn and resolveTurn. Also: renders have no import
// circles (index.ts → registry.ts → the games → renders/types.ts, never back).
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../source-files.ts';


/** Engine functions that run a match: setting it up, resolving turns, stepping ticks, re-simulating. */
const SIMULATING = /\b(setup\w*|resolve\w*Turn|runTurn|step\w*|wrapRound|createRound|resimulate|play\w*Match|playToTurn|playAutopilot)\b/;

/** The names a file imports from engine/ (value imports only: types run nothing). */
function engineImports(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (m[1] || !m[3].includes('/engine/')) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The relative imports of a file, resolved to repository paths. */
function localImports(file: string, text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)].map((m) => normalize(join(dirname(file), m[1])));
}

describe('renders only draw views', () => {
  const files = sources('renders', 'all');

  it('imports no engine function that sets up, resolves, steps or re-simulates a match', () => {
    const bad = files.flatMap((f) => engineImports(f.text).filter((n) => SIMULATING.test(n)).map((n) => `${f.file}: ${n}`));
    expect(bad).toEqual([]);
  });

  it('calls no game\'s setup, resolveTurn or step through the contract', () => {
    const bad = files.filter((f) => /\.(setup|resolveTurn|baseline)\(/.test(f.text)).map((f) => f.file);
    expect(bad).toEqual([]);
  });

  it('has no import circle', () => {
    const graph = new Map(files.map((f) => [f.file, localImports(f.file, f.text).filter((p) => p.startsWith('renders/'))]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') { circles.push([...path.slice(path.indexOf(file)), file].join(' → ')); return; }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('the picture types live in renders/types.ts, and no game\'s drawing file imports the API or the registry', () => {
    const bad = files.filter((f) => /^renders\/(lantern|lamplighter|dungeon|terminal|draw|gif)\//.test(f.file))
      .filter((f) => localImports(f.file, f.text).some((p) => p === 'renders/index.ts' || p === 'renders/registry.ts'))
      .map((f) => f.file);
    expect(bad).toEqual([]);
  });
});
