import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPaidEntrantFreeze, canonicalEntryIds, deriveBlockMatchSeed, deriveFutureBlockMatchSeed } from '../../../engine/dungeon/fairness.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const base = { freezeHeight: 100, delay: 2, economy: 'crypto_race', rulesetId: 'race', entryIds: [12, 3, 7] };
const HASH = 'ab'.repeat(32);

describe('canonical entry ids', () => {
  it('sorts numerically, dedupes and joins with commas', () => {
    expect(canonicalEntryIds(['12', 3, '7', 3])).toBe('3,7,12');
  });
  it('needs at least 2 unique numeric ids', () => {
    expect(() => canonicalEntryIds([5, 5])).toThrow(/at least 2/);
    expect(() => canonicalEntryIds([1, 'x'])).toThrow(/numeric/);
  });
});

describe('buildPaidEntrantFreeze', () => {
  const f = buildPaidEntrantFreeze(base);
  it('commits version, heights, delay, economy, ruleset id and ids in one canonical hash', () => {
    expect(f).toMatchObject({ version: 'future-block-freeze-v2', freezeHeight: 100, targetHeight: 102, delay: 2, entryIds: '3,7,12' });
    expect(f.commitment).toBe(sha('wowngeon-paid-entrant-freeze|future-block-freeze-v2|100|102|2|crypto_race|race|3,7,12'));
  });
  it('the delay defaults to 2', () => {
    expect(buildPaidEntrantFreeze({ ...base, delay: undefined }).targetHeight).toBe(102);
  });
  it('ignores entrant order', () => {
    expect(buildPaidEntrantFreeze({ ...base, entryIds: [7, 12, 3] }).commitment).toBe(f.commitment);
  });
  it.each([
    ['freezeHeight', { freezeHeight: 101 }], ['delay', { delay: 3 }], ['economy', { economy: 'free' }],
    ['rulesetId', { rulesetId: 'last-alive' }], ['entryIds', { entryIds: [12, 3, 8] }],
  ])('changing %s changes the hash', (_f, change) => {
    expect(buildPaidEntrantFreeze({ ...base, ...change }).commitment).not.toBe(f.commitment);
  });
  it('refuses a non-canonical ruleset id', () => {
    expect(() => buildPaidEntrantFreeze({ ...base, rulesetId: 'Race!' })).toThrow(/not canonical/);
  });
});

describe('deriveFutureBlockMatchSeed', () => {
  const f = buildPaidEntrantFreeze(base);
  const header = { height: 102, hash: HASH };
  it('accepts only the exact committed header after its confirmation wait, mixing in the commitment', () => {
    const r = deriveFutureBlockMatchSeed(f, header, 103);
    expect(r).toEqual({ ok: true, targetHeight: 102, seed: sha(`wowngeon-match|future-chain-block-v2|${HASH}|102|${f.commitment}|crypto_race|race|3,7,12`) });
  });
  it('refuses an early header (tip below target + confirmations − 1)', () => {
    expect(deriveFutureBlockMatchSeed(f, header, 102)).toMatchObject({ ok: false, reason: 'awaiting_confirmations' });
    expect(deriveFutureBlockMatchSeed(f, header, 104, { confirmations: 4 })).toMatchObject({ ok: false, reason: 'awaiting_confirmations' });
  });
  it('refuses a wrong header height', () => {
    expect(deriveFutureBlockMatchSeed(f, { height: 101, hash: HASH }, 110)).toMatchObject({ ok: false, reason: 'wrong_height' });
    expect(deriveFutureBlockMatchSeed(f, { height: 103, hash: HASH }, 110)).toMatchObject({ ok: false, reason: 'wrong_height' });
  });
  it('never falls back without a header', () => {
    expect(deriveFutureBlockMatchSeed(f, null, 110)).toMatchObject({ ok: false, reason: 'header_missing', refund: false });
  });
  it('refuses a tampered freeze and refunds a freeze whose ruleset changed', () => {
    expect(deriveFutureBlockMatchSeed({ ...f, entryIds: '3,7,13' }, header, 110)).toMatchObject({ ok: false, reason: 'freeze_tampered' });
    expect(deriveFutureBlockMatchSeed({ ...f, targetHeight: 103 }, { height: 103, hash: HASH }, 110)).toMatchObject({ ok: false, reason: 'freeze_tampered' });
    expect(deriveFutureBlockMatchSeed(f, header, 110, { activeRulesetId: 'last-alive' })).toEqual({ ok: false, reason: 'ruleset_changed', refund: true });
  });
  it('different committed headers give different seeds', () => {
    const a = deriveFutureBlockMatchSeed(f, header, 110), b = deriveFutureBlockMatchSeed(f, { height: 102, hash: 'cd'.repeat(32) }, 110);
    expect(a.ok && b.ok && a.seed !== b.seed).toBe(true);
  });
});

describe('free block seed', () => {
  it('hashes the canonical free-block string and ignores entrant order', () => {
    const a = deriveBlockMatchSeed({ hash: HASH, height: 99, economy: 'free', rulesetId: 'race', entryIds: [2, 1] });
    const b = deriveBlockMatchSeed({ hash: HASH, height: 99, economy: 'free', rulesetId: 'race', entryIds: [1, 2] });
    expect(a).toEqual(b);
    expect(a).toEqual({ source: 'chain-block-v1', seed: sha(`wowngeon-match|chain-block-v1|${HASH}|99|free|race|1,2`) });
  });
  it('falls back to the server-random seed only without a hash', () => {
    expect(deriveBlockMatchSeed({ hash: null, height: 99, economy: 'free', rulesetId: 'race', entryIds: [1, 2], serverRandom: 'ff' })).toEqual({ seed: 'ff', source: 'server-random-v1' });
    expect(() => deriveBlockMatchSeed({ height: 99, economy: 'free', rulesetId: 'race', entryIds: [1, 2] })).toThrow(/no block hash/);
  });
});
