// Real-time rulesets in the match service: a turn closes on its sub-second clock (never early,
// whoever has ordered), a seat that sends nothing keeps its standing order, and the finished
// match is archived with a replay that verifies and plays back. Chat never offers them.
import { describe, expect, it } from 'vitest';
import { TurnResolver } from '../../../engine/match/turn-resolver.ts';
import { asPlayer } from '../../../engine/match/types.ts';
import { MatchService } from '../../../engine/match/service.ts';
import { seededIds } from '../../../engine/match/ids.ts';
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import { GAMES, realtimeRuleset, turnRulesets } from '../../../engine/games.ts';
import type { GameId } from '../../../engine/core/game.ts';
import { replayViews } from '../../../tui/replay-views.ts';
import { ServicePort } from '../../../tui/service-port.ts';

const ADA = { id: 'p_ada', name: 'Ada' };

function harness() {
  const t = { now: 1_700_000_000_000 };
  const store = new MemoryStore();
  const clock = () => t.now;
  const service = new MatchService({ store, clock, ids: seededIds(7) });
  const resolver = new TurnResolver({ store, clock, claimMs: 5000 });
  const resolveDue = async () => {
    let turns = 0;
    for (const id of await resolver.due(100)) turns += (await resolver.resolveMatch(id, 'proc')).turns;
    return turns;
  };
  return { t, store, service, resolver, resolveDue };
}

/** Runs a real-time match turn by turn on the fake clock until it ends (or `max` turns). */
async function playOut(h: ReturnType<typeof harness>, id: string, turnMs: number, each: (turn: number) => Promise<void>, max: number): Promise<number> {
  let turns = 0;
  for (let i = 0; i < max; i++) {
    const snap = await h.service.snapshot(id);
    if (snap.status !== 'running') break;
    await each(snap.turn);
    h.t.now = snap.deadline!;
    turns += await h.resolveDue();
    expect((await h.service.snapshot(id)).deadline ?? h.t.now + turnMs).toBe(h.t.now + turnMs);
  }
  return turns;
}

