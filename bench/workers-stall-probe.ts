// Probe (issue 17): WORKERS resolver loops, each on its own Redis connection (REDIS_URL, a fresh
// key prefix, removed after), with a short claim lease (LEASE ms) and stalls longer than the lease
// injected at random into their store calls (STALL_P; HIST_P for the history read of archiving,
// the window of the archive race); bot-only Lantern and Dungeon matches are played out, then
// compared with the same matches played in one process. Prints one JSON line: turns lost and
// doubled, archived replays broken (cli/replay-check.ts), short, or different from the reference.
//   node bin/run-ts.js bench/workers-stall-probe.ts            (HIST_P=0.5 to aim at the race)
// Not a *.bench.ts: it needs Redis and is run by hand.
import { checkReplay } from '../cli/replay-check.ts';
import { GAMES } from '../engine/games.ts';
import { seededIds } from '../engine/match/ids.ts';
import { TurnResolver } from '../engine/match/turn-resolver.ts';
import { MatchService } from '../engine/match/service.ts';
import { MemoryStore } from '../engine/store/memory-store.ts';
import type { MatchStore } from '../engine/store/types.ts';
import { RedisStore } from '../runtime/redis-store.ts';
import { ResolverLoop } from '../runtime/resolver-loop.ts';
const W = Number(process.env.WORKERS ?? 3), LEASE = Number(process.env.LEASE ?? 150);
const LANTERNS = Number(process.env.LANTERNS ?? 30), DUNGEONS = Number(process.env.DUNGEONS ?? 30);
const HP = Number(process.env.HIST_P ?? 0.04);
const P = Number(process.env.STALL_P ?? 0.04), STALL_MIN = 200, STALL_MAX = 700;
let seedRng = Number(process.env.SEED ?? 1);
const rand = () => { seedRng = (seedRng * 1103515245 + 12345) & 0x7fffffff; return seedRng / 0x7fffffff; };
const prefix = `lamplit-probe-${process.pid}-${Date.now().toString(36)}`;
const specs: { game: 'lantern' | 'dungeon'; ruleset: string; seed: string; players?: number }[] = [
  ...Array.from({ length: LANTERNS }, (_, i) => ({ game: 'lantern' as const, ruleset: 'lantern-test', seed: `p-${i}` })),
  ...Array.from({ length: DUNGEONS }, (_, i) => ({ game: 'dungeon' as const, ruleset: 'race', seed: `d-${i}`, players: 2 + (i % 3) })),
];
const HOST = { id: 'p_probe', name: 'probe' };
async function start(store: MatchStore) {
  const service = new MatchService({ store, clock: () => Date.now(), ids: seededIds(`probe-${Math.random()}`) });
  const ids: string[] = [];
  for (const s of specs) {
    const { matchId } = await service.createMatch({ game: s.game, ruleset: s.ruleset, host: HOST, bots: 'all', seed: s.seed, options: s.players ? { players: s.players } : {} });
    await service.start(matchId, HOST.id); ids.push(matchId);
  }
  return ids;
}
// Reference: one process, no stalls.
const ref = new MemoryStore();
const refIds = await start(ref);
const refRes = new TurnResolver({ store: ref, clock: () => Date.now() });
for (const id of refIds) while (!(await ref.getMatch(id))!.archived) await refRes.resolveMatch(id, 'ref');
const refReplays = await Promise.all(refIds.map(async (id) => JSON.stringify((await ref.getArchived(id))!.replay)));

const admin = new RedisStore({ prefix });
const ids = await start(admin);
let stalls = 0; const byProp: Record<string, number> = {};
const stalled = (store: MatchStore) => new Proxy(store, {
  get(target, prop) {
    const v = Reflect.get(target, prop, target);
    if (typeof v !== 'function' || prop === 'close') return typeof v === 'function' ? v.bind(target) : v;
    return async (...a: unknown[]) => {
      if (rand() < (prop === 'getHistory' ? HP : P)) { stalls++; byProp[String(prop)] = (byProp[String(prop)] ?? 0) + 1; await new Promise((r) => setTimeout(r, STALL_MIN + rand() * (STALL_MAX - STALL_MIN))); }
      return v.apply(target, a);
    };
  },
});
const stores = Array.from({ length: W }, () => new RedisStore({ prefix }));
let errors = 0;
const loops = stores.map((s, i) => new ResolverLoop({ resolver: new TurnResolver({ store: stalled(s), clock: () => Date.now(), claimMs: LEASE }), token: `w${i}`, pollMs: 20, concurrency: 4, onError: () => { errors++; } }).start());
const t0 = Date.now();
for (;;) {
  const docs = await Promise.all(ids.map((id) => admin.getMatch(id)));
  if (docs.every((d) => d?.archived)) break;
  if (Date.now() - t0 > 240_000) { console.log('timeout'); break; }
  await new Promise((r) => setTimeout(r, 200));
}
// Let stale workers wake up and do whatever they would.
await new Promise((r) => setTimeout(r, STALL_MAX + 300));
await Promise.all(loops.map((l) => l.stop()));
let lost = 0, doubled = 0, broken = 0, differs = 0, shortReplays = 0;
for (let i = 0; i < ids.length; i++) {
  const turns = (await admin.events(ids[i])).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn);
  const seen = new Set(turns); doubled += turns.length - seen.size;
  const refTurns = (await ref.events(refIds[i])).filter((e) => e.event.type === 'turnResolved').length;
  lost += Math.max(0, refTurns - seen.size);
  const a = await admin.getArchived(ids[i]);
  const game = GAMES[specs[i].game]!;
  const c = a ? checkReplay(game, JSON.parse(JSON.stringify(a.replay))) : { ok: false };
  if (!c.ok) broken++;
  const text = a ? JSON.stringify(a.replay) : '';
  if (text !== refReplays[i]) differs++;
  if (text.length < refReplays[i].length) shortReplays++;
}
console.log(JSON.stringify({ workers: W, leaseMs: LEASE, matches: ids.length, stallsInjected: stalls, byProp, loopErrors: errors, seconds: Math.round((Date.now() - t0) / 1000), turnsLost: lost, turnsDoubled: doubled, replaysBroken: broken, replaysShort: shortReplays, replaysDifferentFromReference: differs }));
await admin.destroy();
await admin.close();
for (const s of stores) await s.close();
process.exit(0);
