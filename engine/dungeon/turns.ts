// The turn adapter for chat (SPEC 4, "Turns"): a turn is 8 ticks; each seat's order gives its
// intent tick by tick. Game time is ticks × tickMs: the hard ceiling, and with a simulated chain
// the block deadline, are checked against it (the engine never reads a clock).
import type { GameEvent } from '../core/game.ts';
import { digestJson } from '../core/digest.ts';
import { baselineOrder } from './bots.ts';
import { SimulatedChain } from './header-source.ts';
import { MatchRoom } from './match-room.ts';
import { orderIntent, TICKS_PER_TURN } from './orders.ts';
import type { DungeonOrder, DungeonState } from './types.ts';
import { isActive } from './win-conditions.ts';

/** Seats that must order this turn: players in play while the match is active. */
export function awaitingSeats(s: DungeonState): number[] {
  if (s.status !== 'active') return [];
  return s.players.filter(isActive).map((p) => p.entrantSlot);
}

/** Game time of the state in ms. */
export function gameTimeMs(s: DungeonState): number {
  return s.tick * s.ruleset.timing.tickMs;
}

/** The simulated chain of a match played with `options.chain`, or null. */
export function matchChain(s: DungeonState): SimulatedChain | null {
  return s.options.chain ? new SimulatedChain(s.options.chain, s.seed) : null;
}

/** Game-time clocks after a tick: the hard ceiling, then a block deadline on a strictly later header past the floor. */
export function checkClocks(room: MatchRoom, chain: SimulatedChain | null): void {
  const s = room.state;
  if (s.status !== 'active') return;
  const t = gameTimeMs(s);
  if (t >= s.hardCeilingMs) { room.expire('hard_ceiling'); return; }
  if (chain && s.ruleset.timing.blockDeadline && s.startHeight !== null && t >= s.minDurationMs) {
    const h = chain.heightAt(t);
    if (h > s.startHeight) {
      s.endBlockHeight = h;
      room.expire('block_deadline');
    }
  }
}

/** The digest of the game state (replay bookkeeping excluded). */
export function stateDigest(s: DungeonState): string {
  const { log: _log, keyframes: _k, ...rest } = s;
  return digestJson(rest);
}

/** Resolves one turn on a copy of the state. */
export function resolveDungeonTurn(state: DungeonState, orders: ReadonlyMap<number, DungeonOrder>): { state: DungeonState; events: GameEvent[] } {
  const s = structuredClone(state);
  if (s.status !== 'active') return { state: s, events: [] };
  const room = new MatchRoom(s);
  const chain = matchChain(s);
  const given: Record<string, DungeonOrder> = {};
  for (const seat of awaitingSeats(s)) given[String(seat)] = orders.get(seat) ?? baselineOrder(s, seat);
  s.log.push(given);
  for (let i = 0; i < TICKS_PER_TURN && s.status === 'active'; i++) {
    for (const [seat, order] of Object.entries(given)) {
      const p = s.players[Number(seat)];
      if (!isActive(p)) continue;
      const dir = orderIntent(s, Number(seat), order, i);
      if (dir) room.queueMove(p.id, dir);
    }
    room.resolveTick();
    checkClocks(room, chain);
  }
  const events = room.drainEvents();
  s.turn++;
  s.keyframes.push(stateDigest(s));
  return { state: s, events };
}
