// A Lantern match at its first hunt turn: the build act played by the bots, so every order (hiders'
// and seekers') can be given. Orders are checked against it (`lamplit order check lantern`).
import { baselineOrder } from './bots.ts';
import { awaitingSeats, resolveLanternTurn, setupLantern } from './match.ts';
import type { LanternOrder, LanternState } from './types.ts';

/** A fresh match advanced by the baselines to its first hunt turn. */
export function firstHuntTurn(ruleset: string, seed: number | string): LanternState {
  let s = setupLantern(ruleset, seed);
  while (s.act === 'build' && s.end === null) {
    const orders = new Map<number, LanternOrder>();
    for (const k of awaitingSeats(s)) orders.set(k, baselineOrder(s, k));
    s = resolveLanternTurn(s, orders).state;
  }
  return s;
}
