// Replay GIFs: drawn from the game's playback of the replay, animated, under Discord's 8 MB, the same bytes twice.
import { describe, expect, it } from 'vitest';
import { renderReplayGif } from '../../renders/index.ts';
import { GIF_MAX_BYTES } from '../../renders/gif/writer.ts';
import { getGame } from '../../engine/games.ts';
import type { RoundView } from '../../engine/lamplighter/view.ts';
import { playToTurn } from '../../engine/match/bot-play.ts';

function replayOf(game: 'lantern' | 'lamplighter' | 'dungeon', ruleset: string, seed: number, opts = {}) {
  const m = playToTurn(game, ruleset, seed, undefined, opts);
  return m.game.replay(m.state);
}

describe('replay GIFs', () => {
  it('a whole lantern-classic match is an animated GIF under 8 MB', () => {
    const gif = renderReplayGif('lantern', replayOf('lantern', 'lantern-classic', 21));
    expect(gif.data.toString('latin1', 0, 6)).toBe('GIF89a');
    expect(gif.data.length).toBeLessThan(GIF_MAX_BYTES);
    expect(gif.frames).toBeGreaterThan(100);
    expect(gif.data.readUInt16LE(6)).toBe(gif.width);
  }, 240_000);

  it('the same replay gives the same GIF bytes', () => {
    const doc = replayOf('dungeon', 'race', 4, { players: 3 });
    expect(renderReplayGif('dungeon', doc).data.equals(renderReplayGif('dungeon', doc).data)).toBe(true);
  });

  it('a lamplighter round with the Pale re-simulates to the recorded end and stays under 8 MB', () => {
    const m = playToTurn('lamplighter', 'lamplighter-solo', 42, undefined, { pale: true });
    const doc = m.game.replay(m.state);
    const views = [...getGame('lamplighter').replayFrames(doc, { ticks: true })].map((f) => f.view as RoundView);
    const end = m.game.view(m.state, { kind: 'full' }) as { phase: string; lampsLit: number; tick: number };
    const last = views[views.length - 1];
    expect([last.phase, last.lampsLit, last.tick]).toEqual([end.phase, end.lampsLit, end.tick]);
    const beats = views.map((v) => v.veil.beat);
    expect(Math.max(...beats)).toBeGreaterThan(0.5);
    const gif = renderReplayGif('lamplighter', doc);
    expect(gif.data.length).toBeLessThan(GIF_MAX_BYTES);
    expect(gif.frames).toBeGreaterThan(50);
  }, 240_000);

  it('refuses a document that is not that game\'s replay with one line', () => {
    expect(() => renderReplayGif('lamplighter', { game: 'lantern' })).toThrow(/^not a lamplighter replay/);
  });
});
