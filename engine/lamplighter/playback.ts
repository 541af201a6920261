// Lamplighter replays played back for pictures and the terminal's replay player (Game.replayFrames):
// the full view after every turn, or, asked for ticks, the view after every tick of the round as
// each turn's recorded orders walk it (the GIF draws the heartbeat pulsing the veil from these).
import type { PlaybackOptions, ReplayFrame, Viewer } from '../core/game.ts';
import { ordersMap } from '../core/replay.ts';
import { readLamplighterReplay, resolveMatchTurn, setupFromReplay, type LamplighterMatch } from './match.ts';
import { roundView, type RoundView } from './view.ts';

const FULL: Viewer = { kind: 'full' };

/** What a viewer sees of a match (the contract's `view`). */
export function matchView(m: LamplighterMatch, viewer: Viewer): RoundView {
  return roundView(m.round, viewer, { turn: m.turn, names: m.options.names, intents: m.intents, oilLow: m.oilLow });
}

/** Plays a Lamplighter replay back as full views, oldest first (see PlaybackOptions). */
export function* lamplighterPlayback(doc: unknown, opts: PlaybackOptions = {}): Generator<ReplayFrame<RoundView>> {
  const d = readLamplighterReplay(doc);
  let m = setupFromReplay(d);
  if (!opts.ticks) {
    yield { view: matchView(m, FULL), turn: 0, tick: m.round.tick };
    for (const orders of d.orders) {
      if (m.round.phase === 'won' || m.round.phase === 'lost') break;
      m = resolveMatchTurn(m, ordersMap(orders)).state;
      yield { view: matchView(m, FULL), turn: m.turn, tick: m.round.tick };
    }
    return;
  }
  // Tick by tick: each turn's logged orders resolved as the match resolved them, seen after every tick.
  const frames: ReplayFrame<RoundView>[] = [{ view: roundView(m.round, FULL, { turn: 0 }), turn: 0, tick: m.round.tick }];
  for (const [turn, orders] of d.orders.entries()) {
    m = resolveMatchTurn(m, ordersMap(orders), (round) => frames.push({ view: roundView(round, FULL, { turn }), turn, tick: round.tick })).state;
    yield* frames.splice(0);
  }
  yield* frames;
}
