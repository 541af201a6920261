// A finished match's replay document played back into full views (everything, seen from all
// sides), one per step, for the terminal's replay player: the game's own playback
// (`Game.replayFrames`), Lantern's at twice a second, the turn-based games one view per turn.
import type { GameId, PlaybackOptions } from '../engine/core/game.ts';
import { getGame } from '../engine/games.ts';

/** A frame every 12 ticks for a game played on a clock (Lantern: half a second of play); turn games give one per turn. */
const PLAYBACK: PlaybackOptions = { every: 12 };
/** Most frames kept for one replay. */
const MAX_FRAMES = 2000;

/** The full views of a replay, oldest first, and the turns they play over; throws a one-line error for a document it cannot play. */
export function replayViews(game: GameId, doc: unknown): { views: unknown[]; turns: number } {
  const g = getGame(game);
  const views: unknown[] = [];
  let turns = 0;
  for (const f of g.replayFrames(doc, PLAYBACK)) {
    views.push(f.view);
    turns = Math.max(turns, f.turn);
    if (views.length >= MAX_FRAMES) break;
  }
  return { views, turns };
}

/**
 * How long each frame shows: a turn takes `turnMs` whatever the game, shared by the frames it has
 * (a clock game such as Lantern has several a turn), but never under `minMs` nor over `turnMs`.
 */
export function frameDelayMs(frames: number, turns: number, turnMs: number, minMs: number): number {
  const perTurn = frames / Math.max(1, turns);
  return Math.min(turnMs, Math.max(minMs, Math.round(turnMs / Math.max(1, perTurn))));
}
