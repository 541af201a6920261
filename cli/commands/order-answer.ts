// The one answer of `order check <game>`, the same for every game: with --json one JSON line
// ({ ok, game, seat, order, description } or { ok: false, game, seat, error }), otherwise one line
// ("ok: seat 1: sweep G5 ..." or the refusal on stderr). A refused order exits 2 either way.
import type { Game } from '../../engine/core/game.ts';
import { printJson, UserError } from '../util.ts';

/** What was checked: the game, its state, the seat (or null: the first seat that takes the order), the text. */
export interface OrderQuestion<S> {
  game: Game<S, any, any>;
  state: S;
  seat: number | null;
  /** Seats tried in order when no seat was named (e.g. a Moth hider first, then an Owl seeker). */
  seats: readonly number[];
  text: string;
  json?: boolean;
}

/** Checks a text order and answers in the one shape; refusals exit 2 (and are one line). */
export function answerOrder<S>(q: OrderQuestion<S>): void {
  const tried = q.seat !== null ? [q.seat] : q.seats;
  let first: { seat: number; error: string } | null = null;
  for (const seat of tried) {
    const r = q.game.parseOrder(q.state, seat, q.text);
    if (r.ok) {
      const description = q.game.describeOrder(r.value);
      if (q.json) printJson({ ok: true, game: q.game.id, seat, order: r.value, description });
      else process.stdout.write(`ok: seat ${seat}: ${description}\n`);
      return;
    }
    first ??= { seat, error: r.error };
  }
  const refusal = first ?? { seat: q.seat ?? 0, error: 'no seat to check the order for' };
  if (q.json) {
    printJson({ ok: false, game: q.game.id, seat: refusal.seat, error: refusal.error });
    process.exitCode = 2;
    return;
  }
  throw new UserError(refusal.error);
}
