// Pure rules of a match document: the lobby moves (join, leave, swap, bots) and the turn clock.
// Each returns a new document or throws a MatchError; none touches a store.
import type { MatchDoc, SeatSlot } from '../store/types.ts';
import { refuse } from './errors.ts';
import type { PlayerRef } from './types.ts';

/** Tunables of live matches, in one table. */
export const MATCH_LIMITS = {
  /** Per-turn order deadline in chat when the ruleset gives none (seconds). */
  defaultTurnSeconds: 45,
  /** Longest per-turn deadline a match may ask for (seconds). */
  maxTurnSeconds: 24 * 3600,
  /** How long a one-time link code lives (ms). */
  linkCodeMs: 10 * 60_000,
  /** How long a resolver's claim lasts before another process may take the turn over (ms). */
  claimMs: 10_000,
  /** Attempts of a conditional write before giving up with `busy`. */
  writeRetries: 20,
  /** An unstarted lobby closes by itself this long after it opened (ms; MATCH_LOBBY_SECONDS). */
  lobbyMs: 15 * 60_000,
  /** A finished or cancelled match's live record (document, state, events) is kept this long (ms; MATCH_RETENTION_MINUTES). */
  retentionMs: 24 * 3600_000,
} as const;

/** The label a bot seat shows. */
export const BOT_NAME = 'bot';

function copy(doc: MatchDoc): MatchDoc {
  return { ...doc, seats: doc.seats.map((s) => ({ ...s })) };
}

function seatList(doc: MatchDoc): string {
  return `0-${doc.seats.length - 1}`;
}

/** The seat a player holds (the first, if several), or undefined. */
export function seatOf(doc: MatchDoc, playerId: string): SeatSlot | undefined {
  return doc.seats.find((s) => s.owner === playerId && !s.left);
}

/** Seats the game awaits this turn that a present human plays. */
export function awaitedHumans(doc: MatchDoc): number[] {
  return doc.awaiting.filter((i) => {
    const s = doc.seats[i];
    return s !== undefined && s.owner !== null && !s.bot && !s.left;
  });
}

/** When a turn that started at `now` resolves without further orders: now for bot-only turns, null for "when all humans ordered". */
export function turnDeadline(doc: MatchDoc, now: number): number | null {
  // Real time: the clock runs whoever is seated; a late turn (a busy resolver) is caught up at once.
  if (doc.turnMs) return Math.max((doc.deadline ?? now) + doc.turnMs, now);
  if (awaitedHumans(doc).length === 0) return now;
  return doc.turnSeconds > 0 ? now + doc.turnSeconds * 1000 : null;
}

/** Whether a running match's turn may be resolved now, given the seats that have ordered. */
export function turnDue(doc: MatchDoc, ordered: Iterable<number>, now: number): boolean {
  if (doc.status !== 'running') return false;
  if (doc.deadline !== null && doc.deadline <= now) return true;
  if (doc.turnMs) return false; // real time: only the clock closes a turn
  const have = new Set(ordered);
  return awaitedHumans(doc).every((s) => have.has(s));
}

function mustBeLobby(doc: MatchDoc, what: string): void {
  if (doc.status !== 'lobby') refuse('not-lobby', `cannot ${what}: match ${doc.id} is ${doc.status}; that is only possible in the lobby`);
}

/** Host-only moves. */
export function mustBeHost(doc: MatchDoc, playerId: string, what: string): void {
  if (doc.host !== playerId) refuse('not-host', `only the host can ${what} match ${doc.id}`);
}

/** A player takes a seat: the one asked for (empty or a bot), the first empty one of a team, or the first empty one. */
export function joinSeat(doc: MatchDoc, player: PlayerRef, where?: number | { team: string }): MatchDoc {
  const seat = typeof where === 'number' ? where : undefined;
  const team = typeof where === 'object' ? where.team : undefined;
  mustBeLobby(doc, 'join');
  const held = seatOf(doc, player.id);
  if (held) refuse('already-seated', `you already hold seat ${held.index} (${held.alias}) in match ${doc.id}; use swap to change seats`);
  const next = copy(doc);
  let target: SeatSlot | undefined;
  if (seat !== undefined) {
    target = next.seats[seat];
    if (!target) refuse('no-seat', `there is no seat ${seat}: seats are ${seatList(doc)}`);
    if (target.owner !== null) refuse('seat-taken', `seat ${seat} (${target.alias}) is taken by ${target.name}; free seats are ${freeSeats(doc)}`);
  } else if (team !== undefined) {
    const teams = [...new Set(doc.seats.map((s) => s.team))];
    if (!teams.includes(team)) refuse('no-seat', `there is no team "${team}": teams are ${teams.join(', ')}`);
    const mine = next.seats.filter((s) => s.team === team && s.owner === null);
    target = mine.find((s) => !s.bot) ?? mine[0];
    if (!target) refuse('full', `team ${team} is full; free seats are ${freeSeats(doc)}`);
  } else {
    target = next.seats.find((s) => s.owner === null && !s.bot) ?? next.seats.find((s) => s.owner === null);
    if (!target) refuse('full', `match ${doc.id} is full: all ${doc.seats.length} seats are taken`);
  }
  Object.assign(target, { owner: player.id, name: player.name, bot: false });
  return next;
}

