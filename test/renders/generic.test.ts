// A game with no drawing module gets the generic card: its title and the status lines its contract
// gives (the view's plain fields where the game is not registered on the drawing thread).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '../../engine/games.ts';
import { describeView, renderEndCard, renderPicture, renderReplayGif, renderTerminal } from '../../renders/index.ts';
import { TOY, TOY_ID } from '../fixtures/toy-game/toy-game.ts';

describe('the generic picture', () => {
  beforeAll(() => registerGame(TOY));
  afterAll(() => unregisterGame(TOY_ID));

  it('draws a registered game with no renderer as its title and status lines', () => {
    const s = TOY.setup('toy-race', 1);
    const view = TOY.view(s, { kind: 'seat', seat: 0 });
    const pic = renderPicture(TOY_ID, view);
    expect(pic.mime).toBe('image/png');
    expect(pic.alt).toBe('Toy Race. turn 1. T1 0/10. T2 0/10');
    expect(renderTerminal(TOY_ID, view, { cols: 20, rows: 3, color: 'none' }).split('\n')).toEqual(['Toy Race'.padEnd(20), 'turn 1'.padEnd(20), 'T1 0/10'.padEnd(20)]);
    const end = renderEndCard(TOY_ID, view, { reason: 'complete', placements: [], winners: [], summary: 'a draw' });
    expect(end.alt).toContain('End card. a draw');
  });

  it('shows the plain fields of a view when the game is not registered here (a render worker)', () => {
    expect(describeView('unknown-game', { game: 'x', turn: 3, totals: [4, 5], nested: { a: 1 } })).toBe('unknown-game. turn: 3. totals: 4, 5');
  });

  it('plays a replay back as a GIF of cards, one frame a turn, from the frames the game gives', () => {
    let s = TOY.setup('toy-race', 2);
    while (!TOY.isOver(s)) s = TOY.resolveTurn(s, new Map([[0, 3], [1, 2]])).state;
    const gif = renderReplayGif(TOY_ID, TOY.replay(s));
    expect(gif.data.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.frames).toBe(TOY.turn(s) + 1);
    expect(gif.alt).toContain('T1 12/10');
  });
});

