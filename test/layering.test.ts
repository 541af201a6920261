// Layering rules that hold today (issue 19 has the rest): the lower floors never import the CLI
// (errors every layer raises live in engine/core/errors.ts); the front ends reach the store only
// through the match service and runtime, and the store is below the match service (it imports
// nothing from engine/match); and Lantern, which claims integer determinism, takes no float square root.
import { describe, expect, it } from 'vitest';
import { sources } from './source-files.ts';


describe('layering', () => {
  it.each(['engine', 'runtime', 'renders', 'bot', 'tui'])('%s/ imports nothing from cli/', (folder) => {
    const up = /from ['"](\.\.\/)+cli\//;
    expect(sources(folder, 'line').filter((s) => up.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it.each(['bot', 'tui'])('%s/ imports nothing from engine/store (the match service and runtime give it what it needs)', (folder) => {
    const store = /(from|import\()\s*['"](\.\.\/)+engine\/store\//;
    expect(sources(folder, 'line').filter((s) => store.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it.each(['bot', 'tui'])('%s/ reaches the store only through the match service\'s methods, never its `store`', (folder) => {
    expect(sources(folder, 'line').filter((s) => /\bservice\.store\b/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it.each(['bot', 'tui'])('%s/ reads events only filtered for a caller (eventsFor, visibleEvents), never the operators\' unfiltered service.events', (folder) => {
    expect(sources(folder, 'line').filter((s) => /\bservice\.events\(/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('the store (engine/store, runtime/redis-*) imports nothing from engine/match', () => {
    const match = /(from|import\()\s*['"](\.\.\/)+(engine\/)?match\//;
    const store = [...sources('engine/store', 'line'), ...sources('runtime', 'line').filter((s) => /^runtime\/redis-/.test(s.file))];
    expect(store.length).toBeGreaterThan(3);
    expect(store.filter((s) => match.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('engine/lantern takes no float square root (isqrt from engine/core/intmath.ts)', () => {
    expect(sources('engine/lantern', 'line').filter((s) => /Math\.(sqrt|hypot|pow)\(/.test(s.text)).map((s) => s.file)).toEqual([]);
  });
});
