// What happened to each player, in words, for end screens: how they ended (escaped, still inside,
// who or what felled them), why they are placed where they are (the first ranking key that sets
// them above the next player) and which of the original's quirks shaped the outcome. The headline
// itself is outcome-text.ts's (one sentence for every screen).
import { quirkOn, WIN } from './ruleset.ts';
import type { DungeonState, PlayerState } from './types.ts';
import { exitDist, lastAliveTier, preScore } from './win-conditions.ts';

const nameOf = (s: DungeonState, id: string | null): string => s.players.find((p) => p.id === id)?.name ?? String(id);

/** How a player's match ended, in a few words. */
export function howItEnded(s: DungeonState, p: PlayerState): string {
  if (p.escaped) return p.hasTreasure ? 'escaped with the treasure' : 'escaped';
  if (p.alive) return p.finished ? 'left the dungeon' : `still inside, ${exitDist(s, p, false)} tiles from the exit`;
  const by = p.killedBy;
  if (by === 'monster') return 'caught by the monster';
  if (by === 'forfeit') return 'forfeited';
  if (by === 'afk') return 'removed for inactivity';
  return s.players.some((q) => q.id === by) ? `struck down by ${nameOf(s, by)}` : `fell (${by ?? 'unknown'})`;
}

/** The first ranking key that puts `a` above `b` under the ruleset's win condition, in words. */
function aboveBecause(s: DungeonState, a: PlayerState, b: PlayerState): string {
  const type = s.ruleset.winCondition.type;
  const cmp = (x: number, y: number, words: string) => (x !== y ? words : null);
  if (type === WIN.LAST_ALIVE) {
    const ta = lastAliveTier(a), tb = lastAliveTier(b);
    if (ta !== tb) return ta === 3 ? 'the last one standing' : ta === 2 ? 'escaped alive' : 'survived';
    if ((a.deathOrder ?? 0) !== (b.deathOrder ?? 0)) return `fell later than ${b.name}`;
    if (a.hasTreasure !== b.hasTreasure) return 'holds the treasure';
    const da = exitDist(s, a, false), db = exitDist(s, b, false);
    return cmp(da, db, `closer to the exit (${da} vs ${db} tiles)`) ?? `ahead of ${b.name} by name order (a tie)`;
  }
  if (type === WIN.HIGH_SCORE) {
    const pa = preScore(s, a), pb = preScore(s, b);
    return cmp(pa, pb, `scored more before bonuses (${pa} vs ${pb})`) ?? cmp(a.moves, b.moves, `fewer moves (${a.moves} vs ${b.moves})`) ?? `ahead of ${b.name} by name order (a tie)`;
  }
  if (a.id === s.winnerId && b.id !== s.winnerId) return a.escaped ? 'first out of the exit' : a.alive ? 'named winner' : 'named winner though fallen (the original\'s rule)';
  if (a.finished !== b.finished) return 'escaped';
  if (a.alive !== b.alive) return 'survived';
  const da = exitDist(s, a, true), db = exitDist(s, b, true);
  if (da !== db) return `closer to the exit (${da} vs ${db} tiles)`;
  if (a.hasTreasure !== b.hasTreasure) return 'holds the treasure';
  return cmp(a.moves, b.moves, `fewer moves (${a.moves} vs ${b.moves})`) ?? `ahead of ${b.name} by name order (a tie)`;
}

/** Why each player (in placement order) is placed where they are: how they ended, and what sets them above the next. */
export function placementReasons(s: DungeonState, ranked: readonly PlayerState[]): string[] {
  return ranked.map((p, i) => {
    const ended = howItEnded(s, p);
    const next = ranked[i + 1];
    return next ? `${ended}; placed above ${next.name}: ${aboveBecause(s, p, next)}` : ended;
  });
}

/** Which of the original's quirks shaped this outcome, in words (empty when none did). */
export function quirkNotes(s: DungeonState): string[] {
  const notes: string[] = [];
  const everyoneFell = s.players.length > 0 && !s.players.some((p) => p.alive || p.finished);
  if (everyoneFell && s.winnerId && quirkOn(s.ruleset, 'winnerWhenAllDead')) notes.push(`winnerWhenAllDead: everyone fell, yet ${nameOf(s, s.winnerId)} is named winner and takes the first-place bonus, as in the original`);
  if (s.ruleset.winCondition.type === WIN.HIGH_SCORE && quirkOn(s.ruleset, 'lastEscapeKeepsOpen') && s.players.some((p) => p.escaped) && !s.players.some((p) => p.alive && !p.finished) && s.endReason !== 'resolved') {
    notes.push('lastEscapeKeepsOpen: the last player in play escaped, but a score attack ends only when everyone has fallen or at its deadline, as in the original');
  }
  if (s.monster && quirkOn(s.ruleset, 'monsterAtOriginFewRooms') && s.map.rooms <= 2 && s.monster.x === 0 && s.monster.y === 0) notes.push('monsterAtOriginFewRooms: this map has two rooms, so the monster started stuck in the wall at (0, 0), as in the original');
  return notes;
}
