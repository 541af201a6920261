// The event log's wording: known events read as sentences, noise is left out, and an event the log
// has never heard of still shows its type and simple fields.
import { describe, expect, it } from 'vitest';
import { eventText } from '../../engine/games.ts';
import { cancelledLine, seatChangedLine, timeLeft, turnResolvedLine } from '../../tui/match-text.ts';

describe('eventText', () => {
  it('words the events a player follows', () => {
    expect(eventText({ type: 'turnResolved', turn: 2, orders: [{ seat: 0, order: 'hide F4 crawl' }] })).toBe('turn 3 resolved: #0 hide F4 crawl');
    expect(eventText({ type: 'player_death', turn: 1, id: 'P2', killedBy: 'monster' })).toBe('P2 was killed by the monster');
    expect(eventText({ type: 'lampLit', turn: 0, lamp: 3, seat: 0 })).toBe('lamp 3 lit');
  });

  it('leaves out per-tick noise', () => {
    expect(eventText({ type: 'monster_move', turn: 0, x: 1, y: 2 })).toBeNull();
    expect(eventText({ type: 'sound', turn: 0 })).toBeNull();
  });

  it('shows an unknown event by its type and simple fields', () => {
    expect(eventText({ type: 'somethingNew', turn: 0, a: 1, b: 'x', nested: { c: 1 } })).toBe('somethingNew (a 1, b x)');
  });
});

describe('cancelled matches and lobby time', () => {
  it('says who ended a cancelled match', () => {
    expect(cancelledLine({ code: 'K7QPX2', cancelReason: 'host' })).toBe('match K7QPX2 was cancelled by its host');
    expect(cancelledLine({ code: 'K7QPX2', cancelReason: 'lobby-expired' })).toBe('the lobby of match K7QPX2 closed: nobody started it in time');
    expect(eventText({ type: 'matchCancelled', turn: 0, by: null, reason: 'lobby-expired' })).toBe('the lobby closed: nobody started the match in time');
  });

  it('counts the time a lobby has left in minutes and seconds, never below zero', () => {
    expect(timeLeft(1_000 + 245_000, 1_000)).toBe('4 min 05 s');
    expect(timeLeft(1_000 + 59_001, 1_000)).toBe('1 min 00 s');
    expect(timeLeft(5_000, 1_000)).toBe('4 s');
    expect(timeLeft(1_000, 9_000)).toBe('0 s');
  });
});

describe('the terminal log names players by seat, not by number or id', () => {
  const seats = [
    { index: 0, alias: 'Moth-1', name: 'ada', owner: 'p_ada', bot: false },
    { index: 1, alias: 'Owl-1', name: null, owner: null, bot: true },
  ];

  it('a resolved turn says who ordered what ("ada hide F4 crawl", not "#0 hide F4 crawl")', () => {
    expect(turnResolvedLine({ turn: 2, orders: [{ seat: 0, order: 'hide F4 crawl' }, { seat: 1, order: 'sweep G5' }] }, seats)).toBe('turn 3 resolved: ada hide F4 crawl, Owl-1 sweep G5');
    expect(turnResolvedLine({ turn: 0, orders: [] }, seats)).toBe('turn 1 resolved');
  });

  it('a seat swap names the player, not their internal id', () => {
    const line = seatChangedLine({ player: 'p_ada', seat: 0 }, seats);
    expect(line).toBe('ada took seat 0 (Moth-1)');
    expect(line).not.toContain('p_');
  });
});
