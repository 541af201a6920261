// A whole lantern-sprint match in a channel: two people and four bots, through the real discord.js
// client against the fake Discord.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf, type FakeMessage } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, isGif, isPng, matchIdOf, startHarness, waitForSnapshot, type Harness } from './harness.ts';

const MAX_UPLOAD = 8 * 1024 * 1024;

describe('a lantern-sprint match played in a Discord channel', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('runs from lobby to end card and replay GIF with one match message edited in place', async () => {
    const { fake } = h;
    const ada = fake.user('ada');
    const bo = fake.user('bo');

    // Lobby: /play, Bo joins the Owls, Ada fills the rest with bots and starts.
    const play = fake.command(ada, 'play', [{ name: 'game', value: 'lantern' }, { name: 'ruleset', value: 'lantern-sprint' }]);
    const lobby = await fake.reply(play);
    expect(lobby.flags & 64).toBe(0);
    expect(lobby.embeds[0].title).toBe('Lantern · lantern-sprint');
    expect(componentsOf(lobby).map((c) => c.label)).toEqual(['Join Moth', 'Join Owl', 'Fill with bots', 'Start', 'Cancel', 'Leave']);
    const matchId = matchIdOf(lobby);

    await fake.acknowledged(clickLabel(fake, bo, lobby, 'Join Owl'));
    await waitForSnapshot(h, matchId, (s) => s.seats[1].name === 'bo', 5000, 'bo in seat 1');
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Fill with bots'));
    await waitForSnapshot(h, matchId, (s) => s.seats.filter((x) => x.bot).length === 4, 5000, 'four bots');
    await fake.waitFor(() => (/Owl-1: bo/.test(JSON.stringify(current(fake, lobby).embeds)) && /Moth-2: bot/.test(JSON.stringify(current(fake, lobby).embeds)) ? true : undefined), 5000, 'the lobby showing bo and the bots');
    await fake.acknowledged(clickLabel(fake, ada, lobby, 'Start'));
    await waitForSnapshot(h, matchId, (s) => s.status === 'running', 5000, 'the start');
    const running = await fake.waitFor(() => (componentsOf(current(fake, lobby)).some((c) => c.label === 'My view') ? current(fake, lobby) : undefined), 5000, 'My view on the match message');
    expect(running.attachments[0]?.description?.length ?? 0).toBeGreaterThan(10);

    // Turn 1 for Ada by the controls: My view, pick intent, column and row, Submit.
    const myView = clickLabel(fake, ada, running, 'My view');
    let seatMsg: FakeMessage = await fake.reply(myView);
    expect(seatMsg.flags & 64).toBe(64);
    // A picture slower than 400 ms follows the words and controls in an edit of the same message.
    seatMsg = await fake.waitFor(() => (current(fake, seatMsg).attachments.length ? current(fake, seatMsg) : undefined), 10_000, 'the seat picture');
    expect(isPng(fake.attachment(seatMsg))).toBe(true);
    expect(seatMsg.attachments[0].description?.length ?? 0).toBeGreaterThan(10);
    const pick = async (placeholder: RegExp, value: string) => {
      const menu = componentsOf(seatMsg).find((c) => c.type === 3 && placeholder.test(String((c as { placeholder?: string }).placeholder)));
      const ix = fake.select(ada, seatMsg, menu!.custom_id!, [value]);
      await fake.acknowledged(ix);
      seatMsg = current(fake, seatMsg);
    };
    await pick(/What to do/, 'hide');
    await pick(/column/, 'F');
    await pick(/row/, '4');
    expect(seatMsg.content).toContain('`hide F4`');
    const submit = clickLabel(fake, ada, seatMsg, /^Submit/);
    // The order is confirmed in the same private view (no new message).
    const confirmed = await fake.reply(submit);
    expect(confirmed.id).toBe(seatMsg.id);
    await fake.waitFor(() => (current(fake, seatMsg).content.includes('Your order for turn 1 is in: `hide F4`') ? true : undefined), 5000, 'the order shown in the view');

    // Every other order by /order (each awaited person, every turn) until the match ends.
    let snap = await h.runtime.service.snapshot(matchId);
    const people = [{ user: ada, seat: 0 }, { user: bo, seat: 1 }];
    while (snap.status === 'running') {
      for (const p of people) {
        const seat = snap.seats[p.seat];
        if (!seat.awaited || seat.ordered) continue;
        const ix = fake.command(p.user, 'order', [{ name: 'text', value: 'wait' }]);
        const reply = await fake.reply(ix);
        if (!reply.content.startsWith(`Order for turn ${snap.turn + 1}`)) expect(reply.content).toMatch(/turn \d+ (is over|closed)/);
      }
      const turn = snap.turn;
      snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn, 20_000, `turn ${turn + 1} to resolve`);
    }
    expect(snap.status).toBe('finished');

    // The end: end card (PNG) and replay GIF posted as one new message, with alt text.
    const end = await fake.waitFor(() => fake.channelMessages().find((m) => m.id !== lobby.id && m.attachments.length >= 2), 30_000, 'the end card and replay');
    const [card, gif] = end.attachments;
    expect(card.filename).toMatch(/\.png$/);
    expect(gif.filename).toMatch(/\.gif$/);
    expect(isPng(fake.attachment(end, 0))).toBe(true);
    expect(isGif(fake.attachment(end, 1))).toBe(true);
    for (const i of [0, 1]) {
      expect(fake.attachment(end, i).length).toBeGreaterThan(2000);
      expect(fake.attachment(end, i).length).toBeLessThan(MAX_UPLOAD);
      expect(end.attachments[i].description?.length ?? 0).toBeGreaterThan(10);
    }
    expect(end.embeds[0].title).toBe('Lantern · lantern-sprint: results');

    // One match message, edited in place: no other channel message than the end post.
    const turnsPosted = () => fake.rest.calls
      .filter((c) => c.method === 'PATCH' && (c.path.endsWith(`/messages/${lobby.id}`) || c.path.endsWith('/messages/@original')))
      .flatMap((c) => /Resolved: turn ([\d, ]+)/.exec(String(c.body?.embeds?.[0]?.description))?.[1].split(', ').map(Number) ?? []);
    // Turn numbers may jump (an act cut short when every hider is found): expect exactly the resolved ones.
    const resolved = (await h.runtime.service.events(matchId)).filter((e) => e.event.type === 'turnResolved').map((e) => e.event.turn + 1);
    await fake.waitFor(() => (turnsPosted().includes(resolved[resolved.length - 1]) ? true : undefined), 10_000, 'the last turn posted');
    expect(String(current(fake, lobby).embeds[0]?.description)).toMatch(/^\*\*Finished\*\*/);
    // The last turn's ping is deleted when the match ends, a moment after the end post: wait for it.
    const onlyTwo = () => (fake.channelMessages().length === 2 ? true : undefined);
    await fake.waitFor(onlyTwo, 10_000, 'the last ping deleted').catch(() => undefined);
    expect(fake.channelMessages().map((m) => m.id).sort()).toEqual([lobby.id, end.id].sort());
    // Besides turn pings (each deleted when the next comes, the last at the end), one post: the end.
    expect(fake.callsTo('POST', /^\/channels\/\d+\/messages$/).filter((c) => !c.body?.allowed_mentions)).toHaveLength(1);
    const edits = fake.rest.calls.filter((c) => c.method === 'PATCH' && (c.path.endsWith(`/messages/${lobby.id}`) || c.path.endsWith('/messages/@original')));
    expect(edits.length).toBeGreaterThan(5);
    expect(turnsPosted().sort((a, b) => a - b)).toEqual(resolved);

    // The match message says what happened, as a spectator may know it: public events (acts, finds)
    // while the match runs, never a team's own (crate locks, pushes, pries, spots, sounds).
    const descriptions = edits.map((c) => String(c.body?.embeds?.[0]?.description ?? ''));
    const live = descriptions.filter((d) => !d.startsWith('**Finished**'));
    expect(live.some((d) => /^• hunt act of half 1 begins$/m.test(d))).toBe(true);
    expect(live.some((d) => /^• (FOUND \S+ by \S+|half 1 ends: .+)/m.test(d))).toBe(true);
    for (const d of live) expect(d).not.toMatch(/ locked$| pushed to | pried \d+%|lantern falls on|not locked:/m);
  }, 120_000);
});
