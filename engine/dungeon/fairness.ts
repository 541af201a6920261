// Fairness (facts §8): match seeds from block headers, the paid entrant freeze and the
// future-block seed. Canonical strings are fields joined with `|`, hashed with sha256 (hex); the
// original's brand strings ("wowngeon-...") are kept so seeds match the documented game.
import { sha256Hex } from './rng.ts';

/** Canonical string tags and defaults. */
export const FAIRNESS = Object.freeze({
  matchTag: 'wowngeon-match',
  freeBlockVersion: 'chain-block-v1',
  freezeTag: 'wowngeon-paid-entrant-freeze',
  freezeVersion: 'future-block-freeze-v2',
  paidSeedVersion: 'future-chain-block-v2',
  serverRandomVersion: 'server-random-v1',
  defaultDelay: 2,
  defaultConfirmations: 2,
  rulesetIdPattern: /^[a-z0-9][a-z0-9-]{0,63}$/,
});

/** Queue entry ids: at least 2 unique numeric ids, sorted numerically, joined with commas; throws a one-line error otherwise. */
export function canonicalEntryIds(ids: readonly (string | number)[]): string {
  const text = ids.map((i) => String(i).trim());
  if (!text.every((t) => /^\d+$/.test(t))) throw new Error('entry ids must be numeric');
  const sorted = [...new Set(text.map((t) => BigInt(t)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length < 2) throw new Error('a match needs at least 2 unique entry ids');
  return sorted.map(String).join(',');
}

function checkRulesetId(id: string): void {
  if (!FAIRNESS.rulesetIdPattern.test(id)) throw new Error(`ruleset id "${id}" is not canonical: lowercase letters, digits and dashes, at most 64`);
}

const canonical = (fields: (string | number)[]): string => sha256Hex(fields.join('|'));

/** A free match's seed from an observed block header, or the caller's server-random seed when no hash is available. */
export function deriveBlockMatchSeed(input: { hash?: string | null; height: number; economy: string; rulesetId: string; entryIds: readonly (string | number)[]; serverRandom?: string }):
  { seed: string; source: 'chain-block-v1' | 'server-random-v1' } {
  checkRulesetId(input.rulesetId);
  const ids = canonicalEntryIds(input.entryIds);
  if (!input.hash) {
    if (!input.serverRandom) throw new Error('no block hash and no server random seed');
    return { seed: input.serverRandom, source: 'server-random-v1' };
  }
  return { seed: canonical([FAIRNESS.matchTag, FAIRNESS.freeBlockVersion, input.hash, input.height, input.economy, input.rulesetId, ids]), source: 'chain-block-v1' };
}

/** The durable paid entrant freeze. */
export interface PaidEntrantFreeze {
  version: string;
  freezeHeight: number;
  targetHeight: number;
  delay: number;
  economy: string;
  rulesetId: string;
  entryIds: string;
  commitment: string;
}

function freezeCommitment(f: Omit<PaidEntrantFreeze, 'commitment' | 'version'>): string {
  return canonical([FAIRNESS.freezeTag, FAIRNESS.freezeVersion, f.freezeHeight, f.targetHeight, f.delay, f.economy, f.rulesetId, f.entryIds]);
}

/** Commits version, freeze height, target height, delay, economy, ruleset id and the canonical entry ids into one hash. */
export function buildPaidEntrantFreeze(input: { freezeHeight: number; delay?: number; economy: string; rulesetId: string; entryIds: readonly (string | number)[] }): PaidEntrantFreeze {
  checkRulesetId(input.rulesetId);
  if (!Number.isInteger(input.freezeHeight) || input.freezeHeight < 0) throw new Error('freeze height must be a whole number');
  const delay = input.delay ?? FAIRNESS.defaultDelay;
  if (!Number.isInteger(delay) || delay < 1) throw new Error('delay must be a whole number of blocks, at least 1');
  const body = { freezeHeight: input.freezeHeight, targetHeight: input.freezeHeight + delay, delay, economy: input.economy, rulesetId: input.rulesetId, entryIds: canonicalEntryIds(input.entryIds) };
  return { version: FAIRNESS.freezeVersion, ...body, commitment: freezeCommitment(body) };
}

export type FutureSeed =
  | { ok: true; seed: string; targetHeight: number }
  | { ok: false; reason: 'freeze_tampered' | 'ruleset_changed' | 'header_missing' | 'wrong_height' | 'awaiting_confirmations'; refund: boolean };

/** The paid match seed: only the exact committed future header, after its confirmation wait; never a fallback. A changed ruleset refunds. */
export function deriveFutureBlockMatchSeed(freeze: PaidEntrantFreeze, header: { height: number; hash: string } | null, tipHeight: number,
  opts: { confirmations?: number; activeRulesetId?: string } = {}): FutureSeed {
  const { commitment, version, ...body } = freeze;
  if (version !== FAIRNESS.freezeVersion || body.targetHeight !== body.freezeHeight + body.delay || freezeCommitment(body) !== commitment) {
    return { ok: false, reason: 'freeze_tampered', refund: true };
  }
  if (opts.activeRulesetId !== undefined && opts.activeRulesetId !== freeze.rulesetId) return { ok: false, reason: 'ruleset_changed', refund: true };
  if (!header || !header.hash) return { ok: false, reason: 'header_missing', refund: false };
  if (header.height !== freeze.targetHeight) return { ok: false, reason: 'wrong_height', refund: false };
  const confirmations = opts.confirmations ?? FAIRNESS.defaultConfirmations;
  if (tipHeight < freeze.targetHeight + confirmations - 1) return { ok: false, reason: 'awaiting_confirmations', refund: false };
  const seed = canonical([FAIRNESS.matchTag, FAIRNESS.paidSeedVersion, header.hash, freeze.targetHeight, commitment, freeze.economy, freeze.rulesetId, freeze.entryIds]);
  return { ok: true, seed, targetHeight: freeze.targetHeight };
}
