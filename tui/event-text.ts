// The terminal's lines about matches: why a match ended early, and how long a lobby has left.
// Event wording itself is shared with the bot, in engine/event-text.ts.
import type { MatchSnapshot } from '../engine/match/types.ts';

/** The one line said when a match the player was in or watching turns out cancelled. */
export function cancelledLine(s: Pick<MatchSnapshot, 'code' | 'cancelReason'>): string {
  return s.cancelReason === 'lobby-expired' ? `the lobby of match ${s.code} closed: nobody started it in time` : `match ${s.code} was cancelled by its host`;
}

/** "4 min 05 s" until `at`, from `now` (never negative). */
export function timeLeft(at: number, now: number): string {
  const s = Math.max(0, Math.ceil((at - now) / 1000));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}
