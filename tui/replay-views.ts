// A finished match's replay document re-simulated into full views (everything, seen from all
// sides), one per step, for the terminal's replay player: Lantern through its own replay frames,
// the turn-based games by replaying each turn's recorded orders through the Game contract.
import type { GameId } from '../engine/core/game.ts';
import { GAMES } from '../engine/games.ts';
import { replayFrames } from '../engine/lantern/replay.ts';

/** Ticks between Lantern replay frames (24 ticks = one second of play). */
const LANTERN_FRAME_TICKS = 12;
/** Most frames kept for one replay. */
const MAX_FRAMES = 2000;

interface TurnDoc { turns?: unknown[] }

function turnOrders(game: GameId, turn: unknown): Map<number, unknown> {
  const orders = new Map<number, unknown>();
  if (game === 'lamplighter') {
    const list = (turn as { orders?: (unknown | null)[] }).orders ?? [];
    list.forEach((o, seat) => { if (o !== null && o !== undefined) orders.set(seat, o); });
  } else {
    for (const [seat, o] of Object.entries(turn as Record<string, unknown>)) orders.set(Number(seat), o);
  }
  return orders;
}

function setupFor(game: GameId, doc: Record<string, unknown>): unknown {
  const g = GAMES[game]!;
  if (game === 'dungeon') return g.setup(String(doc.rulesetId), String(doc.seed), { players: Number(doc.players), names: doc.names as string[], chain: doc.chain ?? undefined, env: doc.env ?? undefined });
  return g.setup(String(doc.ruleset), doc.seed as number, { ...(doc.options as object) });
}

/** The full views of a replay, oldest first; throws a one-line error for a document it cannot play. */
export function replayViews(game: GameId, doc: unknown): unknown[] {
  if (game === 'lantern') {
    const views: unknown[] = [];
    for (const f of replayFrames(doc, LANTERN_FRAME_TICKS)) {
      views.push(f.view);
      if (views.length >= MAX_FRAMES) break;
    }
    return views;
  }
  const g = GAMES[game];
  const d = doc as Record<string, unknown> & TurnDoc;
  if (!g || !d || !Array.isArray(d.turns)) throw new Error(`this ${game} replay has no turns to play`);
  let state = setupFor(game, d);
  const views = [g.view(state, { kind: 'full' })];
  for (const turn of d.turns) {
    if (g.isOver(state) || views.length >= MAX_FRAMES) break;
    state = g.resolveTurn(state, turnOrders(game, turn)).state;
    views.push(g.view(state, { kind: 'full' }));
  }
  return views;
}
