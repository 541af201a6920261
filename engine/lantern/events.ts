// Which engine events a viewer may see while a match runs (the event log of a front end).
// Public: the clock, finds, breaks and no-shows. A team sees its own orders and what its role
// learns (hiders: their own crate work; seekers: spots, pries and the rings they hear). Spectators
// of a live match see only public events; a finished match shows everything.
import type { GameEvent, Viewer } from '../core/game.ts';
import { hidesIn, teamOf } from './sim.ts';
import type { LanternState, Team } from './types.ts';

const PUBLIC = new Set(['match_start', 'half_start', 'act_start', 'turn_start', 'found', 'act_end', 'half_end', 'end', 'crate_break', 'player_failure']);
const HIDER_TEAM = new Set(['crate_push', 'crate_lock', 'lock_refused']);
const SEEKER_TEAM = new Set(['spot', 'crate_pry', 'sound']);

/** The events of `events` (from this match: a turn's batch or the whole log) that `viewer` may see now. */
export function lanternEventsFor(s: LanternState, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  if (viewer.kind === 'full' || s.end !== null) return events.slice();
  const team: Team | null = viewer.kind === 'seat' ? teamOf(viewer.seat) : viewer.kind === 'team' && (viewer.team === 'moth' || viewer.team === 'owl') ? viewer.team : null;
  const firstStart = events.find((e) => e.type === 'half_start');
  let half = firstStart ? Math.max(0, (firstStart.half as number) - 2) : s.half;
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.type === 'half_start') half = (e.half as number) - 1;
    if (PUBLIC.has(e.type)) { out.push(e); continue; }
    if (team === null) continue;
    const seat = typeof e.seat === 'number' ? e.seat : -1;
    const hiding = hidesIn(team === 'moth' ? 0 : 1, half);
    const mine = seat >= 0 && teamOf(seat) === team;
    if ((e.type === 'order' && mine) || (HIDER_TEAM.has(e.type) && hiding && mine) || (SEEKER_TEAM.has(e.type) && !hiding)) out.push(e);
  }
  return out;
}
