// Selection and safety (seed "Selection and safety", facts §8): which ruleset the server runs,
// whether match mode is on, the player contract, crypto admission and the boot-time validator.
// Everything reads an env object passed in; the engine never touches process.env.
import type { Env } from './difficulty.ts';
import { BUILTIN_SPECS, DEFAULT_MATCH_RULESET_ID, resolveMatchRuleset } from './registry.ts';
import { WIN } from './ruleset.ts';
import type { Ruleset } from './types.ts';

/** Selection constants. */
export const SELECTION = Object.freeze({
  minEntrants: 2, // persistence and transport need two entrants
  maxPlayersCap: 32,
  schedulerMaxPlayers: 4, // the scheduler's default MATCH_MAX_PLAYERS
  entropyMin: 2,
  entropyMax: 100,
});

/** The server's match ruleset: MATCH_RULESET_ID (default `race`), failing closed to `race`. */
export function matchRulesetFromEnv(env: Env): Ruleset {
  return resolveMatchRuleset(env.MATCH_RULESET_ID ?? DEFAULT_MATCH_RULESET_ID);
}

/** Match mode is on only for the literal string `true`. */
export function matchEnabled(env: Env): boolean {
  return env.MATCH_ENABLED === 'true';
}

/** Persisted matches need at least two entrants, whatever the ruleset allows. */
export function meetsEntrantFloor(entrants: number): boolean {
  return entrants >= SELECTION.minEntrants;
}

export interface PlayerContract {
  min: number;
  max: number;
  valid: boolean;
}

/** The player contract as the original's admission policy computes it: min = max(2, ruleset min); the request (trimmed digits) or, when unset, the ruleset's own maximum; max = max(2, min(32, ruleset max, request)); valid for an unset or digit-only request with min ≤ request ≤ 32. */
export function playerContract(ruleset: Ruleset, requested?: string): PlayerContract {
  const min = Math.max(SELECTION.minEntrants, ruleset.players.min);
  const raw = (requested ?? '').trim();
  const absent = raw === '';
  const digits = !absent && /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw));
  const req = digits ? Number(raw) : ruleset.players.max;
  const max = Math.max(SELECTION.minEntrants, Math.min(SELECTION.maxPlayersCap, ruleset.players.max, req));
  const valid = (absent || digits) && min <= max && min <= req && req <= SELECTION.maxPlayersCap;
  return { min, max, valid };
}

/** An admission flag is on for "true" in any case, spaces around allowed (the original's isExplicitTrue). */
export function explicitTrue(v: string | undefined): boolean {
  return (v ?? '').trim().toLowerCase() === 'true';
}

/** The largest atomic amount the original accepts (PostgreSQL BIGINT). */
export const PG_BIGINT_MAX = 9223372036854775807n;

/** Crypto payouts need single-winner semantics: not solo or co-op, a competitive win type, max ≥ 2. */
export function cryptoSupported(r: Ruleset): boolean {
  const types: string[] = [WIN.FIRST_TO_EXIT, WIN.LAST_ALIVE, WIN.HIGH_SCORE];
  return r.mode !== 'solo' && r.mode !== 'coop' && types.includes(r.winCondition.type) && r.players.max >= 2;
}

/** A positive atomic amount from digits (spaces around and `_` separators allowed) up to PG_BIGINT_MAX, or null. */
export function positiveBigint(v: string | undefined): bigint | null {
  const raw = (v ?? '').trim().replace(/_/g, '');
  if (!/^\d+$/.test(raw)) return null;
  const n = BigInt(raw);
  return n > 0n && n <= PG_BIGINT_MAX ? n : null;
}

/** A house fee percent (up to 2 decimals, 0 ≤ fee < 100) as basis points, or null; an unset fee is null (refused), as the original. */
export function houseFeeBasisPoints(v: string | number | undefined): number | null {
  const text = typeof v === 'number' ? String(v) : v ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const pct = Number(text);
  if (!(pct >= 0 && pct < 100)) return null;
  return Math.round(pct * 100);
}

export type AdmissionReason =
  | 'match_disabled' | 'crypto_match_disabled' | 'match_payouts_disabled' | 'payout_master_disabled' | 'paid_products_disabled'
  | 'unsupported_crypto_ruleset' | 'invalid_player_contract' | 'invalid_payout_cap' | 'invalid_entry_fee' | 'invalid_house_fee';

export type Admission =
  | { allowed: true; entryFee: bigint; payoutCap: bigint; houseFeeBp: number; contract: PlayerContract }
  | { allowed: false; reason: AdmissionReason };