function freeSeats(doc: MatchDoc): string {
  const free = doc.seats.filter((s) => s.owner === null).map((s) => `${s.index} (${s.alias})`);
  return free.length ? free.join(', ') : 'none';
}

/** A player leaves: in the lobby the seat is freed; in a running match the baseline plays it from now on. */
export function leaveSeat(doc: MatchDoc, playerId: string): MatchDoc {
  const held = seatOf(doc, playerId);
  if (!held) refuse('not-seated', `you hold no seat in match ${doc.id}`);
  if (doc.status === 'finished' || doc.status === 'cancelled') refuse('not-running', `match ${doc.id} is already ${doc.status}`);
  const next = copy(doc);
  const s = next.seats[held.index];
  if (doc.status === 'lobby') Object.assign(s, { owner: null, name: null, bot: false });
  else s.left = true;
  return next;
}

/** A seated player moves to another seat: an empty one, or a bot's (the bot takes the old seat). */
export function swapSeat(doc: MatchDoc, playerId: string, seat: number): MatchDoc {
  mustBeLobby(doc, 'swap seats');
  const held = seatOf(doc, playerId);
  if (!held) refuse('not-seated', `you hold no seat in match ${doc.id}; join first`);
  const next = copy(doc);
  const to = next.seats[seat];
  if (!to) refuse('no-seat', `there is no seat ${seat}: seats are ${seatList(doc)}`);
  if (to.owner !== null) refuse('seat-taken', `seat ${seat} (${to.alias}) is taken by ${to.name}; free seats are ${freeSeats(doc)}`);
  const from = next.seats[held.index];
  const wasBot = to.bot;
  Object.assign(to, { owner: from.owner, name: from.name, bot: false });
  Object.assign(from, { owner: null, name: wasBot ? BOT_NAME : null, bot: wasBot });
  return next;
}

/** Fills empty seats with bots: all of them, or the last `count` empty ones. */
export function fillBots(doc: MatchDoc, count: number | 'all'): MatchDoc {
  mustBeLobby(doc, 'fill seats with bots');
  const next = copy(doc);
  const empty = next.seats.filter((s) => s.owner === null && !s.bot);
  const n = count === 'all' ? empty.length : Math.min(count, empty.length);
  for (const s of empty.slice(empty.length - n)) Object.assign(s, { bot: true, name: BOT_NAME });
  return next;
}

/** Removes a bot from a seat so a player can join it. */
export function clearBot(doc: MatchDoc, seat: number): MatchDoc {
  mustBeLobby(doc, 'remove a bot');
  const s = doc.seats[seat];
  if (!s || !s.bot) refuse('no-seat', `seat ${seat} holds no bot`);
  const next = copy(doc);
  Object.assign(next.seats[seat], { bot: false, name: null });
  return next;
}

/** The document of a match that starts now: empty seats become bots. State fields are set by the caller. */
export function startDoc(doc: MatchDoc, now: number): MatchDoc {
  mustBeLobby(doc, 'start');
  const next = copy(doc);
  for (const s of next.seats) if (s.owner === null && !s.bot) Object.assign(s, { bot: true, name: BOT_NAME });
  next.status = 'running';
  next.startedAt = now;
  next.lobbyUntil = null;
  return next;
}

/** The document of a cancelled match. */
export function cancelDoc(doc: MatchDoc, now: number): MatchDoc {
  if (doc.status === 'finished' || doc.status === 'cancelled') refuse('not-running', `match ${doc.id} is already ${doc.status}`);
  return { ...copy(doc), status: 'cancelled', deadline: null, finishedAt: now, cancelReason: 'host' };
}
