// The four win conditions as strategy objects that MatchRoom consults at three decision points:
// onExit (a player reached the exit), onDeath (a player died), rank (final ordering, best first).
import { quirkOn, WIN } from './ruleset.ts';
import type { DungeonState, PlayerState, WinType } from './types.ts';

/** What a win condition may see and do: the state and a way to end the match. */
export interface WinRoom {
  readonly state: DungeonState;
  end(reason: string): void;
}

export interface WinCondition {
  readonly type: WinType;
  onExit(room: WinRoom, id: string): void;
  onDeath(room: WinRoom): void;
  rank(room: WinRoom): PlayerState[];
}

/** HIGH_SCORE and final-score terms (facts §5). */
export const SCORE = Object.freeze({
  escape: 200,
  treasure: 200,
  efficiencyBase: 300,
  efficiencyFreeMoves: 30,
  efficiencyPerMove: 3,
  proximityBase: 100,
  proximityPerTile: 2,
  finalBase: 100,
  placementBonus: [300, 200, 100] as readonly number[],
});

/** In play: alive and not finished. */
export function isActive(p: PlayerState): boolean {
  return p.alive && !p.finished;
}

/** Manhattan distance to the exit; Infinity for the dead when `deadInfinite`. */
export function exitDist(state: DungeonState, p: PlayerState, deadInfinite: boolean): number {
  if (deadInfinite && !p.alive) return Infinity;
  return Math.abs(p.x - state.map.exit.x) + Math.abs(p.y - state.map.exit.y);
}

/** The HIGH_SCORE pre-score: escape, treasure, move efficiency, and proximity for those still inside (not for the dead when `deadInfinite`). */
export function preScore(state: DungeonState, p: PlayerState, deadInfinite = false): number {
  let s = 0;
  if (p.escaped) s += SCORE.escape;
  if (p.hasTreasure) s += SCORE.treasure;
  s += Math.max(0, SCORE.efficiencyBase - SCORE.efficiencyPerMove * Math.max(p.moves - SCORE.efficiencyFreeMoves, 0));
  if (!p.escaped) {
    const d = exitDist(state, p, deadInfinite);
    if (Number.isFinite(d)) s += Math.max(0, SCORE.proximityBase - SCORE.proximityPerTile * d);
  }
  return s;
}

/** The stored final score: 100 + pre-score terms + placement bonus, rounded, never below 0. Race and co-op rank with a dead player's distance infinite, so the dead get no proximity bonus there (as the original). */
export function finalScore(state: DungeonState, p: PlayerState, place: number): number {
  const bonus = SCORE.placementBonus[place - 1] ?? 0;
  const type = state.ruleset.winCondition.type;
  const deadInfinite = type === WIN.FIRST_TO_EXIT || type === WIN.ALL_ESCAPE;
  return Math.max(0, Math.round(SCORE.finalBase + preScore(state, p, deadInfinite) + bonus));
}

const byId = (a: PlayerState, b: PlayerState): number => a.id.localeCompare(b.id);
const cmpNum = (a: number, b: number): number => (a === b ? 0 : a < b ? -1 : 1);
const flag = (v: boolean): number => (v ? 0 : 1); // true sorts first

/** Race ordering: pre-set winner, finished, alive, smaller dist (dead = ∞), treasure, fewer moves, id. */
function raceRank(room: WinRoom): PlayerState[] {
  const s = room.state;
  return [...s.players].sort((a, b) =>
    flag(a.id === s.winnerId) - flag(b.id === s.winnerId) ||
    flag(a.finished) - flag(b.finished) ||
    flag(a.alive) - flag(b.alive) ||
    cmpNum(exitDist(s, a, true), exitDist(s, b, true)) ||
    flag(a.hasTreasure) - flag(b.hasTreasure) ||
    cmpNum(a.moves, b.moves) ||
    byId(a, b));
}

const activeCount = (s: DungeonState): number => s.players.filter(isActive).length;

export const FIRST_TO_EXIT: WinCondition = Object.freeze({
  type: WIN.FIRST_TO_EXIT,
  onExit(room: WinRoom, id: string) {
    if (room.state.winnerId === null) room.state.winnerId = id;
    room.end('escaped');
  },
  onDeath(room: WinRoom) {
    const s = room.state;
    if (activeCount(s) === 0 && !s.players.some((p) => p.finished)) room.end('all_dead');
  },
  rank: raceRank,
});

