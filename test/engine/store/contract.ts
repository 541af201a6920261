// The MatchStore contract suite, reusable: memory-store.test.ts and test/runtime/redis-store.test.ts
// run it, and operations run it against a Redis Cluster with their own `makeStore`.
//   storeContract('redis', async () => new RedisStore({ url, prefix }), async (s) => { await s.destroy(); });
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../engine/games.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { TurnResolver } from '../../../engine/match/turn-resolver.ts';
import { MatchService } from '../../../engine/match/service.ts';
import type { ArchiveEntry, MatchDoc, MatchStore, StoredOrder } from '../../../engine/store/types.ts';

let serial = 0;
/** A match document for store tests (3 seats, running on turn 0 unless changed). */
export function testDoc(over: Partial<MatchDoc> = {}): MatchDoc {
  serial++;
  return {
    id: `m_ct${Date.now().toString(36)}${serial}`, code: `C${serial}`, game: 'lantern', ruleset: 'count-short', seed: 's',
    host: 'p_host', status: 'running', options: {}, turnSeconds: 30,
    seats: [0, 1, 2].map((i) => ({ index: i, team: 't', role: 'r', alias: `P${i}`, owner: `p_${i}`, name: `n${i}`, bot: false })),
    createdAt: 1000 + serial, startedAt: 1000, finishedAt: null, turn: 0, awaiting: [0, 1, 2], deadline: 50_000,
    results: null, archived: false, version: 0, ...over,
  };
}

const order = (n: number, by = 'p_0'): StoredOrder => ({ order: n, description: `add ${n}`, by, at: 1 });

