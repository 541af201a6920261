// A match service over a MemoryStore with a fake clock and the count game, for the match tests.
import { MatchHooks } from '../../../engine/match/hooks.ts';
import { TurnResolver } from '../../../engine/match/turn-resolver.ts';
import { expect } from 'vitest';
import { MatchError, MatchService } from '../../../engine/match/service.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import type { Game, GameEvent } from '../../../engine/core/game.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import type { MatchStore } from '../../../engine/store/types.ts';
import { countGame } from './fixtures/count-game.ts';

export const ADA = { id: 'p_ada', name: 'Ada' };
export const BO = { id: 'p_bo', name: 'Bo' };
export const CY = { id: 'p_cy', name: 'Cy' };

/** A service, a resolver and a settable clock over one store. */
export function harness(opts: { store?: MatchStore; game?: Game<any, any, any> } = {}) {
  const t = { now: 1_700_000_000_000 };
  const store = opts.store ?? new MemoryStore();
  const games = { lantern: opts.game ?? countGame };
  const clock = () => t.now;
  const committed: GameEvent[][] = [];
  const hooks = new MatchHooks();
  hooks.on('onCommitted', (_d, ev) => { committed.push(ev); });
  const service = new MatchService({ store, clock, ids: seededIds(42), games, hooks });
  const resolver = new TurnResolver({ store, clock, games, claimMs: 5000, hooks });
  /** Resolves everything due now (as one process would), returning the turns resolved. */
  const resolveDue = async (token = 'proc-a'): Promise<number> => {
    let turns = 0;
    for (const id of await resolver.due(100)) turns += (await resolver.resolveMatch(id, token)).turns;
    return turns;
  };
  return { t, store, service, resolver, resolveDue, committed, hooks };
}

/** A running count-short match with Ada (seat 0), Bo (seat 1) and Cy (seat 2). */
export async function runningMatch(h: ReturnType<typeof harness>, turnSeconds?: number): Promise<string> {
  const { matchId, code } = await h.service.createMatch({ game: 'lantern', ruleset: 'count-short', host: ADA, turnSeconds });
  await h.service.join(code, BO);
  await h.service.join(code, CY);
  await h.service.start(matchId, ADA.id);
  return matchId;
}

/** Types of a match's events, in order. */
export async function eventTypes(store: MatchStore, id: string): Promise<string[]> {
  return (await store.events(id)).map((e) => e.event.type);
}

/** The MatchError a call is refused with, in one line (fails the test if it resolves or throws anything else). */
export async function refusal(p: Promise<unknown>): Promise<MatchError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(MatchError);
  expect((err as Error).message).not.toContain('\n');
  return err as MatchError;
}
