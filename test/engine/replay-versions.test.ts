// One replay shape for every game (issue 19): `{ format, version: 2, game, rulesetId, seed, env?,
// options, orders | controls, digests }`. Documents written before it (no version field, or
// Lantern's version 1) still read: each game upgrades them in one place (Game.readReplay), and they
// verify, play back and check field by field as they did. The fixtures under
// test/fixtures/replays/ were written by the code before issue 19.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkReplay } from '../../cli/replay-check.ts';
import { REPLAY_VERSION } from '../../engine/core/replay.ts';
import type { Game } from '../../engine/core/game.ts';
import { GAMES } from '../../engine/games.ts';

const fixture = (name: string): Record<string, any> => JSON.parse(readFileSync(new URL(`../fixtures/replays/${name}`, import.meta.url), 'utf8')) as Record<string, any>;

function botReplay(game: Game<any, any, any>, ruleset: string, seed: number | string, options: Record<string, unknown> = {}, absent = -1): Record<string, any> {
  let s = game.setup(ruleset, seed, options);
  while (!game.isOver(s)) s = game.resolveTurn(s, new Map(game.awaiting(s).filter((k) => k !== absent).map((k) => [k, game.baseline(s, k)]))).state;
  return JSON.parse(JSON.stringify(game.replay(s))) as Record<string, any>;
}

const OLD = [
  ['lantern', 'lantern-v1.json', () => botReplay(GAMES.lantern!, 'lantern-test', 5, { names: ['ann', 'bo', 'cy'] }, 3)],
  ['lamplighter', 'lamplighter-v1.json', () => botReplay(GAMES.lamplighter!, 'lamplighter-solo', 11, { pale: true })],
  ['dungeon', 'dungeon-v1.json', () => botReplay(GAMES.dungeon!, 'race', '11', { players: 2, names: ['ann', 'bo'], env: { DUNGEON_WIDTH: '30', DUNGEON_HEIGHT: '20' } })],
] as const;

describe('replay documents', () => {
  it.each(['lantern', 'lamplighter', 'dungeon'] as const)('%s writes the one shape, version 2', (id) => {
    const game = GAMES[id]!;
    const doc = botReplay(game, id === 'lantern' ? 'lantern-test' : game.rulesets()[0].id, 2);
    expect(doc).toMatchObject({ format: 'lamplit-replay', version: REPLAY_VERSION, game: id, rulesetId: expect.any(String), options: expect.any(Object), digests: expect.any(Array) });
    expect(Array.isArray(doc.orders) !== (typeof doc.controls === 'string')).toBe(true);
    expect(doc).not.toHaveProperty('ruleset');
    expect(doc).not.toHaveProperty('turns');
    expect(game.readReplay!(doc)).toEqual(doc);
  }, 120_000);

  it.each(OLD)('%s: a version-1 document upgrades to what the game writes now for the same match, verifies and plays back', { timeout: 120_000 }, (id, file, now) => {
    const game = GAMES[id]!;
    const old = fixture(file);
    expect(old.version ?? 1).toBe(1);
    expect(game.readReplay!(old)).toEqual(now());
    expect(game.verifyReplay(old)).toMatchObject({ ok: true });
    expect(checkReplay(game, old)).toMatchObject({ ok: true });
    expect([...game.replayFrames(old)].map((f) => JSON.stringify(f.view))).toEqual([...game.replayFrames(now())].map((f) => JSON.stringify(f.view)));
  });

  it.each(OLD)('%s: a tampered version-1 document still fails', (id, file) => {
    const game = GAMES[id]!;
    const old = fixture(file);
    if (id === 'lantern') {
      old.keyframes[1].digest = '00000000';
      expect(game.verifyReplay(old)).toMatchObject({ ok: false, tick: old.keyframes[1].tick });
      return;
    }
    if (id === 'dungeon') old.keyframes[1] = '00000000'; else old.turns[1].digest = '00000000';
    expect(game.verifyReplay(old)).toMatchObject({ ok: false, turn: 1 });
  });
});
