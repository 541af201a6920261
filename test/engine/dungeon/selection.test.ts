import { describe, expect, it } from 'vitest';
import { getRuleset } from '../../../engine/dungeon/registry.ts';
import { defineRuleset } from '../../../engine/dungeon/ruleset.ts';
import {
  cryptoSupported, houseFeeBasisPoints, matchEconomyPolicy, matchEnabled, matchRulesetFromEnv, meetsEntrantFloor, playerContract, validateEnvironment,
} from '../../../engine/dungeon/selection.ts';

const race = getRuleset('race')!;
const PAID = {
  MATCH_ENABLED: 'true', MATCH_CRYPTO_RACE_ENABLED: 'true', MATCH_PAYOUTS_ENABLED: 'true', PAYOUTS_ENABLED: 'true', PAYMENTS_ENABLED: 'true',
  MATCH_PAYOUT_MAX: '1000000', MATCH_ENTRY_FEE_ATOMIC: '1000', MATCH_HOUSE_FEE_PERCENT: '5',
};

describe('ruleset selection', () => {
  it('MATCH_RULESET_ID defaults to race and fails closed to race for unknown or solo ids', () => {
    expect(matchRulesetFromEnv({}).id).toBe('race');
    expect(matchRulesetFromEnv({ MATCH_RULESET_ID: 'coop-escape' }).id).toBe('coop-escape');
    expect(matchRulesetFromEnv({ MATCH_RULESET_ID: 'solo-classic' }).id).toBe('race');
    expect(matchRulesetFromEnv({ MATCH_RULESET_ID: 'zzz' }).id).toBe('race');
  });
  it.each([['true', true], ['TRUE', false], ['1', false], ['yes', false], [undefined, false], [' true', false]])('MATCH_ENABLED=%j is %s', (v, want) => {
    expect(matchEnabled({ MATCH_ENABLED: v })).toBe(want);
  });
  it('persisted matches need two entrants', () => {
    expect([meetsEntrantFloor(1), meetsEntrantFloor(2)]).toEqual([false, true]);
  });
});

describe('player contract', () => {
  it('raises min to 2 even for one-player rulesets and caps max by ruleset, request and 32', () => {
    // MATCH_MAX_PLAYERS unset: the ruleset's own maximum (8), not 4, as the original's admission policy
    expect(playerContract(getRuleset('score-attack')!)).toEqual({ min: 2, max: 8, valid: true });
    expect(playerContract(race)).toEqual({ min: 2, max: 8, valid: true });
    expect(playerContract(race, ' 6 ')).toEqual({ min: 2, max: 6, valid: true });
    expect(playerContract(race, '6')).toEqual({ min: 2, max: 6, valid: true });
    expect(playerContract(race, '20')).toEqual({ min: 2, max: 8, valid: true });
  });
  it.each([['abc'], ['-3'], ['1'], ['33'], ['2.5']])('refuses request %j', (req) => {
    expect(playerContract(race, req).valid).toBe(false);
  });
  it('refuses a ruleset whose min exceeds the possible max', () => {
    expect(playerContract(defineRuleset({ players: { min: 5, max: 8 } }), '3').valid).toBe(false);
  });
});

