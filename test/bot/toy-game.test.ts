// A game the bot has never heard of plays a whole match in a channel (issue 19): the toy race of
// test/fixtures/toy-game, registered only here, goes from /play through the lobby, private views
// with controls built from its order pad, turns and the end post, with no change to the bot. Its
// pictures are the generic card (renders/generic.ts), since it has no drawing module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame, unregisterGame } from '../../engine/games.ts';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { TOY, TOY_ID } from '../fixtures/toy-game/toy-game.ts';
import { clickLabel, current, isPng, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';
import { playAsPeople } from './table-play.ts';

describe('a toy fourth game through the Discord bot', () => {
  let h: Harness;
  beforeAll(async () => {
    registerGame(TOY);
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
    unregisterGame(TOY_ID);
  });

  it('plays a whole toy race by its pad: a lobby, one private view a person, the end post', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const rules = await fake.reply(fake.command(ada, 'rules', [{ name: 'game', value: TOY_ID }]));
    expect(JSON.stringify(rules.embeds)).toContain('The first to 10 wins');
    const lobby = await fake.reply(fake.command(ada, 'play', [{ name: 'game', value: TOY_ID }]));
    expect(lobby.embeds[0]?.title).toBe('Toy Race · toy-race');
    const matchId = matchIdOf(lobby);
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Join'));
    await fake.acknowledged(clickLabel(fake, bo, current(fake, lobby), 'Join'));
    await waitForSnapshot(h, matchId, (s) => s.seats.every((x) => x.owner), 5000, 'both seated');
    await fake.acknowledged(clickLabel(fake, ada, current(fake, lobby), 'Start'));
    await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000, 'the start');
    const message = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000, 'My view');
    // The channel's status line is the toy's own, and its picture the generic card.
    expect(String(message.embeds[0]?.description)).toContain('T1 0/10 · T2 0/10');
    const pictured = await fake.waitFor(() => (current(fake, lobby).attachments.length ? current(fake, lobby) : undefined), 10_000, 'the match picture');
    expect(isPng(fake.attachment(pictured))).toBe(true);
    expect(pictured.attachments[0].description).toContain('totals: 0, 0');

    let picked = false;
    const play = await playAsPeople(h, matchId, message, [{ user: ada, seat: 0 }, { user: bo, seat: 1 }], async (p, view, _snap, tools) => {
      // Prefilled: one press sends the order shown on Submit.
      const submit = componentsOf(view).find((c) => /^Add [123]$/.test(c.label ?? ''));
      expect(submit).toBeDefined();
      if (p.user === ada && !picked) {
        picked = true;
        const after = await tools.select(/How much to add/, '3');
        expect(after.content).toContain('Adding: 3');
        return 'Add 3';
      }
      return submit!.label!;
    }, 20);
    expect(play.snap.status).toBe('finished');
    expect(play.privateMessages).toEqual({ ada: 1, bo: 1 });
    // The archived replay re-simulates to the same digests.
    let archived = await h.runtime.service.archived(matchId);
    for (let i = 0; !archived && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      archived = await h.runtime.service.archived(matchId);
    }
    expect(TOY.verifyReplay(archived?.replay)).toMatchObject({ ok: true });
    const results = play.snap.results!;
    expect(results.summary).toMatch(/^ada \d+ – \d+ bo/);
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === 'Toy Race · toy-race: results'), 30_000, 'the toy end post');
    expect(isPng(fake.attachment(end, 0))).toBe(true);
    // What happened reads in the toy's own words, with the players' names.
    const lines = await fake.waitFor(() => {
      const descriptions = fake.rest.calls.filter((c) => c.method === 'PATCH' && String(c.body?.embeds?.[0]?.title).startsWith('Toy Race')).map((c) => String(c.body?.embeds?.[0]?.description ?? ''));
      const bullets = descriptions.flatMap((d) => d.split('\n')).filter((l) => l.startsWith('• '));
      return bullets.length ? bullets : undefined;
    }, 10_000, 'event lines on the match message');
    expect(lines.some((l) => /^• (ada|bo) adds [123] \(now \d+\)$/.test(l))).toBe(true);
  }, 120_000);
});
