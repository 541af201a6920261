// `lamplit play --game G` plans its match through the registry and the contract alone: a game
// registered only here is played like the built-in ones, and the built-in defaults stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPlay } from '../../cli/commands/play.ts';
import { registerGame, unregisterGame } from '../../engine/games.ts';
import { TOY, TOY_ID } from '../fixtures/toy-game/toy-game.ts';

describe('play --game plans', () => {
  beforeAll(() => registerGame(TOY));
  afterAll(() => unregisterGame(TOY_ID));

  it('plans a match of a game registered only in this test, with its first ruleset and a bot in the other seat', () => {
    expect(planPlay({ game: TOY_ID })).toEqual({ create: { game: TOY_ID, ruleset: 'toy-race', bots: 1 } });
    expect(() => planPlay({ game: TOY_ID, live: true })).toThrow(`${TOY_ID} has no real-time mode: play it in turns (without --live)`);
    expect(() => planPlay({ game: TOY_ID, bots: 2 })).toThrow('--bots must be 0 to 1 for toy-race (2 seats, one is yours), got 2');
  });

  it('keeps the built-in defaults: Lamplighter solo, the dungeon race with a player count from --bots, Lantern classic', () => {
    expect(planPlay({ game: 'lamplighter' })).toEqual({ create: { game: 'lamplighter', ruleset: 'lamplighter-solo', bots: 0 } });
    expect(planPlay({ game: 'dungeon', bots: 3 })).toEqual({ create: { game: 'dungeon', ruleset: 'race', bots: 3 } });
    expect(planPlay({ game: 'lantern' })).toEqual({ create: { game: 'lantern', ruleset: 'lantern-classic', bots: 5 } });
    expect(planPlay({ game: 'dungeon', live: true, bots: 2 })).toEqual({ route: { name: 'liveDungeon', ruleset: 'race-live', players: 3 } });
    expect(() => planPlay({ game: 'nope' })).toThrow(/unknown game "nope": games are lantern, lamplighter, dungeon, toy/);
  });
});
