// The other slash commands: /rules, /link, /leaderboard and /replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGif, isPng, startHarness, waitForSnapshot, type Harness } from './harness.ts';

describe('slash commands', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/rules explains a game privately and lists its rulesets', async () => {
    const reply = await h.fake.reply(h.fake.command(h.fake.user('ada'), 'rules', [{ name: 'game', value: 'dungeon' }]));
    expect(reply.flags & 64).toBe(64);
    expect(reply.embeds[0].title).toBe('Dungeon: the rules in brief');
    expect(JSON.stringify(reply.embeds[0].fields)).toContain('`race`');
  });

  it('/link gives a one-time code that links an SSH key to the same player', async () => {
    const ada = h.fake.user('ada-link');
    const reply = await h.fake.reply(h.fake.command(ada, 'link'));
    const code = /`([A-Z0-9]+)`/.exec(reply.content)?.[1];
    expect(code).toBeDefined();
    const linked = await h.runtime.service.redeemLinkCode(code!, 'ssh:SHA256:adas-key');
    expect(await h.runtime.service.ensurePlayer('discord:' + ada.id, 'ada-link')).toMatchObject({ id: linked.id });
    await expect(h.runtime.service.redeemLinkCode(code!, 'ssh:SHA256:other')).rejects.toThrow();
  });

  it('/replay posts a finished match\'s end card and GIF, and refuses an unknown match in one line', async () => {
    const host = await h.runtime.service.ensurePlayer('ssh:SHA256:host', 'host');
    const { matchId } = await h.runtime.service.createMatch({ game: 'dungeon', ruleset: 'race', host: { id: host.id, name: 'host' }, bots: 'all', options: { players: 2 }, turnSeconds: 0 });
    await h.runtime.service.start(matchId, host.id);
    await waitForSnapshot(h, matchId, (s) => s.status === 'finished', 60_000, 'the bot-only dungeon match');
    const until = Date.now() + 10_000;
    while (!(await h.runtime.service.archived(matchId)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const reply = await h.fake.reply(h.fake.command(h.fake.user('eve'), 'replay', [{ name: 'match', value: matchId }]), 60_000);
    expect(reply.flags & 64).toBe(0);
    expect(reply.embeds[0].title).toBe('Dungeon · race: results');
    expect(isPng(h.fake.attachment(reply, 0))).toBe(true);
    expect(isGif(h.fake.attachment(reply, 1))).toBe(true);
    const bad = await h.fake.reply(h.fake.command(h.fake.user('eve'), 'replay', [{ name: 'match', value: 'm_missing' }]));
    expect(bad.flags & 64).toBe(64);
    expect(bad.content).toBe('no finished match "m_missing"; a replay exists once a match is over (ids look like m_...)');
  }, 90_000);

  it('/leaderboard shows a game\'s table', async () => {
    const reply = await h.fake.reply(h.fake.command(h.fake.user('ada'), 'leaderboard', [{ name: 'game', value: 'lantern' }]));
    expect(reply.embeds[0].title).toBe('Lantern: leaderboard');
    expect(String(reply.embeds[0].description)).toMatch(/No finished matches yet|won/);
  });
});
