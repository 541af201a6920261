// Which engine events a viewer may see while a match runs (the event log of a front end).
// Public: the clock, finds, breaks and no-shows. A team sees its own orders and what its role
// learns (hiders: their own crate work; seekers: spots and pries). A sound ring goes only to a
// listener who heard it while it lived (lantern-facts: seekers hear "every ring within earshot",
// hiders hear breaks; earshot is the ring's radius around its jittered point, as in the original),
// told at that point. Spectators of a live match see only public events; a finished match shows
// everything. Each event is judged by its own content and the state, never by the batch it came
// in or by object identity, so events read back from a store are filtered exactly as fresh ones.
import type { GameEvent, Viewer } from '../core/game.ts';
import { phaseOf } from './clock.ts';
import { hidesIn, teamOf } from './sim.ts';
import { K } from './constants.ts';
import { hears, roleHears } from './sound.ts';
import type { LanternState, SoundKind, Team } from './types.ts';

const PUBLIC = new Set(['match_start', 'half_start', 'act_start', 'turn_start', 'found', 'act_end', 'half_end', 'end', 'crate_break', 'player_failure']);
const HIDER_TEAM = new Set(['crate_push', 'crate_lock', 'lock_refused']);
const SEEKER_TEAM = new Set(['spot', 'crate_pry']);

/**
 * Who hears each ring of one turn, noted after every tick: call the returned function with the
 * turn's events so far. It adds to `heard` on every `sound` event whose ring still lives the seats
 * that hear it now — seats whose role hears the kind and who stand within the ring's radius of its
 * jittered point. A ring is heard as the original's observations hear it (render.nim `audibleTo`
 * over the live rings, from where the listener stands): a seat that walks into earshot while the
 * ring lives hears it too. Hearing is noted through the end of the turn the ring rang in (its
 * event goes out with that turn); in the next turn the seat's view still shows the live rings it
 * hears then. The filter reads `heard`; no viewer ever receives it while the match runs.
 */
export function earshotNoter(): (s: LanternState, events: readonly GameEvent[]) => void {
  let seen = 0;
  let live: GameEvent[] = []; // this turn's sound events whose rings may still live
  return (s, events) => {
    for (; seen < events.length; seen++) {
      const e = events[seen];
      if (e.type === 'sound') { e.heard = []; live.push(e); }
    }
    if (live.length === 0) return;
    live = live.filter((e) => (e.tick as number) >= s.tick - K.ringLife);
    for (const e of live) {
      const ring = s.rings.find((r) => r.born === e.tick && r.x === e.x && r.y === e.y && r.kind === e.kind);
      if (!ring) continue;
      const heard = e.heard as number[];
      for (let k = 0; k < 6; k++) {
        if (heard.includes(k) || !roleHears(ring.kind, !hidesIn(k, s.half))) continue;
        if (hears(ring, s.cogs[k].x >> 8, s.cogs[k].y >> 8)) heard.push(k);
      }
      heard.sort((x, y) => x - y);
    }
  };
}

/** Earshot from the told (jittered) point, for events recorded before `heard` was written. */
function nearJittered(e: GameEvent, x: number, y: number): boolean {
  const dx = Number(e.x) - x, dy = Number(e.y) - y, r = Number(e.r);
  return dx * dx + dy * dy <= r * r;
}

/** Whether seat k heard a sound event: as recorded while it lived in its turn, else judged from where k stands now. */
function heardBy(s: LanternState, e: GameEvent, k: number): boolean {
  if (Array.isArray(e.heard)) return e.heard.includes(k);
  const half = typeof e.tick === 'number' ? phaseOf(s, e.tick).half : s.half;
  const c = s.cogs[k];
  return roleHears(e.kind as SoundKind, !hidesIn(k, half)) && c !== undefined && nearJittered(e, c.x >> 8, c.y >> 8);
}

/** A sound event as a listener receives it: the jittered point and radius, not who else heard it. */
function told(e: GameEvent): GameEvent {
  const { heard: _heard, ...rest } = e;
  return rest as GameEvent;
}

/** The viewer's seats: one seat, a team's three, or none (spectators and unknown viewers). */
function seatsOf(viewer: Viewer): number[] {
  if (viewer.kind === 'seat') return Number.isInteger(viewer.seat) && viewer.seat >= 0 && viewer.seat < 6 ? [viewer.seat] : [];
  if (viewer.kind === 'team' && (viewer.team === 'moth' || viewer.team === 'owl')) return [0, 1, 2, 3, 4, 5].filter((k) => teamOf(k) === viewer.team);
  return [];
}

/** The events of `events` (from this match: a turn's batch or the whole log) that `viewer` may see now. */
export function lanternEventsFor(s: LanternState, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  if (viewer.kind === 'full' || s.end !== null) return events.slice();
  const seats = seatsOf(viewer);
  const team: Team | null = seats.length ? teamOf(seats[0]) : null;
  const out: GameEvent[] = [];
  for (const e of events) {
    if (PUBLIC.has(e.type)) { out.push(e); continue; }
    if (team === null) continue;
    if (e.type === 'sound') {
      if (seats.some((k) => heardBy(s, e, k))) out.push(told(e));
      continue;
    }
    const half = typeof e.tick === 'number' ? phaseOf(s, e.tick).half : s.half;
    const seat = typeof e.seat === 'number' ? e.seat : -1;
    const hiding = hidesIn(team === 'moth' ? 0 : 1, half);
    const mine = seat >= 0 && teamOf(seat) === team;
    if ((e.type === 'order' && mine) || (HIDER_TEAM.has(e.type) && hiding && mine) || (SEEKER_TEAM.has(e.type) && !hiding)) out.push(e);
  }
  return out;
}
