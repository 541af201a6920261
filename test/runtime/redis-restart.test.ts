// Redis killed and restarted in the middle of a match (a test-owned redis-server with an
// append-only file on its own port): the service and the resolver loop reconnect, the match
// finishes, and every turn is resolved exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { openMatchRuntime, type MatchRuntime } from '../../runtime/match-runtime.ts';
import { freePort, OwnedRedis } from './redis-helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends seat 0's baseline order for the current turn if it is awaited; store errors during the outage are retried by the caller. */
async function orderIfAwaited(rt: MatchRuntime, matchId: string, playerId: string): Promise<void> {
  const snap = await rt.service.snapshot(matchId);
  if (snap.status !== 'running' || !snap.seats[0].awaited || snap.seats[0].ordered) return;
  const game = GAMES.lantern!;
  const state = game.decode((await rt.store.getState(matchId))!);
  await rt.service.submitOrder(matchId, playerId, game.baseline(state, 0), { turn: snap.turn }).catch((err: Error) => {
    if (!/turn \d+ is over/.test(err.message)) throw err;
  });
}

describe('Redis restarted mid-match', () => {
  let redis: OwnedRedis | undefined;
  afterAll(async () => { await redis?.stop(); });

  it('reconnects and finishes the match with each turn resolved once', async () => {
    redis = new OwnedRedis(await freePort());
    await redis.start();
    const errors: unknown[] = [];
    const rt = openMatchRuntime({ store: new RedisStore({ url: redis.url, prefix: 'lamplit' }), pollMs: 20, onError: (e) => errors.push(e) });
    try {
      const ada = await rt.service.ensurePlayer('discord:7', 'Ada');
      const { matchId } = await rt.service.createMatch({ game: 'lantern', ruleset: 'lantern-test', host: ada, bots: 5, turnSeconds: 0 });
      await rt.service.start(matchId, ada.id);
      let restarted = false;
      for (let i = 0; i < 1200; i++) {
        try {
          const snap = await rt.service.snapshot(matchId);
          if (snap.status === 'finished') break;
          if (!restarted && snap.turn >= 3) {
            await redis.kill();
            await sleep(300);
            await redis.start();
            restarted = true;
          }
          await orderIfAwaited(rt, matchId, ada.id);
        } catch (err) {
          errors.push(err);
        }
        await sleep(50);
      }
      expect(restarted).toBe(true);
      const snap = await rt.service.snapshot(matchId);
      expect(snap.status).toBe('finished');
      const turns = (await rt.service.events(matchId)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn);
      expect(turns).toEqual(Array.from({ length: 12 }, (_, t) => t));
    } finally {
      await rt.close();
    }
  }, 90_000);
});
