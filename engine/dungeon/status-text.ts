// The Dungeon's status lines: the chat's one line and the terminal's status pane.
import { reasonText } from './outcome-text.ts';
import type { DungeonView } from './types.ts';

/** One line about where the match stands: level (where there are several), turn and tick. */
export function dungeonStatusLine(view: DungeonView): string {
  if (!view || typeof view !== 'object') return '';
  // The view's level is already counted from 1 where it has one ("Level 2/1" came of adding 1 again).
  const levels = Number(view.levels ?? 1);
  const level = Math.min(levels, Math.max(1, Number(view.level ?? 1)));
  return `${levels > 1 ? `Level ${level}/${levels} · ` : ''}turn ${Number(view.turn ?? 0) + 1} · tick ${view.tick}`;
}

/**
 * Level, tick, the monster and the standings (the map's legend is in the picture). Scores show only where they
 * rank players (high-score); in a race or last-alive the row says the standing instead.
 */
export function dungeonStatusLines(v: DungeonView, width: number): string[] {
  const lines = [`${v.ruleset.label} · ${v.ruleset.winCondition}`, `turn ${v.turn + 1} · tick ${v.tick} · level ${v.level}/${v.levels}`];
  if (v.monsterPresent) lines.push(v.monster ? `monster in sight at ${v.monster.x},${v.monster.y}` : 'monster: out of sight');
  lines.push(v.ruleset.winCondition === 'high-score' ? 'standings (by score):' : 'standings:');
  for (const s of v.standings) {
    const me = s.seat === v.seat ? '*' : ' ';
    const tail = v.ruleset.winCondition === 'high-score' ? `${s.status.padEnd(7)} ${s.score}` : s.status === 'dead' ? 'fallen' : s.status;
    lines.push(`${me}${s.place}. ${s.name.padEnd(10)} ${tail}`.slice(0, width));
  }
  if (v.over) lines.push(`over: ${v.endReason ? reasonText(v.endReason) : ''}`);
  return lines;
}