/** Registers the contract suite for one store. `makeStore` is called once; `cleanup` after all tests. */
export function storeContract(name: string, makeStore: () => Promise<MatchStore> | MatchStore, cleanup: (s: MatchStore) => Promise<void> = async (s) => s.close()): void {
  describe(`MatchStore contract: ${name}`, () => {
    let store: MatchStore;
    beforeAll(async () => { store = await makeStore(); });
    afterAll(async () => { if (store) await cleanup(store); });

    async function created(over: Partial<MatchDoc> = {}): Promise<MatchDoc> {
      const doc = testDoc(over);
      expect(await store.createMatch(doc, '{"turn":0}')).toBe(true);
      return { ...doc, version: 1 };
    }

    it('creates a match at version 1 and refuses a second match with the same id', async () => {
      const doc = await created();
      expect(await store.getMatch(doc.id)).toEqual(doc);
      expect(await store.getState(doc.id)).toBe('{"turn":0}');
      expect(await store.createMatch(testDoc({ id: doc.id }), null)).toBe(false);
      expect(await store.getMatch('m_absent')).toBeNull();
    });

    it('applies a write only at the expected version, with state and events together', async () => {
      const doc = await created();
      expect(await store.writeMatch(doc.id, 7, { doc: { ...doc, turn: 9 }, state: 'x' })).toBeNull();
      expect((await store.getMatch(doc.id))!.turn).toBe(0);
      const v = await store.writeMatch(doc.id, 1, { doc: { ...doc, turn: 1 }, state: 'S1', events: [{ type: 'a', turn: 0 }, { type: 'turnResolved', turn: 0 }] });
      expect(v).toBe(2);
      expect(await store.getMatch(doc.id)).toEqual({ ...doc, turn: 1, version: 2 });
      expect(await store.getState(doc.id)).toBe('S1');
      expect((await store.events(doc.id)).map((e) => e.event.type)).toEqual(['a', 'turnResolved']);
    });

    it('reads only the events after a given entry, none after the last, all when none is given', async () => {
      const doc = await created();
      await store.writeMatch(doc.id, 1, { doc, events: [{ type: 'a', turn: 0 }, { type: 'b', turn: 0 }] });
      await store.writeMatch(doc.id, 2, { doc, events: [{ type: 'c', turn: 1 }] });
      const all = await store.events(doc.id);
      expect(all.map((e) => e.event.type)).toEqual(['a', 'b', 'c']);
      expect((await store.events(doc.id, all[0].id)).map((e) => e.event.type)).toEqual(['b', 'c']);
      expect((await store.events(doc.id, all[1].id)).map((e) => e.event.type)).toEqual(['c']);
      expect(await store.events(doc.id, all[2].id)).toEqual([]);
      expect(await store.events('m_absent', all[0].id)).toEqual([]);
    });

    it('appends history chunks in order, only with writes that succeed, long ones intact', async () => {
      const doc = await created();
      expect(await store.getHistory(doc.id)).toEqual([]);
      const long = `${'control bytes '.repeat(400)}é`;
      expect(await store.writeMatch(doc.id, 1, { doc, state: 'S1', history: 'h1' })).toBe(2);
      expect(await store.writeMatch(doc.id, 1, { doc, state: 'lost', history: 'lost' })).toBeNull();
      expect(await store.writeMatch(doc.id, 2, { doc, history: long })).toBe(3);
      expect(await store.writeMatch(doc.id, 3, { doc, state: 'S3' })).toBe(4);
      expect(await store.getHistory(doc.id)).toEqual(['h1', long]);
      expect(await store.getState(doc.id)).toBe('S3');
    });

    it('lets exactly one of many concurrent writes at the same version win', async () => {
      const doc = await created();
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => store.writeMatch(doc.id, 1, { doc: { ...doc, turn: i + 1 }, events: [{ type: 'turnResolved', turn: i }] })));
      expect(results.filter((r) => r !== null)).toEqual([2]);
      expect(await store.events(doc.id)).toHaveLength(1);
    });

    it('stores an order for the current turn, replaces it on a second order, and bumps the version', async () => {
      const doc = await created();
      const first = await store.putOrder(doc.id, 0, 1, order(3), 10_000);
      expect(first).toEqual({ ok: true, ordered: [1], version: 2 });
      const second = await store.putOrder(doc.id, 0, 1, order(5), 10_001);
      expect(second).toEqual({ ok: true, ordered: [1], version: 3 });
      expect((await store.getOrders(doc.id)).get(1)).toEqual(order(5));
      expect(await store.writeMatch(doc.id, 1, { doc, clearOrders: true })).toBeNull();
    });

    it('refuses an order for another turn, after the deadline, outside a running match, or for no match', async () => {
      const doc = await created();
      expect(await store.putOrder(doc.id, 1, 0, order(1), 10)).toEqual({ ok: false, reason: 'turn', turn: 0 });
      expect(await store.putOrder(doc.id, 0, 0, order(1), 50_001)).toEqual({ ok: false, reason: 'late' });
      const lobby = await created({ status: 'lobby', deadline: null });
      expect(await store.putOrder(lobby.id, 0, 0, order(1), 10)).toEqual({ ok: false, reason: 'status' });
      expect(await store.putOrder('m_absent', 0, 0, order(1), 10)).toEqual({ ok: false, reason: 'missing' });
      expect((await store.getOrders(doc.id)).size).toBe(0);
    });

    it('accepts concurrent orders from every seat and counts each once', async () => {
      const doc = await created();
      const res = await Promise.all([0, 1, 2].map((s) => store.putOrder(doc.id, 0, s, order(s, `p_${s}`), 10)));
      expect(res.every((r) => r.ok)).toBe(true);
      expect([...(await store.getOrders(doc.id)).keys()].sort()).toEqual([0, 1, 2]);
      expect((await store.getMatch(doc.id))!.version).toBe(4);
    });

    it('clears the orders when a resolved turn is written', async () => {
      const doc = await created();
      await store.putOrder(doc.id, 0, 2, order(2), 10);
      expect(await store.writeMatch(doc.id, 2, { doc: { ...doc, turn: 1 }, clearOrders: true })).toBe(3);
      expect((await store.getOrders(doc.id)).size).toBe(0);
    });

    it('keeps deadlines in the store, due earliest first', async () => {
      const a = await created();
      const b = await created();
      const c = await created();
      await store.schedule(a.id, 300);
      await store.schedule(b.id, 100);
      await store.schedule(c.id, 9_000);
      const due = (await store.dueMatches(500, 100)).filter((id) => [a.id, b.id, c.id].includes(id));
      expect(due).toEqual([b.id, a.id]);
      await store.schedule(b.id, 10_000);
      await store.unschedule(a.id);
      expect((await store.dueMatches(500, 100)).filter((id) => [a.id, b.id, c.id].includes(id))).toEqual([]);
      expect((await store.dueMatches(9_500, 100)).filter((id) => [a.id, b.id, c.id].includes(id))).toEqual([c.id]);
    });

    it('grants a claim to one token until it expires, and loads the match with it', async () => {
      const doc = await created();
      await store.putOrder(doc.id, 0, 0, order(4), 10);
      const got = await store.claim(doc.id, 'A', 1000, 500);
      expect(got?.doc.version).toBe(2);
      expect(got?.state).toBe('{"turn":0}');
      expect(got?.orders.get(0)).toEqual(order(4));
      expect(await store.claim(doc.id, 'B', 1400, 500)).toBeNull();
      expect(await store.claim(doc.id, 'A', 1400, 500)).not.toBeNull();
      expect(await store.claim(doc.id, 'B', 1901, 500)).not.toBeNull();
      await store.release(doc.id, 'A');
      expect(await store.claim(doc.id, 'C', 1950, 500)).toBeNull();
      await store.release(doc.id, 'B');
      expect(await store.claim(doc.id, 'C', 1950, 500)).not.toBeNull();
      expect(await store.claim('m_absent', 'A', 1, 1)).toBeNull();
    });

    it('renews a claim with a commit that asks for it and releases it with one that does not', async () => {
      const doc = await created();
      await store.claim(doc.id, 'A', 1000, 100);
      expect(await store.writeMatch(doc.id, 1, { doc, claimToken: 'A', claimUntil: 5000 })).toBe(2);
      expect(await store.claim(doc.id, 'B', 4000, 100)).toBeNull();
      expect(await store.writeMatch(doc.id, 2, { doc, claimToken: 'A' })).toBe(3);
      expect(await store.claim(doc.id, 'B', 4000, 100)).not.toBeNull();
    });

    it('delivers events to a consumer group until acknowledged, and hands a dead consumer\'s entries over', async () => {
      const doc = await created();
      await store.writeMatch(doc.id, 1, { doc, events: [{ type: 'e1', turn: 0 }, { type: 'e2', turn: 0 }, { type: 'e3', turn: 1 }] });
      const first = await store.readEvents(doc.id, 'bot', 'c1', { count: 2, now: 1000, minIdleMs: 5000 });
      expect(first.map((e) => e.event.type)).toEqual(['e1', 'e2']);
      const again = await store.readEvents(doc.id, 'bot', 'c1', { count: 10, now: 1001, minIdleMs: 5000 });
      expect(again.map((e) => e.event.type)).toEqual(['e1', 'e2']);
      expect(await store.ack(doc.id, 'bot', [first[0].id])).toBe(1);
      const other = await store.readEvents(doc.id, 'bot', 'c2', { count: 10, now: 1002, minIdleMs: 60_000 });
      expect(other.map((e) => e.event.type)).toEqual(['e3']);
      const tui = await store.readEvents(doc.id, 'tui', 'x', { count: 10, now: 1003, minIdleMs: 5000 });
      expect(tui.map((e) => e.event.type)).toEqual(['e1', 'e2', 'e3']);
      const none = await store.readEvents(doc.id, 'bot', 'c3', { count: 10, now: 1004, minIdleMs: 60_000 });
      expect(none).toEqual([]);
      expect(await store.ack(doc.id, 'bot', [first[1].id, other[0].id])).toBe(2);
      expect(await store.readEvents(doc.id, 'bot', 'c1', { count: 10, now: 1005, minIdleMs: 60_000 })).toEqual([]);
    });

    it('reclaims entries a crashed consumer never acknowledged once they have been idle long enough', async () => {
      const doc = await created();
      await store.writeMatch(doc.id, 1, { doc, events: [{ type: 'e1', turn: 0 }] });
      const t0 = Date.now();
      expect((await store.readEvents(doc.id, 'g', 'dead', { count: 5, now: t0, minIdleMs: 50 })).length).toBe(1);
      await new Promise((r) => setTimeout(r, 80));
      const taken = await store.readEvents(doc.id, 'g', 'alive', { count: 5, now: Date.now(), minIdleMs: 50 });
      expect(taken.map((e) => e.event.type)).toEqual(['e1']);
    });

    it('maps join codes to matches once', async () => {
      const doc = await created();
      const code = `Z${doc.id.slice(-8)}`;
      expect(await store.reserveCode(code, doc.id)).toBe(true);
      expect(await store.reserveCode(code, 'm_other')).toBe(false);
      expect(await store.matchForCode(code)).toBe(doc.id);
      expect(await store.matchForCode(`${code}X`)).toBeNull();
    });

    it('lists live matches oldest first until dropped', async () => {
      const a = await created({ createdAt: 1 });
      const b = await created({ createdAt: 2 });
      const live = await store.liveMatches(100_000);
      expect(live.indexOf(a.id)).toBeLessThan(live.indexOf(b.id));
      await store.dropLive(a.id);
      expect(await store.liveMatches(100_000)).not.toContain(a.id);
    });

    it('keeps players, their surfaces and one-time link codes that expire', async () => {
      const id = `p_ct${Date.now()}`;
      await store.putPlayer({ id, name: 'Ada', surfaces: ['discord:1'], createdAt: 5 });
      expect(await store.getPlayer(id)).toEqual({ id, name: 'Ada', surfaces: ['discord:1'], createdAt: 5 });
      await store.linkSurface(`discord:${id}`, id);
      expect(await store.playerForSurface(`discord:${id}`)).toBe(id);
      expect(await store.playerForSurface(`ssh:${id}`)).toBeNull();
      expect(await store.putLinkCode(`L${id}`, id, 2000)).toBe(true);
      expect(await store.putLinkCode(`L${id}`, 'p_x', 2000)).toBe(false);
      expect(await store.takeLinkCode(`L${id}`, 1000)).toBe(id);
      expect(await store.takeLinkCode(`L${id}`, 1000)).toBeNull();
      await store.putLinkCode(`E${id}`, id, 2000);
      expect(await store.takeLinkCode(`E${id}`, 2001)).toBeNull();
    });

    it('retires a match: orders and history go at once, the rest and its join code after keepMs, and a second call changes nothing', async () => {
      const doc = await created();
      expect(await store.reserveCode(doc.code, doc.id)).toBe(true);
      expect(await store.writeMatch(doc.id, 1, { doc, state: 'S', history: 'h1', events: [{ type: 'x', turn: 0 }] })).toBe(2);
      expect((await store.putOrder(doc.id, 0, 1, order(1), 1000)).ok).toBe(true);
      await store.retire(doc.id, doc.code, Date.now(), 300);
      expect(await store.getHistory(doc.id)).toEqual([]);
      expect((await store.getOrders(doc.id)).size).toBe(0);
      expect((await store.getMatch(doc.id))?.id).toBe(doc.id);
      expect(await store.getState(doc.id)).toBe('S');
      expect(await store.events(doc.id)).toHaveLength(1);
      expect(await store.matchForCode(doc.code)).toBe(doc.id);
      await store.retire(doc.id, doc.code, Date.now(), 3_600_000);
      await new Promise((r) => setTimeout(r, 450));
      // The memory store has no clock: it sweeps expired matches when one is created or retired.
      await store.retire('m_absent', 'NOCODE', Date.now(), 1);
      expect(await store.getMatch(doc.id)).toBeNull();
      expect(await store.getState(doc.id)).toBeNull();
      expect(await store.events(doc.id)).toEqual([]);
      expect(await store.matchForCode(doc.code)).toBeNull();
    });

    it('marks each report of a match once, and none for a match it does not have', async () => {
      const doc = await created();
      expect(await store.reported(doc.id)).toEqual([]);
      expect(await store.markReported(doc.id, '2:no_show')).toBe(true);
      expect(await store.markReported(doc.id, '2:no_show')).toBe(false);
      expect(await store.markReported(doc.id, '0:no_show')).toBe(true);
      expect(await store.reported(doc.id)).toEqual(['0:no_show', '2:no_show']);
      expect(await store.markReported('m_absent', '0:no_show')).toBe(false);
    });

    it('archives with a keeping time: entries finished longer ago leave the archive and the indexes they are in', async () => {
      const tag = `keep-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
      const now = Date.now();
      const entry = (n: number, finishedAt: number) => ({
        matchId: `m_${tag}-${n}`, game: 'lantern' as const, ruleset: `rs-${tag}`, seed: 's', startedAt: finishedAt - 10, finishedAt,
        players: [{ seat: 0, alias: 'P0', playerId: `p-${tag}`, name: 'Ada', bot: false }],
        results: { reason: 'complete', placements: [], winners: [0], summary: 'Ada wins' }, replay: { n },
      });
      const day = 86_400_000;
      await store.archive(entry(1, now - 40 * day), 30 * day);
      await store.archive(entry(2, now - 2 * day), 30 * day);
      await store.archive(entry(3, now), 30 * day);
      expect(await store.getArchived(`m_${tag}-1`)).toBeNull();
      expect((await store.getArchived(`m_${tag}-2`))?.replay).toEqual({ n: 2 });
      expect(await store.archiveIndex({ ruleset: `rs-${tag}` }, 10)).toEqual([`m_${tag}-3`, `m_${tag}-2`]);
      expect(await store.archiveIndex({ player: `p-${tag}` }, 10)).toEqual([`m_${tag}-3`, `m_${tag}-2`]);
    });

    it('archives finished matches, indexes them per ruleset and player, and counts a leaderboard once per match', async () => {
      const doc = await created({ status: 'finished' });
      const ruleset = `rs-${doc.id}`;
      const entry = {
        matchId: doc.id, game: 'lantern' as const, ruleset, seed: 's', startedAt: 1, finishedAt: 99,
        players: [{ seat: 0, alias: 'P0', playerId: `${doc.id}-ada`, name: 'Ada', bot: false }, { seat: 1, alias: 'P1', playerId: null, name: 'bot', bot: true }],
        results: { reason: 'complete', placements: [], winners: [0], summary: 'Ada wins' }, replay: { log: [1, 2] },
      };
      await store.archive(entry);
      await store.archive(entry);
      expect(await store.getArchived(doc.id)).toEqual(entry);
      expect(await store.archiveIndex({ ruleset }, 10)).toEqual([doc.id]);
      expect(await store.archiveIndex({ player: `${doc.id}-ada` }, 10)).toEqual([doc.id]);
      const game = 'dungeon' as const;
      const rows = [{ playerId: `${doc.id}-ada`, name: 'Ada', outcome: 'win' as const }, { playerId: `${doc.id}-bo`, name: 'Bo', outcome: 'loss' as const }];
      expect(await store.applyLeaderboard(game, doc.id, rows)).toBe(true);
      expect(await store.applyLeaderboard(game, doc.id, rows)).toBe(false);
      const board = (await store.leaderboard(game)).filter((r) => r.playerId.startsWith(doc.id));
      expect(board).toEqual([
        { playerId: `${doc.id}-ada`, name: 'Ada', played: 1, wins: 1, losses: 0, draws: 0 },
        { playerId: `${doc.id}-bo`, name: 'Bo', played: 1, wins: 0, losses: 1, draws: 0 },
      ]);
    });

    it('archives a match once: a later entry (shorter, or from anyone) never replaces the first, and indexing repeats harmlessly', async () => {
      const doc = await created({ status: 'finished' });
      const entry = (replay: unknown): ArchiveEntry => ({
        matchId: doc.id, game: 'lantern', ruleset: `rs-once-${doc.id}`, seed: 's', startedAt: 1, finishedAt: 99,
        players: [{ seat: 0, alias: 'P0', playerId: `${doc.id}-ada`, name: 'Ada', bot: false }],
        results: { reason: 'complete', placements: [], winners: [0], summary: 'Ada wins' }, replay,
      });
      expect(await store.archive(entry({ good: 'x'.repeat(5000) }))).toBe('written');
      expect(await store.archive(entry({ short: 1 }))).toBe('kept');
      expect((await store.getArchived(doc.id))?.replay).toEqual({ good: 'x'.repeat(5000) });
      expect(await store.archiveIndex({ ruleset: `rs-once-${doc.id}` }, 10)).toEqual([doc.id]);
    });

    it('archives under a claim only while that token holds it unexpired, checked with the write', async () => {
      const doc = await created({ status: 'finished' });
      const entry: ArchiveEntry = {
        matchId: doc.id, game: 'lantern', ruleset: `rs-claim-${doc.id}`, seed: 's', startedAt: 1, finishedAt: 99,
        players: [], results: { reason: 'complete', placements: [], winners: [], summary: 'draw' }, replay: { n: 1 },
      };
      expect(await store.archive(entry, undefined, { token: 'A', now: 1000 })).toBe('unclaimed');
      expect(await store.claim(doc.id, 'A', 1000, 500)).not.toBeNull();
      expect(await store.archive(entry, undefined, { token: 'A', now: 1600 })).toBe('unclaimed');
      expect(await store.archive(entry, undefined, { token: 'B', now: 1200 })).toBe('unclaimed');
      expect(await store.getArchived(doc.id)).toBeNull();
      expect(await store.archiveIndex({ ruleset: `rs-claim-${doc.id}` }, 10)).toEqual([]);
      expect(await store.archive(entry, undefined, { token: 'A', now: 1200 })).toBe('written');
      expect((await store.getArchived(doc.id))?.replay).toEqual({ n: 1 });
    });

    it('keeps the good replay when a resolver stalls past its lease between claiming a finished match and reading its history', async () => {
      // Issue 17: worker A claims the finished Lantern match, then stalls (a GC pause, a Redis
      // outage) longer than its lease; worker B takes the match over, archives it and retires it
      // (its history goes); A wakes up, reads an empty history and must not archive what it built.
      const t = { now: 1_800_000_000_000 };
      const clock = () => t.now;
      const claimMs = 5000;
      let reached!: () => void;
      const atStall = new Promise<void>((r) => { reached = r; });
      let wake!: () => void;
      const woken = new Promise<void>((r) => { wake = r; });
      let armed = true;
      const stalling = new Proxy(store, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target) as unknown;
          if (typeof value !== 'function') return value;
          if (prop === 'getHistory') {
            return async (id: string) => {
              if (armed) {
                armed = false;
                reached();
                await woken;
              }
              return target.getHistory(id);
            };
          }
          return (value as (...a: unknown[]) => unknown).bind(target);
        },
      });
      const service = new MatchService({ store, clock, ids: seededIds(`stall-${Date.now()}-${Math.random()}`) });
      const host = await service.ensurePlayer(`cli:stall-${Date.now()}`, 'Host');
      const { matchId } = await service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host, bots: 'all', seed: '7' });
      await service.start(matchId, host.id);
      const a = new TurnResolver({ store: stalling, clock, claimMs });
      const b = new TurnResolver({ store, clock, claimMs });

      const runA = a.resolveMatch(matchId, 'worker-a');
      await atStall;
      expect((await store.getMatch(matchId))).toMatchObject({ status: 'finished', archived: false });
      t.now += claimMs + 1;
      expect((await b.resolveMatch(matchId, 'worker-b')).finished).toBe(true);
      const good = (await store.getArchived(matchId))!;
      expect(GAMES.lantern!.verifyReplay(good.replay)).toMatchObject({ ok: true });
      expect(await store.getHistory(matchId)).toEqual([]);

      wake();
      const stale = await runA;
      const kept = (await store.getArchived(matchId))!;
      expect(JSON.stringify(kept).length).toBe(JSON.stringify(good).length);
      expect(GAMES.lantern!.verifyReplay(kept.replay)).toMatchObject({ ok: true });
      expect(kept).toEqual(good);
      expect(stale.finished).toBe(false);
    });

    it('keeps ratings: a match applies once, its changes are kept for its end card, rows are read by player, and a clear forgets them', async () => {
      const game = 'lamplighter' as const;
      const tag = `m_rt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const ada = { playerId: `${tag}-ada`, name: 'Ada', mu: 27.1, sigma: 7.9, played: 1 };
      const bo = { playerId: `${tag}-bo`, name: 'Bo', mu: 22.9, sigma: 7.9, played: 1 };
      const changes = [{ playerId: ada.playerId, before: null, after: ada }, { playerId: bo.playerId, before: null, after: bo }];
      expect(await store.ratingChanges(game, tag)).toBeNull();
      expect(await store.applyRatings(game, tag, changes)).toBe(true);
      expect(await store.applyRatings(game, tag, [{ playerId: ada.playerId, before: ada, after: { ...ada, mu: 99 } }])).toBe(false);
      expect(await store.ratingChanges(game, tag)).toEqual(changes);
      expect(await store.ratings(game, [bo.playerId, ada.playerId, `${tag}-nobody`])).toEqual([bo, ada]);
      expect((await store.ratings(game)).filter((r) => r.playerId.startsWith(tag)).sort((a, b) => a.name.localeCompare(b.name))).toEqual([ada, bo]);
      expect(await store.ratings('dungeon', [ada.playerId])).toEqual([]);
      await store.clearRatings(game);
      expect(await store.ratings(game, [ada.playerId])).toEqual([]);
      expect(await store.applyRatings(game, tag, changes)).toBe(true);
    });

    it('keeps small settings by key and removes one set to null', async () => {
      const key = `pings:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      expect(await store.getSetting(key)).toBeNull();
      await store.putSetting(key, 'off');
      expect(await store.getSetting(key)).toBe('off');
      await store.putSetting(key, null);
      expect(await store.getSetting(key)).toBeNull();
    });
  });
}