describe('real-time rulesets', () => {
  it('are marked in the catalogues with a sub-second turn, and chat is offered none of them', () => {
    const live = realtimeRuleset(GAMES.lamplighter!, 'lamplighter-solo');
    expect(live).toMatchObject({ id: 'lamplighter-live', realtime: true, turnMs: 100 });
    expect(realtimeRuleset(GAMES.dungeon!, 'race')).toMatchObject({ id: 'race-live', realtime: true, turnMs: 250 });
    expect(realtimeRuleset(GAMES.lantern!, 'lantern-classic')).toBeNull();
    for (const id of Object.keys(GAMES) as GameId[]) expect(turnRulesets(GAMES[id]!).some((r) => r.realtime)).toBe(false);
  });

  it('close a turn on the clock only: an order in early does not end it', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lamplighter', ruleset: 'lamplighter-live', host: ADA, options: { pale: false } });
    const started = await h.service.start(matchId, ADA.id);
    expect(started.deadline).toBe(h.t.now + 100);
    const receipt = await h.service.submitOrder(matchId, ADA.id, { kind: 'keys', move: [1, 0], run: false, light: false });
    expect(receipt.complete).toBe(true);
    expect(await h.resolveDue()).toBe(0); // every order is in, but the turn's 100 ms have not passed
    h.t.now += 100;
    expect(await h.resolveDue()).toBe(1);
    // The held keys stand: with no new order the lamplighter keeps walking east.
    const x0 = ((await h.service.view(matchId, asPlayer(ADA.id, 0))) as { lamplighters: { x: number }[] }).lamplighters[0].x;
    h.t.now += 100;
    expect(await h.resolveDue()).toBe(1);
    const x1 = ((await h.service.view(matchId, asPlayer(ADA.id, 0))) as { lamplighters: { x: number }[] }).lamplighters[0].x;
    expect(x1).toBeGreaterThan(x0);
  });

  it('refuse typed and turn-based orders in real time, and held keys in turns, with one line each', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lamplighter', ruleset: 'lamplighter-live', host: ADA });
    await h.service.start(matchId, ADA.id);
    await expect(h.service.submitOrder(matchId, ADA.id, 'walk 3')).rejects.toThrow(/typed orders are for rounds in turns/);
    await expect(h.service.submitOrder(matchId, ADA.id, { kind: 'keys', move: [2, 0] })).rejects.toThrow(/is not a direction/);
    const turns = await h.service.createMatch({ game: 'lamplighter', ruleset: 'lamplighter-solo', host: ADA });
    await h.service.start(turns.matchId, ADA.id);
    await expect(h.service.submitOrder(turns.matchId, ADA.id, { kind: 'keys', move: [1, 0] })).rejects.toThrow(/held keys are for the real-time round/);
  });

  it('archive a finished live Lamplighter round, whose replay verifies and plays back', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'lamplighter', ruleset: 'lamplighter-live', host: ADA, options: { pale: false } });
    await h.service.start(matchId, ADA.id);
    // Walk east out of the gate lamp's light and stand in the dark until the round is lost.
    await playOut(h, matchId, 100, async (turn) => {
      if (turn === 0) await h.service.submitOrder(matchId, ADA.id, { kind: 'keys', move: [1, 0], run: true, light: false });
      if (turn === 40) await h.service.submitOrder(matchId, ADA.id, { kind: 'keys', move: null, run: false, light: false });
    }, 5000);
    const entry = await h.service.archived(matchId);
    expect(entry?.ruleset).toBe('lamplighter-live');
    expect(entry?.results.reason).toBe('lost');
    const check = GAMES.lamplighter!.verifyReplay(entry!.replay);
    expect(check).toMatchObject({ ok: true });
    const views = replayViews('lamplighter', entry!.replay).views as { phase: string }[];
    expect(views.length).toBeGreaterThan(40);
    expect(views[views.length - 1].phase).toBe('lost');
  }, 60_000);

  it('archive a finished live Dungeon match, whose replay verifies and plays back; a seat with no key stands', async () => {
    const h = harness();
    const { matchId } = await h.service.createMatch({ game: 'dungeon', ruleset: 'race-live', host: ADA, options: { players: 2 }, bots: 1, seed: 'live-1' });
    await h.service.start(matchId, ADA.id);
    const seat0 = async () => (await h.service.view(matchId, asPlayer(ADA.id, 0))) as { tick: number; players: { seat: number; x: number; y: number }[] };
    const start = (await seat0()).players.find((p) => p.seat === 0)!;
    await playOut(h, matchId, 250, async () => undefined, 3);
    const still = await seat0();
    expect(still.tick).toBe(3); // one tick a turn
    expect(still.players.find((p) => p.seat === 0)).toMatchObject({ x: start.x, y: start.y });
    await playOut(h, matchId, 250, async () => undefined, 20_000);
    const entry = await h.service.archived(matchId);
    expect(entry?.ruleset).toBe('race-live');
    expect(GAMES.dungeon!.verifyReplay(entry!.replay)).toMatchObject({ ok: true });
    expect(replayViews('dungeon', entry!.replay).views.length).toBeGreaterThan(3);
  }, 60_000);

  it('list a live Dungeon match the terminal played under Replays, and play it back from there', async () => {
    // The terminal's port, as the live view drives it: create with a bot, start, resolve on each deadline.
    const h = harness();
    const port = new ServicePort(h.service, h.resolver);
    const me = await port.identify('cli:ada', 'Ada');
    const snap = await port.create(me, { game: 'dungeon', ruleset: 'race-live', botSeats: [1], seat: 0, players: 2, seed: 'live-2' });
    await port.start(me, snap.matchId);
    for (let i = 0; i < 20_000; i++) {
      const s = await port.snapshot(snap.matchId);
      if (s.status !== 'running') break;
      // Steps while P1 is in play (once dead or out, no order is awaited from it).
      if (i % 3 === 0 && s.seats[0].awaited) await port.order(me, snap.matchId, { kind: 'move', steps: [['N', 'E', 'S', 'W'][(i / 3) % 4]] }, s.turn);
      h.t.now = s.deadline!;
      await port.tick();
    }
    const listed = await port.archived(10);
    expect(listed.map((m) => [m.matchId, m.ruleset])).toContainEqual([snap.matchId, 'race-live']);
    const f = await port.finished(snap.matchId);
    const views = replayViews(f.game, f.replay).views as { tick: number }[];
    expect(views[views.length - 1].tick).toBe((f.finalView as { tick: number }).tick);
  }, 60_000);
});
