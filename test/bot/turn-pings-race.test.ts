// A match that ends while its turn ping is still being posted leaves no ping behind: the end
// waits for the post and then deletes it (seen in a full run as a stray ping after the end post).
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../bot/context.ts';
import { TurnPings } from '../../bot/turn-pings.ts';

function fakeContext() {
  let status = 'running';
  const posted: string[] = [];
  const deleted: string[] = [];
  let release: () => void = () => undefined;
  const ctx = {
    now: () => 0,
    log: { debug() {}, warn() {} },
    service: {
      snapshot: async (matchId: string) => ({
        matchId, status, game: 'lantern', startedAt: 1, turn: 0, deadline: null,
        seats: [{ awaited: true, ordered: false, bot: false, left: false, owner: 'p_ada' }],
      }),
      setting: async () => null,
      identity: { getPlayer: async () => ({ surfaces: ['discord:123456789'] }) },
    },
    rest: {
      // Discord answers the post only when the test lets it.
      post: (_route: string) => new Promise((resolve) => { release = () => { posted.push('ping-1'); resolve({ id: 'ping-1' }); }; }),
      delete: async (route: string) => { deleted.push(route); },
    },
  };
  return { ctx: ctx as unknown as BotContext, posted, deleted, end: () => { status = 'finished'; }, release: () => release() };
}

describe('turn pings', () => {
  it('delete a ping whose post was still under way when the match ended', async () => {
    const f = fakeContext();
    const pings = new TurnPings(f.ctx);
    const home = { channelId: '42', messageId: '1' } as never;
    const opened = pings.turnOpened('m_x', home);
    await new Promise((r) => setTimeout(r, 10)); // the post is in flight
    f.end();
    const forgotten = pings.forget('m_x');
    f.release();
    await Promise.all([opened, forgotten]);
    expect(f.posted).toEqual(['ping-1']);
    expect(f.deleted).toEqual(['/channels/42/messages/ping-1']);
  });
});
