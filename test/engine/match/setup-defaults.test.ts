// MatchService setupDefaults: per-game setup options (the process config's dungeon env) laid under a match's own.
import { describe, expect, it } from 'vitest';
import type { SetupOptions } from '../../../engine/core/game.ts';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import type { DungeonState } from '../../../engine/dungeon/types.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { MatchService } from '../../../engine/match/service.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import { ADA } from './harness.ts';

const ENV = { DUNGEON_WIDTH: '30', DUNGEON_HEIGHT: '15' };

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
  it('builds a dungeon match with the configured DUNGEON_WIDTH and DUNGEON_HEIGHT', async () => {
    const { state } = await startedRace({ dungeon: { env: ENV } });
    expect([state.map.width, state.map.height]).toEqual([30, 15]);
    expect(state.options.env).toEqual(ENV);
  });

  it('records only the world-shaping variables of the env', async () => {
    const { state } = await startedRace({ dungeon: { env: { ...ENV, NODE_ENV: 'production', CRYPTO_TYPE: 'BTC', MONSTER_SPEED: undefined } } });
    expect(state.options.env).toEqual(ENV);
  });

  it('writes the env into the replay, which verifies, and fails to verify without it', async () => {
    const { state } = await startedRace({ dungeon: { env: ENV } });
    const played = playBaseline(state, 6);
    const doc = JSON.parse(JSON.stringify(DUNGEON.replay(played))) as Record<string, unknown>;
    expect(doc.env).toEqual(ENV);
    const check = DUNGEON.verifyReplay(doc);
    expect(check).toEqual({ ok: true, summary: expect.any(String), digest: DUNGEON.digest(played) });
    delete doc.env;
    expect(DUNGEON.verifyReplay(doc).ok).toBe(false);
  });

  it('lets a match option win over the default', async () => {
    const store = new MemoryStore();
    const service = new MatchService({ store, clock: () => 1, ids: seededIds(8), games: { dungeon: DUNGEON }, setupDefaults: { dungeon: { env: ENV } } });
    const { matchId } = await service.createMatch({ game: 'dungeon', ruleset: 'race', host: ADA, bots: 'all', options: { players: 2, env: { DUNGEON_WIDTH: '40', DUNGEON_HEIGHT: '20' } } });
    await service.start(matchId, ADA.id);
    const s = DUNGEON.decode((await store.getState(matchId))!);
    expect([s.map.width, s.map.height]).toEqual([40, 20]);
  });

  it('leaves a match without defaults exactly as DUNGEON.setup makes it, with no env in its replay', async () => {
    const { state, seed, names } = await startedRace();
    const direct = DUNGEON.setup('race', seed, { players: 2, names });
    expect(DUNGEON.digest(state)).toBe(DUNGEON.digest(direct));
    expect(state.options.env).toBeNull();
    expect(DUNGEON.replay(state)).not.toHaveProperty('env');
  });
});