/** LAST_ALIVE tier: in play 3, escaped 2, alive-and-finished 1, dead 0. */
export function lastAliveTier(p: PlayerState): number {
  if (!p.alive) return 0;
  if (isActive(p)) return 3;
  if (p.escaped) return 2;
  if (p.alive && p.finished) return 1;
  return 0;
}

function lastAliveCheck(room: WinRoom): void {
  const s = room.state;
  const active = activeCount(s);
  if (s.players.length >= 2 && active <= 1) room.end(active === 1 ? 'last_alive' : 'all_dead');
}

export const LAST_ALIVE: WinCondition = Object.freeze({
  type: WIN.LAST_ALIVE,
  onExit: (room: WinRoom) => lastAliveCheck(room),
  onDeath: (room: WinRoom) => lastAliveCheck(room),
  rank(room: WinRoom) {
    const s = room.state;
    return [...s.players].sort((a, b) =>
      lastAliveTier(b) - lastAliveTier(a) ||
      (b.deathOrder ?? 0) - (a.deathOrder ?? 0) ||
      flag(a.hasTreasure) - flag(b.hasTreasure) ||
      cmpNum(exitDist(s, a, false), exitDist(s, b, false)) ||
      byId(a, b));
  },
});

function resolvedCheck(room: WinRoom): void {
  if (activeCount(room.state) === 0) room.end('resolved');
}

export const HIGH_SCORE: WinCondition = Object.freeze({
  type: WIN.HIGH_SCORE,
  // quirk lastEscapeKeepsOpen (default): as the original, escaping never ends a score attack, even
  // when the last player in play escapes; the match then runs to its deadline
  onExit: (room: WinRoom) => { if (!quirkOn(room.state.ruleset, 'lastEscapeKeepsOpen')) resolvedCheck(room); },
  onDeath: (room: WinRoom) => resolvedCheck(room),
  rank(room: WinRoom) {
    const s = room.state;
    return [...s.players].sort((a, b) => preScore(s, b) - preScore(s, a) || cmpNum(a.moves, b.moves) || byId(a, b));
  },
});

function allEscapeCheck(room: WinRoom): void {
  const s = room.state;
  if (activeCount(s) > 0) return;
  room.end(s.players.some((p) => p.finished) ? 'all_escaped' : 'all_dead');
}

export const ALL_ESCAPE: WinCondition = Object.freeze({
  type: WIN.ALL_ESCAPE,
  onExit: (room: WinRoom) => allEscapeCheck(room),
  onDeath: (room: WinRoom) => allEscapeCheck(room),
  rank: raceRank,
});

const BY_TYPE: Readonly<Record<string, WinCondition>> = {
  [WIN.FIRST_TO_EXIT]: FIRST_TO_EXIT,
  [WIN.LAST_ALIVE]: LAST_ALIVE,
  [WIN.HIGH_SCORE]: HIGH_SCORE,
  [WIN.ALL_ESCAPE]: ALL_ESCAPE,
};

/** The strategy for a win-condition type; FIRST_TO_EXIT for any unknown type. */
export function resolveWinCondition(type: unknown): WinCondition {
  return (typeof type === 'string' && BY_TYPE[type]) || FIRST_TO_EXIT;
}

/** Expiry ordering (block deadline, hard ceiling): in play, dist, treasure, fewer moves, id. */
export function expiryRank(state: DungeonState): PlayerState[] {
  return [...state.players].sort((a, b) =>
    flag(isActive(a)) - flag(isActive(b)) ||
    cmpNum(exitDist(state, a, false), exitDist(state, b, false)) ||
    flag(a.hasTreasure) - flag(b.hasTreasure) ||
    cmpNum(a.moves, b.moves) ||
    byId(a, b));
}

/** Whether a ruleset's play is collective (co-op): no individual winner. */
export function isCollective(state: DungeonState): boolean {
  return state.ruleset.mode === 'coop' || state.ruleset.winCondition.type === WIN.ALL_ESCAPE;
}
