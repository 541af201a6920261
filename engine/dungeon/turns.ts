// The turn adapter for chat (SPEC 4, "Turns"): a turn is 8 ticks (one in a real-time match); each
// seat's order gives its intent tick by tick. Game time is ticks × tickMs: the hard ceiling, and with a simulated chain
// the block deadline, are checked against it (the engine never reads a clock).
import { SPEED_UNIT } from './monster.ts';
import type { GameEvent } from '../core/game.ts';
import { digestJson, Fnv32 } from '../core/digest.ts';
import { baselineOrder } from './bots.ts';
import { SimulatedChain } from './header-source.ts';
import { MatchRoom } from './match-room.ts';
import { orderIntent, TICKS_PER_TURN } from './orders.ts';
import type { DungeonOrder, DungeonState } from './types.ts';
import { noteSightings, sightStart } from './view.ts';
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

const rulesetDigests = new WeakMap<object, string>();

/**
 * The digest of the game state (replay bookkeeping excluded): FNV-1a fed field by field; the map
 * enters by its sha256 fingerprint. `era: 'float'` gives the digest version-1 replays recorded,
 * when the monster's speed and counter were floats hashed as their decimal text (0.5, 1.5): the
 * same states, so a recorded match can still be checked and its digests brought up to date. The
 * division only rebuilds that text (exact for the speeds the rulesets use, multiples of 1/8; the
 * decimal text of a number is fixed by the language), and no rule reads it.
 */
export function stateDigest(s: DungeonState, era: 'integer' | 'float' = 'integer'): string {
  let rd = rulesetDigests.get(s.ruleset);
  if (!rd) { rd = digestJson(s.ruleset); rulesetDigests.set(s.ruleset, rd); }
  const h = new Fnv32().str(rd).str(s.seed).i32(s.draws).str(s.status).i32(s.tick).i32(s.level).i32(s.levels)
    .str(s.map.fingerprint).str(s.map.seed).i32(s.deathCount).str(s.winnerId ?? '-').str(s.endReason ?? '-')
    .i32(s.minDurationMs).i32(s.hardCeilingMs).i32(s.startHeight ?? -1).i32(s.endBlockHeight ?? -1).i32(s.turn).i32(s.maxPlayers);
  h.i32(s.treasure ? s.treasure.x : -1).i32(s.treasure ? s.treasure.y : -1);
  for (const p of s.players) {
    h.str(p.id).str(p.name).i32(p.entrantSlot).i32(p.x).i32(p.y).str(p.facing)
      .u8((p.alive ? 1 : 0) | (p.finished ? 2 : 0) | (p.escaped ? 4 : 0) | (p.hasTreasure ? 8 : 0))
      .i32(p.placement ?? -1).str(p.killedBy ?? '-').i32(p.score).i32(p.moves).i32(p.deathOrder ?? -1);
  }
  const m = s.monster;
  if (m && era === 'float') h.u8(1).i32(m.x).i32(m.y).str(String(m.speed / SPEED_UNIT)).i32(m.vision).str(String(m.aggressiveness)).str(String(m.acc / SPEED_UNIT)).i32(m.memory ? m.memory.x : -1).i32(m.memory ? m.memory.y : -1);
  else if (m) h.u8(1).i32(m.x).i32(m.y).i32(m.speed).i32(m.vision).str(String(m.aggressiveness)).i32(m.acc).i32(m.memory ? m.memory.x : -1).i32(m.memory ? m.memory.y : -1);
  else h.u8(0);
  for (const k of Object.keys(s.intents).sort()) h.str(k).str(s.intents[k]);
  return h.hex();
}

/** A copy for the next turn: every mutable part copied, the map (never mutated in place) and the frozen ruleset shared. */
export function cloneState(s: DungeonState): DungeonState {
  return {
    ...s,
    treasure: s.treasure ? { ...s.treasure } : null,
    players: s.players.map((p) => ({ ...p })),
    monster: s.monster ? { ...s.monster, memory: s.monster.memory ? { ...s.monster.memory } : null } : null,
    intents: { ...s.intents },
    log: [...s.log],
    keyframes: [...s.keyframes],
    names: [...s.names],
  };
}

/** Resolves one turn on a copy of the state. */
export function resolveDungeonTurn(state: DungeonState, orders: ReadonlyMap<number, DungeonOrder>): { state: DungeonState; events: GameEvent[] } {
  const s = cloneState(state);
  if (s.status !== 'active') return { state: s, events: [] };
  const room = new MatchRoom(s);
  const chain = matchChain(s);
  const given: Record<string, DungeonOrder> = {};
  // Real time: a seat with no step this tick stands; in turns the bot plays it.
  for (const seat of awaitingSeats(s)) given[String(seat)] = orders.get(seat) ?? (s.options.live ? { kind: 'wait' } : baselineOrder(s, seat));
  s.log.push(given);
  const plan = Object.entries(given).map(([seat, order]) => ({ seat: Number(seat), order }));
  const ticks = s.options.live ? 1 : TICKS_PER_TURN;
  for (let i = 0; i < ticks && s.status === 'active'; i++) {
    for (const { seat, order } of plan) {
      const p = s.players[seat];
      if (!isActive(p)) continue;
      const dir = orderIntent(s, seat, order, i);
      if (dir) s.intents[p.id] = dir;
    }
    const seen = sightStart(s);
    noteSightings(seen, room.resolveTick(), s); // who saw each monster move as it happened (the viewer filter reads it)
    checkClocks(room, chain);
  }
  const events = room.drainEvents();
  s.turn++;
  s.keyframes.push(stateDigest(s));
  return { state: s, events };
}
