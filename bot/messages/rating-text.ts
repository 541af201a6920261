// How a rating reads in Discord: the shown number (openskill's ordinal, never below 0), a mark while
// provisional, and the change one match made.
import { displayRating, isProvisional } from '../../engine/match/rating.ts';
import type { RatingChange, RatingRow } from '../../engine/match/types.ts';

/** "23.4" or "12.0 (provisional)". */
export function ratingText(row: RatingRow): string {
  return `${displayRating(row).toFixed(1)}${isProvisional(row) ? ' (provisional)' : ''}`;
}

/** "12.0 → 14.2 (+2.2)", with "provisional" while few matches are rated. */
export function ratingChangeText(change: RatingChange): string {
  const after = displayRating(change.after);
  const before = change.before ? displayRating(change.before) : null;
  const delta = before === null ? after : after - before;
  const sign = delta >= 0 ? '+' : '−';
  return `${before === null ? 'new' : before.toFixed(1)} → ${after.toFixed(1)} (${sign}${Math.abs(delta).toFixed(1)})${isProvisional(change.after) ? ', provisional' : ''}`;
}
