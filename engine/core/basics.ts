// The two smallest shapes of the Game contract, on their own so that the contract's parts (order
// pads, event wording) can use them without importing engine/core/game.ts, which imports them.

/** The result of parsing untrusted input: a value, or a one-line error a player understands. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** An engine event. Every event carries its type and the turn it happened in. */
export interface GameEvent {
  type: string;
  turn: number;
  tick?: number;
  [field: string]: unknown;
}
