// How a finished Dungeon match reads: one outcome sentence and, per placement, why it stands where
// it does. The ranking itself is the original's (win-conditions.ts); this only says it in words, so
// a dead player is never said to "win" (when everyone fell, the original still places someone
// first: that is said as what it is, "everyone fell; ada placed first as the last to fall").
// Pure text, shared by the engine's summary, the terminal, the end cards and `sim dungeon`.
import type { DungeonPlacement, WinType } from './types.ts';

/** What the wording needs of a result (DungeonResults has all of it). */
export interface OutcomeInput {
  reason: string;
  winnerId: string | null;
  placements: readonly DungeonPlacement[];
  collective: boolean;
}

/** End reasons in words. */
const REASON: Record<string, string> = {
  escaped: 'someone escaped',
  all_dead: 'everyone fell',
  last_alive: 'one player is left standing',
  resolved: 'everyone is out',
  all_escaped: 'everyone still standing escaped',
  hard_ceiling: 'time ran out',
  block_deadline: 'the block deadline passed',
  cancelled: 'the match was cancelled',
};

/** An end reason in words ("all_dead" → "everyone fell"); unknown reasons lose their underscores. */
export function reasonText(reason: string): string {
  return REASON[reason] ?? reason.replace(/_/g, ' ');
}

/** The name behind a `killedBy` ("monster", a player id such as P4, "afk", "forfeit"), as standings name players. */
export function killerText(killedBy: string | null, placements: readonly { id: string; name: string }[]): string {
  if (!killedBy) return '';
  const rival = placements.find((p) => p.id === killedBy);
  if (rival) return rival.name;
  if (killedBy === 'monster') return 'the monster';
  if (killedBy === 'afk') return 'leaving (away too long)';
  if (killedBy === 'forfeit') return 'forfeit';
  return killedBy.replace(/_/g, ' ');
}

const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
const moves = (n: number): string => `${n} move${n === 1 ? '' : 's'}`;

/**
 * Why one placement stands where it does, in the win condition's own terms: "escaped first",
 * "still in play", "the last to fall", "fell 2nd to last", "score 934".
 */
export function placementReason(winType: WinType, p: DungeonPlacement, all: readonly DungeonPlacement[], winnerId: string | null): string {
  const loot = p.hasTreasure ? ', with the treasure' : '';
  const fell = `fell to ${killerText(p.killedBy, all) || 'the dungeon'}`;
  if (winType === 'high-score') {
    const what = p.status === 'escaped' ? 'escaped' : p.status === 'dead' ? fell : 'still inside';
    return `score ${p.score}: ${what}${loot}, ${moves(p.moves)}`;
  }
  if (winType === 'last-alive') {
    if (p.status === 'alive') return all.filter((q) => q.status === 'alive').length === 1 ? 'the last one standing' : 'still in play';
    if (p.status === 'escaped') return `escaped${loot} (in last-alive, escaping ranks below staying in)`;
    // The fallen rank by when they fell, latest first (the original's deathOrder).
    const dead = all.filter((q) => q.status === 'dead' || q.status === 'out');
    const k = dead.findIndex((q) => q.id === p.id);
    return `${k <= 0 ? 'the last to fall' : `fell ${ordinal(k + 1)} to last`}: ${fell}`;
  }
  // first-to-exit and all-escape rank like a race: out first, then still inside, then the fallen.
  if (p.status === 'escaped') return `${p.id === winnerId && winType === 'first-to-exit' ? 'escaped first' : 'escaped'}${loot}`;
  if (p.status === 'alive') return `still inside${loot}`;
  return `${fell}${loot}, ${moves(p.moves)}`;
}

/** The rule the standings are ordered by, in one line (printed above them). */
export function orderRule(winType: WinType): string {
  if (winType === 'high-score') return 'ordered by score (escape +200, treasure +200, few moves, nearness to the exit)';
  if (winType === 'last-alive') return 'ordered: still in play, then escaped, then the fallen (the last to fall first)';
  return 'ordered: escaped, then still inside (nearer the exit first), then the fallen (treasure, then fewer moves first)';
}

/** By which rule a fallen player is placed first. */
function fallenRank(winType: WinType, p: DungeonPlacement): string {
  return winType === 'last-alive' ? 'as the last to fall'
    : winType === 'high-score' ? `with the best score, ${p.score}`
      : `by the race's tie-break among the fallen (${p.hasTreasure ? 'the treasure' : `fewest moves, ${p.moves}`})`;
}

/** The one-sentence outcome: who won and why, or, when nobody did, how it ended and who placed first. */
export function outcomeSentence(winType: WinType, r: OutcomeInput): string {
  if (r.reason === 'cancelled') return 'the match was cancelled';
  const first = r.placements[0];
  const escaped = r.placements.filter((p) => p.status === 'escaped').length;
  if (r.collective) return `${escaped} of ${r.placements.length} escaped: ${reasonText(r.reason)}`;
  const winner = r.placements.find((p) => p.id === r.winnerId) ?? null;
  const fallen = (p: DungeonPlacement) => p.status === 'dead' || p.status === 'out';
  const how = reasonText(r.reason) === 'everyone fell' ? 'everyone fell' : `${reasonText(r.reason)}; nobody escaped`;
  if (!first) return `no winner: ${reasonText(r.reason)}`;
  // With everyone fallen, a ruleset without the original's winnerWhenAllDead names no winner.
  if (!winner) return r.placements.every(fallen) ? `${how}; nobody wins; ${first.name} placed first ${fallenRank(winType, first)}` : `no winner: ${reasonText(r.reason)}`;
  // The original still names a winner when all fell: say by which rule, never "wins".
  if (fallen(winner)) return `${how}; ${winner.name} placed first ${fallenRank(winType, winner)}`;
  if (winType === 'first-to-exit') return winner.status === 'escaped' && r.reason === 'escaped' ? `${winner.name} escaped first and wins` : `${reasonText(r.reason)}; ${winner.name} wins, ${placementReason(winType, winner, r.placements, r.winnerId)}`;
  if (winType === 'last-alive') return r.reason === 'last_alive' ? `${winner.name} is the last one standing and wins` : `${reasonText(r.reason)}; ${winner.name} wins, ${placementReason(winType, winner, r.placements, r.winnerId)}`;
  if (winType === 'high-score') return `${winner.name} wins with the best score, ${winner.score}`;
  return `${winner.name} placed first`;
}

/** The standings as lines that explain their order: the rule, then "1. ada  escaped first". */
export function standingsLines(winType: WinType, r: OutcomeInput, width = 200): string[] {
  const pad = Math.min(12, Math.max(...r.placements.map((p) => p.name.length), 2));
  return [orderRule(winType).slice(0, width), ...r.placements.map((p) => `${p.place}. ${p.name.padEnd(pad)}  ${placementReason(winType, p, r.placements, r.winnerId)}`.slice(0, width))];
}
