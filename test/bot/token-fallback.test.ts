// When the interaction token of the match message has expired, the bot edits the channel message
// instead; a change made elsewhere (a terminal player joining) still reaches the channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { current, matchIdOf, startHarness, type Harness } from './harness.ts';

describe('interaction token expiry', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('falls back to editing the channel message once the /play token no longer works', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const play = fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]);
    const lobby = await fake.reply(play);
    const matchId = matchIdOf(lobby);
    fake.expire(play);
    const channelEdits = () => fake.callsTo('PATCH', new RegExp(`^/channels/${fake.channelId}/messages/${lobby.id}$`));
    expect(channelEdits()).toHaveLength(0);

    // A player joins from the terminal (through the match service, not Discord).
    const sshPlayer = await h.runtime.service.ensurePlayer('ssh:SHA256:abcdef', 'terminal-tess');
    await h.runtime.service.join(matchId, { id: sshPlayer.id, name: 'terminal-tess' }, 1);

    await fake.waitFor(() => (/Owl-1: terminal-tess/.test(JSON.stringify(current(fake, lobby).embeds)) ? true : undefined), 10_000, 'the lobby showing the terminal player');
    expect(channelEdits().length).toBeGreaterThan(0);
    expect(fake.callsTo('PATCH', /@original$/).at(-1)!.seq).toBeLessThan(channelEdits()[0].seq);
  });
});