/** Crypto-race admission: the first failing check, in the facts' order, is the reason. */
export function matchEconomyPolicy(ruleset: Ruleset, env: Env): Admission {
  const flags: [string, AdmissionReason][] = [
    ['MATCH_ENABLED', 'match_disabled'], ['MATCH_CRYPTO_RACE_ENABLED', 'crypto_match_disabled'],
    ['MATCH_PAYOUTS_ENABLED', 'match_payouts_disabled'], ['PAYOUTS_ENABLED', 'payout_master_disabled'], ['PAYMENTS_ENABLED', 'paid_products_disabled'],
  ];
  for (const [name, reason] of flags) if (!explicitTrue(env[name])) return { allowed: false, reason };
  if (!cryptoSupported(ruleset)) return { allowed: false, reason: 'unsupported_crypto_ruleset' };
  const contract = playerContract(ruleset, env.MATCH_MAX_PLAYERS);
  if (!contract.valid) return { allowed: false, reason: 'invalid_player_contract' };
  const payoutCap = positiveBigint(env.MATCH_PAYOUT_MAX);
  if (payoutCap === null) return { allowed: false, reason: 'invalid_payout_cap' };
  const entryFee = positiveBigint(env.MATCH_ENTRY_FEE_ATOMIC);
  if (entryFee === null) return { allowed: false, reason: 'invalid_entry_fee' };
  // the fee must be set explicitly: the original refuses a paid match without MATCH_HOUSE_FEE_PERCENT
  const houseFeeBp = houseFeeBasisPoints(env.MATCH_HOUSE_FEE_PERCENT);
  if (houseFeeBp === null) return { allowed: false, reason: 'invalid_house_fee' };
  return { allowed: true, entryFee, payoutCap, houseFeeBp, contract };
}

function entropySetting(env: Env, name: string, errors: string[]): void {
  const v = env[name];
  if (v === undefined || !/^\d+$/.test(v) || Number(v) < SELECTION.entropyMin || Number(v) > SELECTION.entropyMax) {
    errors.push(`${name} must be set explicitly to a whole number from ${SELECTION.entropyMin} to ${SELECTION.entropyMax}, got ${v === undefined ? 'nothing' : `"${v}"`}`);
  }
}

/** Boot-time validation (production only): one message per bad variable; empty when fine. */
export function validateEnvironment(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || !matchEnabled(env)) return [];
  const errors: string[] = [];
  const id = env.MATCH_RULESET_ID ?? DEFAULT_MATCH_RULESET_ID;
  const known = BUILTIN_SPECS[id];
  if (!known || known.mode === 'solo') errors.push(`MATCH_RULESET_ID "${id}" is not a match ruleset: choose one of race, last-alive, score-attack, coop-escape`);
  const ruleset = matchRulesetFromEnv(env);
  const contract = playerContract(ruleset, env.MATCH_MAX_PLAYERS);
  const mp = env.MATCH_MAX_PLAYERS;
  const hi = Math.min(SELECTION.maxPlayersCap, ruleset.players.max);
  if (mp !== undefined && (!/^\d+$/.test(mp) || Number(mp) < contract.min || Number(mp) > hi)) {
    errors.push(`MATCH_MAX_PLAYERS must be a whole number from ${contract.min} to ${hi} for ruleset ${ruleset.id}, got "${mp}"`);
  }
  if (env.MATCH_CRYPTO_RACE_ENABLED !== 'true') return errors;
  const admission = matchEconomyPolicy(ruleset, env);
  if (!admission.allowed) {
    errors.push(`crypto match admission fails with ${admission.reason} for ruleset ${ruleset.id}`);
    return errors;
  }
  entropySetting(env, 'MATCH_ENTROPY_DELAY_BLOCKS', errors);
  entropySetting(env, 'MATCH_ENTROPY_CONFIRMATIONS', errors);
  const backing = env.MATCH_TICKET_BACKING_ATOMIC;
  if (backing !== undefined && positiveBigint(backing) !== admission.entryFee) {
    errors.push(`MATCH_TICKET_BACKING_ATOMIC must equal MATCH_ENTRY_FEE_ATOMIC (${admission.entryFee}), got "${backing}"`);
  }
  const pot = admission.entryFee * BigInt(admission.contract.max);
  const liability = pot - (pot * BigInt(admission.houseFeeBp)) / 10000n;
  if (liability > admission.payoutCap) {
    errors.push(`MATCH_PAYOUT_MAX (${admission.payoutCap}) is below the largest payout ${liability} (${admission.contract.max} entrants × ${admission.entryFee} minus the house fee)`);
  }
  return errors;
}
