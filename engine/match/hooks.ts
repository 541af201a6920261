// Hooks of the match service and the turn resolver: the one way code outside the engine (metrics,
// failure reports, the bot's poster) hears what happened, instead of wrapping the store or replacing
// service methods. One MatchHooks is shared by a process's service and resolver; each list runs in
// the order its hooks were added, each hook awaited before the next.
import type { GameEvent, GameId } from '../core/game.ts';
import type { MatchErrorCode } from './errors.ts';
import type { MatchDoc } from '../store/types.ts';
import type { OrderReceipt } from './types.ts';

/** What an order came to: taken (its receipt) or refused (the refusal's code). `game` is null when the match is unknown. */
export type OrderOutcome =
  | { matchId: string; game: GameId | null; ok: true; receipt: OrderReceipt }
  | { matchId: string; game: GameId | null; ok: false; code: MatchErrorCode };

/** The hooks there are, by name, with what each is called with. */
export interface MatchHookFns {
  /** A resolver claimed a due match and is about to resolve it. */
  onClaim: (matchId: string) => void | Promise<void>;
  /** A resolver committed a turn: the new document and the events that turn appended. */
  onCommitted: (doc: MatchDoc, events: GameEvent[]) => void | Promise<void>;
  /**
   * A finished match was archived, before it is marked so (a crash in between calls it again):
   * the place to catch up on anything a crashed process left undone, such as failure reports.
   */
  onFinished: (doc: MatchDoc) => void | Promise<void>;
  /** The service took or refused an order (`submitOrder`). */
  onOrder: (outcome: OrderOutcome) => void | Promise<void>;
}

export type MatchHookName = keyof MatchHookFns;

/** A small typed list of hooks per name. */
export class MatchHooks {
  private readonly lists: { [K in MatchHookName]: MatchHookFns[K][] } = { onClaim: [], onCommitted: [], onFinished: [], onOrder: [] };

  /** Adds a hook, after the others (or before them with `first`); the function returned removes it again. */
  on<K extends MatchHookName>(name: K, fn: MatchHookFns[K], at: 'first' | 'last' = 'last'): () => void {
    const list = this.lists[name] as MatchHookFns[K][];
    if (at === 'first') list.unshift(fn);
    else list.push(fn);
    return () => {
      const at = list.indexOf(fn);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** Calls every hook of `name` in the order they were added, awaiting each; a hook that throws stops the rest and rejects. */
  async emit<K extends MatchHookName>(name: K, ...args: Parameters<MatchHookFns[K]>): Promise<void> {
    for (const fn of [...this.lists[name]]) await (fn as (...a: Parameters<MatchHookFns[K]>) => void | Promise<void>)(...args);
  }

  /** Whether any hook of `name` is added (callers skip work only a hook would read). */
  has(name: MatchHookName): boolean {
    return this.lists[name].length > 0;
  }
}
