// A whole match between baselines (CLI `sim`, `start`, tests and the bench): every awaited seat
// gets its team's baseline order each turn, except `absent` seats, which never order (no-shows).
import type { GameEvent } from '../core/game.ts';
import { resolveLanternTurn, setupLantern } from './match.ts';
import type { BotKind, LanternOrder, LanternState, PlayerFailure } from './types.ts';

/** Options of a bot match. */
export interface BotMatchOptions {
  bots?: Partial<Record<'moth' | 'owl', BotKind>>;
  names?: string[];
  /** Other act lengths (ticks; multiples of 120), as the original's prepTicks / huntTicks. */
  ticks?: { build: number; hunt: number };
  /** Seats that never order (played by the warden and reported as no-shows). */
  absent?: number[];
  /** Called with each no-show once, when it is recorded. */
  onFailure?: (f: PlayerFailure) => void;
  /** Called after every turn. */
  onTurn?: (s: LanternState, events: GameEvent[]) => void;
}

/** Plays a whole match between baselines and returns the final state. */
export function playBotMatch(rulesetId: string, seed: number | string, opts: BotMatchOptions = {}): LanternState {
  const absent = new Set(opts.absent ?? []);
  // Seats that are not absent are bot seats: the turn gives them their team's bot order itself.
  const botSeats = [0, 1, 2, 3, 4, 5].filter((k) => !absent.has(k));
  let s = setupLantern(rulesetId, seed, { bots: opts.bots, names: opts.names, ticks: opts.ticks, botSeats });
  const orders = new Map<number, LanternOrder>();
  while (s.end === null) {
    const before = s.failures.length;
    const out = resolveLanternTurn(s, orders);
    s = out.state;
    for (const f of s.failures.slice(before)) opts.onFailure?.(f);
    opts.onTurn?.(s, out.events);
  }
  return s;
}