describe('crypto admission (matchEconomyPolicy)', () => {
  it('admits race with a valid configuration', () => {
    const a = matchEconomyPolicy(race, PAID);
    expect(a).toMatchObject({ allowed: true, entryFee: 1000n, payoutCap: 1000000n, houseFeeBp: 500 });
  });

  it.each([
    ['MATCH_ENABLED', 'match_disabled'], ['MATCH_CRYPTO_RACE_ENABLED', 'crypto_match_disabled'], ['MATCH_PAYOUTS_ENABLED', 'match_payouts_disabled'],
    ['PAYOUTS_ENABLED', 'payout_master_disabled'], ['PAYMENTS_ENABLED', 'paid_products_disabled'],
  ])('%s not true -> %s', (name, reason) => {
    expect(matchEconomyPolicy(race, { ...PAID, [name]: 'yes' })).toEqual({ allowed: false, reason });
  });

  it('checks in order: the first failure is the reason', () => {
    expect(matchEconomyPolicy(getRuleset('coop-escape')!, { ...PAID, PAYMENTS_ENABLED: 'no', MATCH_ENTRY_FEE_ATOMIC: 'x' })).toEqual({ allowed: false, reason: 'paid_products_disabled' });
    expect(matchEconomyPolicy(race, { ...PAID, MATCH_MAX_PLAYERS: '99', MATCH_PAYOUT_MAX: '0' })).toEqual({ allowed: false, reason: 'invalid_player_contract' });
  });

  it.each([['solo-classic'], ['coop-escape']])('%s is unsupported_crypto_ruleset', (id) => {
    expect(matchEconomyPolicy(getRuleset(id)!, PAID)).toEqual({ allowed: false, reason: 'unsupported_crypto_ruleset' });
  });

  it('an unset MATCH_HOUSE_FEE_PERCENT is refused (invalid_house_fee), not taken as 0 or as the ruleset\'s fee', () => {
    const { MATCH_HOUSE_FEE_PERCENT: _f, ...noFee } = PAID;
    expect(matchEconomyPolicy(race, noFee)).toEqual({ allowed: false, reason: 'invalid_house_fee' });
    expect(matchEconomyPolicy(getRuleset('race', { economy: { houseFeePercent: 5 } })!, noFee)).toEqual({ allowed: false, reason: 'invalid_house_fee' });
    expect(matchEconomyPolicy(race, { ...PAID, MATCH_HOUSE_FEE_PERCENT: '0' })).toMatchObject({ allowed: true, houseFeeBp: 0 });
  });

  it('admission flags read as the original reads them ("TRUE", " true "), and atomic amounts allow _ separators up to BIGINT', () => {
    expect(matchEconomyPolicy(race, { ...PAID, MATCH_ENABLED: 'TRUE', PAYOUTS_ENABLED: ' true ' })).toMatchObject({ allowed: true });
    expect(matchEconomyPolicy(race, { ...PAID, MATCH_PAYOUT_MAX: '1_000_000' })).toMatchObject({ allowed: true, payoutCap: 1000000n });
    expect(matchEconomyPolicy(race, { ...PAID, MATCH_PAYOUT_MAX: '9223372036854775808' })).toEqual({ allowed: false, reason: 'invalid_payout_cap' });
  });

  it('crypto support needs a non-solo, non-coop mode, a competitive win type and max >= 2', () => {
    expect(['race', 'last-alive', 'score-attack'].map((id) => cryptoSupported(getRuleset(id)!))).toEqual([true, true, true]);
    expect(cryptoSupported(defineRuleset({ mode: 'race', winCondition: { type: 'all-escape' } }))).toBe(false);
    expect(cryptoSupported(defineRuleset({ mode: 'race', players: { max: 1 } }))).toBe(false);
  });

  it.each([
    ['MATCH_PAYOUT_MAX', '0', 'invalid_payout_cap'], ['MATCH_PAYOUT_MAX', '-5', 'invalid_payout_cap'], ['MATCH_PAYOUT_MAX', '1.5', 'invalid_payout_cap'],
    ['MATCH_ENTRY_FEE_ATOMIC', '0', 'invalid_entry_fee'], ['MATCH_ENTRY_FEE_ATOMIC', 'ten', 'invalid_entry_fee'],
    ['MATCH_HOUSE_FEE_PERCENT', '100', 'invalid_house_fee'], ['MATCH_HOUSE_FEE_PERCENT', '2.345', 'invalid_house_fee'], ['MATCH_HOUSE_FEE_PERCENT', '-1', 'invalid_house_fee'],
  ])('%s=%s -> %s', (name, value, reason) => {
    expect(matchEconomyPolicy(race, { ...PAID, [name]: value })).toEqual({ allowed: false, reason });
  });

  it('house fee: up to 2 decimals, 0 <= fee < 100, as basis points', () => {
    expect([houseFeeBasisPoints('0'), houseFeeBasisPoints('2.5'), houseFeeBasisPoints('99.99'), houseFeeBasisPoints(7)]).toEqual([0, 250, 9999, 700]);
  });
});

describe('boot-time environment validator', () => {
  const prod = { ...PAID, NODE_ENV: 'production', MATCH_ENTROPY_DELAY_BLOCKS: '2', MATCH_ENTROPY_CONFIRMATIONS: '3', MATCH_MAX_PLAYERS: '4' };
  it('passes a good production configuration and ignores development', () => {
    expect(validateEnvironment(prod)).toEqual([]);
    expect(validateEnvironment({ NODE_ENV: 'development', MATCH_ENABLED: 'true', MATCH_RULESET_ID: 'zzz' })).toEqual([]);
  });
  it('names an unknown or solo MATCH_RULESET_ID', () => {
    expect(validateEnvironment({ ...prod, MATCH_RULESET_ID: 'solo-classic' })[0]).toMatch(/^MATCH_RULESET_ID/);
  });
  it('requires MATCH_MAX_PLAYERS inside contract-min..min(32, ruleset max)', () => {
    expect(validateEnvironment({ ...prod, MATCH_MAX_PLAYERS: '9' }).join()).toMatch(/MATCH_MAX_PLAYERS must be a whole number from 2 to 8/);
    expect(validateEnvironment({ ...prod, MATCH_MAX_PLAYERS: '1' }).join()).toMatch(/MATCH_MAX_PLAYERS/);
  });
  it('requires entropy delay and confirmations explicitly, each 2..100', () => {
    const { MATCH_ENTROPY_DELAY_BLOCKS: _d, ...noDelay } = prod;
    expect(validateEnvironment(noDelay).join()).toMatch(/MATCH_ENTROPY_DELAY_BLOCKS must be set/);
    expect(validateEnvironment({ ...prod, MATCH_ENTROPY_CONFIRMATIONS: '101' }).join()).toMatch(/MATCH_ENTROPY_CONFIRMATIONS/);
  });
  it('repeats the admission checks for a crypto ruleset', () => {
    expect(validateEnvironment({ ...prod, MATCH_RULESET_ID: 'coop-escape' }).join()).toMatch(/unsupported_crypto_ruleset/);
  });
  it('requires ticket backing equal to the entry fee and the maximum liability within the cap', () => {
    expect(validateEnvironment({ ...prod, MATCH_TICKET_BACKING_ATOMIC: '999' }).join()).toMatch(/MATCH_TICKET_BACKING_ATOMIC/);
    expect(validateEnvironment({ ...prod, MATCH_PAYOUT_MAX: '3000' }).join()).toMatch(/MATCH_PAYOUT_MAX \(3000\) is below the largest payout 3800/);
  });
});
