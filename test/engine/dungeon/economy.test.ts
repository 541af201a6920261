import { describe, expect, it } from 'vitest';
import { pcgBelow, pcgSeed } from '../../../engine/core/pcg32.ts';
import { ACCOUNTS, admitPot, CreditsLedger, enterMatch, playerAccount, potAccount, settleMatchPot, settleSoloRun } from '../../../engine/dungeon/economy.ts';
import { getRuleset } from '../../../engine/dungeon/registry.ts';
import { DUNGEON, dungeonResults } from '../../../engine/dungeon/dungeon-game.ts';

const terms = { entryFee: 1000n, creditsCost: 1n, houseFeeBp: 500, payoutCap: 1_000_000n };
const race = getRuleset('race')!;

describe('the credits ledger', () => {
  it('pot mode: entries into the pot, the house fee, the winner takes the rest', () => {
    const l = new CreditsLedger();
    for (const id of ['a', 'b', 'c']) { l.grant(id, 5000n); enterMatch(l, race, 'm1', id, terms); }
    expect(l.balance(potAccount('m1'))).toBe(3000n);
    expect(settleMatchPot(l, 'm1', 'b', terms, ['a', 'b', 'c'])).toEqual({ fee: 150n, prize: 2850n });
    expect([l.balance(playerAccount('b')), l.balance(ACCOUNTS.house), l.balance(potAccount('m1'))]).toEqual([4000n + 2850n, 150n, 0n]);
    expect(l.total()).toBe(0n);
  });
  it('caps payouts as the original: a pot whose prize (pot less fee) is above MATCH_PAYOUT_MAX is refused at its start, never trimmed', () => {
    expect(admitPot({ ...terms, payoutCap: 1900n }, 2)).toEqual({ ok: true, fee: 100n, prize: 1900n });
    const refused = admitPot({ ...terms, payoutCap: 500n }, 2);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/^payout_cap_exceeded: 2 tickets of 1000 less the house fee pay 1900, which must be above 0 and at most the payout cap 500$/);
    const l = new CreditsLedger();
    for (const id of ['a', 'b']) { l.grant(id, 1000n); enterMatch(l, race, 'm', id, terms); }
    expect(() => settleMatchPot(l, 'm', 'a', { ...terms, payoutCap: 500n }, ['a', 'b'])).toThrow(/^payout_cap_exceeded/);
    expect([l.balance(potAccount('m')), l.balance(ACCOUNTS.house)]).toEqual([2000n, 0n]);
    expect(settleMatchPot(l, 'm', 'a', { ...terms, payoutCap: 1900n }, ['a', 'b'])).toEqual({ fee: 100n, prize: 1900n });
  });
  it('refunds every ticket when there is no winner', () => {
    const l = new CreditsLedger();
    for (const id of ['a', 'b']) { l.grant(id, 1000n); enterMatch(l, race, 'm', id, terms); }
    settleMatchPot(l, 'm', null, terms, ['a', 'b']);
    expect([l.balance(playerAccount('a')), l.balance(playerAccount('b'))]).toEqual([1000n, 1000n]);
  });
  it('free takes nothing; credits_prestige takes the credits cost and pays nothing', () => {
    const l = new CreditsLedger();
    l.grant('a', 10n);
    enterMatch(l, getRuleset('coop-escape')!, 'm', 'a', terms);
    expect(l.balance(playerAccount('a'))).toBe(10n);
    enterMatch(l, getRuleset('race', { economy: { model: 'credits_prestige' } })!, 'm', 'a', terms);
    expect([l.balance(playerAccount('a')), l.balance(ACCOUNTS.house)]).toEqual([9n, 1n]);
  });
  it('solo play pays 2x for an escape and 3x with the treasure', () => {
    const l = new CreditsLedger();
    l.grant('s', 3000n);
    const solo = getRuleset('solo-classic')!;
    expect(settleSoloRun(l, solo, 'r1', 's', 1000n, { escaped: true, treasure: false })).toBe(2000n);
    expect(settleSoloRun(l, solo, 'r2', 's', 1000n, { escaped: true, treasure: true })).toBe(3000n);
    expect(settleSoloRun(l, solo, 'r3', 's', 1000n, { escaped: false, treasure: true })).toBe(0n);
    expect(l.balance(playerAccount('s'))).toBe(3000n - 3000n + 5000n);
  });
  it('refuses overdrafts and non-positive amounts, changing nothing', () => {
    const l = new CreditsLedger();
    l.grant('a', 5n);
    expect(() => enterMatch(l, race, 'm', 'a', terms)).toThrow(/not enough credits in player:a: needs 1000, has 5/);
    expect(() => l.transfer('grant', ACCOUNTS.mint, 'player:a', 0n, 'x')).toThrow(/positive/);
    expect(l.entries).toHaveLength(1);
  });
  it('round-trips through JSON and re-audits', () => {
    const l = new CreditsLedger();
    l.grant('a', 7n);
    const back = CreditsLedger.fromJSON(JSON.parse(JSON.stringify(l)));
    expect([back.balance(playerAccount('a')), back.verify()]).toEqual([7n, true]);
  });

  it('always balances over many random matches (bot matches settle the pot)', () => {
    const rng = pcgSeed(2024);
    const l = new CreditsLedger();
    const ids = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8'];
    for (const id of ids) l.grant(id, 1_000_000n);
    const rulesets = ['race', 'last-alive', 'score-attack', 'coop-escape'];
    for (let m = 0; m < 60; m++) {
      const rid = rulesets[pcgBelow(rng, 4)];
      const n = 2 + pcgBelow(rng, 3);
      const rs = getRuleset(rid, { economy: { model: 'crypto_race' } })!;
      const t = { entryFee: BigInt(1 + pcgBelow(rng, 5000)), creditsCost: 1n, houseFeeBp: pcgBelow(rng, 9999), payoutCap: BigInt(1 + pcgBelow(rng, 20000)) };
      const entrants = ids.slice(0, n);
      if (!admitPot(t, n).ok) continue; // refused at its start, as the original
      for (const id of entrants) enterMatch(l, rs, `m${m}`, id, t);
      let s = DUNGEON.setup(rid, `ledger-${m}`, { players: n });
      for (let turn = 0; turn < 6 && !DUNGEON.isOver(s); turn++) s = DUNGEON.resolveTurn(s, new Map()).state;
      const res = dungeonResults(s);
      const winnerSeat = res?.winners[0];
      settleMatchPot(l, `m${m}`, winnerSeat === undefined ? null : entrants[winnerSeat], t, entrants);
      expect(l.total()).toBe(0n);
      expect(l.balance(potAccount(`m${m}`))).toBe(0n);
    }
    expect(l.verify()).toBe(true);
  });
});
