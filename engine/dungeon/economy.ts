// The credits ledger (SPEC 4: no real money moves). Double entry: every entry moves an amount
// from one account to another, so the sum of all balances is always zero; `mint` issues credits.
// Pot modes follow matchPayoutService (winner takes the pot minus the house fee, capped), solo
// play follows gameModeManager (a multiplier on the entry fee).
import { ECONOMY } from './ruleset.ts';
import type { Ruleset } from './types.ts';

export const ACCOUNTS = Object.freeze({ mint: 'mint', house: 'house' });
export const playerAccount = (id: string): string => `player:${id}`;
export const potAccount = (matchId: string): string => `pot:${matchId}`;

export interface LedgerEntry {
  seq: number;
  kind: 'grant' | 'entry' | 'credits_cost' | 'house_fee' | 'payout' | 'payout_cap_excess' | 'refund' | 'solo_entry' | 'solo_payout';
  from: string;
  to: string;
  /** Decimal string of a positive bigint. */
  amount: string;
  ref: string;
}

/** A double-entry credits ledger (plain data inside, so the store can persist it as JSON). */
export class CreditsLedger {
  readonly entries: LedgerEntry[] = [];
  private readonly balances = new Map<string, bigint>();

  static fromJSON(entries: LedgerEntry[]): CreditsLedger {
    const l = new CreditsLedger();
    for (const e of entries) l.apply(e);
    return l;
  }

  toJSON(): LedgerEntry[] {
    return this.entries;
  }

  private apply(e: LedgerEntry): void {
    const a = BigInt(e.amount);
    this.balances.set(e.from, (this.balances.get(e.from) ?? 0n) - a);
    this.balances.set(e.to, (this.balances.get(e.to) ?? 0n) + a);
    this.entries.push(e);
  }

  /** Moves `amount` from one account to another; refuses overdrafts of player and pot accounts. */
  transfer(kind: LedgerEntry['kind'], from: string, to: string, amount: bigint, ref: string): void {
    if (amount <= 0n) throw new Error(`a ledger amount must be positive, got ${amount}`);
    if (from !== ACCOUNTS.mint && from !== ACCOUNTS.house && this.balance(from) < amount) {
      throw new Error(`not enough credits in ${from}: needs ${amount}, has ${this.balance(from)}`);
    }
    this.apply({ seq: this.entries.length + 1, kind, from, to, amount: amount.toString(), ref });
  }

  balance(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  /** Sum of every balance: always 0n. */
  total(): bigint {
    let t = 0n;
    for (const v of this.balances.values()) t += v;
    return t;
  }

  /** Re-derives balances from the entries and checks them (the audit). */
  verify(): boolean {
    return CreditsLedger.fromJSON(this.entries.map((e) => ({ ...e }))).total() === 0n && this.total() === 0n;
  }

  /** Issues credits to a player. */
  grant(playerId: string, amount: bigint, ref = 'grant'): void {
    this.transfer('grant', ACCOUNTS.mint, playerAccount(playerId), amount, ref);
  }
}

export interface EconomyTerms {
  entryFee: bigint;
  creditsCost: bigint;
  houseFeeBp: number;
  payoutCap: bigint;
}

/** A player's entry per economy model: free nothing; credits_prestige the credits cost to the house; crypto_race one ticket into the pot. */
export function enterMatch(ledger: CreditsLedger, ruleset: Ruleset, matchId: string, playerId: string, terms: EconomyTerms): void {
  const m = ruleset.economy.model;
  if (m === ECONOMY.CREDITS_PRESTIGE) ledger.transfer('credits_cost', playerAccount(playerId), ACCOUNTS.house, terms.creditsCost, matchId);
  else if (m === ECONOMY.CRYPTO_RACE) ledger.transfer('entry', playerAccount(playerId), potAccount(matchId), terms.entryFee, matchId);
}

/** The winner's liability of a pot as the original caps it: fee = pot × bp / 10000, prize = pot − fee; null (payout_cap_exceeded) when the prize is not positive or is above the cap, since the original refuses such a match rather than trimming its payout. */
export function potLiability(pot: bigint, houseFeeBp: number, payoutCap: bigint): { fee: bigint; prize: bigint } | null {
  const fee = (pot * BigInt(houseFeeBp)) / 10000n;
  const prize = pot - fee;
  return prize > 0n && prize <= payoutCap ? { fee, prize } : null;
}

/** Whether a paid match of `entrants` tickets may start: its whole pot less the fee must fit under the payout cap (else a one-line reason). */
export function admitPot(terms: EconomyTerms, entrants: number): { ok: true; fee: bigint; prize: bigint } | { ok: false; reason: string } {
  const pot = terms.entryFee * BigInt(entrants);
  const l = potLiability(pot, terms.houseFeeBp, terms.payoutCap);
  if (l) return { ok: true, ...l };
  return { ok: false, reason: `payout_cap_exceeded: ${entrants} tickets of ${terms.entryFee} less the house fee pay ${pot - (pot * BigInt(terms.houseFeeBp)) / 10000n}, which must be above 0 and at most the payout cap ${terms.payoutCap}` };
}

/** Settles a pot: house fee = pot × bp / 10000 and the winner gets all the rest (a pot whose prize is above the cap is refused, never trimmed, as the original); no winner refunds each ticket. */
export function settleMatchPot(ledger: CreditsLedger, matchId: string, winnerId: string | null, terms: EconomyTerms, entrants: readonly string[]): { fee: bigint; prize: bigint } {
  const pot = ledger.balance(potAccount(matchId));
  if (pot <= 0n) return { fee: 0n, prize: 0n };
  if (winnerId === null) {
    for (const id of entrants) if (ledger.balance(potAccount(matchId)) >= terms.entryFee) ledger.transfer('refund', potAccount(matchId), playerAccount(id), terms.entryFee, matchId);
    const rest = ledger.balance(potAccount(matchId));
    if (rest > 0n) ledger.transfer('house_fee', potAccount(matchId), ACCOUNTS.house, rest, matchId);
    return { fee: 0n, prize: 0n };
  }
  const l = potLiability(pot, terms.houseFeeBp, terms.payoutCap);
  if (!l) throw new Error(`payout_cap_exceeded: the pot ${pot} less the house fee is above the payout cap ${terms.payoutCap} (or not positive); such a match is refused at its start (admitPot)`);
  if (l.fee > 0n) ledger.transfer('house_fee', potAccount(matchId), ACCOUNTS.house, l.fee, matchId);
  ledger.transfer('payout', potAccount(matchId), playerAccount(winnerId), l.prize, matchId);
  return l;
}

/** Solo play: the entry fee to the house, then 2× (escape) or 3× (escape with treasure) of it back. */
export function settleSoloRun(ledger: CreditsLedger, ruleset: Ruleset, runId: string, playerId: string, entryFee: bigint, outcome: { escaped: boolean; treasure: boolean }): bigint {
  ledger.transfer('solo_entry', playerAccount(playerId), ACCOUNTS.house, entryFee, runId);
  if (!outcome.escaped) return 0n;
  const mult = outcome.treasure ? ruleset.economy.payoutMultipliers.escapeWithTreasure : ruleset.economy.payoutMultipliers.escape;
  const payout = (entryFee * BigInt(Math.round(mult * 100))) / 100n;
  if (payout > 0n) ledger.transfer('solo_payout', ACCOUNTS.house, playerAccount(playerId), payout, runId);
  return payout;
}
