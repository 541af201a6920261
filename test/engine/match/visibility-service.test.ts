// The per-viewer event log through the match service: events come back from the store as stored
// (not the objects the engine made), and each game's filter judges them by their content. A Dungeon
// seat gets a monster move only if it saw that tile then; a Lantern seat gets a ring only if it heard
// it, without the engine's note of who else did.
import { describe, expect, it } from 'vitest';
import type { Game, GameEvent } from '../../../engine/core/game.ts';
import { DUNGEON } from '../../../engine/dungeon/dungeon-game.ts';
import { withMonsterMoves } from '../dungeon/monster-moves.ts';
import { LANTERN } from '../../../engine/lantern/index.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { TurnResolver } from '../../../engine/match/turn-resolver.ts';
import { MatchService } from '../../../engine/match/service.ts';
import { SPECTATOR, asPlayer } from '../../../engine/match/types.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';

const ADA = { id: 'p_ada', name: 'Ada' };

/** The Dungeon with its monster's steps as events (the original's quirk monsterStepNoKill off), so there are moves to filter. */
const DUNGEON_MOVES: typeof DUNGEON = { ...DUNGEON, setup: (rs, seed, opt) => withMonsterMoves(DUNGEON.setup(rs, seed, opt)) };

/** Ada in seat 0 (she never orders: the turn deadline passes and the baseline plays her), bots elsewhere. */
async function botMatch(game: Game<any, any, any>, ruleset: string, turns: number, bots: number, enough: (events: GameEvent[]) => boolean = () => false) {
  const t = { now: 1_700_000_000_000 };
  const store = new MemoryStore();
  const games = { [game.id]: game };
  const service = new MatchService({ store, clock: () => t.now, ids: seededIds(7), games });
  const resolver = new TurnResolver({ store, clock: () => t.now, games, claimMs: 5000 });
  const { matchId } = await service.createMatch({ game: game.id, ruleset, host: ADA, seed: 'vis-svc', bots, hostSeat: 0, options: { players: 3 } });
  await service.start(matchId, ADA.id);
  for (let i = 0; i < turns; i++) {
    t.now += 121_000; // past the turn deadline (dungeon 120 s, lantern 45 s), well inside any wall-clock budget
    await resolver.resolveMatch(matchId, 'p', () => true);
    if ((await service.snapshot(matchId)).status !== 'running' || enough((await store.events(matchId)).map((e) => e.event))) break;
  }
  return { store, service, matchId };
}

describe('events each viewer gets through the service', () => {
  it('Dungeon: each seat\'s monster moves are exactly those its seenBy note allows, read back from the store', async () => {
    const { store, service, matchId } = await botMatch(DUNGEON_MOVES, 'race', 30, 2, (ev) => ev.filter((e) => e.type === 'monster_move').length >= 12);
    expect((await service.snapshot(matchId)).status).toBe('running');
    const raw = (await store.events(matchId)).map((e) => e.event).filter((e) => e.type === 'monster_move');
    expect(raw.length).toBeGreaterThan(0);
    const ada = (await service.eventsFor(matchId, asPlayer(ADA.id))).map((e) => e.event).filter((e) => e.type === 'monster_move');
    expect(ada).toEqual(raw.filter((e) => (e.seenBy as number[]).includes(0)));
    const spectator = (await service.eventsFor(matchId, SPECTATOR)).map((e) => e.event).filter((e) => e.type === 'monster_move');
    expect(spectator).toEqual(raw.filter((e) => e.seenInPlay === true));
    let hiddenFromSomeone = 0;
    for (const seat of [0, 1, 2]) {
      const state = DUNGEON.decode((await store.getState(matchId))!);
      const mine = DUNGEON.eventsFor!(state, raw, { kind: 'seat', seat });
      expect(mine).toEqual(raw.filter((e) => (e.seenBy as number[]).includes(seat)));
      hiddenFromSomeone += raw.length - mine.length;
    }
    expect(hiddenFromSomeone).toBeGreaterThan(0);
  }, 60_000);

  it('Lantern: a live spectator gets no rings, and no delivered event carries the engine\'s note of who heard it', async () => {
    const { store, service, matchId } = await botMatch(LANTERN, 'lantern-test', 8, 5);
    expect((await service.snapshot(matchId)).status).toBe('running');
    const raw = (await store.events(matchId)).map((e) => e.event);
    const sounds = raw.filter((e) => e.type === 'sound');
    expect(sounds.length).toBeGreaterThan(0);
    expect(sounds.every((e) => Array.isArray(e.heard))).toBe(true);
    const spectator = (await service.eventsFor(matchId, SPECTATOR)).map((e) => e.event);
    expect(spectator.filter((e) => e.type === 'sound')).toEqual([]);
    const ada = (await service.eventsFor(matchId, asPlayer(ADA.id))).map((e) => e.event).filter((e) => e.type === 'sound');
    expect(ada).toEqual(sounds.filter((e) => (e.heard as number[]).includes(0)).map(({ heard: _h, ...rest }) => rest));
    const state = LANTERN.decode((await store.getState(matchId))!);
    for (const seat of [0, 1, 2, 3, 4, 5]) {
      const got = LANTERN.eventsFor!(state, raw, { kind: 'seat', seat }).filter((e) => e.type === 'sound');
      expect(got.every((e) => !('heard' in e))).toBe(true);
      expect(got.length).toBe(sounds.filter((e) => (e.heard as number[]).includes(seat)).length);
    }
  }, 60_000);
});
