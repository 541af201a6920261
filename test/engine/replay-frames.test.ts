// Replay playback through the Game contract (issue 19): every game plays its replay document back as
// full views, oldest first, from the match as set up to its end, so renders and front ends draw
// these frames instead of re-simulating matches themselves.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../engine/core/game.ts';
import { GAMES } from '../../engine/games.ts';

function botMatch(game: Game<any, any, any>, ruleset: string, seed: number | string, options: Record<string, unknown> = {}) {
  let s = game.setup(ruleset, seed, options);
  const start = s;
  while (!game.isOver(s)) s = game.resolveTurn(s, new Map(game.awaiting(s).map((k) => [k, game.baseline(s, k)]))).state;
  return { start, end: s, doc: JSON.parse(JSON.stringify(game.replay(s))) as unknown };
}

const CASES = [['lantern', 'lantern-test', 4, {}], ['lamplighter', 'lamplighter-duo', 3, {}], ['dungeon', 'race', '5', { players: 3 }]] as const;

describe('Game.replayFrames', () => {
  it.each(CASES)('%s: the first frame is the match as set up, the last its end, turns in order', (id, ruleset, seed, options) => {
    const game = GAMES[id]!;
    const m = botMatch(game, ruleset, seed, options);
    const frames = [...game.replayFrames(m.doc)];
    expect(frames.length).toBeGreaterThan(2);
    expect(frames[0].tick).toBe(0);
    const last = frames[frames.length - 1];
    expect(JSON.stringify(last.view)).toBe(JSON.stringify(game.view(m.end, { kind: 'full' })));
    expect(frames.every((f, i) => i === 0 || (f.turn >= frames[i - 1].turn && f.tick >= frames[i - 1].tick))).toBe(true);
  }, 120_000);

  it('turn games give one frame per turn, and with ticks also each tick inside a turn, marked by its step', () => {
    const dungeon = GAMES.dungeon!;
    const m = botMatch(dungeon, 'race', '5', { players: 3 });
    const turns = (m.doc as { orders: unknown[] }).orders.length;
    expect([...dungeon.replayFrames(m.doc)]).toHaveLength(turns + 1);
    const ticks = [...dungeon.replayFrames(m.doc, { ticks: true })];
    expect(ticks.filter((f) => !f.step)).toHaveLength(turns + 1);
    expect(ticks.filter((f) => f.step).length).toBeGreaterThan(turns);
    expect(ticks.filter((f) => f.step).every((f) => f.step!.index >= 1 && f.step!.index < f.step!.of)).toBe(true);
  });

  it('Lantern gives a frame every `every` ticks', () => {
    const lantern = GAMES.lantern!;
    const m = botMatch(lantern, 'lantern-test', 4);
    const frames = [...lantern.replayFrames(m.doc, { every: 60 })];
    expect(frames.slice(0, -1).every((f) => f.tick % 60 === 0)).toBe(true);
  }, 120_000);

  it.each(['lantern', 'lamplighter', 'dungeon'] as const)('%s refuses another game\'s document with one line', (id) => {
    expect(() => [...GAMES[id]!.replayFrames({ game: 'chess', turns: [] })]).toThrow(new RegExp(`^(not a ${id} replay|damaged)[^\\n]*$`));
  });
});
