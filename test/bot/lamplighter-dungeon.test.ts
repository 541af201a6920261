// A lamplighter round for two and a dungeon race for two played through in a channel by buttons,
// each person with one private view the bot edits every turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf } from '../fake-discord/fake-discord.ts';
import { isGif, isJpeg, isPng, openMatch, startHarness, type Harness } from './harness.ts';
import { asPlayer } from '../../engine/match/types.ts';
import { clicksPerTurn, pingsOf, playAsPeople, uploadsTo } from './table-play.ts';

describe('lamplighter and dungeon in a Discord channel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('plays a lamplighter round for two by one press a turn, Light offered only with a lamp in reach', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const { message, matchId } = await openMatch(h, ada, 'lamplighter', 'lamplighter-duo', { guest: bo });
    let lights = 0;
    const play = await playAsPeople(h, matchId, message, [{ user: ada, seat: 0 }, { user: bo, seat: 1 }], async (p, view) => {
      const labels = componentsOf(view).map((c) => c.label ?? '');
      const owner = (await h.runtime.service.snapshot(matchId)).seats[p.seat].owner!;
      const seatView = (await h.runtime.service.view(matchId, asPlayer(owner, p.seat))) as any;
      const me = seatView.lamplighters[p.seat];
      const light = labels.find((l) => /^Light lamp \d+$/.test(l));
      // Light is there exactly when a dark lamp is in reach (it would be refused otherwise).
      expect(Boolean(light)).toBe(me.target?.inReach === true);
      if (light) { lights++; return light; }
      // Otherwise the walk is prefilled with the target lamp: one press.
      const walk = labels.find((l) => /^Walk to \d+$/.test(l));
      expect(walk).toBeDefined();
      return walk!;
    }, 150);
    expect(play.snap.status).toBe('finished');
    expect(lights).toBeGreaterThan(0);
    console.info(`lamplighter-duo: ${play.turns} turns; clicks per awaited turn ${JSON.stringify(clicksPerTurn(play))}; private messages ${JSON.stringify(play.privateMessages)}; pings ${pingsOf(h).length}`);
    for (const p of ['ada', 'bo']) expect(play.clicks[p]).toBe(play.awaited[p] + 1);
    expect(play.privateMessages).toEqual({ ada: 1, bo: 1 });
    const uploads = uploadsTo(h, message.id);
    expect(uploads.length > 0 && uploads.every(isJpeg)).toBe(true); // the street pictures are JPEGs
    for (let i = 1; i < uploads.length; i++) expect(uploads[i].equals(uploads[i - 1])).toBe(false);
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === "Lamplighter's Round · lamplighter-duo: results"), 30_000, 'the lamplighter end post');
    expect(isPng(fake.attachment(end, 0))).toBe(true); // the end card is a PNG (the street picture is the JPEG)
    expect(isGif(fake.attachment(end, 1))).toBe(true);
  }, 180_000);

  it('plays a dungeon race for two with a built path once and the exit button after', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');
    const { message, matchId } = await openMatch(h, bo, 'dungeon', 'race', { guest: ada, players: 2 });
    let built = false;
    const play = await playAsPeople(h, matchId, message, [{ user: bo, seat: 0 }, { user: ada, seat: 1 }], async (p, _view, _snap, tools) => {
      if (p.user === bo && !built) {
        built = true;
        let view = _view;
        for (const dir of ['↑ N', '→ E', '⌫ Undo', '↓ S']) view = await tools.press(dir);
        expect(view.content).toContain('Path so far: `NS`');
        return 'Move NS';
      }
      return 'To the exit';
    });
    expect(play.snap.status).toBe('finished');
    console.info(`dungeon race: ${play.turns} turns; clicks per awaited turn ${JSON.stringify(clicksPerTurn(play))}; private messages ${JSON.stringify(play.privateMessages)}`);
    expect(play.clicks.ada).toBe(play.awaited.ada + 1);
    expect(play.privateMessages).toEqual({ bo: 1, ada: 1 });
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.embeds[0]?.title === 'Dungeon · race: results'), 30_000, 'the dungeon end post');
    expect(isPng(fake.attachment(end, 0))).toBe(true);
    expect(isGif(fake.attachment(end, 1))).toBe(true);
    // The match message names the players in what happened (bo, not the engine's P1).
    const lines = await fake.waitFor(() => {
      const edits = fake.rest.calls.filter((c) => c.method === 'PATCH' && String(c.body?.embeds?.[0]?.title).startsWith('Dungeon'));
      const descriptions = edits.map((c) => String(c.body?.embeds?.[0]?.description ?? ''));
      return descriptions.some((d) => d.startsWith('**Finished**') && d.includes('• ')) ? descriptions.flatMap((d) => d.split('\n')).filter((l) => l.startsWith('• ')) : undefined;
    }, 10_000, 'the finished match message with what happened');
    expect(lines.some((l) => /^• (bo|ada) (escaped|was killed|picked up the treasure)/.test(l))).toBe(true);
    expect(lines.filter((l) => /^• P\d\b/.test(l))).toEqual([]);
  }, 180_000);
});
