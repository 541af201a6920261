// A lobby in a channel that ends without a match: its host cancels it, or nobody starts it before
// MATCH_LOBBY_SECONDS and a resolver closes it. Either way the one match message says which and
// loses its buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';

describe('lobbies that end without a match', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { lobbyMs: 1500 } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a lobby its host cancels says so and keeps no buttons; a joiner cannot cancel it', async () => {
    const { fake } = h;
    const ada = fake.user('ada-c');
    const bo = fake.user('bo-c');
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Join Owl'));
    const refused = await fake.reply(clickLabel(fake, bo, lobby, 'Cancel'));
    expect(refused.flags & 64).toBe(64);
    expect(refused.content).toMatch(/host/);
    expect((await h.runtime.service.snapshot(matchId)).status).toBe('lobby');
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Cancel'));
    await waitForSnapshot(h, matchId, (s) => s.status === 'cancelled', 5000, 'the cancel');
    const done = await fake.waitFor(() => (/Cancelled by the host/.test(JSON.stringify(current(fake, lobby).embeds)) ? current(fake, lobby) : undefined), 5000, 'the message saying cancelled');
    expect(componentsOf(done)).toEqual([]);
  }, 20_000);

  it('a lobby nobody starts closes by itself and the message says why', async () => {
    const { fake } = h;
    const cy = fake.user('cy-c');
    const lobby = await fake.reply(fake.command(cy, 'play', [{ name: 'game', value: 'lamplighter' }]));
    const matchId = matchIdOf(lobby);
    const open = await h.runtime.service.snapshot(matchId);
    expect(open.status).toBe('lobby');
    expect(lobby.embeds[0].description).toContain(`Unless started, it closes <t:${Math.ceil(open.lobbyUntil! / 1000)}:R>.`);
    const snap = await waitForSnapshot(h, matchId, (s) => s.status === 'cancelled', 10_000, 'the lobby to close');
    expect(snap.cancelReason).toBe('lobby-expired');
    const done = await fake.waitFor(() => (/nobody started the match in time/.test(JSON.stringify(current(fake, lobby).embeds)) ? current(fake, lobby) : undefined), 5000, 'the message saying the lobby closed');
    expect(componentsOf(done)).toEqual([]);
  }, 20_000);
});
