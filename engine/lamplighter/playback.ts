// Lamplighter replays played back for pictures and the terminal's replay player (Game.replayFrames):
// the full view after every turn, or, asked for ticks, the view after every tick of the round as
// each turn's recorded orders walk it (the GIF draws the heartbeat pulsing the veil from these).
import type { PlaybackOptions, ReplayFrame, Viewer } from '../core/game.ts';
import { resolveMatchTurn, setupMatch, type LamplighterMatch, type LamplighterReplay } from './match.ts';
import { wrapRound, type Round } from './round.ts';
import { runTurn } from './turns.ts';
import type { LamplighterOrder } from './types.ts';
import { roundView, type RoundView } from './view.ts';

const FULL: Viewer = { kind: 'full' };

/** What a viewer sees of a match (the contract's `view`). */
export function matchView(m: LamplighterMatch, viewer: Viewer): RoundView {
  return roundView(m.round, viewer, { turn: m.turn, names: m.options.names, intents: m.intents, oilLow: m.oilLow });
}

function readReplay(doc: unknown): LamplighterReplay {
  const d = doc as LamplighterReplay;
  if (!d || typeof d !== 'object' || d.game !== 'lamplighter' || !Array.isArray(d.turns)) throw new Error('not a lamplighter replay (expected { game: "lamplighter", turns: [...] })');
  return d;
}

function ordersOf(list: readonly (LamplighterOrder | null)[] | undefined): Map<number, LamplighterOrder> {
  const orders = new Map<number, LamplighterOrder>();
  (list ?? []).forEach((o, seat) => { if (o) orders.set(seat, o); });
  return orders;
}

/** Plays a Lamplighter replay back as full views, oldest first (see PlaybackOptions). */
export function* lamplighterPlayback(doc: unknown, opts: PlaybackOptions = {}): Generator<ReplayFrame<RoundView>> {
  const d = readReplay(doc);
  let m = setupMatch(d.ruleset, d.seed, { pale: d.options?.pale, street: d.options?.street ?? undefined });
  if (!opts.ticks) {
    yield { view: matchView(m, FULL), turn: 0, tick: m.round.tick };
    for (const t of d.turns) {
      if (m.round.phase === 'won' || m.round.phase === 'lost') break;
      m = resolveMatchTurn(m, ordersOf(t.orders)).state;
      yield { view: matchView(m, FULL), turn: m.turn, tick: m.round.tick };
    }
    return;
  }
  // Tick by tick: each turn's logged orders walk the round through the turn runner, seen after every tick.
  const frames: ReplayFrame<RoundView>[] = [{ view: roundView(m.round, FULL, { turn: 0 }), turn: 0, tick: m.round.tick }];
  for (const [turn, t] of d.turns.entries()) {
    const inner = wrapRound(m.round);
    const round = {
      get state() { return inner.state; },
      tick(input: Parameters<Round['tick']>[0]) {
        const e = inner.tick(input);
        frames.push({ view: roundView(inner.state, FULL, { turn }), turn, tick: inner.state.tick });
        return e;
      },
    } as Round;
    runTurn(round, t.orders ?? []);
    yield* frames.splice(0);
  }
  yield* frames;
}
