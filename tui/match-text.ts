// The terminal's lines about matches: why a match ended early, how long a lobby has left, a resolved
// turn and a seat change named as the seat list names seats. Event wording is the games' (engine/games.ts eventText).
import type { MatchSnapshot } from '../engine/match/types.ts';

/** The one line said when a match the player was in or watching turns out cancelled. */
export function cancelledLine(s: Pick<MatchSnapshot, 'code' | 'cancelReason'>): string {
  return s.cancelReason === 'lobby-expired' ? `the lobby of match ${s.code} closed: nobody started it in time` : `match ${s.code} was cancelled by its host`;
}

/** "4 min 05 s" until `at`, from `now` (never negative). */
export function timeLeft(at: number, now: number): string {
  const s = Math.max(0, Math.ceil((at - now) / 1000));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

/** A resolved turn's line naming seats as the seat list does ("turn 3 resolved: ada plan ..., Owl-2 sweep G5"), not by "#0". */
export function turnResolvedLine(e: { turn: number; orders?: unknown }, seats: readonly { index: number; alias: string; name?: string | null; bot?: boolean; owner?: string | null }[]): string {
  const orders = (e.orders as { seat: number; order: string }[] | undefined) ?? [];
  const who = (i: number) => {
    const s = seats.find((x) => x.index === i);
    return !s ? `seat ${i}` : !s.bot && s.owner && s.name ? s.name : s.alias;
  };
  return `turn ${e.turn + 1} resolved${orders.length ? `: ${orders.map((o) => `${who(o.seat)} ${o.order}`).join(', ')}` : ''}`;
}

/** A seat swap in a lobby, naming the player as the seat list does (the service event carries their id). */
export function seatChangedLine(e: { player?: unknown; seat?: unknown; [field: string]: unknown }, seats: readonly { index: number; alias: string; name?: string | null; owner?: string | null }[]): string {
  const mine = seats.find((s) => s.owner === e.player);
  const seat = seats.find((s) => s.index === e.seat);
  return `${mine?.name ?? 'a player'} took seat ${String(e.seat)}${seat ? ` (${seat.alias})` : ''}`;
}

/** "Orders: walk <lamp>, ..." from a grammar line that may already start with "orders:". */
export function ordersHelpLine(grammar: string): string {
  return `Orders: ${grammar.replace(/^\s*orders?:\s*/i, '')}`;
}

/** A count with its noun, singular for one: "1 player", "3 players". */
export function plural(n: number, noun: string, many = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : many}`;
}
