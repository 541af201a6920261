// Who sees what of a live match: the viewer a caller is entitled to (refusing a seat or team that
// is not theirs), and which stream entries that viewer may read. The match service asks these
// pure functions; no front end decides it.
import type { Game, GameEvent, Viewer } from '../core/game.ts';
import type { MatchDoc, StreamEntry } from '../store/types.ts';
import { refuse } from './errors.ts';
import type { Caller } from './types.ts';

/** Events the match service itself writes (lifecycle), as opposed to a game's own events. */
export const SERVICE_EVENTS: ReadonlySet<string> = new Set(['matchCreated', 'playerJoined', 'playerLeft', 'seatChanged', 'botsFilled', 'matchStarted', 'matchCancelled', 'turnResolved', 'matchFinished', 'discordHome']);

/**
 * The viewer a caller is entitled to (see Caller). A seat or team named that is not the caller's
 * is refused here, so no front end checks seat ownership itself.
 */
export function viewerOf(doc: MatchDoc, caller: Caller): Viewer {
  if (caller.kind === 'spectator') return doc.status === 'finished' ? { kind: 'full' } : { kind: 'spectator' };
  const mine = doc.seats.filter((s) => s.owner === caller.id && !s.left);
  const yours = mine.length ? `yours are ${mine.map((m) => `${m.index} (${m.alias})`).join(', ')}` : `you hold no seat in match ${doc.id}`;
  if (caller.seat !== undefined) {
    const s = doc.seats[caller.seat];
    if (!s) refuse('no-seat', `there is no seat ${caller.seat} in match ${doc.id}: seats are 0-${doc.seats.length - 1}`);
    if (!mine.includes(s)) refuse('not-your-seat', `seat ${s.index} (${s.alias}) of match ${doc.id} is not yours; ${yours}`);
    return { kind: 'seat', seat: s.index };
  }
  if (caller.team !== undefined) {
    if (!mine.some((s) => s.team === caller.team)) refuse('not-your-seat', `team ${caller.team} of match ${doc.id} is not yours; ${yours}`);
    return { kind: 'team', team: caller.team };
  }
  if (doc.status === 'finished') return { kind: 'full' };
  return mine.length ? { kind: 'seat', seat: mine[0].index } : { kind: 'spectator' };
}

/**
 * Of a live match's stream entries, those `viewer` may read. Each entry is judged on its own, by its
 * content (what was seen or heard when it happened is written on it), never by object identity or
 * the batch it came in: game events pass the game's `eventsFor` one by one (a copy it hands back
 * takes the entry's place), the service's lifecycle events are public, and `turnResolved` lists
 * only the viewer's own orders (a seat's, or its team's).
 */
export function entriesFor(game: Game<any, any, any>, state: unknown, doc: MatchDoc, viewer: Viewer, entries: readonly StreamEntry[]): StreamEntry[] {
  const own = new Set(viewer.kind === 'seat' ? [viewer.seat] : viewer.kind === 'team' ? doc.seats.filter((s) => s.team === viewer.team).map((s) => s.index) : []);
  const out: StreamEntry[] = [];
  for (const e of entries) {
    if (!SERVICE_EVENTS.has(e.event.type)) {
      const shown: GameEvent | undefined = game.eventsFor ? game.eventsFor(state, [e.event], viewer)[0] : e.event;
      if (shown) out.push({ id: e.id, event: shown });
    } else if (e.event.type === 'turnResolved') {
      const orders = (e.event.orders as { seat: number }[] | undefined) ?? [];
      out.push({ id: e.id, event: { ...e.event, orders: orders.filter((o) => own.has(o.seat)) } });
    } else {
      out.push(e);
    }
  }
  return out;
}
