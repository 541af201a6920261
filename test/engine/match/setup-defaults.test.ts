// MatchService setupDefaults: per-game setup options (the process config's typed dungeon world) laid under a match's own.
import { describe, expect, it } from 'vitest';
import type { SetupOptions } from '../../../engine/core/game.ts';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import type { DungeonState } from '../../../engine/dungeon/types.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { MatchService } from '../../../engine/match/service.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import { ADA } from './harness.ts';

const WORLD = { dungeon: { width: 30, height: 15 } };

/** Starts an all-bot race match on a fresh service and returns its stored state and seat names. */
async function startedRace(setupDefaults?: { dungeon: SetupOptions }): Promise<{ state: DungeonState; seed: string; names: string[] }> {
  const store = new MemoryStore();
  const service = new MatchService({ store, clock: () => 1_700_000_000_000, ids: seededIds(7), games: { dungeon: DUNGEON }, setupDefaults });
  const { matchId } = await service.createMatch({ game: 'dungeon', ruleset: 'race', host: ADA, bots: 'all', options: { players: 2 }, seed: 'defaults-seed' });
  await service.start(matchId, ADA.id);
  const text = await store.getState(matchId);
  if (text === null) throw new Error('a started match has a state');
  const doc = await store.getMatch(matchId);
  return { state: DUNGEON.decode(text), seed: doc!.seed, names: doc!.seats.map((s) => s.alias) };
}

/** Plays `turns` turns with every seat on the baseline order. */
function playBaseline(s: DungeonState, turns: number): DungeonState {
  for (let t = 0; t < turns && !DUNGEON.isOver(s); t++) {
    s = DUNGEON.resolveTurn(s, new Map(DUNGEON.awaiting(s).map((seat) => [seat, DUNGEON.baseline(s, seat)]))).state;
  }
  return s;
}

describe('MatchService setupDefaults', () => {
  it('builds a dungeon match in the configured world (30 x 15)', async () => {
    const { state } = await startedRace({ dungeon: { world: WORLD } });
    expect([state.map.width, state.map.height]).toEqual([30, 15]);
    expect(state.options.world).toEqual(WORLD);
  });

  it('keeps only the typed fields of a world it is given', async () => {
    const { state } = await startedRace({ dungeon: { world: { ...WORLD, paid: 'yes', levels: Number.NaN, extra: 1 } } });
    expect(state.options.world).toEqual(WORLD);
  });

  it('writes the world into the replay, which verifies, and fails to verify without it', async () => {
    const { state } = await startedRace({ dungeon: { world: WORLD } });
    const played = playBaseline(state, 6);
    const doc = JSON.parse(JSON.stringify(DUNGEON.replay(played))) as { options: Record<string, unknown> };
    expect(doc.options.world).toEqual(WORLD);
    expect(doc).not.toHaveProperty('env');
    const check = DUNGEON.verifyReplay(doc);
    expect(check).toEqual({ ok: true, summary: expect.any(String), digest: DUNGEON.digest(played) });
    delete doc.options.world;
    expect(DUNGEON.verifyReplay(doc).ok).toBe(false);
  });

  it('lets a match option win over the default', async () => {
    const store = new MemoryStore();
    const service = new MatchService({ store, clock: () => 1, ids: seededIds(8), games: { dungeon: DUNGEON }, setupDefaults: { dungeon: { world: WORLD } } });
    const { matchId } = await service.createMatch({ game: 'dungeon', ruleset: 'race', host: ADA, bots: 'all', options: { players: 2, world: { dungeon: { width: 40, height: 20 } } } });
    await service.start(matchId, ADA.id);
    const s = DUNGEON.decode((await store.getState(matchId))!);
    expect([s.map.width, s.map.height]).toEqual([40, 20]);
  });

  it('leaves a match without defaults exactly as DUNGEON.setup makes it, with no world in its replay', async () => {
    const { state, seed, names } = await startedRace();
    const direct = DUNGEON.setup('race', seed, { players: 2, names });
    expect(DUNGEON.digest(state)).toBe(DUNGEON.digest(direct));
    expect(state.options.world).toBeNull();
    expect((DUNGEON.replay(state) as { options: object }).options).not.toHaveProperty('world');
  });

  it('reads a match stored before worlds were typed (its env) into the same world', () => {
    const s = DUNGEON.setup('race', 'env-era', { players: 2, env: { DUNGEON_WIDTH: '30', DUNGEON_HEIGHT: '15' } });
    expect(s.options.world).toEqual(WORLD);
    const stored = JSON.parse(DUNGEON.encode(s)) as DungeonState;
    stored.options = { ...stored.options, world: undefined, env: { DUNGEON_WIDTH: '30', DUNGEON_HEIGHT: '15' } };
    const replay = DUNGEON.replay(DUNGEON.decode(JSON.stringify(stored))) as { options: { world?: unknown } };
    expect(replay.options.world).toEqual(WORLD);
  });
});
