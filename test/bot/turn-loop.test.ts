// The turn loop as two people play it in a channel: a Lantern sprint from lobby to end card, each
// person using one private view that the bot edits every turn. Asserts clicks per turn, private
// messages per person, the pings (once a turn, mentioning only who is awaited), no picture
// uploaded twice in a row, and turn 1 posted once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';
import { clicksPerTurn, pingsOf, playAsPeople, uploadsTo } from './table-play.ts';

describe('the turn loop of a lantern sprint played by two people', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes at most two clicks a turn, one private message a person, one ping a turn and no repeated upload', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]));
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Join Owl'));
    await waitForSnapshot(h, matchId, (s) => s.seats[1].name === 'bo', 5000);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Fill with bots'));
    await waitForSnapshot(h, matchId, (s) => s.seats.every((x) => x.owner || x.bot), 5000);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000);
    const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000, 'My view');

    let firstView = true;
    const play = await playAsPeople(h, matchId, message, [{ user: ada, seat: 0 }, { user: bo, seat: 1 }], async (p, view, _snap, tools) => {
      // The controls come prefilled (the last order, or the bot's suggestion): Submit names a whole order.
      expect(componentsOf(view).find((c) => /^Submit: /.test(c.label ?? ''))).toBeDefined();
      if (p.user === ada && firstView) {
        firstView = false;
        await tools.select(/What to do/, 'hide');
        await tools.select(/column/, 'F');
        const v = await tools.select(/row/, '4');
        expect(v.content).toContain('`hide F4');
      }
      return /^Submit: /;
    });
    expect(play.snap.status).toBe('finished');
    const perTurn = clicksPerTurn(play);
    console.info(`lantern-sprint: ${play.turns} turns; clicks per awaited turn ${JSON.stringify(perTurn)} (clicks ${JSON.stringify(play.clicks)}, awaited ${JSON.stringify(play.awaited)}); private messages ${JSON.stringify(play.privateMessages)}`);
    // Bo: My view then Submit on turn 1, one Submit a turn after; Ada picked three parts once.
    expect(perTurn.bo).toBeLessThanOrEqual(1.1);
    expect(play.clicks.bo).toBe(play.awaited.bo + 1);
    expect(play.clicks.ada).toBe(play.awaited.ada + 1 + 3);
    expect(play.privateMessages).toEqual({ ada: 1, bo: 1 });

    // Pings: mentions of the awaited people only (allowed mentions limited to them), at most once a turn.
    const pings = pingsOf(h);
    const ids = new Set([ada.id, bo.id]);
    for (const ping of pings) {
      expect(ping.parse).toEqual([]);
      expect(ping.users.length).toBeGreaterThan(0);
      for (const u of ping.users) { expect(ids.has(u)).toBe(true); expect(ping.content).toContain(`<@${u}>`); }
    }
    const turnPings = pings.filter((p) => / awaits your order/.test(p.content)).map((p) => /turn (\d+) of/.exec(p.content)![1]);
    expect(new Set(turnPings).size).toBe(turnPings.length);
    expect(turnPings.length).toBeGreaterThanOrEqual(play.turns - 1);
    // The previous ping goes when the next comes: the channel holds at most one ping of the match.
    expect(fake.channelMessages().filter((m) => / awaits your order| is left for your order/.test(m.content)).length).toBeLessThanOrEqual(1);

    // The match message: no picture uploaded twice in a row; turn 1 posted once (one edit showing it with no order in).
    const uploads = uploadsTo(h, lobby.id);
    for (let i = 1; i < uploads.length; i++) expect(uploads[i].equals(uploads[i - 1]), `upload ${i} repeats upload ${i - 1}`).toBe(false);
    const turn1 = fake.rest.calls.filter((c) => c.method === 'PATCH' && /\*\*Turn 1\*\*/.test(String(c.body?.embeds?.[0]?.description)) && /Ordered: 0\//.test(String(c.body?.embeds?.[0]?.description)));
    expect(turn1, `edits showing turn 1 with no order in:\n${turn1.map((c) => `${c.path} ${JSON.stringify(c.body?.components).slice(0, 160)}`).join('\n')}`).toHaveLength(1);
    // The watermark is no longer shown: the footer names the match and its code only.
    expect(String((current(fake, lobby).embeds[0] as any).footer.text)).toMatch(/^match m_\S+ · code \S+$/);
  }, 180_000);
});
