// The status pane's match lines, built from a match snapshot: game and ruleset, code, the deadline
// as a bar, and who has ordered. Each game's own figures under them are the game's (Game.statusLines).
import type { MatchSnapshot } from '../match-port.ts';
import { bar } from '../../engine/core/meter-text.ts';

/** Lines about the match itself: code, seats and the deadline as a bar of the time the turn had when it began. */
export function matchLines(snap: MatchSnapshot, mySeat: number | null, now: number, width: number, turnSpanMs = 45_000): string[] {
  const lines = [`${snap.game} · ${snap.ruleset}`, `code ${snap.code} · ${snap.status}`];
  if (snap.deadline !== null && snap.status === 'running') {
    const left = Math.max(0, snap.deadline - now);
    lines.push(`deadline ${bar(left / Math.max(turnSpanMs, left, 1), Math.max(6, width - 14))} ${Math.ceil(left / 1000)}s`);
  } else if (snap.status === 'running') lines.push('deadline: when everyone has ordered');
  lines.push('seats:');
  for (const s of snap.seats) {
    const mark = s.ordered ? '✓' : s.awaited ? '…' : ' ';
    const who = s.bot || s.left ? 'bot' : s.name ?? 'open';
    const me = s.index === mySeat ? ' (you)' : '';
    lines.push(` ${mark} ${s.alias.padEnd(8)} ${who}${me}`.slice(0, width));
  }
  return lines;
}
